#include <stdio.h>
#include <math.h>

int main(void) {
	long long a, b;
	if (scanf("%lld %lld", &a, &b) != 2) return 1;
	printf("%lld\n", a + b + (long long)floor(sqrt(0.0)));
	return 0;
}
