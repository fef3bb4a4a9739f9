# The interactive multi-pass validator: INPUT ANSWER FEEDBACK_DIR, talking
# with the program. A pass's input is "K X": it sends X, and the program
# answers X+1. Pass 1 asks for pass 2 with the program's answer as X.
import os
import sys

k, x = map(int, open(sys.argv[1]).read().split())
print(x, flush=True)
got = sys.stdin.readline().split()
if got != [str(x + 1)]:
    with open(os.path.join(sys.argv[3], "judgemessage.txt"), "w") as f:
        f.write(f"want {x + 1}, found {' '.join(got)}\n")
    sys.exit(43)
if k == 1:
    with open(os.path.join(sys.argv[3], "nextpass.in"), "w") as f:
        f.write(f"2 {x + 1}\n")
sys.exit(42)
