lo, hi = 1, 1000
while True:
    mid = (lo + hi) // 2
    print(mid, flush=True)
    answer = input()
    if answer == "correct":
        break
    if answer == "lower":
        hi = mid - 1
    else:
        lo = mid + 1
