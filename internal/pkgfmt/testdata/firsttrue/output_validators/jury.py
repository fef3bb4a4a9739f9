# The interactive validator, in one file: jury.py INPUT ANSWER FEEDBACK_DIR.
import sys

n, first = map(int, open(sys.argv[1]).read().split())
feedback = sys.argv[3]


def verdict(code, message):
    with open(feedback + "judgemessage.txt", "w") as f:
        f.write(message + "\n")
    sys.exit(code)


print(n, flush=True)
for asked in range(21):
    line = sys.stdin.readline().split()
    if len(line) != 2 or line[0] not in "?!":
        verdict(43, f"line {asked + 1}: want ? i or ! i, found {' '.join(line)!r}")
    i = int(line[1])
    if line[0] == "!":
        if i != first:
            verdict(43, f"said {i}, the first true is {first}")
        verdict(42, f"found {first} in {asked} questions")
    if asked == 20:
        verdict(43, "more than 20 questions")
    if not 1 <= i <= n:
        verdict(43, f"asked about {i}, out of 1..{n}")
    print(1 if i >= first else 0, flush=True)
