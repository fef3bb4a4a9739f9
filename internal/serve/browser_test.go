//go:build unix

package serve

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"gametheory/internal/browser"
	"gametheory/internal/testenv"
)

var screenshots = flag.String("screenshots", "", "save the browser tests' screenshots in this `folder` (../../docs/img for docs/serve.md) rather than a temporary one")

// TestBrowser uses judge serve as a person does: it starts the judge's
// command in a small project, opens the address it printed in a headless
// Chromium, and judges, explores and plays from the page, taking a
// screenshot of each. One browser serves every part, as starting one
// takes seconds.
func TestBrowser(t *testing.T) {
	judge := buildJudge(t) // while the browser starts
	b := browser.For(t)
	url := judgeServe(t, judge(), project(t))
	p, err := b.NewPage()
	if err != nil {
		t.Fatal(err)
	}
	// Judging compiles the project's programs, which on a cold build
	// cache and a busy machine may take a while.
	p.Patience = 2 * time.Minute
	if err := p.Navigate(url); err != nil {
		t.Fatal(err)
	}
	// The page has taken the token out of the address bar.
	if err := p.Wait(`location.pathname == "/" && location.search == ""`); err != nil {
		t.Fatal(err)
	}
	shots := *screenshots
	if shots == "" {
		shots = t.TempDir()
	}
	shot := func(t *testing.T, name string) {
		t.Helper()
		if err := p.Screenshot(filepath.Join(shots, "serve-"+name+".png")); err != nil {
			t.Error(err)
		}
	}
	t.Run("judge", func(t *testing.T) { testJudge(t, p, shot) })
	t.Run("many cases", func(t *testing.T) { testManyCases(t, p) })
	t.Run("lab", func(t *testing.T) { testLab(t, p, shot) })
	t.Run("play", func(t *testing.T) { testPlay(t, p, shot) })
	t.Run("refused", func(t *testing.T) { testRefused(t, b, url) })
}

// An action is a step of a person using the page.
type action func(*browser.Page) error

// do takes the actions on p in turn, failing t at the first that fails.
func do(t *testing.T, p *browser.Page, actions ...action) {
	t.Helper()
	for _, a := range actions {
		if err := a(p); err != nil {
			t.Fatal(err)
		}
	}
}

// click clicks what the CSS selector sel matches.
func click(sel string) action {
	return func(p *browser.Page) error { return p.Click(sel) }
}

// wait waits until the JavaScript expression cond is true.
func wait(cond string) action {
	return func(p *browser.Page) error { return p.Wait(cond) }
}

// eval evaluates the JavaScript expression expr into v, where not nil.
func eval(expr string, v any) action {
	return func(p *browser.Page) error { return p.Eval(expr, v) }
}

// set fills the input (or select) of the CSS selector sel with value, as
// typing would, and tells the page it changed.
func set(sel, value string) action {
	return eval(fmt.Sprintf(`(() => {
		const e = document.querySelector(%q);
		if (!e) throw new Error("nothing on the page matches " + %[1]q);
		e.value = %q;
		e.dispatchEvent(new Event("input"));
		e.dispatchEvent(new Event("change"));
	})()`, sel, value), nil)
}

// A shownCase is what the judge tab shows of a case opened.
type shownCase struct {
	Input, Expected, Received string // the panes' text
	Marked                    [2]string
	Before                    [2]string // the text before each mark
	Message                   string
}

