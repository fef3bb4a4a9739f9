import sys

from diff import diff

sys.stdout.write("".join(f"{diff(*map(int, line.split()))}\n" for line in sys.stdin))
