/* Asks once, then crashes before it answers.
 * @EXPECTED_RESULTS@: RUN-ERROR */
#include <stdio.h>

int main(void) {
	int n, t;
	if (scanf("%d", &n) != 1) return 1;
	printf("? 1\n");
	fflush(stdout);
	if (scanf("%d", &t) != 1) return 1;
	volatile int *p = 0;
	return *p;
}
