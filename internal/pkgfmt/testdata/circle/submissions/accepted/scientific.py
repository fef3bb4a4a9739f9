# Other forms of the same number are numbers too.
# @EXPECTED_RESULTS@: CORRECT
import math

r = float(input())
print(f"{math.pi * r * r:.9e}")