// testJudge judges the problem's solution, then a wrong program, from the
// judge tab, and opens the case it fails; then stresses the wrong
// program and keeps its counterexample.
func testJudge(t *testing.T, p *browser.Page, shot func(*testing.T, string)) {
	const verdicts = `[...document.querySelectorAll("#cases tr[data-case]")].map(r => r.dataset.case + " " + (r.dataset.verdict || "-")).join(", ")`
	do(t, p, click(`#tabs button[data-tab="judge"]`), wait(`document.querySelector('#problems button[data-problem="sum"]')`),
		click(`#problems button[data-problem="sum"]`), set("#program", ""), click("#judge-run"),
		wait(verdicts+` == "oblong AC, square AC" && document.querySelector("#judge-summary").textContent == "2/2 passed"`))

	do(t, p, set("#program", "attempts/wrong/main.go"), click("#judge-run"),
		wait(verdicts+` == "oblong WA, square AC" && document.querySelector("#judge-summary").textContent == "1/2 passed"`),
		// The run is over: Stop is off, and the problem marked as failing.
		wait(`document.querySelector("#judge-stop").disabled && document.querySelector('#problems button[data-problem="sum"]').classList.contains("bad")`),
		click(`#cases tr[data-case="oblong"]`), wait(`document.querySelector("#case-detail pre.received mark.diff")`))
	var c shownCase
	do(t, p, eval(`(() => {
		const pre = what => document.querySelector("#case-detail pre." + what);
		const mark = what => pre(what).querySelector("mark.diff");
		const before = what => pre(what).textContent.slice(0, pre(what).textContent.indexOf(mark(what).textContent));
		return {input: pre("input").textContent, expected: pre("expected").textContent, received: pre("received").textContent,
			marked: [mark("expected").textContent, mark("received").textContent],
			before: [before("expected"), before("received")],
			message: document.querySelector("#case-message").textContent};
	})()`, &c))
	// 3 5: 8 and 15 expected, 8 and 9 received; the second line differs
	// from its first character.
	want := shownCase{Input: "3 5\n", Expected: "8\n15\n", Received: "8\n9\n", Marked: [2]string{"15", "9"}, Before: [2]string{"8\n", "8\n"}}
	if c.Message == "" || !strings.HasPrefix(c.Message, "oblong: WA") {
		t.Errorf("the case's message reads %q", c.Message)
	}
	c.Message = ""
	if c != want {
		t.Errorf("the failed case shows\n%+v\nwant\n%+v", c, want)
	}
	shot(t, "judge")

	// The stress run finds a pair a != b (a != 0) and shrinks it; kept,
	// it is a third case of the problem's.
	do(t, p, click("#stress-run"), wait(`!document.querySelector("#stress-keep").hidden`))
	var found struct{ Result, Input string }
	do(t, p, eval(`({result: document.querySelector("#stress-result").textContent,
		input: document.querySelector("#stress-result pre.input").textContent})`, &found))
	var a, b int
	if _, err := fmt.Sscan(found.Input, &a, &b); err != nil || a == b || a == 0 || !strings.HasPrefix(found.Result, "WA on seed") {
		t.Errorf("stress found %q on input %q (%v), want a WA with a != b, a != 0", found.Result, found.Input, err)
	}
	shot(t, "stress")
	do(t, p, click("#stress-keep"), wait(`document.querySelector("#stress-result").textContent.includes("kept as")`),
		wait(`document.querySelectorAll("#cases tr[data-case]").length == 3`))
}

// manyCases is the number of cases of the problem many: enough that a
// row per case would be a hundred times a screenful, few enough that
// writing their files costs little on a busy disk (10^4 cases took 35 s
// here under load; the rows drawn do not depend on the count).
const manyCases = 2000

// testManyCases opens a problem of manyCases cases: the list draws the
// rows in sight, not one per case, and scrolled to its end it shows the
// last.
func testManyCases(t *testing.T, p *browser.Page) {
	const drawn = `document.querySelectorAll("#cases tr[data-case]").length`
	do(t, p, click(`#tabs button[data-tab="judge"]`), wait(`document.querySelector('#problems button[data-problem="many"]')`),
		click(`#problems button[data-problem="many"]`), wait(`document.querySelector('#cases tr[data-case="1"]')`))
	var n int
	do(t, p, eval(drawn, &n))
	if n >= 200 {
		t.Errorf("the list of %d cases draws %d rows", manyCases, n)
	}
	// Scrolled to the end (again at each poll: a reload of the problems,
	// as the end of a run brings, starts the list at the top).
	last := fmt.Sprintf(`(() => {
		const box = document.querySelector("#cases").parentElement;
		box.scrollTop = box.scrollHeight;
		box.dispatchEvent(new Event("scroll"));
		return document.querySelector('#cases tr[data-case="%d"]');
	})()`, manyCases)
	do(t, p, wait(last), eval(drawn, &n))
	if n >= 200 {
		t.Errorf("scrolled to its end, the list of %d cases draws %d rows", manyCases, n)
	}
}

