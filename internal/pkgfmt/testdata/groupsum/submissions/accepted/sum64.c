#include <stdio.h>

int main(void) {
	int n;
	long long s = 0, x;
	if (scanf("%d", &n) != 1) return 1;
	while (n-- > 0 && scanf("%lld", &x) == 1) s += x;
	printf("%lld\n", s);
	return 0;
}
