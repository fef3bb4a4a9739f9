# The interactive validator: INPUT ANSWER FEEDBACK_DIR < the program's
# output > the program's input. It sends the numbers of the case, a line
# each, then closes its output, as Kattis and BAPCtools validators may:
# the program reads to the end of its input and doubles each number; the
# validator reads its answers to their end.
import os
import sys

numbers = open(sys.argv[1]).read().split()
for n in numbers:
    print(n)
sys.stdout.flush()
os.close(1)  # sys.stdout.close() would leave the descriptor open
got = sys.stdin.read().split()
want = [str(2 * int(n)) for n in numbers]
if got != want:
    with open(sys.argv[3] + "/judgemessage.txt", "w") as f:
        f.write(f"doubles {want}, found {got}\n")
    sys.exit(43)
sys.exit(42)
