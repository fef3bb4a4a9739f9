package proc

// StackLimited says whether Limits.StackKiB takes effect: on Windows a
// program's stack is what its executable's header reserves, which no
// other process can change.
const StackLimited = false
