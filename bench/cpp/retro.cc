// retro: retrograde analysis of a random game graph, done the plain way in
// C++, to measure pkg/game's RetrogradeGraph against (bench/retro).
//
//	g++ -O2 -o /tmp/retro bench/cpp/retro.cc
//	/tmp/retro N M SEED
//
// It makes the graph of N positions and M moves that bench/retro's Go
// child makes from SEED (splitmix64: each move from x() % N to x() % N, in
// turn), as adjacency lists, then analyses it as RetrogradeGraph does in
// normal play: reverse edges in one array, a counter per position of the
// moves not yet known to lead to a won position, a queue from the ends
// (lost); a position is won from its first move found to a lost one, lost
// when its counter reaches 0; what is left is drawn, its best move the
// first to a drawn position. It prints the CPU time (user + system) of the
// analysis in nanoseconds, a hash of every position's outcome, remoteness
// and best move, and the numbers of won, lost and drawn positions.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <sys/resource.h>

using namespace std;

static uint64_t state;

static uint64_t next_rand() {
	uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static int64_t cpu_ns() {
	struct rusage ru;
	getrusage(RUSAGE_SELF, &ru);
	return (int64_t)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1000000000 +
	       (int64_t)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) * 1000;
}

enum { DRAW = 0, WIN = 1, LOSE = 2 };

int main(int argc, char **argv) {
	if (argc != 4) {
		fprintf(stderr, "usage: retro N M SEED\n");
		return 2;
	}
	int n = atoi(argv[1]), m = atoi(argv[2]);
	state = strtoull(argv[3], 0, 10);
	vector<vector<int>> adj(n);
	{
		vector<int> from(m), to(m), deg(n);
		for (int i = 0; i < m; i++) {
			from[i] = next_rand() % n;
			to[i] = next_rand() % n;
			deg[from[i]]++;
		}
		for (int v = 0; v < n; v++) adj[v].reserve(deg[v]);
		for (int i = 0; i < m; i++) adj[from[i]].push_back(to[i]);
	}

	int64_t start = cpu_ns();
	vector<int> count(n), rev_start(n + 1);
	for (int v = 0; v < n; v++) {
		count[v] = adj[v].size();
		for (int w : adj[v]) rev_start[w + 1]++;
	}
	for (int w = 0; w < n; w++) rev_start[w + 1] += rev_start[w];
	vector<int> rev(m);
	for (int v = 0; v < n; v++)
		for (int w : adj[v]) rev[rev_start[w]++] = v;
	for (int w = n; w > 0; w--) rev_start[w] = rev_start[w - 1];
	rev_start[0] = 0;

	vector<int8_t> outcome(n);
	vector<int> remote(n), move(n), queue;
	queue.reserve(n);
	for (int v = 0; v < n; v++)
		if (count[v] == 0) {
			outcome[v] = LOSE;
			move[v] = -1;
			queue.push_back(v);
		}
	for (size_t head = 0; head < queue.size(); head++) {
		int u = queue[head], r = remote[u] + 1;
		bool lost = outcome[u] == LOSE;
		for (int i = rev_start[u]; i < rev_start[u + 1]; i++) {
			int v = rev[i];
			if (outcome[v] != DRAW) continue;
			if (lost)
				outcome[v] = WIN;
			else if (--count[v] == 0)
				outcome[v] = LOSE;
			else
				continue;
			remote[v] = r;
			move[v] = u;
			queue.push_back(v);
		}
	}
	for (int v = 0; v < n; v++) {
		if (outcome[v] != DRAW || count[v] == 0) continue;
		remote[v] = move[v] = -1;
		for (int w : adj[v])
			if (outcome[w] == DRAW) {
				move[v] = w;
				break;
			}
	}
	int64_t cpu = cpu_ns() - start;

	uint64_t hash = 14695981039346656037ULL;
	long counts[3] = {0, 0, 0};
	for (int v = 0; v < n; v++) {
		int64_t x[3] = {outcome[v], remote[v], move[v]};
		for (int64_t y : x) hash = (hash ^ (uint64_t)y) * 1099511628211ULL;
		counts[outcome[v]]++;
	}
	printf("%lld %016llx %ld %ld %ld\n", (long long)cpu, (unsigned long long)hash, counts[WIN], counts[LOSE], counts[DRAW]);
	return 0;
}
