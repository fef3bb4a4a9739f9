/* Two decimals are too few for a small circle.
 * @EXPECTED_RESULTS@: WRONG-ANSWER */
#include <math.h>
#include <stdio.h>

int main(void) {
	double r;
	if (scanf("%lf", &r) != 1) return 1;
	printf("%.2f\n", acos(-1.0) * r * r);
	return 0;
}
