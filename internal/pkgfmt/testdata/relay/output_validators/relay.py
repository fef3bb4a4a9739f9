# The multi-pass output validator: INPUT ANSWER FEEDBACK_DIR < the
# program's output. A pass's input is "K X": pass K, the program prints
# 2X. Passes 1 and 2 ask for the next by writing nextpass.in with the
# program's answer; each notes its pass in the feedback folder, which the
# last checks is kept from pass to pass.
import os
import sys

k, x = map(int, open(sys.argv[1]).read().split())
feedback = sys.argv[3]
got = sys.stdin.read().split()
if got != [str(2 * x)]:
    with open(os.path.join(feedback, "judgemessage.txt"), "w") as f:
        f.write(f"want {2 * x}, found {' '.join(got)}\n")
    sys.exit(43)
with open(os.path.join(feedback, "passes"), "a") as f:
    f.write(f"{k}\n")
if k < 3:
    with open(os.path.join(feedback, "nextpass.in"), "w") as f:
        f.write(f"{k + 1} {2 * x}\n")
elif open(os.path.join(feedback, "passes")).read().split() != ["1", "2", "3"]:
    sys.exit(1)  # the feedback folder was not kept: the judge's fault
sys.exit(42)
