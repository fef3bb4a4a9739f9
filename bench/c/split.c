/* Split, then Nim with B first: A wins iff N is even, with piles N/2, N/2. */
#include "fastio.h"

int main(void) {
	read_input();
	for (int64_t t = next_int(); t > 0; t--) {
		uint64_t n = (uint64_t)next_int();
		if (n % 2) {
			put_str("B\n");
			continue;
		}
		put_str("A ");
		put_uint(n / 2);
		put_char(' ');
		put_uint(n / 2);
		put_char('\n');
	}
	flush_output();
	return 0;
}
