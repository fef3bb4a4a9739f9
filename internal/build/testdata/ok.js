// Reads one line, so that it answers a jury too, which waits for it.
const rl = require('readline').createInterface({ input: process.stdin });
rl.once('line', (line) => {
	const [a, b] = line.trim().split(/\s+/).map(BigInt);
	console.log(String(a + b));
	rl.close();
});
