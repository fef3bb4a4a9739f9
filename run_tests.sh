#!/usr/bin/env bash
# Judges every problem's solution on its cases under samples/, then checks
# the single file each problem is submitted as: it builds and vets as Go
# 1.21 and prints what the solution prints. Name problems to judge only
# those: ./run_tests.sh p1247. Exit status 0 means everything passed.
# Runs under macOS's bash 3.2 too (where "$@" with no arguments is an
# unbound variable under set -u, hence ${1+"$@"}).
set -euo pipefail
cd "$(dirname "$0")"
go run ./judge test ${1+"$@"}
go run ./judge bundle -check ${1+"$@"}
