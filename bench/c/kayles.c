/* Kayles, the smallest winning move: Grundy values and the smallest move to
 * each value for rows below 168 by mex over every move; longer rows reduce
 * to 156 + (L - 156) mod 12 (the period 12 from 71 on). */
#include "fastio.h"

enum { ROWS = 168, BASE = 156, PERIOD = 12 };

static uint8_t grundy[ROWS];
static uint16_t first[ROWS][16]; /* 2a + c of the smallest move to each value, 0: none */

static void tables(void) {
	for (int n = 0; n < ROWS; n++) {
		uint32_t seen = 0;
		for (int a = 0; a < n; a++)
			for (int c = 1; c <= 2 && a + c <= n; c++) {
				int v = grundy[a] ^ grundy[n - c - a];
				seen |= 1u << v;
				if (!first[n][v])
					first[n][v] = (uint16_t)(2 * a + c);
			}
		grundy[n] = (uint8_t)__builtin_ctz(~seen);
	}
}

int main(void) {
	tables();
	read_input();
	int64_t n = next_int();
	uint8_t *r = malloc((size_t)(n > 0 ? n : 1));
	int x = 0;
	for (int64_t i = 0; i < n; i++) {
		int64_t l = next_int();
		r[i] = (uint8_t)(l < ROWS ? l : BASE + (l - BASE) % PERIOD);
		x ^= grundy[r[i]];
	}
	if (x == 0) {
		put_str("lose\n");
		flush_output();
		return 0;
	}
	int64_t i = 0;
	while (!first[r[i]][grundy[r[i]] ^ x])
		i++;
	int m = first[r[i]][grundy[r[i]] ^ x];
	put_uint((uint64_t)i + 1);
	put_char(' ');
	put_uint((uint64_t)(m - 1) / 2 + 1);
	put_char(' ');
	put_uint((uint64_t)(m - (m - 1) / 2 * 2));
	put_char('\n');
	flush_output();
	return 0;
}
