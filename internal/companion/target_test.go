package companion

import "testing"

func TestJudgeTarget(t *testing.T) {
	for _, tc := range []struct{ url, target string }{
		{"https://codeforces.com/contest/1234/problem/A", "codeforces"},
		{"https://m1.codeforces.com/gym/101991/problem/E", "codeforces"},
		{"https://atcoder.jp/contests/abc300/tasks/abc300_a", "atcoder"},
		{"https://www.luogu.com.cn/problem/P1247", "luogu"},
		{"https://www.luogu.com.cn/problem/B2001", "luogu"},
		{"https://www.luogu.com.cn/problem/CF1234A", "codeforces"},
		{"https://www.luogu.com.cn/problem/AT_abc300_a", "atcoder"},
		{"https://www.luogu.com.cn/problem/SP1", ""},
		{"https://www.luogu.com.cn/training/1", ""},
		{"https://vjudge.net/problem/CodeForces-1234A", "codeforces"},
		{"https://vjudge.net/problem/Gym-101991E", "codeforces"},
		{"https://vjudge.net/problem/AtCoder-abc300_a", "atcoder"},
		{"https://vjudge.net/problem/%E6%B4%9B%E8%B0%B7-P1247", "luogu"},
		{"https://vjudge.net/problem/HDU-1527", ""},
		{"http://poj.org/problem?id=1067", ""},
		{"https://www.acwing.com/problem/content/893/", ""},
		{"::", ""},
	} {
		if got := judgeTarget(tc.url); got != tc.target {
			t.Errorf("judgeTarget(%q) = %q, want %q", tc.url, got, tc.target)
		}
	}
}
