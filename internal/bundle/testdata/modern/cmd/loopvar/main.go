// Command loopvar keeps closures and pointers of loop variables, which
// go1.22 made one per iteration: before it, every iteration shares one.
package main

import "fmt"

func main() {
	var fs []func() int
	for i := 0; i < 3; i++ {
		fs = append(fs, func() int { return i })
	}
	var ps []*string
	for _, s := range []string{"a", "b"} {
		ps = append(ps, &s)
	}
	fmt.Println(fs[0](), fs[1](), fs[2](), *ps[0], *ps[1])
}
