/* @EXPECTED_RESULTS@: CORRECT */
#include <stdio.h>

int main(void) {
	int n;
	if (scanf("%d", &n) != 1) return 1;
	int lo = 1, hi = n + 1; /* the first true is in [lo, hi] */
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
