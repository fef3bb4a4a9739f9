// @EXPECTED_RESULTS@: CORRECT
// A language the judge does not know: skipped, with the reason.
fun main() = println("Hello, judge!")
