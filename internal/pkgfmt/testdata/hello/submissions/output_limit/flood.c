/* More than the 1 MiB of output of problem.yaml.
 * @EXPECTED_RESULTS@: OUTPUT-LIMIT */
#include <stdio.h>

int main(void) {
	for (;;) puts("Hello, judge!");
}
