// forks: starts children that wait, one after another, until the system
// refuses a fork or 2048 are running (a bound of its own, should nothing
// else bound them); prints how many it started, and exits 1 when refused,
// 0 when not.
#include <stdio.h>
#include <unistd.h>

int main(void) {
	int n = 0;
	for (; n < 2048; n++) {
		pid_t pid = fork();
		if (pid < 0) {
			printf("%d\n", n);
			return 1;
		}
		if (pid == 0) {
			pause();
			_exit(0);
		}
	}
	printf("%d\n", n);
	return 0;
}
