#!/usr/bin/env python2
# Python 2: judged where Python 2 is installed, skipped where not.
a, b = map(int, raw_input().split())
print a + b
