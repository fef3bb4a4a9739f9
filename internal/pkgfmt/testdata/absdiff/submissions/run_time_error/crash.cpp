#include <cstdio>
#include <cstdlib>

int main() {
	long long a, b;
	if (std::scanf("%lld %lld", &a, &b) == 2 && a > b) std::abort();
	std::printf("%lld\n", b - a);
}
