# @EXPECTED_RESULTS@: CORRECT
n = int(input())
lo, hi = 1, n + 1
while lo < hi:
    mid = (lo + hi) // 2
    print("?", mid, flush=True)
    if input().strip() == "1":
        hi = mid
    else:
        lo = mid + 1
print("!", lo, flush=True)