// testLab tabulates Dawson's Kayles and reads its period, then draws
// {2|-1}'s thermograph and builds * + * by clicking.
func testLab(t *testing.T, p *browser.Page, shot func(*testing.T, string)) {
	do(t, p, click(`#tabs button[data-tab="lab"]`), set("#lab-game", "0.07"), click("#lab-go"),
		wait(`document.querySelector("#lab-period").textContent != ""`))
	var lab struct {
		Period, Code string
		Cells        int
	}
	do(t, p, eval(`({period: document.querySelector("#lab-period").textContent,
		code: document.querySelector("#lab-code").textContent,
		cells: document.querySelectorAll("#lab-picture svg rect").length})`, &lab))
	// Dawson's Kayles: period 34, its last exceptional value at heap 52
	// (Guy and Smith).
	if !strings.Contains(lab.Period, "preperiod 53, period 34: proved") || !strings.Contains(lab.Code, "func ") || lab.Cells < 100 {
		t.Errorf("0.07: the period reads %q, the picture has %d cells, the code:\n%s", lab.Period, lab.Cells, lab.Code)
	}
	shot(t, "lab")

	// {2|-1}: Left's stop 2, Right's -1; the walls meet at temperature 3/2
	// over the mean 1/2.
	do(t, p, set("#cgt-game", "{2|-1}"), click("#cgt-go"),
		wait(`document.querySelectorAll("svg#thermograph polyline.wall").length == 2`))
	var thermo struct {
		Form  string
		Walls [][][2]float64
		Zero  float64
	}
	do(t, p, eval(`({form: document.querySelector("#cgt-form").textContent,
		walls: [...document.querySelectorAll("svg#thermograph polyline.wall")].map(w =>
			[...w.points].map(q => [q.x, q.y])),
		zero: document.querySelector("svg#thermograph line.zero").x1.baseVal.value})`, &thermo))
	if !strings.Contains(thermo.Form, "mean 1/2, temperature 3/2") {
		t.Errorf("{2|-1}: the form reads %q", thermo.Form)
	}
	if len(thermo.Walls) != 2 || len(thermo.Walls[0]) < 2 || len(thermo.Walls[1]) < 2 {
		t.Fatalf("{2|-1}: walls %v", thermo.Walls)
	}
	left, right := thermo.Walls[0], thermo.Walls[1]
	// At the foot Left's wall stands at 2, left of 0 (Left's values are
	// drawn to the left), Right's at -1 to its right; at the top they
	// are one mast, at 1/2, left of 0.
	foot, top := func(w [][2]float64) float64 { return w[0][0] }, func(w [][2]float64) float64 { return w[len(w)-1][0] }
	if !(foot(left) < thermo.Zero && thermo.Zero < foot(right)) || top(left) != top(right) || !(foot(left) < top(left) && top(left) < thermo.Zero) {
		t.Errorf("{2|-1}: walls %v with 0 at x = %v", thermo.Walls, thermo.Zero)
	}
	do(t, p, eval(`document.querySelector("#cgt-game").scrollIntoView()`, nil))
	shot(t, "cgt")
	do(t, p, click("#cgt-clear"), click(`button.cgt-add[data-value="*"]`),
		wait(`document.querySelector("#cgt-sum").textContent.includes("= *:")`),
		click(`button.cgt-add[data-value="*"]`),
		wait(`document.querySelector("#cgt-sum").textContent.includes("= 0:")`))
}

// A nimView is what the play tab shows of a game of Nim.
type nimView struct {
	State    string
	Position []int
	Moves    []struct {
		Move    []int
		Winning bool
	}
	Why      string
	Blunders int
}

// readNim reads the play tab.
func readNim(t *testing.T, p *browser.Page) nimView {
	t.Helper()
	var v nimView
	do(t, p, eval(`({state: document.querySelector("#play-status").dataset.state,
		position: JSON.parse(document.querySelector("#play-board").dataset.position),
		moves: [...document.querySelectorAll("button.move")].map(b =>
			({move: JSON.parse(b.dataset.move), winning: b.classList.contains("winning")})),
		why: document.querySelector("#play-why").textContent,
		blunders: document.querySelectorAll("#play-log .blunder").length})`, &v))
	return v
}

