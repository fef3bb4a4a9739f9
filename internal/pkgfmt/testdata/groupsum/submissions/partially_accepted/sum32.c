/* Right while the sum fits in an int: group 1 only, 30 points.
 * @EXPECTED_SCORE@: 30 */
#include <stdio.h>

int main(void) {
	int n;
	long long x;
	int s = 0;
	if (scanf("%d", &n) != 1) return 1;
	while (n-- > 0 && scanf("%lld", &x) == 1) s += (int)x;
	printf("%d\n", s);
	return 0;
}
