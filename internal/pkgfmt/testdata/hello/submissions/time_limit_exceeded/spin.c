/* @EXPECTED_RESULTS@: TIMELIMIT */
int main(void) {
	volatile unsigned long x = 0;
	for (;;) x++;
}
