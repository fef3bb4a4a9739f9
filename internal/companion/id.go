package companion

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"gametheory/internal/scaffold"
)

// problemID chooses the id a problem is stored under, and the judge's label
// for problem.json:
//
//  1. a problem whose problem.json has the same URL keeps its id, so the
//     same page always lands in the same problem (acwing891's page is
//     content/893);
//  2. on a judge knownID knows, the id comes from the URL;
//  3. otherwise it is a slug of the name, with -2, -3, ... added if a
//     problem of another URL has it or it is no valid id ("vendor",
//     "con"); the label is the task's group.
func problemID(root, rawURL, name, group string) (id, judge string) {
	if id, judge := byURL(root, rawURL); id != "" {
		return id, judge
	}
	if u, err := url.Parse(rawURL); err == nil {
		if id, judge := knownID(u, name); id != "" {
			return id, judge
		}
	}
	base := slug(name)
	if base == "" {
		sum := sha256.Sum256([]byte(rawURL))
		base = "task-" + hex.EncodeToString(sum[:4])
	}
	id = base
	for n := 2; taken(root, id) || scaffold.CheckID(id) != nil; n++ {
		id = base + "-" + strconv.Itoa(n)
	}
	return id, group
}

var (
	digits    = regexp.MustCompile(`^[0-9]+$`)
	cfIndex   = regexp.MustCompile(`^[A-Za-z][0-9]?$`)
	acwingNum = regexp.MustCompile(`^([0-9]+)\. `)
)

// knownID derives the id and the judge's label from the URL of a problem
// on a judge it knows, or returns "" for any other URL:
//
//	https://www.luogu.com.cn/problem/P1247            p1247      Luogu P1247
//	https://codeforces.com/contest/1234/problem/A     cf1234a    Codeforces 1234A
//	https://codeforces.com/problemset/problem/1234/A  cf1234a    Codeforces 1234A
//	https://codeforces.com/gym/101991/problem/E       cfgym101991e
//	https://atcoder.jp/contests/abc300/tasks/abc300_a abc300a    AtCoder abc300_a
//	https://www.acwing.com/problem/content/893/       acwing891  AcWing 891, from the name "891. Nim游戏"
//	http://poj.org/problem?id=1067                    poj1067    POJ 1067
//	https://acm.hdu.edu.cn/showproblem.php?pid=1527   hdu1527    HDU 1527
//	https://vjudge.net/problem/HDU-1527               hdu1527    Virtual Judge HDU-1527
//
// AcWing numbers its pages apart from its problems (content/893 is
// problem 891) and the extension sends the title without the number, so
// a name without "N. " gives acwing-pageN, N being the page's number.
// Virtual Judge mirrors other judges' problems as OJ-ID; its mirror of a
// problem gets the id the original's page gets when the judge is one of
// the above, as Luogu's mirrors CF1234A and AT_abc300_a do.
func knownID(u *url.URL, name string) (id, judge string) {
	host := strings.TrimPrefix(strings.ToLower(u.Hostname()), "www.")
	seg := strings.FieldsFunc(u.Path, func(r rune) bool { return r == '/' })
	var label string
	switch {
	case host == "luogu.com.cn" && len(seg) == 2 && seg[0] == "problem":
		id, label = strings.ToLower(seg[1]), "Luogu "+seg[1]
		if at, ok := strings.CutPrefix(id, "at_"); ok { // Luogu's mirror of AtCoder's at_abc300_a
			id = strings.ReplaceAll(at, "_", "")
		}
	case host == "codeforces.com" || strings.HasSuffix(host, ".codeforces.com"):
		id, label = codeforces(seg)
	case host == "atcoder.jp" && len(seg) == 4 && seg[0] == "contests" && seg[2] == "tasks":
		id, label = strings.ToLower(strings.ReplaceAll(seg[3], "_", "")), "AtCoder "+seg[3]
	case host == "acwing.com" && len(seg) >= 3 && seg[0] == "problem" && seg[1] == "content" && digits.MatchString(seg[len(seg)-1]):
		if m := acwingNum.FindStringSubmatch(strings.TrimSpace(name)); m != nil {
			id, label = "acwing"+m[1], "AcWing "+m[1]
		} else {
			id, label = "acwing-page"+seg[len(seg)-1], "AcWing"
		}
	case host == "poj.org" && u.Path == "/problem" && digits.MatchString(u.Query().Get("id")):
		n := u.Query().Get("id")
		id, label = "poj"+n, "POJ "+n
	case host == "acm.hdu.edu.cn" && u.Path == "/showproblem.php" && digits.MatchString(u.Query().Get("pid")):
		n := u.Query().Get("pid")
		id, label = "hdu"+n, "HDU "+n
	case (host == "vjudge.net" || host == "vjudge.net.cn") && len(seg) == 2 && seg[0] == "problem":
		id, label = vjudge(seg[1]), "Virtual Judge "+seg[1]
	}
	if id == "" || scaffold.CheckID(id) != nil {
		return "", ""
	}
	return id, label
}

