// Right while the sum fits in an int32: group 1 only, 30 points.
package main

import "fmt"

func main() {
	var n int
	fmt.Scan(&n)
	var s int32
	for ; n > 0; n-- {
		var x int64
		fmt.Scan(&x)
		s += int32(x)
	}
	fmt.Println(s)
}
