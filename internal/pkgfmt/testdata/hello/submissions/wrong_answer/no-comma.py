# @EXPECTED_RESULTS@: WRONG-ANSWER
print("Hello judge!")
