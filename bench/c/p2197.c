/* Luogu P2197, Nim: T games; the first player wins iff the xor is not 0. */
#include "fastio.h"

int main(void) {
	read_input();
	for (int64_t t = next_int(); t > 0; t--) {
		uint64_t x = 0;
		for (int64_t n = next_int(); n > 0; n--)
			x ^= (uint64_t)next_int();
		put_str(x ? "Yes\n" : "No\n");
	}
	flush_output();
	return 0;
}
