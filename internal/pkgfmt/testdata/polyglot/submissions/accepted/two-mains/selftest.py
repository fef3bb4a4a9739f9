from add import add

if __name__ == "__main__":
    assert add(40, 2) == 42
    print("ok")
