package game

import (
	"os"
	"strings"
	"testing"
)

// TestDocShowsExamples: docs/sg.md shows these examples as they are, their
// output as the tests check it, in Go blocks.
func TestDocShowsExamples(t *testing.T) {
	doc, err := os.ReadFile("../../docs/sg.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, ex := range []struct{ file, name string }{
		{"draws_example_test.go", "ExampleGame_Wins"},
		{"draws_example_test.go", "ExampleRetrograde"},
		{"score_example_test.go", "ExampleNewScores"},
		{"loopy_example_test.go", "ExampleLoopyGraph"},
	} {
		src, err := os.ReadFile(ex.file)
		if err != nil {
			t.Fatal(err)
		}
		s := string(src)
		i := strings.Index(s, "\nfunc "+ex.name+"() {\n")
		if i < 0 {
			t.Fatalf("%s: no func %s", ex.file, ex.name)
		}
		code := s[i+1:]
		code = code[:strings.Index(code, "\n}\n")+3]
		if !strings.Contains(string(doc), "```go\n"+code+"```\n") {
			t.Errorf("docs/sg.md does not show %s as %s has it:\n%s", ex.name, ex.file, code)
		}
	}
}
