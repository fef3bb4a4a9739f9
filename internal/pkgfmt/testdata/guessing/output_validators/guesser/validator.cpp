// The interactive validator: validator INPUT ANSWER FEEDBACK_DIR, the
// program's output on its standard input, its output the program's input.
#include <cstdio>
#include <iostream>
#include <string>
#include "feedback.h"

int main(int argc, char **argv) {
	if (argc < 4) return 1;
	feedback_dir = argv[3];
	FILE *in = std::fopen(argv[1], "r");
	int secret;
	if (in == nullptr || std::fscanf(in, "%d", &secret) != 1) return 1;
	for (int guesses = 1; guesses <= 10; guesses++) {
		std::string word;
		if (!(std::cin >> word)) reject("guess %d: the program ended", guesses);
		int guess;
		try {
			guess = std::stoi(word);
		} catch (...) {
			reject("guess %d: %s is not a number", guesses, word.c_str());
		}
		if (guess == secret) {
			std::cout << "correct" << std::endl;
			accept("found %d in %d guesses", secret, guesses);
		}
		std::cout << (secret < guess ? "lower" : "higher") << std::endl;
	}
	reject("10 guesses, and %d not found", secret);
}
