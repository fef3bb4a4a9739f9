package companion

import (
	"net/url"
	"regexp"
	"strings"
)

var luoguOwn = regexp.MustCompile(`^[PBTU][0-9]+$`)

// judgeTarget names the Go that compiles a submission to the problem at
// rawURL, as "judge bundle -target" names it, or returns "" for a judge it
// does not know: the page's own judge, or for a mirror the judge it
// submits to (Luogu's CF1234A and AT_abc300_a go to Codeforces and
// AtCoder, Virtual Judge's CodeForces-1234A and AtCoder-abc300_a too).
func judgeTarget(rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil {
		return ""
	}
	host := strings.TrimPrefix(strings.ToLower(u.Hostname()), "www.")
	seg := strings.FieldsFunc(u.Path, func(r rune) bool { return r == '/' })
	switch {
	case host == "codeforces.com" || strings.HasSuffix(host, ".codeforces.com"):
		return "codeforces"
	case host == "atcoder.jp":
		return "atcoder"
	case host == "luogu.com.cn" && len(seg) == 2 && seg[0] == "problem":
		switch id := strings.ToUpper(seg[1]); {
		case strings.HasPrefix(id, "CF"):
			return "codeforces"
		case strings.HasPrefix(id, "AT"):
			return "atcoder"
		case luoguOwn.MatchString(id):
			return "luogu"
		}
	case (host == "vjudge.net" || host == "vjudge.net.cn") && len(seg) == 2 && seg[0] == "problem":
		oj, _, _ := strings.Cut(seg[1], "-")
		return map[string]string{"codeforces": "codeforces", "gym": "codeforces", "atcoder": "atcoder", "洛谷": "luogu", "luogu": "luogu"}[strings.ToLower(oj)]
	}
	return ""
}
