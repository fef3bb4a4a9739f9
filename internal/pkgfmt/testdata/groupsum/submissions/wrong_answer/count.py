# Prints how many numbers there are.
print(input())
