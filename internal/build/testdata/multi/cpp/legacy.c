// C beside C++ joins the C++ program.
long long twice(long long a) { return 2 * a; }
