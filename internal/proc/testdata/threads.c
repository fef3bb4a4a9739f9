// threads N: starts N threads that each touch a little of their stack,
// joins them, then prints the stack size a thread gets by default (glibc
// takes it from the stack limit, unless that is unlimited) in KiB.
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void *work(void *arg) {
	volatile char frame[16 << 10];
	memset((char *)frame, 1, sizeof frame);
	return arg;
}

int main(int argc, char **argv) {
	int n = argc > 1 ? atoi(argv[1]) : 1;
	pthread_t *t = calloc(n, sizeof *t);
	for (int i = 0; i < n; i++) {
		int e = pthread_create(&t[i], NULL, work, NULL);
		if (e != 0) {
			fprintf(stderr, "thread %d: %s\n", i, strerror(e));
			return 1;
		}
	}
	for (int i = 0; i < n; i++)
		pthread_join(t[i], NULL);
	pthread_attr_t attr;
	size_t size = 0;
	pthread_attr_init(&attr);
	pthread_attr_getstacksize(&attr, &size);
	printf("%zu\n", size >> 10);
	return 0;
}
