#!/usr/bin/env bash
# Measures judge test against the loop people write by hand: run the
# program on each case and compare with cmp, in bash.
#
#   bench/judge-loop.sh [CASES [ROUNDS]]      (default: 200 5)
#
# The program is cat, each case one line, so what is measured is the cost
# of judging, not of the program. Each round runs the bash loop and then
# "judge -j 1 -c cat" on the same cases and prints both wall times and
# their ratio; the last line has the medians. JUDGE=PATH measures another
# build of the judge (by default it builds this one). The machine may be
# shared: compare figures from one run.
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-200}
rounds=${2:-5}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
judge=${JUDGE:-}
if [ -z "$judge" ]; then
	go build -o "$dir/judge" ./judge
	judge=$dir/judge
fi
mkdir "$dir/cases"
for ((i = 0; i < n; i++)); do
	echo "$i $((i * i))" > "$dir/cases/c$i.in"
	cp "$dir/cases/c$i.in" "$dir/cases/c$i.out"
done

loop() {
	for in in "$dir"/cases/*.in; do
		cat < "$in" > "$dir/out"
		cmp -s "$dir/out" "${in%.in}.out" || return 1
	done
}

seconds() { # command...: run it, print its wall time in seconds
	local t0 t1
	t0=$(date +%s.%N)
	"$@" > /dev/null
	t1=$(date +%s.%N)
	awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f\n", b - a }'
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

echo "$n one-line cases of cat, $rounds rounds, $(nproc) CPUs"
printf "%-8s %12s %14s %8s\n" round "bash loop s" "judge -j 1 s" ratio
: > "$dir/times"
for ((r = 1; r <= rounds; r++)); do
	a=$(seconds loop)
	b=$(seconds "$judge" -j 1 -c cat "$dir/cases")
	ratio=$(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.2f\n", b / a }')
	printf "%-8s %12s %14s %8s\n" "$r" "$a" "$b" "$ratio"
	echo "$a $b $ratio" >> "$dir/times"
done
printf "%-8s %12s %14s %8s\n" median "$(cut -d' ' -f1 "$dir/times" | median)" \
	"$(cut -d' ' -f2 "$dir/times" | median)" "$(cut -d' ' -f3 "$dir/times" | median)"
