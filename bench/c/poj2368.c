/* POJ 2368, Buttons: L = (the smallest divisor of K that is >= 3) - 1. */
#include "fastio.h"

static int64_t smallest_l(int64_t k) {
	if (k < 3)
		return 0;
	if (k % 3 == 0)
		return 2;
	if (k % 4 == 0)
		return 3;
	for (int64_t d = 5; d <= k / d; d += 2)
		if (k % d == 0)
			return d - 1;
	if (k % 2 == 0 && k / 2 >= 3)
		return k / 2 - 1;
	return k - 1;
}

int main(void) {
	read_input();
	put_uint((uint64_t)smallest_l(next_int()));
	put_char('\n');
	flush_output();
	return 0;
}
