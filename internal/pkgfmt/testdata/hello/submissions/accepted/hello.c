/* @EXPECTED_RESULTS@: CORRECT */
#include <stdio.h>

int main(void) {
	puts("Hello, judge!");
	return 0;
}
