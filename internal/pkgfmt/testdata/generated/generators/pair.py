# A random number from 1 to MAX_N, by the seed: problem.yaml's constant,
# put in by bt generate.
import random
import sys

random.seed(int(sys.argv[1]))
print(random.randint(1, {{MAX_N}}))
