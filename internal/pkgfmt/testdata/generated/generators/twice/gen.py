# Writes twice its number as the input and the number as the answer,
# to testcase.ans as {name} says.
import sys

import lib

n = int(sys.argv[1])
print(lib.double(n))
with open(sys.argv[2] + ".ans", "w") as f:
    f.write(f"{n}\n")
