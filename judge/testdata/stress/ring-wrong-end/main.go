// Command ring-wrong-end is a wrong p1288: it counts the run of non-zero
// edges before the coin from the wrong end of the ring, from the first
// edge up to the last 0 instead of from the last edge back.
package main

import "fmt"

func main() {
	var n int
	fmt.Scan(&n)
	first, last := -1, -1
	for i := 0; i < n; i++ {
		var v int
		fmt.Scan(&v)
		if v == 0 {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	if first%2 == 1 || last%2 == 1 {
		fmt.Println("YES")
	} else {
		fmt.Println("NO")
	}
}
