// Command brute answers abc209e (Shiritori) with internal/gametree, which
// analyses the game word by word, a position being the word said last,
// with pkg/game's Retrograde and no graph of three-letter nodes: slow,
// and the reference "judge stress abc209e" checks the solution against.
// It rejects input outside the statement's limits (1 <= N <= 2·10^5,
// words of 3 to 8 letters A-Z, a-z) with exit status 1, so it is also the
// validator; and, with the same status and a message saying so,
// dictionaries of more than 300 words, whose moves (up to N^2) are too
// many to list quickly.
package main

import (
	"strconv"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
	"gametheory/pkg/game"
)

func main() { casegen.Brute("abc209e brute", solve) }

// most is the most words analysed.
const most = 300

func solve(in *fastio.Reader, out *fastio.Writer) error {
	n := int(in.IntIn("the number of words N", 1, 2e5))
	if n > most && in.Err() == nil {
		in.Fail(strconv.Itoa(n) + " words, too many moves to list; this brute force takes up to " + strconv.Itoa(most))
	}
	var words []string
	for i := 0; i < n && in.Err() == nil; i++ {
		w := string(in.TokenIn("a word"))
		ok := len(w) >= 3 && len(w) <= 8
		for _, c := range w {
			ok = ok && ('A' <= c && c <= 'Z' || 'a' <= c && c <= 'z')
		}
		if !ok && in.Err() == nil {
			in.Fail("word " + strconv.Itoa(i+1) + ", " + strconv.Quote(w) + ", is not 3 to 8 letters A-Z, a-z")
		}
		words = append(words, w)
	}
	if err := in.Err(); err != nil {
		return err
	}
	for _, o := range gametree.Shiritori(words) {
		switch o {
		case game.Lose:
			out.String("Takahashi\n")
		case game.Win:
			out.String("Aoki\n")
		default:
			out.String("Draw\n")
		}
	}
	return nil
}
