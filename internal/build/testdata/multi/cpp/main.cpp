#include <iostream>
#include "add.hpp"

int main() {
	long long a, b;
	if (!(std::cin >> a >> b)) return 1;
	std::cout << add(a, b) << "\n";
}
