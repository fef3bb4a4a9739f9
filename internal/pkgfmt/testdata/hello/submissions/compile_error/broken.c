/* @EXPECTED_RESULTS@: COMPILER-ERROR */
int main(void) { return x; }
