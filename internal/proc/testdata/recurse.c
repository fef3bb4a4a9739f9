// recurse MIB: recurses until it has used about MIB MiB of stack, then
// prints 42.
#include <stdio.h>
#include <stdlib.h>

static long depth(long n) {
	volatile char frame[1024];
	frame[0] = (char)n;
	if (n == 0) return frame[0];
	return depth(n - 1) + frame[0];
}

int main(int argc, char **argv) {
	long mib = argc > 1 ? atol(argv[1]) : 1;
	long r = depth(mib * 1024 * 1024 / 1100);
	printf("%ld\n", 42 + r - r);
	return 0;
}
