#!/usr/bin/env bash
# Judges every problem's solution on its cases under samples/, checks the
# single file each problem is submitted as (it builds and vets as Go 1.21
# and prints what the solution prints, with each judge's toolchain), and
# stress-tests each solution against its brute force (or its jury) on
# random cases, RUN_TESTS_STRESS of them (100 by default; 0 for none).
# These are the checks whose time grows with the number of problems, and
# so are not go test's (docs/ci.md). Name problems to check only those:
# ./run_tests.sh p1247. Exit status 0 means everything passed.
# Runs under macOS's bash 3.2 too (where "$@" with no arguments is an
# unbound variable under set -u, hence ${1+"$@"}).
set -euo pipefail
cd "$(dirname "$0")"
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
judge=$bin/judge$(go env GOEXE)
go build -o "$judge" ./judge
"$judge" test ${1+"$@"}
"$judge" bundle -check ${1+"$@"}
cases=${RUN_TESTS_STRESS:-100}
if [ "$cases" -gt 0 ]; then
	if [ $# -eq 0 ]; then
		set -- $(cd problems && ls)
	fi
	for id in "$@"; do
		"$judge" stress -n "$cases" "$id"
	done
fi
