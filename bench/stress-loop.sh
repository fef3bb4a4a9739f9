#!/usr/bin/env bash
# Measures judge stress against the loop people write by hand: the same
# generator, brute force and solution, compared with cmp, in bash.
#
#   bench/stress-loop.sh [PROBLEM [CASES [ROUNDS]]]    (default: p1247 1000 3)
#
# It builds the judge and the problem's three programs once, then in each
# round runs the bash loop, "judge stress -j 1" and "judge stress -j 2" on
# the same seeds, one after the other, and prints each one's cases per
# second and, at the end, the median over the rounds. judge stress's time
# includes its own (cached) go build of the three programs. The machine
# may be shared: compare figures from one run.
set -euo pipefail
cd "$(dirname "$0")/.."
id=${1:-p1247}
n=${2:-1000}
rounds=${3:-3}
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

rate() { # command...: run it, print the cases per second
	local t0 t1
	t0=$(date +%s.%N)
	"$@" > /dev/null
	t1=$(date +%s.%N)
	awk -v a="$t0" -v b="$t1" -v n="$n" 'BEGIN { printf "%.1f\n", n / (b - a) }'
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

echo "$id, $n cases a run, $rounds rounds, $(nproc) CPUs, $(go env GOVERSION)"
printf "%-8s %12s %18s %18s\n" round "bash loop" "judge stress -j 1" "judge stress -j 2"
: > "$bin/rates"
for ((r = 1; r <= rounds; r++)); do
	a=$(rate loop)
	b=$(rate "$bin/judge" stress -n "$n" -j 1 "$id")
	c=$(rate "$bin/judge" stress -n "$n" -j 2 "$id")
	printf "%-8s %12s %18s %18s\n" "$r" "$a" "$b" "$c"
	echo "$a $b $c" >> "$bin/rates"
done
printf "%-8s %12s %18s %18s   cases/s\n" median \
	"$(cut -d' ' -f1 "$bin/rates" | median)" "$(cut -d' ' -f2 "$bin/rates" | median)" "$(cut -d' ' -f3 "$bin/rates" | median)"
