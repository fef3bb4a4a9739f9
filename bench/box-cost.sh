#!/usr/bin/env bash
# Measures what isolation costs a run: an empty C program (bench/c/empty.c)
# judged on CASES cases, isolated and not in turn, ROUNDS pairs, each
# judge's CPU time with every process it starts (perf stat's task-clock,
# which load changes less than wall time).
#
#   bench/box-cost.sh [CASES [ROUNDS [CONTAINMENT...]]]   (default: 200 7 cgroup posix)
#
# It prints each pair and, per containment, the medians and the cost of
# a run isolated: (median isolated - median not) / CASES. JUDGE=PATH
# measures another build of the judge (by default it builds this one).
# Run as root for a root judge's boxes. The machine may be shared: note
# the load, and compare figures from one run.
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-200}
rounds=${2:-7}
shift $(($# < 2 ? $# : 2))
kinds=("$@")
[ ${#kinds[@]} -gt 0 ] || kinds=(cgroup posix)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
judge=${JUDGE:-}
if [ -z "$judge" ]; then
	go build -o "$dir/judge" ./judge
	judge=$dir/judge
fi
cc -O2 -o "$dir/empty" bench/c/empty.c
mkdir "$dir/cases"
for ((i = 0; i < n; i++)); do
	echo "$i" > "$dir/cases/c$i.in"
	: > "$dir/cases/c$i.out"
done

cpu() { # containment isolation: the judge's task-clock in ms
	(cd "$dir" && perf stat -x, -e task-clock -- "$judge" -j 1 -c ./empty cases -containment "$1" -isolation "$2" 2>&1 >/dev/null |
		awk -F, '$3 == "task-clock" { printf "%.1f\n", $1 }')
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

echo "$n cases of an empty C program, $rounds pairs, $(nproc) CPUs, load $(cut -d' ' -f1-3 /proc/loadavg)"
for k in "${kinds[@]}"; do
	: > "$dir/$k"
	for ((r = 1; r <= rounds; r++)); do
		a=$(cpu "$k" none)
		b=$(cpu "$k" full)
		echo "$k round $r: not isolated $a ms, isolated $b ms"
		echo "$a $b" >> "$dir/$k"
	done
done
echo "load after $(cut -d' ' -f1-3 /proc/loadavg)"
for k in "${kinds[@]}"; do
	a=$(cut -d' ' -f1 "$dir/$k" | median)
	b=$(cut -d' ' -f2 "$dir/$k" | median)
	awk -v k="$k" -v a="$a" -v b="$b" -v n="$n" \
		'BEGIN { printf "%-9s not isolated %7.1f ms, isolated %7.1f ms, a run %+.2f ms\n", k, a, b, (b - a) / n }'
done
