#include "diff.h"

long long diff(long long a, long long b) { return a > b ? a - b : b - a; }
