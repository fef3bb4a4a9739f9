print(0, input())
