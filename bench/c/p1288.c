/* Luogu P1288, the ring game: the first player wins iff the run of non-zero
 * edges from the coin to the first 0, either way, is odd. */
#include "fastio.h"

int main(void) {
	read_input();
	int64_t n = next_int(), first = -1, last = -1;
	for (int64_t i = 0; i < n; i++)
		if (next_int() == 0) {
			if (first < 0)
				first = i;
			last = i;
		}
	put_str(first % 2 == 1 || (n - 1 - last) % 2 == 1 ? "YES\n" : "NO\n");
	flush_output();
	return 0;
}
