/* Forgets that there may be no true at all: answers n at most.
 * @EXPECTED_RESULTS@: WRONG-ANSWER */
#include <stdio.h>

int main(void) {
	int n;
	if (scanf("%d", &n) != 1) return 1;
	int lo = 1, hi = n;
	while (lo < hi) {
		int mid = lo + (hi - lo) / 2, t;
		printf("? %d\n", mid);
		fflush(stdout);
		if (scanf("%d", &t) != 1) return 1;
		if (t) hi = mid; else lo = mid + 1;
	}
	printf("! %d\n", lo);
	fflush(stdout);
	return 0;
}
