// hold: starts threads that wait, until the system refuses one (or 4096
// are running); then makes the file "full" in its working folder, waits
// until the file "done" is there, and prints how many it started.
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

static void *wait_forever(void *arg) {
	for (;;)
		pause();
	return arg;
}

int main(void) {
	int n = 0;
	pthread_attr_t attr;
	pthread_attr_init(&attr);
	pthread_attr_setstacksize(&attr, 64 << 10);
	for (pthread_t t; n < 4096 && pthread_create(&t, &attr, wait_forever, NULL) == 0; n++)
		;
	FILE *f = fopen("full", "w");
	if (f == NULL)
		return 2;
	fclose(f);
	while (access("done", F_OK) != 0)
		usleep(1000);
	printf("%d\n", n);
	return 0;
}
