#include <iostream>
#include <string>

int main() {
	int lo = 1, hi = 1000;
	std::string answer;
	do {
		int mid = (lo + hi) / 2;
		std::cout << mid << std::endl;
		std::cin >> answer;
		if (answer == "lower") hi = mid - 1;
		if (answer == "higher") lo = mid + 1;
	} while (answer != "correct");
}
