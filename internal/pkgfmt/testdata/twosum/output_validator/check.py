# check.py INPUT ANSWER FEEDBACK_DIR < output: any a, b >= 0 with a + b = n.
import sys

n = int(open(sys.argv[1]).read())
feedback = sys.argv[3]


def reject(message):
    open(feedback + "judgemessage.txt", "w").write(message + "\n")
    sys.exit(43)


words = sys.stdin.read().split()
if len(words) != 2:
    reject(f"want two numbers, found {len(words)} words")
try:
    a, b = map(int, words)
except ValueError:
    reject(f"not integers: {words}")
if a < 0 or b < 0 or a + b != n:
    reject(f"{a} + {b} is not {n}, or one is negative")
sys.exit(42)
