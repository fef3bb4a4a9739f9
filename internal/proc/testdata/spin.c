// spin MS: uses MS milliseconds of CPU time of its own, then prints 42.
// They are counted from its first instruction: the process's CPU clock
// also holds what the process used before it executed spin (a launcher
// that joined a cgroup and then executed it: a Go program started, which
// under an emulator takes hundreds of milliseconds), which is not spin's.
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static long cpu_ms(void) {
	struct timespec t;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
	return t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

int main(int argc, char **argv) {
	long ms = argc > 1 ? atol(argv[1]) : 0;
	long start = cpu_ms();
	volatile unsigned long x = 0;
	do {
		for (int i = 0; i < 100000; i++) x += i;
	} while (cpu_ms() - start < ms);
	printf("42\n");
	return 0;
}
