# @EXPECTED_RESULTS@: CORRECT
print("Hello, judge!")
