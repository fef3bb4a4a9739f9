# Right within the tolerance of secret/, but secret/exact has none.
print(f"{int(input()) / 2:.7f}")