// nimSum is the xor of the heaps.
func nimSum(heaps []int) int {
	x := 0
	for _, h := range heaps {
		x ^= h
	}
	return x
}

// nimMove says whether to is from after one move of Nim.
func nimMove(from, to []int) bool {
	if len(from) != len(to) {
		return false
	}
	changed := 0
	for i := range from {
		if to[i] > from[i] || to[i] < 0 {
			return false
		}
		if to[i] < from[i] {
			changed++
		}
	}
	return changed == 1
}

// testPlay plays Nim from 3 4 5 against the page, throwing the win away
// at once and then making a losing move each turn: each of the page's
// moves must leave a nim-sum of 0, and the page must win. The winning
// moves the hints mark are those that leave a nim-sum of 0.
func testPlay(t *testing.T, p *browser.Page, shot func(*testing.T, string)) {
	do(t, p, click(`#tabs button[data-tab="play"]`), set("#play-game", "nim"), set("#play-setup", "3 4 5"),
		click("#play-start"), wait(`document.querySelector("#play-board").dataset.position == "[3,4,5]"`),
		click("#play-hints"))
	v := readNim(t, p)
	winning := 0
	for _, m := range v.Moves {
		if !nimMove(v.Position, m.Move) || m.Winning != (nimSum(m.Move) == 0) {
			t.Errorf("from %v the page offers %v, marked winning %v", v.Position, m.Move, m.Winning)
		}
		if m.Winning {
			winning++
		}
	}
	// 3 4 5 has 3+4+5 moves; its nim-sum is 2, and only 3 to 1 leaves 0.
	if v.State != "your-turn" || len(v.Moves) != 12 || winning != 1 || !strings.Contains(v.Why, "nim-sum") {
		t.Fatalf("Nim from 3 4 5: %+v", v)
	}
	shot(t, "play")
	for turn := 0; v.State == "your-turn"; turn++ {
		if turn > 12 {
			t.Fatalf("the game goes on past its 12 tokens: %+v", v)
		}
		// The first move that does not win, if any.
		move := v.Moves[0].Move
		for _, m := range v.Moves {
			if nimSum(m.Move) != 0 {
				move = m.Move
				break
			}
		}
		text, _ := json.Marshal(move)
		do(t, p, click(fmt.Sprintf(`button.move[data-move="%s"]`, text)),
			wait(`document.querySelector("#play-status").dataset.state != "thinking"`))
		v = readNim(t, p)
		if v.State == "you-won" {
			t.Fatalf("after %v the page lost: %+v", move, v)
		}
		if !nimMove(move, v.Position) || nimSum(v.Position) != 0 {
			t.Fatalf("after %v the page moved to %v, not a move to nim-sum 0", move, v.Position)
		}
	}
	if v.State != "you-lost" || nimSum(v.Position) != 0 || len(v.Moves) != 0 || v.Blunders != 1 {
		t.Errorf("the game ended %+v; want the page to win, with the one thrown-away win marked", v)
	}
	shot(t, "play-end")
}

