#include <iostream>
int main() { long a, b; std::cin >> a >> b; std::cout << a + b << "\n"; }
