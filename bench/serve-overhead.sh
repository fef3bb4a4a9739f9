#!/usr/bin/env bash
# Measures what judge serve adds to judging: CASES one-line cases of a
# cat program judged by "judge test -json" directly, and from judge
# serve's page API (POST /api/judge, its verdicts read from /api/events
# until the run is done, its outputs kept for the page), alternating, for
# ROUNDS rounds; prints the wall times and the CPU times (user and
# system, of the judge and the programs it ran, and for the page of the
# server too) and their ratios, the server's own CPU time (its events,
# without the judge's), and the medians.
#
#   bench/serve-overhead.sh [CASES [ROUNDS]]      (default: 1000 5)
#
# Both judge the same cases with the same program and flags; the program
# is compiled once, before the rounds. The server's CPU time is read from
# /proc (Linux). JUDGE=PATH measures another build of the judge (by
# default it builds this one). On a shared machine the CPU times are the
# figures to trust.
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-1000}
rounds=${2:-5}
dir=$(mktemp -d)
pids=()
trap 'kill "${pids[@]}" 2>/dev/null; rm -rf "$dir"' EXIT
judge=${JUDGE:-}
if [ -z "$judge" ]; then
	go build -o "$dir/judge" ./judge
	judge=$dir/judge
fi
export JUDGE_CACHE=$dir/cache
mkdir -p "$dir/root/p"
echo '{"name": "cat"}' > "$dir/root/p/problem.json"
cat > "$dir/root/cat.go" <<'EOF'
package main

import (
	"io"
	"os"
)

func main() { io.Copy(os.Stdout, os.Stdin) }
EOF
for ((i = 0; i < n; i++)); do
	echo "$i $((i * i))" > "$dir/root/p/c$i.in"
	cp "$dir/root/p/c$i.in" "$dir/root/p/c$i.out"
done
cd "$dir/root"
"$judge" test -c cat.go p/c0.in > /dev/null # compiled once, here

"$judge" serve -no-open -port 0 > "$dir/serve.out" &
server=$!
pids+=($server)
for ((i = 0; i < 100; i++)); do
	grep -q '^judge serve: open' "$dir/serve.out" && break
	sleep 0.1
done
url=$(sed -n 's/^judge serve: open //p' "$dir/serve.out")
base=${url%%/\?token=*}
token=${url##*token=}

now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.3f\n", b - a }'; }

tick=$(getconf CLK_TCK)

# cpu prints the CPU seconds of this shell's children so far: bash's
# times, "0m1.250s 0m0.310s" on its second line, written by the shell
# itself, since a command substitution would count its own.
cpu() {
	times > "$dir/cpu"
	tail -1 "$dir/cpu" | awk '{ s = 0; for (i = 1; i <= 2; i++) { split($i, a, "m"); s += a[1] * 60 + a[2] } printf "%.3f\n", s }'
}

# servercpu prints the CPU seconds of the server and of the runs it has
# waited for, and of the server alone: utime, stime, cutime and cstime
# of /proc/PID/stat.
servercpu() {
	sed 's/.*) //' "/proc/$server/stat" | awk -v hz="$tick" '{ printf "%.3f %.3f\n", ($12 + $13 + $14 + $15) / hz, ($12 + $13) / hz }'
}

# direct judges from the command line: wall and CPU seconds.
direct() {
	local t0
	t0=$(now)
	"$judge" test -json -c cat.go p > /dev/null 2>&1
	local wall
	wall=$(since "$t0")
	cpu > "$dir/direct"
	echo "$wall $(cat "$dir/direct")"
}

# page judges from the API as the page does, and reads the events until
# the run is done.
page() {
	local t0 c0 own0 c1 own1 wall
	rm -f "$dir/events"
	mkfifo "$dir/events"
	curl -s -N -H "X-Judge-Token: $token" "$base/api/events" > "$dir/events" &
	local reader=$!
	exec 3< "$dir/events"
	head -c 10 <&3 > /dev/null # ": events\n\n": listening
	read -r c0 own0 <<< "$(servercpu)"
	t0=$(now)
	curl -s -f -H "X-Judge-Token: $token" -H "Content-Type: application/json" -d '{"problem": "p", "program": "cat.go"}' "$base/api/judge" > /dev/null
	grep -m1 -q '^event: done' <&3
	wall=$(since "$t0")
	read -r c1 own1 <<< "$(servercpu)"
	echo "$wall $(awk -v a="$c0" -v b="$c1" -v c="$own0" -v d="$own1" 'BEGIN { printf "%.3f %.3f\n", b - a, d - c }')"
	kill "$reader"
	wait "$reader" 2>/dev/null || true
	exec 3<&-
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f\n", b / a }'; }

echo "$n one-line cases of cat, $rounds rounds, $(nproc) CPUs"
format="%-7s %12s %12s %7s %12s %12s %7s %12s\n"
printf "$format" round "test wall s" "serve wall s" ratio "test CPU s" "serve CPU s" ratio "server's own"
: > "$dir/times"
for ((r = 1; r <= rounds; r++)); do
	read -r aw ac <<< "$(direct)"
	read -r bw bc own <<< "$(page)"
	line="$aw $bw $(ratio "$aw" "$bw") $ac $bc $(ratio "$ac" "$bc") $own"
	printf "$format" "$r" $line
	echo "$line" >> "$dir/times"
done
medians=()
for ((f = 1; f <= 7; f++)); do
	medians+=("$(cut -d' ' -f$f "$dir/times" | median)")
done
printf "$format" median "${medians[@]}"
