# 1, 2, 3, ...: out of guesses before 11.
guess = 1
while True:
    print(guess, flush=True)
    if input() == "correct":
        break
    guess += 1
