# The default validator ignores case, and how much space there is.
# @EXPECTED_RESULTS@: CORRECT
print("HELLO,   JUDGE!")
