#!/usr/bin/env bash
# Measures judge stress against the loop people write by hand: the same
# generator, brute force and solution, compared with cmp, in bash.
#
#   bench/stress-loop.sh [PROBLEM [CASES]]    (default: p1247 2000)
#
# It builds the three programs once, then runs, one after the other, the
# bash loop, "judge stress -j 1" and "judge stress -j 2" on the same seeds,
# and prints the cases per second of each. Run it on a quiet machine and
# compare figures from one run.
set -euo pipefail
cd "$(dirname "$0")/.."
id=${1:-p1247}
n=${2:-2000}
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
go build -o "$bin/" ./judge "./problems/$id" "./problems/$id/gen" "./problems/$id/brute"

loop() {
	for ((seed = 1; seed <= n; seed++)); do
		"$bin/gen" "$seed" > "$bin/in"
		"$bin/brute" < "$bin/in" > "$bin/ans"
		"$bin/$id" < "$bin/in" > "$bin/out"
		if ! cmp -s "$bin/out" "$bin/ans"; then
			echo "seed $seed: the outputs differ" >&2
			return 1
		fi
	done
}

rate() { # label seconds
	awk -v l="$1" -v s="$2" -v n="$n" 'BEGIN { printf "%-22s %6d cases %7.2f s %7.0f cases/s\n", l, n, s, n / s }'
}

seconds() { # command...: run it, print its wall time in seconds
	local t0 t1
	t0=$(date +%s.%N)
	"$@" > /dev/null
	t1=$(date +%s.%N)
	awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }'
}

echo "$id, $n cases, $(nproc) CPUs, $(go env GOVERSION)"
rate "bash loop" "$(seconds loop)"
rate "judge stress -j 1" "$(seconds "$bin/judge" stress -n "$n" -j 1 "$id")"
rate "judge stress -j 2" "$(seconds "$bin/judge" stress -n "$n" -j 2 "$id")"
