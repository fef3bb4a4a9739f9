// A program in three files, compiled together.
#include <iostream>
#include "diff.h"

int main() {
	long long a, b;
	while (std::cin >> a >> b) std::cout << diff(a, b) << '\n';
}
