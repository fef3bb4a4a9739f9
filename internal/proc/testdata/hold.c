// hold DIR: starts threads that wait, until the system refuses one (or
// 4096 are running); then writes a byte to DIR/full (a named pipe, which
// the caller reads), waits until the file DIR/done is there, and prints
// how many threads it started.
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

static void *wait_forever(void *arg) {
	for (;;)
		pause();
	return arg;
}

int main(int argc, char **argv) {
	if (argc != 2)
		return 2;
	int n = 0;
	pthread_attr_t attr;
	pthread_attr_init(&attr);
	pthread_attr_setstacksize(&attr, 64 << 10);
	for (pthread_t t; n < 4096 && pthread_create(&t, &attr, wait_forever, NULL) == 0; n++)
		;
	char path[4096];
	snprintf(path, sizeof path, "%s/full", argv[1]);
	int fd = open(path, O_WRONLY);
	if (fd < 0 || write(fd, "", 1) != 1)
		return 2;
	close(fd);
	snprintf(path, sizeof path, "%s/done", argv[1]);
	while (access(path, F_OK) != 0)
		usleep(1000);
	printf("%d\n", n);
	return 0;
}
