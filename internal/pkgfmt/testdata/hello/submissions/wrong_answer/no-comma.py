# @EXPECTED_RESULTS@: WRONG_ANSWER
# (an alias DOMjudge reads as WRONG-ANSWER)
print("Hello judge!")
