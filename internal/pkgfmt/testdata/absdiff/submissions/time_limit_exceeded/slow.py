import sys

for line in sys.stdin:
    a, b = map(int, line.split())
    d = 0
    while a + d != b and b + d != a:  # counts up to |a - b|
        d += 1
    print(d)
