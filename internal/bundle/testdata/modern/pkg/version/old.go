//go:build !go1.23

package version

// Sum adds 0 to 3 with a counted loop.
func Sum() int {
	s := 0
	for i := 0; i < 4; i++ {
		s += i
	}
	return s
}
