/* More memory than the 64 MiB of problem.yaml: MLE, which is a run error.
 * @EXPECTED_RESULTS@: RUN-ERROR */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
	size_t n = 128 << 20;
	volatile char *p = malloc(n);
	if (p == NULL) return 1;
	long sum = 0;
	for (size_t i = 0; i < n; i += 4096) p[i] = 1;
	for (size_t i = 0; i < n; i += 4096) sum += p[i];
	printf("Hello, judge! %ld\n", sum);
	return 0;
}
