/* Luogu P1247: Nim, printing the smallest winning move and the piles after it. */
#include "fastio.h"

int main(void) {
	read_input();
	int64_t k = next_int();
	uint32_t *pile = malloc((size_t)(k > 0 ? k : 1) * sizeof *pile);
	uint32_t x = 0;
	for (int64_t i = 0; i < k; i++)
		x ^= pile[i] = (uint32_t)next_int();
	if (x == 0) {
		put_str("lose\n");
		flush_output();
		return 0;
	}
	int64_t b = 0;
	while ((pile[b] ^ x) >= pile[b])
		b++;
	put_uint(pile[b] - (pile[b] ^ x));
	put_char(' ');
	put_uint((uint64_t)b + 1);
	put_char('\n');
	pile[b] ^= x;
	for (int64_t i = 0; i < k; i++) {
		if (i)
			put_char(' ');
		put_uint(pile[i]);
	}
	put_char('\n');
	flush_output();
	return 0;
}
