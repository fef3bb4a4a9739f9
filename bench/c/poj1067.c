/* POJ 1067, Wythoff's game: (a, b), a <= b, k = b - a, is lost iff
 * a = floor(k*phi), decided exactly: (2a-k)^2 < 5k^2 < (2a-k+2)^2. */
#include "fastio.h"

typedef unsigned __int128 u128;

static int lost(uint64_t a, uint64_t b) {
	if (a > b) {
		uint64_t t = a;
		a = b;
		b = t;
	}
	uint64_t k = b - a;
	if (k == 0)
		return a == 0;
	if (a < k)
		return 0;
	uint64_t lo = 2 * a - k;
	u128 five = (u128)k * k * 5;
	return (u128)lo * lo < five && five < (u128)(lo + 2) * (lo + 2);
}

int main(void) {
	read_input();
	while (has_more()) {
		uint64_t a = (uint64_t)next_int(), b = (uint64_t)next_int();
		put_str(lost(a, b) ? "0\n" : "1\n");
	}
	flush_output();
	return 0;
}
