# Within the tolerance: pi to 9 places.
# @EXPECTED_RESULTS@: CORRECT
r = float(input())
print(3.141592654 * r * r)
