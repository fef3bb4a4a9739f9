# Reads to the end of its input, which comes when the validator closes it.
import sys

for line in sys.stdin:
    print(2 * int(line), flush=True)
