import helper

if __name__ == "__main__":
    a, b = map(int, input().split())
    print(helper.add(a, b))
