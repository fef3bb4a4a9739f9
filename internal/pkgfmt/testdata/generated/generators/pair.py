# A random number from 1 to 1000, by the seed.
import random
import sys

random.seed(int(sys.argv[1]))
print(random.randint(1, 1000))
