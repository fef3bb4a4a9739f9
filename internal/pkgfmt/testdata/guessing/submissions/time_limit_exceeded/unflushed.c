/* Never flushes: the validator waits for a guess that sits in a buffer.
 * The judge says ILE, which is past the time limit to Kattis. */
#include <stdio.h>
#include <string.h>

int main(void) {
	int lo = 1, hi = 1000;
	char answer[16] = "";
	while (strcmp(answer, "correct") != 0) {
		int mid = (lo + hi) / 2;
		printf("%d\n", mid);
		if (scanf("%15s", answer) != 1) return 0;
		if (strcmp(answer, "lower") == 0) hi = mid - 1;
		if (strcmp(answer, "higher") == 0) lo = mid + 1;
	}
	return 0;
}
