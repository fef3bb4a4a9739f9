/* More memory than the 64 MiB of problem.yaml: MLE, which is a run error.
 * @EXPECTED_RESULTS@: RUN-ERROR */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
	size_t n = 128 << 20;
	char *p = malloc(n);
	if (p == NULL) return 1;
	memset(p, 1, n);
	printf("Hello, judge! %d\n", p[n - 1]);
	return 0;
}
