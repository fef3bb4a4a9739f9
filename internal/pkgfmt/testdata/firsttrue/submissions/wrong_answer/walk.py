# Asks each in turn: too many questions.
# @EXPECTED_RESULTS@: WRONG-ANSWER
n = int(input())
i = 1
while i <= n:
    print("?", i, flush=True)
    if input().strip() == "1":
        break
    i += 1
print("!", i, flush=True)
