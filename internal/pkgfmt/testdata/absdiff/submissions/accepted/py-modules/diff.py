def diff(a, b):
    return abs(a - b)
