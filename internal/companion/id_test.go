package companion

import (
	"strings"
	"testing"
)

func TestProblemID(t *testing.T) {
	root := t.TempDir()
	write(t, root, map[string]string{
		"samples/acwing891/problem.json": `{"name": "Nim游戏", "judge": "AcWing 891", "url": "https://www.acwing.com/problem/content/893/"}`,
		"problems/a-game/main.go":        "package main\n",
		"samples/a-game/problem.json":    `{"name": "A. Game", "judge": "Kattis", "url": "https://open.kattis.com/problems/agame"}`,
	})
	for _, c := range []struct {
		url, name, id, judge string
	}{
		{"https://www.luogu.com.cn/problem/P1247", "P1247 取火柴游戏", "p1247", "Luogu P1247"},
		{"https://www.luogu.com.cn/problem/CF1234A", "CF1234A Nim", "cf1234a", "Luogu CF1234A"},
		{"https://www.luogu.com.cn/problem/P1247?contestId=1", "P1247", "p1247", "Luogu P1247"},
		{"https://www.luogu.com.cn/problem/AT_abc300_a", "[ABC300A] N-choice question", "abc300a", "Luogu AT_abc300_a"},
		{"https://www.luogu.com.cn/problem/UVA10000", "Longest Paths", "uva10000", "Luogu UVA10000"},
		{"https://codeforces.com/contest/1234/problem/A", "A. Nim", "cf1234a", "Codeforces 1234A"},
		{"https://codeforces.com/problemset/problem/954/G", "G. Castle Defense", "cf954g", "Codeforces 954G"},
		{"https://codeforces.com/problemset/problem/1234/F1?locale=en", "F1. Easy", "cf1234f1", "Codeforces 1234F1"},
		{"https://mirror.codeforces.com/contest/1234/problem/b", "B", "cf1234b", "Codeforces 1234B"},
		{"https://codeforces.com/gym/101991/problem/E?locale=en", "E. Exciting Menus", "cfgym101991e", "Codeforces Gym 101991E"},
		{"https://codeforces.com/problemset/gymProblem/101991/E", "E. Exciting Menus", "cfgym101991e", "Codeforces Gym 101991E"},
		{"https://atcoder.jp/contests/abc300/tasks/abc300_a", "A - N-choice question", "abc300a", "AtCoder abc300_a"},
		{"https://www.acwing.com/problem/content/893/", "Nim游戏", "acwing891", "AcWing 891"},
		{"https://www.acwing.com/problem/content/895/", "893. 集合-Nim游戏", "acwing893", "AcWing 893"},
		{"https://www.acwing.com/problem/content/description/895/", "集合-Nim游戏", "acwing-page895", "AcWing"},
		{"http://poj.org/problem?id=1067", "取石子游戏", "poj1067", "POJ 1067"},
		{"https://acm.hdu.edu.cn/showproblem.php?pid=1527", "取石子游戏", "hdu1527", "HDU 1527"},
		{"https://vjudge.net/problem/HDU-1527", "取石子游戏", "hdu1527", "Virtual Judge HDU-1527"},
		{"https://vjudge.net/problem/POJ-1067", "取石子游戏", "poj1067", "Virtual Judge POJ-1067"},
		{"https://vjudge.net.cn/problem/CodeForces-1234F1", "F1. Easy", "cf1234f1", "Virtual Judge CodeForces-1234F1"},
		{"https://vjudge.net/problem/Gym-101991E", "E. Exciting Menus", "cfgym101991e", "Virtual Judge Gym-101991E"},
		{"https://vjudge.net/problem/AtCoder-abc300_a", "N-choice question", "abc300a", "Virtual Judge AtCoder-abc300_a"},
		{"https://vjudge.net/problem/%E6%B4%9B%E8%B0%B7-P1247", "取火柴游戏", "p1247", "Virtual Judge 洛谷-P1247"},
		{"https://vjudge.net/problem/UVA-10000", "Longest Paths", "uva10000", "Virtual Judge UVA-10000"},
		{"https://vjudge.net/problem/HDU", "x", "x", "Kattis - Open"},
		{"https://vjudge.net/problem/HDU-", "x", "x", "Kattis - Open"},
		{"https://vjudge.net/problem/HDU-取", "x", "x", "Kattis - Open"},
		{"https://vjudge.net/contest/123#problem/A", "A. Nim", "a-nim", "Kattis - Open"},
		{"https://open.kattis.com/problems/agame", "A. Game", "a-game", "Kattis"},
		{"https://open.kattis.com/problems/agame2", "A. Game", "a-game-2", "Kattis - Open"},
		{"https://codeforces.com/edu/course/2/lesson/4/1/practice/contest/273169/problem/A", "A. Segment Tree", "a-segment-tree", "Kattis - Open"},
		{"https://www.spoj.com/problems/MMMGAME/", "MMMGAME - Yet Another Game", "mmmgame-yet-another-game", "Kattis - Open"},
		{"https://example.com/x", "石子游戏", "task-54cef8f4", "Kattis - Open"},
		{"https://example.com/x", "  ", "task-54cef8f4", "Kattis - Open"},
		{"https://example.com/con", "CON", "con-2", "Kattis - Open"},
		{"https://example.com/vendor", "Vendor", "vendor-2", "Kattis - Open"},
		{"https://example.com/testdata", "testdata!", "testdata-2", "Kattis - Open"},
		{"https://www.luogu.com.cn/problem/..", "..", "task-92da25ef", "Kattis - Open"},
		{"https://www.luogu.com.cn/problem/a%2F..%2F..", "a/../..", "a", "Kattis - Open"},
	} {
		id, judge := problemID(root, c.url, c.name, "Kattis - Open")
		if id != c.id || judge != c.judge {
			t.Errorf("problemID(%q, %q) = %q, %q; want %q, %q", c.url, c.name, id, judge, c.id, c.judge)
		}
	}
}

func TestSlug(t *testing.T) {
	for _, c := range []struct{ name, slug string }{
		{"A. String Task", "a-string-task"},
		{"  --Nim--  ", "nim"},
		{"取石子游戏", ""},
		{"Ünïcode nim 2", "n-code-nim-2"},
		{strings.Repeat("ab ", 30), strings.Repeat("ab-", 15) + "ab-a"},
	} {
		if got := slug(c.name); got != c.slug {
			t.Errorf("slug(%q) = %q, want %q", c.name, got, c.slug)
		}
	}
}
