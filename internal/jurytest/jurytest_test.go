package jurytest

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"testing"

	"gametheory/internal/jury"
)

// count is a jury: the case is a number n; the program must say 1, 2, ...,
// n, each after the jury has said the one before it.
func count(input io.Reader, d *jury.Dialogue, record io.Writer) (int, string) {
	var n int64
	if _, err := fmt.Fscan(input, &n); err != nil || n < 1 {
		return jury.Fail, "FAIL INPUT a count >= 1"
	}
	for i := int64(1); i <= n; i++ {
		if !d.Send(i) {
			return jury.WrongAnswer, "wrong answer game 1: " + jury.Ended
		}
		line, code, reason := d.Line()
		switch code {
		case jury.WrongAnswer:
			return code, "wrong answer game 1: " + reason
		case jury.Fail:
			return code, "FAIL game 1: " + reason
		}
		if string(line) != strconv.FormatInt(i, 10) {
			return jury.WrongAnswer, "wrong answer game 1: said " + strconv.Quote(string(line))
		}
	}
	io.WriteString(record, "counted\n")
	return jury.Accepted, "ok"
}

func run(input, fromProgram io.Reader, toProgram, record io.Writer) (int, string) {
	return jury.Run(count, input, fromProgram, toProgram, record)
}

// echo repeats each line it reads.
func echo(r io.Reader, w io.Writer) {
	s := bufio.NewScanner(r)
	for s.Scan() {
		io.WriteString(w, s.Text()+"\n")
	}
}

func TestPlay(t *testing.T) {
	code, msg, record, dialogue := Play(run, "3", echo)
	const want = "1\n        1\n2\n        2\n3\n        3\n"
	if code != jury.Accepted || msg != "ok" || record != "counted\nok\n" || dialogue != want {
		t.Errorf("%d, %q, record %q, dialogue:\n%s\nwant:\n%s", code, msg, record, dialogue, want)
	}
}

func TestChecks(t *testing.T) {
	Verdict(t, run, "right", "2", "1\n2\n", jury.Accepted, "ok", "1\n2\n")
	Verdict(t, run, "wrong", "2", "1\n3\n", jury.WrongAnswer, `wrong answer game 1: said "3"`, "1\n2\n-1 -1\n")
	BadInput(t, run, "0", "1\n", "FAIL INPUT a count >= 1")
	BrokenPipes(t, run, "1", "1\n")
}
