// @EXPECTED_RESULTS@: CORRECT
console.log("Hello, judge!");
