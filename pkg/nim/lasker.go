package nim

// Lasker returns the Grundy value of a heap of x stones in Lasker's Nim,
// where a move either takes any positive number of stones from one heap or
// splits one heap into two non-empty heaps. A position of several heaps is
// lost for the player to move exactly when the xor of their values is 0
// (Sprague-Grundy). x must be in [0, 2^63-2]: the value of 2^63-1 would
// be 2^63, which an int64 does not hold; Lasker panics outside that range.
//
// Theorem: g(0) = 0 and, for m >= 0, g(4m+1) = 4m+1, g(4m+2) = 4m+2,
// g(4m+3) = 4m+4, g(4m+4) = 4m+3. Why, by induction on x = 4m+r: g maps
// each block {4m+1, ..., 4m+4} onto itself, so taking stones reaches the
// values {0, ..., 4m} and those of the smaller heaps of x's own block. A
// split into a + b = x has the value g(a) xor g(b), whose last two bits
// follow from a and b mod 4 (g(y) mod 4 is 1, 2, 0, 3 for y mod 4 = 1, 2,
// 3, 0): a split of x ≡ 1 has value ≡ 2 (mod 4), of x ≡ 2 or x ≡ 0 a value
// ≡ 0 or 1, and of x ≡ 3 a value ≡ 3. So for x = 4m+1 and 4m+2 no option
// has the value x and every smaller one is taken: the mex is x. For
// x = 4m+3 taking reaches 0..4m+2, the split 1 + (4m+2) reaches 4m+3, and
// no option reaches 4m+4: the mex is 4m+4. For x = 4m+4 taking reaches
// 0..4m+2 and 4m+4, and no option reaches 4m+3: the mex is 4m+3.
func Lasker(x int64) int64 {
	if x < 0 || x == 1<<63-1 {
		panic("nim: Lasker's value of a heap outside [0, 2^63-2]")
	}
	switch x % 4 {
	case 0:
		if x == 0 {
			return 0
		}
		return x - 1
	case 3:
		return x + 1
	}
	return x
}
