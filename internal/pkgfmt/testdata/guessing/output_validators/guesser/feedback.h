// The Kattis output validator's side of the conventions: the feedback
// folder, and the exit statuses 42 (accepted) and 43 (wrong answer).
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <string>

static std::string feedback_dir;

[[noreturn]] inline void verdict(int code, const char *format, ...) {
	std::string path = feedback_dir + "judgemessage.txt";
	FILE *f = std::fopen(path.c_str(), "w");
	if (f != nullptr) {
		va_list args;
		va_start(args, format);
		std::vfprintf(f, format, args);
		va_end(args);
		std::fputc('\n', f);
		std::fclose(f);
	}
	std::exit(code);
}

#define accept(...) verdict(42, __VA_ARGS__)
#define reject(...) verdict(43, __VA_ARGS__)
