# Prints the greeting, then fails: either verdict will do.
# @EXPECTED_RESULTS@: RUN-ERROR, WRONG-ANSWER
echo "Hello, judge!"
exit 3
