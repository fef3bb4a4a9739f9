# Fails unless its seed is a multiple of 3: of three seeds in a row, one is.
import sys

seed = int(sys.argv[1])
if seed % 3:
    sys.exit(f"seed {seed}: no luck")
print(seed % 1000 + 1)
