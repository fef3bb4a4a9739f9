# Right in the first pass only.
k, x = map(int, input().split())
print(2 * x if k == 1 else x + 1)
