package nim_test

import (
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"gametheory/pkg/nim"
)

// The nim product is a field's: 2 ⊗ 2 = 3 (not 4: it is not carry-less
// multiplication), a Fermat 2-power times itself is 3/2 of it (16 ⊗ 16 =
// 24, 2^32 ⊗ 2^32 = 3·2^31), and every number but 0 has an inverse.
func ExampleProduct() {
	fmt.Println(nim.Product(2, 2), nim.Product(16, 16), nim.Product(5, 8))
	fmt.Println(nim.Product(1<<32, 1<<32))
	fmt.Println(nim.Product(18446744073709551615, 18446744073709551615))
	fmt.Println(nim.Inverse(2), nim.Product(2, nim.Inverse(2)))
	// Output:
	// 3 24 3
	// 6442450944
	// 11290409524105353207
	// 3 1
}

// Turning Corners (HDU 3404's Switch lights): a move toggles the corners
// of a rectangle whose corner farthest from (1, 1) is on. It is the
// product of two copies of the game where a move turns a coin and perhaps
// one before it, whose coin x is worth x; so the light (x, y) is worth
// x ⊗ y, and a position the xor of its lights' values. Three lights on
// the diagonal are worth 0: the player to move loses.
func ExampleTartan() {
	var value uint64
	for _, light := range [][2]uint64{{1, 1}, {2, 2}, {3, 3}} {
		v := nim.Tartan(light[0], light[1])
		fmt.Printf("(%d, %d) is worth %d\n", light[0], light[1], v)
		value ^= v
	}
	fmt.Println("the position is worth", value)
	// Output:
	// (1, 1) is worth 1
	// (2, 2) is worth 3
	// (3, 3) is worth 2
	// the position is worth 0
}

// TestDocQuotesExample checks that docs/sg.md quotes ExampleTartan as it
// is here, where go test checks its output.
func TestDocQuotesExample(t *testing.T) {
	src, err := os.ReadFile("example_test.go")
	if err != nil {
		t.Fatal(err)
	}
	doc, err := os.ReadFile("../../docs/sg.md")
	if err != nil {
		t.Fatal(err)
	}
	ex := regexp.MustCompile(`(?ms)^func ExampleTartan\(\) \{$.*?^\}$`).Find(src)
	if ex == nil {
		t.Fatal("no ExampleTartan in example_test.go")
	}
	if !strings.Contains(string(doc), string(ex)) {
		t.Errorf("docs/sg.md does not quote ExampleTartan as it is:\n%s", ex)
	}
}
