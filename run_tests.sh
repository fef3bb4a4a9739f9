#!/usr/bin/env bash
# Judges every problem's solution on its cases under samples/ (or only the
# problems named: ./run_tests.sh p1247). Exit status 0 means every case passed.
set -euo pipefail
cd "$(dirname "$0")"
go run ./judge test "$@"
