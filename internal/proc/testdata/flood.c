// flood: writes to standard output as fast as it can, forever.
#include <string.h>
#include <unistd.h>

int main(void) {
	static char buf[1 << 16];
	memset(buf, '4', sizeof buf);
	for (;;) {
		if (write(1, buf, sizeof buf) < 0) return 1;
	}
}