// project makes a project with one problem, sum, whose two cases its
// solution passes, with the generator and brute force of judge stress,
// and a program attempts/wrong that fails the second case; and a problem
// many of manyCases cases 1, 2, ... (inputs only: they are listed, not
// judged).
func project(t testing.TB) string {
	root := t.TempDir()
	files := map[string]string{
		"go.mod":                     "module tiny\n\ngo 1.21\n",
		"samples/sum/problem.json":   `{"name": "Sum and product"}` + "\n",
		"samples/sum/square.in":      "2 2\n",
		"samples/sum/square.out":     "4\n4\n",
		"samples/sum/oblong.in":      "3 5\n",
		"samples/sum/oblong.out":     "8\n15\n",
		"problems/sum/main.go":       program("a*b"),
		"problems/sum/brute/main.go": program("a*b"),
		"problems/sum/gen/main.go":   generator,
		"attempts/wrong/main.go":     program("a*a"),
		"problems/many/main.go":      program("a*b"),
	}
	for i := 1; i <= manyCases; i++ {
		files[fmt.Sprintf("samples/many/%d.in", i)] = "1 1\n"
	}
	for name, text := range files {
		file := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

// generator is judge stress's generator: a and b from 0 to 9, random
// by the seed it is given.
const generator = `package main

import (
	"fmt"
	"math/rand"
	"os"
	"strconv"
)

func main() {
	seed, err := strconv.ParseInt(os.Args[1], 10, 64)
	if err != nil {
		panic(err)
	}
	r := rand.New(rand.NewSource(seed))
	fmt.Println(r.Intn(10), r.Intn(10))
}
`

// program is a Go program that reads a and b and prints a+b, then
// product; it refuses other input, so that judge stress shrinks a
// failing input to one it accepts.
func program(product string) string {
	return fmt.Sprintf(`package main

import (
	"fmt"
	"os"
)

func main() {
	var a, b int
	if _, err := fmt.Scan(&a, &b); err != nil {
		fmt.Fprintln(os.Stderr, "want two integers:", err)
		os.Exit(1)
	}
	fmt.Println(a + b)
	fmt.Println(%s)
}
`, product)
}

// buildJudge starts building the judge and returns what waits for the
// build and returns the executable.
func buildJudge(t testing.TB) func() string {
	exe := filepath.Join(t.TempDir(), "judge")
	var out strings.Builder
	cmd := exec.Command(testenv.GoTool(t), "build", "-o", exe, "gametheory/judge")
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	waited := false
	// A test that ends first (skipped, without a browser) ends the build.
	t.Cleanup(func() {
		if !waited {
			cmd.Process.Kill()
			cmd.Wait()
		}
	})
	return func() string {
		t.Helper()
		waited = true
		if err := cmd.Wait(); err != nil {
			t.Fatalf("building the judge: %v\n%s", err, out.String())
		}
		return exe
	}
}

// judgeServe starts the judge at exe as judge serve -port 0 -no-open in
// root, and returns the address it printed; the server is interrupted
// when t ends.
func judgeServe(t testing.TB, exe, root string) string {
	cmd := exec.Command(exe, "serve", "-port", "0", "-no-open")
	cmd.Dir = root
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Signal(syscall.SIGINT)
		if err := cmd.Wait(); err != nil {
			t.Errorf("judge serve, interrupted: %v", err)
		}
	})
	line, err := bufio.NewReader(out).ReadString('\n')
	url, ok := strings.CutPrefix(strings.TrimSpace(line), "judge serve: open ")
	if err != nil || !ok || !strings.HasPrefix(url, "http://127.0.0.1:") {
		t.Fatalf("judge serve printed %q (%v), want its address", line, err)
	}
	return url
}

