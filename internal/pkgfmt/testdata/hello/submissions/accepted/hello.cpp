// @EXPECTED_RESULTS@: CORRECT
#include <iostream>

int main() { std::cout << "Hello, judge!" << std::endl; }
