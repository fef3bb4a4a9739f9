long long diff(long long a, long long b);
