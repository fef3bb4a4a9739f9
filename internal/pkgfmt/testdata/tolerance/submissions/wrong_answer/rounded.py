n = int(input())
print(round(n / 2))
