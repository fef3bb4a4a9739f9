# @EXPECTED_RESULTS@: CORRECT
echo "Hello, judge!"
