# Counts to 99 and no further: wrong in secret/1's second pass.
print(min(int(input()) + 1, 99), flush=True)
