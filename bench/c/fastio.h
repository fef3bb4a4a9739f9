/* fastio.h: the C baselines' input and output.
 * Input, two ways, the same calls:
 * - by default, all of stdin with read(2) into one buffer, ended by a NUL,
 *   walked with a pointer;
 * - with -DSTREAM, a 64 KiB buffer refilled with read(2) whenever the
 *   pointer reaches its end: the fastest plain C a contestant writes, and
 *   the one that does not pay for faulting in the whole input first.
 * Output: one buffer, integers written two digits at a time. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifdef STREAM

static unsigned char in_buf[1 << 16], *in_p = in_buf, *in_end = in_buf;

static void read_input(void) {}

/* peek returns the next byte without taking it, or -1 at the end of input. */
static inline int peek(void) {
	if (in_p == in_end) {
		ssize_t n = read(0, in_buf, sizeof in_buf);
		if (n <= 0)
			return -1;
		in_p = in_buf;
		in_end = in_buf + n;
	}
	return *in_p;
}

/* next_int skips whitespace and reads an optionally negative integer. */
static inline int64_t next_int(void) {
	int c;
	while ((c = peek()) >= 0 && c <= ' ')
		in_p++;
	int neg = c == '-';
	in_p += neg;
	uint64_t v = 0;
	while ((unsigned)((c = peek()) - '0') < 10) {
		v = v * 10 + (uint64_t)(c - '0');
		in_p++;
	}
	return neg ? -(int64_t)v : (int64_t)v;
}

/* has_more reports whether another token follows. */
static inline int has_more(void) {
	int c;
	while ((c = peek()) >= 0 && c <= ' ')
		in_p++;
	return c >= 0;
}

#else

static char *in_p;

static void read_input(void) {
	struct stat st;
	size_t cap = 1 << 16, len = 0;
	if (fstat(0, &st) == 0 && S_ISREG(st.st_mode))
		cap = (size_t)st.st_size + 1;
	char *buf = malloc(cap);
	for (;;) {
		if (len + 1 >= cap)
			buf = realloc(buf, cap *= 2);
		ssize_t n = read(0, buf + len, cap - len - 1);
		if (n <= 0)
			break;
		len += (size_t)n;
	}
	buf[len] = 0;
	in_p = buf;
}

/* next_int skips whitespace and reads an optionally negative integer. */
static inline int64_t next_int(void) {
	while (*in_p && (unsigned char)*in_p <= ' ')
		in_p++;
	int neg = *in_p == '-';
	in_p += neg;
	uint64_t v = 0;
	while ((unsigned)(*in_p - '0') < 10)
		v = v * 10 + (uint64_t)(*in_p++ - '0');
	return neg ? -(int64_t)v : (int64_t)v;
}

/* has_more reports whether another token follows. */
static inline int has_more(void) {
	while (*in_p && (unsigned char)*in_p <= ' ')
		in_p++;
	return *in_p != 0;
}

#endif

static char out_buf[1 << 16];
static size_t out_len;

static void flush_output(void) {
	size_t done = 0;
	while (done < out_len) {
		ssize_t n = write(1, out_buf + done, out_len - done);
		if (n <= 0)
			exit(1);
		done += (size_t)n;
	}
	out_len = 0;
}

static inline void put_char(char c) {
	if (out_len == sizeof out_buf)
		flush_output();
	out_buf[out_len++] = c;
}

static inline void put_str(const char *s) {
	while (*s)
		put_char(*s++);
}

static const char digit_pairs[] =
	"00010203040506070809101112131415161718192021222324252627282930313233343536373839"
	"40414243444546474849505152535455565758596061626364656667686970717273747576777879"
	"8081828384858687888990919293949596979899";

static inline void put_uint(uint64_t v) {
	char tmp[20];
	int i = 20;
	while (v >= 100) {
		unsigned d = (unsigned)(v % 100) * 2;
		v /= 100;
		tmp[--i] = digit_pairs[d + 1];
		tmp[--i] = digit_pairs[d];
	}
	if (v >= 10) {
		tmp[--i] = digit_pairs[v * 2 + 1];
		tmp[--i] = digit_pairs[v * 2];
	} else {
		tmp[--i] = (char)('0' + v);
	}
	if (out_len + 20 > sizeof out_buf)
		flush_output();
	memcpy(out_buf + out_len, tmp + i, (size_t)(20 - i));
	out_len += (size_t)(20 - i);
}
