// nimprod.cc: table-driven nim products of 64-bit numbers in C++, the
// baseline bench/nimprod measures pkg/nim's Product and the nimprod64
// solution against. Two methods, each with the tables it needs, built at
// the start:
//
//   log    Karatsuba's step from 64 bits to 32 and 16 (skipped where both
//          numbers are below the half), where the products are GF(2^16)'s
//          by logarithms to the base 258, the product by 2^15 folded into
//          them, and the product by 2^31 read a byte at a time: pkg/nim's
//          method.
//   bytes  the sum over the 64 pairs of bytes (i, j) of the table entry
//          (a_i ⊗ b_j) ⊗ (2^8i ⊗ 2^8j), a_i ⊗ b_j from a table of the
//          products of two bytes: the method of Library Checker's
//          reference solution of nim_product_64 (its tables built with
//          the log method's products).
//
// Usage:
//   nimprod METHOD            reads nim_product_64's input (T, then T
//                             pairs), writes the T products, a line each
//   nimprod METHOD N SEED     multiplies N pairs of a splitmix64 sequence
//                             from SEED and prints the xor of the products
//
// Build: g++ -O2 -o nimprod bench/c/nimprod.cc
#define STREAM
#include "fastio.h"

#include <stdio.h>
#include <string.h>

typedef uint64_t u64;
typedef uint32_t u32;
typedef uint16_t u16;
typedef uint8_t u8;

// slow is the product below 2^w by Karatsuba's step down to 1 bit, for
// building the tables.
static u64 slow(u64 a, u64 b, unsigned w) {
	if (w == 1)
		return a & b;
	unsigned h = w / 2;
	u64 m = (1ULL << h) - 1, a0 = a & m, a1 = a >> h, b0 = b & m, b1 = b >> h;
	u64 c00 = slow(a0, b0, h);
	return (slow(a0 ^ a1, b0 ^ b1, h) ^ c00) << h | (c00 ^ slow(slow(a1, b1, h), 1ULL << (h - 1), h));
}

// The log method.
static u16 lg[1 << 16], ex[3 * 65535];
static u32 lg15, half32[4][256];

static inline u16 mul16(u16 a, u16 b) { return a && b ? ex[(u32)lg[a] + lg[b]] : 0; }

static inline u32 mul32(u32 a, u32 b) {
	u16 a0 = a, a1 = a >> 16, b0 = b, b1 = b >> 16;
	if (!(a1 | b1))
		return mul16(a0, b0);
	u16 c00 = mul16(a0, b0), cm = mul16(a0 ^ a1, b0 ^ b1);
	u16 c11h = a1 && b1 ? ex[(u32)lg[a1] + lg[b1] + lg15] : 0;
	return (u32)(cm ^ c00) << 16 | (u32)(c00 ^ c11h);
}

static inline u64 mul_log(u64 a, u64 b) {
	u32 a0 = a, a1 = a >> 32, b0 = b, b1 = b >> 32;
	if (!(a1 | b1))
		return mul32(a0, b0);
	u32 c00 = mul32(a0, b0), c11 = mul32(a1, b1), cm = mul32(a0 ^ a1, b0 ^ b1);
	return (u64)(cm ^ c00) << 32 |
	       (u64)(c00 ^ half32[0][(u8)c11] ^ half32[1][(u8)(c11 >> 8)] ^ half32[2][(u8)(c11 >> 16)] ^ half32[3][c11 >> 24]);
}

static void build_log(void) {
	u16 times[16]; // 2^i ⊗ 258
	for (int i = 0; i < 16; i++)
		times[i] = slow(1ULL << i, 258, 16);
	u16 x = 1;
	for (int i = 0; i < 65535; i++) {
		ex[i] = ex[i + 65535] = ex[i + 2 * 65535] = x;
		lg[x] = i;
		u16 y = 0;
		for (int j = 0; j < 16; j++)
			y ^= times[j] & -(u16)(x >> j & 1);
		x = y;
	}
	lg15 = lg[1 << 15];
	for (int i = 0; i < 4; i++)
		for (int c = 0; c < 256; c++)
			half32[i][c] = mul32((u32)c << (8 * i), 1U << 31);
}

// The bytes method.
static u8 small[256][256];
static u64 big[8][8][256];

static inline u64 mul_bytes(u64 a, u64 b) {
	u64 r = 0;
	for (int i = 0; i < 8; i++) {
		const u8 *row = small[(u8)(a >> (8 * i))];
		for (int j = 0; j < 8; j++)
			r ^= big[i][j][row[(u8)(b >> (8 * j))]];
	}
	return r;
}

static void build_bytes(void) {
	// Karatsuba's step from w bits to 2w, from the products below 2.
	small[1][1] = 1;
	for (int w = 1; w < 8; w *= 2) {
		int f = 1 << w, m = f - 1;
		for (int a = 0; a < f * f; a++)
			for (int b = 0; b < f * f; b++) {
				int a0 = a & m, a1 = a >> w, b0 = b & m, b1 = b >> w;
				int c00 = small[a0][b0], c11 = small[a1][b1], cm = small[a0 ^ a1][b0 ^ b1];
				small[a][b] = (cm ^ c00) << w | (c00 ^ small[c11][f / 2]);
			}
	}
	// big[i][j][c] = c ⊗ (2^8i ⊗ 2^8j), linear in c, from the products of
	// the log method, which slow would take milliseconds over.
	build_log();
	for (int i = 0; i < 8; i++)
		for (int j = 0; j < 8; j++) {
			u64 m = mul_log(1ULL << (8 * i), 1ULL << (8 * j)), bit[8];
			for (int k = 0; k < 8; k++)
				bit[k] = mul_log(1ULL << k, m);
			for (int c = 1; c < 256; c++)
				big[i][j][c] = big[i][j][c & (c - 1)] ^ bit[__builtin_ctz(c)];
		}
}

static u64 splitmix(u64 *s) {
	u64 z = (*s += 0x9e3779b97f4a7c15ULL);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

template <u64 (*mul)(u64, u64)> static int run(int argc, char **argv) {
	if (argc == 4) {
		u64 n = strtoull(argv[2], 0, 10), s = strtoull(argv[3], 0, 10), x = 0;
		for (u64 i = 0; i < n; i++) {
			u64 a = splitmix(&s);
			x ^= mul(a, splitmix(&s));
		}
		printf("%llu\n", (unsigned long long)x);
		return 0;
	}
	read_input();
	for (int64_t t = next_int(); t > 0; t--) {
		u64 a = (u64)next_int();
		put_uint(mul(a, (u64)next_int()));
		put_char('\n');
	}
	flush_output();
	return 0;
}

int main(int argc, char **argv) {
	if ((argc == 2 || argc == 4) && strcmp(argv[1], "log") == 0) {
		build_log();
		return run<mul_log>(argc, argv);
	}
	if ((argc == 2 || argc == 4) && strcmp(argv[1], "bytes") == 0) {
		build_bytes();
		return run<mul_bytes>(argc, argv);
	}
	fprintf(stderr, "usage: nimprod log|bytes [N SEED]\n");
	return 2;
}
