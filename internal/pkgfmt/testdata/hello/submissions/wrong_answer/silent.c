/* @EXPECTED_RESULTS@: NO-OUTPUT */
int main(void) { return 0; }
