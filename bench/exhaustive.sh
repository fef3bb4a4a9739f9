#!/usr/bin/env bash
# Measures a family checked in process (pkg/exhaustive) against the same
# family checked by judge stress -all, a process a case: Dawson's chess
# (examples/dawson), its solution against its brute force's search on
# every input of 1 to 3 heaps of at most 12 tokens, 2379 inputs.
#
#   bench/exhaustive.sh [ROUNDS]    (default 3)
#
# It builds the judge, the solution, the brute force, the family's
# generator and the solution's test binary once, then in each round runs
# judge stress -all with -j 1 and -j 2 (inputs a second of wall time) and
# the test's BenchmarkEveryInput (inputs a second, the same check in
# process), one after the other, and prints each one's rate and the
# speed-up of the check in process over -j 2; at the end, the medians.
# The machine may be shared: compare figures from one run.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-3}
n=2379
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
go build -o "$bin/" ./judge
go build -o "$bin/dawson" ./examples/dawson
go build -o "$bin/dawson-brute" ./examples/dawson/brute
go build -o "$bin/dawson-all" ./examples/dawson/all
go test -c -o "$bin/dawson.test" ./examples/dawson

stress() { # JOBS: run judge stress -all, print the inputs per second
	local t0 t1
	t0=$(date +%s.%N)
	"$bin/judge" stress -all -j "$1" -c "$bin/dawson" -brute "$bin/dawson-brute" -gen "$bin/dawson-all" > "$bin/out"
	t1=$(date +%s.%N)
	grep -q "^AC: all $n inputs checked" "$bin/out" || { cat "$bin/out" >&2; exit 1; }
	awk -v a="$t0" -v b="$t1" -v n="$n" 'BEGIN { printf "%.1f\n", n / (b - a) }'
}

inprocess() { # run the benchmark, print its inputs per second
	"$bin/dawson.test" -test.run '^$' -test.bench '^BenchmarkEveryInput$' -test.benchtime 2s |
		awk '/inputs\/s/ { for (i = 1; i < NF; i++) if ($(i + 1) == "inputs/s") printf "%.0f\n", $i }'
}

median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

echo "dawson, $n inputs, $rounds rounds, $(nproc) CPUs, $(go env GOVERSION)"
printf "%-8s %20s %20s %14s %10s\n" round "stress -all -j 1" "stress -all -j 2" "in process" "speed-up"
: > "$bin/rates"
for ((r = 1; r <= rounds; r++)); do
	a=$(stress 1)
	b=$(stress 2)
	c=$(inprocess)
	x=$(awk -v b="$b" -v c="$c" 'BEGIN { printf "%.0f\n", c / b }')
	printf "%-8s %20s %20s %14s %10s\n" "$r" "$a" "$b" "$c" "$x"
	echo "$a $b $c $x" >> "$bin/rates"
done
printf "%-8s %20s %20s %14s %10s   inputs/s\n" median \
	"$(cut -d' ' -f1 "$bin/rates" | median)" "$(cut -d' ' -f2 "$bin/rates" | median)" \
	"$(cut -d' ' -f3 "$bin/rates" | median)" "$(cut -d' ' -f4 "$bin/rates" | median)"
