import sys

for line in sys.stdin:
    print(int(line) // 2, flush=True)
