/* Overflows: the numbers do not fit in an int. */
#include <stdio.h>

int main(void) {
	long long a, b;
	while (scanf("%lld %lld", &a, &b) == 2) {
		int d = (int)(a - b);
		printf("%d\n", d < 0 ? -d : d);
	}
	return 0;
}