// codeforces reads a Codeforces problem URL's path: contest (or gym) and
// problem index.
func codeforces(seg []string) (id, label string) {
	var contest, index, kind string
	switch {
	case len(seg) == 4 && seg[0] == "contest" && seg[2] == "problem":
		contest, index = seg[1], seg[3]
	case len(seg) == 4 && seg[0] == "problemset" && seg[1] == "problem":
		contest, index = seg[2], seg[3]
	case len(seg) == 4 && seg[0] == "gym" && seg[2] == "problem":
		contest, index, kind = seg[1], seg[3], "gym"
	case len(seg) == 4 && seg[0] == "problemset" && seg[1] == "gymProblem":
		contest, index, kind = seg[2], seg[3], "gym"
	}
	if !digits.MatchString(contest) || !cfIndex.MatchString(index) {
		return "", ""
	}
	label = "Codeforces " + contest + strings.ToUpper(index)
	if kind == "gym" {
		label = "Codeforces Gym " + contest + strings.ToUpper(index)
	}
	return "cf" + kind + contest + strings.ToLower(index), label
}

// vjudge makes an id of a Virtual Judge problem, OJ-ID: the judge's prefix
// and the problem's id, lower-case letters and digits only. HDU-1527 is
// hdu1527, CodeForces-1234A cf1234a, Gym-101991E cfgym101991e and
// AtCoder-abc300_a abc300a, as on those judges; 洛谷-P1247 is p1247.
func vjudge(p string) string {
	oj, num, ok := strings.Cut(p, "-")
	if !ok {
		return ""
	}
	prefix, known := map[string]string{"codeforces": "cf", "gym": "cfgym", "atcoder": ""}[strings.ToLower(oj)]
	if !known {
		prefix = alnum(oj)
	}
	if num = alnum(num); num == "" {
		return ""
	}
	return prefix + num
}

// alnum keeps the ASCII letters and digits of s, lower-cased.
func alnum(s string) string {
	return strings.Map(func(r rune) rune {
		if 'a' <= r && r <= 'z' || '0' <= r && r <= '9' {
			return r
		}
		return -1
	}, strings.ToLower(s))
}

// slug keeps the ASCII letters and digits of name, lower-cased, with one
// '-' for each run of anything else: "A. String Task" is a-string-task.
func slug(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		if 'a' <= r && r <= 'z' || '0' <= r && r <= '9' {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
			if b.Len() >= 48 {
				break
			}
		} else {
			dash = true
		}
	}
	return b.String()
}

// byURL finds the problem whose problem.json records the same page as
// rawURL, ignoring the scheme, "www.", a trailing slash and the fragment.
func byURL(root, rawURL string) (id, judge string) {
	want := samePage(rawURL)
	dirs, _ := os.ReadDir(filepath.Join(root, "samples"))
	for _, d := range dirs {
		b, err := os.ReadFile(filepath.Join(root, "samples", d.Name(), "problem.json"))
		if err != nil {
			continue
		}
		var p struct{ URL, Judge string }
		if json.Unmarshal(b, &p) == nil && p.URL != "" && samePage(p.URL) == want && scaffold.CheckID(d.Name()) == nil {
			return d.Name(), p.Judge
		}
	}
	return "", ""
}

func samePage(rawURL string) string {
	u, err := url.Parse(strings.TrimSpace(rawURL))
	if err != nil {
		return rawURL
	}
	s := strings.TrimPrefix(strings.ToLower(u.Host), "www.") + strings.TrimSuffix(u.EscapedPath(), "/")
	if u.RawQuery != "" {
		s += "?" + u.RawQuery
	}
	return s
}

// taken reports whether a problem or a samples directory named id exists.
func taken(root, id string) bool {
	for _, dir := range []string{"problems", "samples"} {
		if _, err := os.Lstat(filepath.Join(root, dir, id)); err == nil {
			return true
		}
	}
	return false
}
