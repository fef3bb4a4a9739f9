// Command buttons-from-2 is a wrong poj2368: it looks for the smallest
// divisor d of K from 2 instead of from 3 and prints d-1, which is 1 (not
// allowed: L >= 2) for every even K.
package main

import "fmt"

func main() {
	var k int64
	fmt.Scan(&k)
	d := int64(2)
	for k%d != 0 {
		d++
	}
	fmt.Println(d - 1)
}
