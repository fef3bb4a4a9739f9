from add import add

if __name__ == "__main__":
    a, b = map(int, input().split())
    print(add(a, b))
