# Another solution, for the test group again/.
print(int(input()) / 2)
