// Command waitgroup starts goroutines with go1.25's WaitGroup.Go method.
package main

import (
	"fmt"
	"sync"
	"sync/atomic"
)

func main() {
	var wg sync.WaitGroup
	var n atomic.Int64
	for range 3 {
		wg.Go(func() { n.Add(2) })
	}
	wg.Wait()
	fmt.Println(n.Load())
}