// testRefused checks that only the page of the address judge serve
// printed may use it: a tab without its token or with a wrong one, one
// that names the server by another host name, and a page of another
// origin on the same machine are all refused.
func testRefused(t *testing.T, b *browser.Browser, url string) {
	origin, token, _ := strings.Cut(url, "/?token=")
	port := origin[strings.LastIndexByte(origin, ':'):]
	// Another token of the same length: its first digit changed.
	wrong := "1" + token[1:]
	if token[0] == '1' {
		wrong = "2" + token[1:]
	}
	for _, c := range []struct{ name, url, want string }{
		{"no token", origin + "/", "no token"},
		{"a wrong token", origin + "/?token=" + wrong, "no token"},
		{"another host name", "http://localhost" + port + "/?token=" + token, "answers to 127.0.0.1" + port + " only"},
	} {
		p, err := b.NewIsolatedPage()
		if err != nil {
			t.Fatal(err)
		}
		if err := p.Navigate(c.url); err != nil {
			t.Fatal(err)
		}
		// The page's files are served; its first call of the API is refused,
		// and the page says why.
		if err := p.Wait(fmt.Sprintf("document.body && document.body.innerText.includes(%q)", c.want)); err != nil {
			t.Errorf("%s: want it refused with %q: %v", c.name, c.want, err)
		}
	}

	// A page of another origin, in the tab's own browser context, tries to
	// load the page's script, which needs no token, so that only the
	// origin rules refuse it; and to post to its API.
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, `<!DOCTYPE html><script src="%s/common.js"></script>`, origin)
	}))
	defer other.Close()
	p, err := b.NewPage()
	if err != nil {
		t.Fatal(err)
	}
	// The browser's own record of each request: its address, and the
	// status the server answered, even where the page may not see it
	// (the two come in either order).
	var mu sync.Mutex
	paths, codes := map[string]string{}, map[string]int{}
	p.Listen("Network.requestWillBeSent", func(params json.RawMessage) {
		var e struct {
			RequestID string `json:"requestId"`
			Request   struct {
				URL string `json:"url"`
			} `json:"request"`
		}
		if json.Unmarshal(params, &e) == nil && strings.HasPrefix(e.Request.URL, origin) {
			mu.Lock()
			paths[e.RequestID] = strings.TrimPrefix(e.Request.URL, origin)
			mu.Unlock()
		}
	})
	p.Listen("Network.responseReceivedExtraInfo", func(params json.RawMessage) {
		var e struct {
			RequestID  string `json:"requestId"`
			StatusCode int    `json:"statusCode"`
		}
		if json.Unmarshal(params, &e) == nil {
			mu.Lock()
			codes[e.RequestID] = e.StatusCode
			mu.Unlock()
		}
	})
	if err := p.Call("Network.enable", nil, nil); err != nil {
		t.Fatal(err)
	}
	if err := p.Navigate(other.URL); err != nil {
		t.Fatal(err)
	}
	// Had the script loaded, it would have defined api.
	var kind string
	if err := p.Eval("typeof api", &kind); err != nil || kind != "undefined" {
		t.Errorf("a page of another origin loaded the judge's script: typeof api = %q, %v", kind, err)
	}
	// A no-cors post, whose answer the page cannot read but the server
	// would act on: the browser's own record shows the server's answer.
	post := fmt.Sprintf(`fetch(%q, {method: "POST", mode: "no-cors", credentials: "include", body: '{"game": "nim", "setup": "1 2"}'}).then(() => "sent", e => String(e))`, origin+"/api/play")
	var sent string
	if err := p.Eval(post, &sent); err != nil {
		t.Fatal(err)
	}
	// The browser reports a request's status when it has it, which may be
	// after the page's promise is settled: wait for both, within a bound.
	want := []string{"/common.js", "/api/play"}
	status := map[string]int{}
	for deadline := time.Now().Add(browser.Timeout); len(status) < len(want) && time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		mu.Lock()
		for id, path := range paths {
			if code, ok := codes[id]; ok {
				status[path] = code
			}
		}
		mu.Unlock()
	}
	for _, path := range want {
		if status[path] != http.StatusForbidden {
			t.Errorf("a page of another origin requested %s: status %d, want %d (%s)", path, status[path], http.StatusForbidden, sent)
		}
	}
}

// BenchmarkPageLoad opens judge serve's page of this project, as a new
// user does (go run ./judge serve at its root), with nothing judged yet,
// and reports Chromium's own timings of each load: to the load event
// (ms/load) and to the end of the list of problems' answer, which the
// page draws at once (ms/ready).
//
//	go test -run '^$' -bench PageLoad -benchtime 20x ./internal/serve
func BenchmarkPageLoad(b *testing.B) {
	judge := buildJudge(b)
	br := browser.For(b)
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		b.Fatal(err)
	}
	url := judgeServe(b, judge(), root)
	p, err := br.NewIsolatedPage()
	if err != nil {
		b.Fatal(err)
	}
	var load, ready float64
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := p.Navigate(url); err != nil {
			b.Fatal(err)
		}
		if err := p.Wait(`document.querySelector("#problems button")`); err != nil {
			b.Fatal(err)
		}
		var t struct{ Load, Ready float64 }
		if err := p.Eval(`({Load: performance.getEntriesByType("navigation")[0].loadEventEnd,
			Ready: performance.getEntriesByName(location.origin + "/api/problems")[0].responseEnd})`, &t); err != nil {
			b.Fatal(err)
		}
		load += t.Load
		ready += t.Ready
	}
	b.ReportMetric(load/float64(b.N), "ms/load")
	b.ReportMetric(ready/float64(b.N), "ms/ready")
}
