#include <cstdio>
#include <cstdlib>

// Right while a <= b, and aborts at the first line where it is not.
int main() {
	long long a, b;
	while (std::scanf("%lld %lld", &a, &b) == 2) {
		if (a > b) std::abort();
		std::printf("%lld\n", b - a);
	}
}
