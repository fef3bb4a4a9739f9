// alloc MIB [STEP_MIB] [CHILDREN]: touches MIB MiB, STEP_MIB at a time (all
// at once when 0), in each of CHILDREN forked processes (0: in itself),
// then prints 42. Used by the judge's tests of memory limits.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

// sink keeps the memory observable, so the compiler cannot drop it.
char *volatile sink;

static void touch(long mib, long step) {
	size_t n = (size_t)mib << 20;
	if (step == 0) {
		char *p = malloc(n);
		if (!p) { perror("malloc"); exit(3); }
		memset(p, 1, n);
		sink = p;
		return;
	}
	for (long done = 0; done < mib; done += step) {
		char *p = malloc((size_t)step << 20);
		if (!p) { perror("malloc"); exit(3); }
		memset(p, 1, (size_t)step << 20);
		sink = p;
	}
}

int main(int argc, char **argv) {
	long mib = argc > 1 ? atol(argv[1]) : 0;
	long step = argc > 2 ? atol(argv[2]) : 0;
	int children = argc > 3 ? atoi(argv[3]) : 0;
	if (children == 0) {
		touch(mib, step);
	} else {
		for (int i = 0; i < children; i++) {
			if (fork() == 0) {
				touch(mib, step);
				sleep(1);
				_exit(0);
			}
		}
		while (wait(NULL) > 0) {
		}
	}
	printf("42\n");
	return 0;
}
