# A whole half as a whole number, any other to seven decimals: 1.5000000
# is 1.5 to within the tolerance of data/test_group.yaml.
n = int(input())
print(n // 2 if n % 2 == 0 else f"{n / 2:.7f}")
