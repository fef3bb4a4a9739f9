package interact

import (
	"bytes"
	"io"
	"sync"
	"sync/atomic"
	"time"
)

// A Direction is which way a line went.
type Direction byte

const (
	ToProgram Direction = '>' // from the jury to the program
	ToJury    Direction = '<' // from the program to the jury
)

// A Line is one line of the dialogue, without its newline.
type Line struct {
	Dir  Direction
	Text string
	// Cut says the line was longer than maxLine bytes and Text is its
	// start; Open that it had no newline when the dialogue ended.
	Cut, Open bool
}

// maxLine is the most of a line the dialogue keeps.
const maxLine = 200

// String is the line as the judge shows it: "> 5 8", "< First".
func (l Line) String() string {
	s := string(l.Dir) + " " + l.Text
	if l.Cut {
		s += " ..."
	}
	if l.Open {
		s += " (no newline)"
	}
	return s
}

// A tap sees the bytes going each way, splits them into lines, writes
// each to the trace as it ends and keeps the last few. The two relays
// call it at once.
type tap struct {
	moved   int64 // when a byte or an end last went either way, in Unix nanoseconds; atomic
	mu      sync.Mutex
	keep    int
	trace   io.Writer
	last    []Line // a ring of the last keep lines
	next    int
	n       int // lines so far
	partial [2]struct {
		text []byte
		cut  bool
	}
}

func (t *tap) add(dir Direction, b []byte) {
	t.move()
	t.mu.Lock()
	defer t.mu.Unlock()
	p := &t.partial[side(dir)]
	for len(b) > 0 {
		i := bytes.IndexByte(b, '\n')
		chunk := b
		if i >= 0 {
			chunk = b[:i]
		}
		if room := maxLine - len(p.text); len(chunk) > room {
			p.text, p.cut = append(p.text, chunk[:max(room, 0)]...), true
		} else {
			p.text = append(p.text, chunk...)
		}
		if i < 0 {
			return
		}
		t.line(Line{Dir: dir, Text: string(bytes.TrimSuffix(p.text, []byte("\r"))), Cut: p.cut})
		p.text, p.cut = p.text[:0], false
		b = b[i+1:]
	}
}

// move notes that the dialogue moved: a byte went, or a side's output
// ended, which is news to the other side as much as a line is.
func (t *tap) move() { atomic.StoreInt64(&t.moved, time.Now().UnixNano()) }

// lastMove is when a byte last went either way, or a side's output ended.
func (t *tap) lastMove() time.Time { return time.Unix(0, atomic.LoadInt64(&t.moved)) }

// line records a whole line.
func (t *tap) line(l Line) {
	t.n++
	if t.trace != nil {
		io.WriteString(t.trace, l.String()+"\n")
	}
	if t.keep <= 0 {
		return
	}
	if len(t.last) < t.keep {
		t.last = append(t.last, l)
		return
	}
	t.last[t.next] = l
	t.next = (t.next + 1) % t.keep
}

// lines ends the lines left open and returns the last ones kept, in
// order, and how many there were in all.
func (t *tap) lines() ([]Line, int) {
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, dir := range []Direction{ToProgram, ToJury} {
		if p := &t.partial[side(dir)]; len(p.text) > 0 || p.cut {
			t.line(Line{Dir: dir, Text: string(p.text), Cut: p.cut, Open: true})
			p.text, p.cut = nil, false
		}
	}
	return append(append([]Line{}, t.last[t.next:]...), t.last[:t.next]...), t.n
}

func side(d Direction) int {
	if d == ToProgram {
		return 0
	}
	return 1
}
