// loopy: Smith's loopy nim values of a random game graph, done the plain
// way in C++, to measure pkg/game's LoopyGraph against (bench/retro
// -loopy).
//
//	g++ -O2 -o /tmp/loopy bench/cpp/loopy.cc
//	/tmp/loopy N M SEED
//
// It makes the graph of N positions and M moves that bench/retro's Go
// child makes from SEED (splitmix64: each move from x() % N to x() % N, in
// turn), as adjacency lists, then labels it as LoopyGraph does: the moves
// in one array, the reverse moves in another, and rounds m = 0, 1, ...; in
// round m a live (unlabelled) position's count starts at its moves to
// positions unlabelled or infinite, a position whose count reaches 0 is
// labelled m, and each labelled m covers the positions with a move to it
// (taking one from their moves to positions unlabelled or infinite, for
// the next round), each covered one unlabelled or infinite taking one
// from the count of the positions with a move to it; the pass that ends
// round m, where a live position with no option labelled m is infinite,
// starts round m+1's counts. An infinite position's set is
// the finite values of its options. It prints the CPU time (user +
// system) of the labelling in nanoseconds, a hash of every position's
// value and set, and the numbers of positions of value 0, of a finite
// value above 0, and infinite.
#include <algorithm>
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

enum { UNLABELLED = -1, INFINITE = -2 };

int main(int argc, char **argv) {
	if (argc != 4) {
		fprintf(stderr, "usage: loopy N M SEED\n");
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

	int64_t start_cpu = cpu_ns();
	vector<int> start(n + 1), to;
	to.reserve(m);
	for (int v = 0; v < n; v++) {
		to.insert(to.end(), adj[v].begin(), adj[v].end());
		start[v + 1] = to.size();
	}
	vector<int> rev_start(n + 1), rev(m);
	for (int w : to) rev_start[w + 1]++;
	for (int w = 0; w < n; w++) rev_start[w + 1] += rev_start[w];
	for (int v = 0; v < n; v++)
		for (int i = start[v]; i < start[v + 1]; i++) rev[rev_start[to[i]]++] = v;
	for (int w = n; w > 0; w--) rev_start[w] = rev_start[w - 1];
	rev_start[0] = 0;

	vector<int> nim(n, UNLABELLED), open(n), count(n), covered(n, -1), live(n), queue;
	for (int v = 0; v < n; v++) {
		live[v] = v;
		open[v] = start[v + 1] - start[v];
		if ((count[v] = open[v]) == 0) {
			nim[v] = 0;
			queue.push_back(v);
		}
	}
	for (int r = 0; !live.empty(); r++) {
		for (size_t h = 0; h < queue.size(); h++) {
			int x = queue[h];
			for (int i = rev_start[x]; i < rev_start[x + 1]; i++) {
				int w = rev[i];
				open[w]--;
				if (covered[w] == r) continue;
				covered[w] = r;
				if (nim[w] >= 0) continue;
				for (int j = rev_start[w]; j < rev_start[w + 1]; j++) {
					int u = rev[j];
					if (nim[u] != UNLABELLED) continue;
					if (--count[u] == 0) {
						nim[u] = r;
						queue.push_back(u);
					}
				}
			}
		}
		queue.clear();
		size_t k = 0;
		for (int u : live) {
			if (nim[u] == r) continue;
			if (covered[u] != r) {
				nim[u] = INFINITE;
				continue;
			}
			live[k++] = u;
			if ((count[u] = open[u]) == 0) {
				nim[u] = r + 1;
				queue.push_back(u);
			}
		}
		live.resize(k);
	}
	vector<int> set_start(n + 1), set;
	for (int v = 0; v < n; v++) {
		set_start[v + 1] = set_start[v];
		if (nim[v] != INFINITE) continue;
		size_t from = set.size();
		for (int i = start[v]; i < start[v + 1]; i++)
			if (nim[to[i]] >= 0) set.push_back(nim[to[i]]);
		sort(set.begin() + from, set.end());
		set.erase(unique(set.begin() + from, set.end()), set.end());
		set_start[v + 1] = set.size();
	}
	int64_t cpu = cpu_ns() - start_cpu;

	uint64_t hash = 14695981039346656037ULL;
	long counts[3] = {0, 0, 0};
	for (int v = 0; v < n; v++) {
		hash = (hash ^ (uint64_t)(int64_t)nim[v]) * 1099511628211ULL;
		for (int i = set_start[v]; i < set_start[v + 1]; i++) hash = (hash ^ (uint64_t)(int64_t)set[i]) * 1099511628211ULL;
		counts[nim[v] == 0 ? 0 : nim[v] > 0 ? 1 : 2]++;
	}
	printf("%lld %016llx %ld %ld %ld\n", (long long)cpu, (unsigned long long)hash, counts[0], counts[1], counts[2]);
	return 0;
}
