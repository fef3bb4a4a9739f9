// spin MS: uses about MS milliseconds of CPU time, then prints 42.
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

int main(int argc, char **argv) {
	long ms = argc > 1 ? atol(argv[1]) : 0;
	struct timespec t;
	volatile unsigned long x = 0;
	do {
		for (int i = 0; i < 100000; i++) x += i;
		clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
	} while (t.tv_sec * 1000 + t.tv_nsec / 1000000 < ms);
	printf("42\n");
	return 0;
}
