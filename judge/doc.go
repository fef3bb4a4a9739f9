// Command judge builds the problems' solutions, runs them on test cases and
// judges what they print, like online-judge-tools' "oj test" with a time
// limit that means TLE, memory and output limits, and testlib checkers.
//
// Usage:
//
//	judge [test] [flags] [TARGET...]
//	judge verify [-tl DURATION] [-j N] [-isolation HOW] PACKAGE
//	judge bundle [-target NAME] [-o FILE] [-goos OS] [-goarch ARCH] PATH
//	judge bundle -check [-target NAME] [PATH...]
//	judge new [-lang LANG] [-name NAME] [-judge JUDGE] [-url URL] [-tl DURATION] [-ml MIB] [-interactive | -file-io NAME] ID
//	judge listen [-port N] [-once]
//	judge serve [-port N] [-no-open]
//	judge stress [flags] PROBLEM
//	judge stress -c COMMAND -gen COMMAND (-brute COMMAND | -interactor COMMAND) [flags]
//	judge stress -all -gen COMMAND [flags] (PROBLEM | -c COMMAND -brute COMMAND)
//	judge play [-case NAME | -seed N] [-size S] PROBLEM
//	judge sg [-n N] [-limit N] [-json | -go] [-png FILE] GAME
//	judge sg -misere [-n N] [-json] GAME
//	judge cgt [-json] GAME
//	judge help [COMMAND]
//
// "judge help" lists the commands, one line each, and "judge help CMD"
// (or "judge CMD -h") shows a command's usage and flags; "judge -h" shows
// the list and the flags of test. Help exits with status 0, a usage error
// with 2, and a misspelt command or problem names the nearest one. The
// details are in docs/, a page per command.
//
// "judge bundle" prints the one self-contained file to submit for a
// program (PATH: a problem id, a directory or a package path): the program
// and what it uses of its module's packages, for a target, the Go release
// and platform of the judge it is sent to: -target codeforces (go1.22.2,
// windows/amd64), luogu (go1.24.4), atcoder (go1.25.1) or goX.Y
// (linux/amd64 with that release); by default the one problem.json names,
// else the module's go version on linux/amd64. -goos and -goarch replace
// the target's platform. What the program keeps is checked against the
// target: a language feature or standard library API newer than it is
// refused, each use with its position, the version it needs and what the
// target runs. With -check it builds and vets the bundles with each
// target's own toolchain instead (without -target or a problem.json
// target: go1.21.3, go1.22.2 for windows and go1.24.4), and runs them
// beside the originals on every case.
//
// "judge new" creates a problem: samples/ID/problem.json, the solution to
// write (problems/ID/main.go wired to fastio.Main, with its main_test.go
// running the samples; with -lang c, cpp, java, py, rs or js,
// problems/ID/main.EXT), and the generator and brute force of judge stress
// to write (problems/ID/gen and brute; gen.EXT and brute.EXT). It never
// overwrites a file. Until solve is written the solution fails every case
// with "not solved yet", and judge stress names the generator or brute
// force still to write. judge test, stress and play find a problem's
// programs by these names, in any language.
//
// "judge verify" judges every submission of a problem package (Kattis's
// and DOMjudge's format: docs/packages.md), a folder or its zip, whose
// language the machine has, a line each, and ends with how many got the
// verdict their folder (or @EXPECTED_RESULTS@ annotation) promises and
// which were skipped, and why; exit status 0 when all did. Where the
// judge's verdict is finer (MLE, ILE, OLE) it counts as the coarser one
// promised, and the line says so.
//
// "judge listen" receives problems from the Competitive Companion browser
// extension on 127.0.0.1 (port 10043 by default, one the extension always
// sends to): it writes each problem's samples and problem.json under
// samples/ID and creates the solution as "judge new" does when there is
// none, printing one line per problem; outside a project (no go.mod here
// or above) it writes them into the folder ID of the working directory. -once exits after one problem or
// one contest's whole batch.
//
// "judge serve" serves the judge, the game lab and games to play as a page
// on 127.0.0.1 (port 10044 by default, -port; 0 for any free one),
// printing its address and, unless -no-open, opening it in the browser.
// The page lists the problems judge test finds (a project's, else the
// folders of the working directory, as judge listen writes them) with
// their cases and last verdicts; it judges a problem's solution or any
// source file under the folder by running the judge itself, judge test
// -json -keep-output with -c and -watch as a user types them, so in the
// same containment and box, and shows the verdicts as they come, each
// case's input, answer and output side by side with the first difference
// marked; it runs judge stress and keeps its counterexample with judge
// stress -save; it receives Competitive Companion's problems when asked.
// Only the printed address, with its token, may use it (docs/serve.md).
//
// "judge stress" looks for an input on which a program is wrong. It runs
// a generator (problems/<id>/gen, or -gen CMD; run as CMD SEED, or as CMD
// SEED SIZE with -size SIZE), a brute force (problems/<id>/brute, or
// -brute CMD; its output is the answer) and the program (the solution, or
// -c CMD) on seeds 1, 2, ... (from -seed S) until the program fails by the
// judge's rules, -n cases have passed or -time has run out, -j cases at a
// time. A failing input is shrunk by delta debugging over lines, then
// tokens, then smaller numbers, keeping only candidates that are legal
// (-validate CMD exits 0 on them, or without it the brute force does) and
// fail the same way, at most -max-runs of them. It prints the seed, the
// original and the shrunk input, the expected and actual output and the
// first difference; -save adds the shrunk case to samples/<id> as
// stress-N.in / .out. -checker, -tl, -ml, -containment and -no-cgroup are as
// below; -json prints progress and the result as JSON lines. The exit
// status is 0 when every case passed, 1 on a failure. With -all it checks
// every input of a family instead: -gen is run as CMD K [SIZE] for K = 1,
// 2, ..., prints input K, and past the last prints nothing; the run ends
// with "AC: all N inputs checked", or at the first input that fails, not
// shrunk. On SIGINT or SIGTERM it kills the programs running, prints what
// it would have at the end for the cases that ended before, and exits
// with 128 plus the signal's number.
//
// "judge sg" explores an impartial game: GAME is an octal code (.07,
// 0.77, 4.007), a subtraction game S(1,3,4), grundy (Grundy's game) or
// wythoff (Wythoff's game, two heaps). It prints the first -n Grundy
// values (a two-heap game's -n×-n corner, lost positions marked), and for
// a one-heap game the least preperiod and period, proved by the
// periodicity theorem from the values of heaps up to -limit (2^20 by
// default), or "no period up to N". -json prints one JSON object, -png
// draws the values, and -go prints a Go function grundy(n int64) int, exact
// for every n, where a period is proved. -misere prints instead the genus
// of each of the first -n heaps (20 by default), its normal value and its
// misère values beside Nim heaps of 2, and how far the game is tame, so
// that misère Nim on the genera decides its sums. Package
// gametheory/pkg/game does the same for a game of one's own.
//
// "judge cgt" values a partizan game: GAME is a value as CGSuite writes
// one ({1|-1}, {2|1/2||0}, 3/4, *2, ^, v*, +-1), a position of Blue-Red
// Hackenbush (hackenbush:LRRL), Domineering (domineering:..#/...) or
// Cutcake (cutcake:3x4), or a sum or difference of these (after -- when it
// starts with '-'). It prints the canonical form and the outcome class (L,
// R, N or P), and for a game that is not a number its mean and
// temperature; -json prints one object with all four. Package
// gametheory/pkg/cgt does the same for a game of one's own.
//
// A TARGET is a problem id (its solution is built from problems/<id> and
// judged on samples/<id>), a directory of NAME.in / NAME.out cases (with a
// problem.json, as judge listen writes outside a project, judged under its
// limits and comparison), a problem package (a folder with problem.yaml,
// domjudge-problem.ini or data/, or its .zip: judged on its cases under its
// limits and validator, and graded by its test groups, scores and all), or
// a case's NAME.in (consecutive ones of one directory are judged together,
// so cases/*.in reads as cases); a directory, a package or a case needs
// -c. Without targets every problem is judged. Flags may come before or after the
// targets:
//
//	-c COMMAND      judge this command instead of the solution: a plain list
//	                of words (quotes honoured) runs directly, one command
//	                using the shell as sh -c 'exec COMMAND', anything else as
//	                sh -c COMMAND; on Windows words run directly, and what
//	                needs cmd (& | < > ^ %, its built-ins) as cmd /d /s /c COMMAND.
//	                A source file (.c .cpp .cc .cxx .go .rs .java .py .js, or
//	                what judge.json adds) or a Go package directory is compiled
//	                first, once, into a cache (docs/languages.md); so are
//	                those of -checker, -interactor, and stress's -gen, -brute
//	                and -validate. So is a folder of sources, or several
//	                source files (-c 'main.cpp util.cpp'), a program of
//	                several files, which runs in its own folder. A program
//	                that does not compile is CE, its cases not run; a
//	                compile runs contained, under 30 s of CPU and 2 GiB,
//	                and a compiler past one is CE too
//	-main FILE      the main file of a -c program of several files, where
//	                the judge cannot tell it
//	-tl DURATION    CPU-time limit per case, user and system time of every
//	                process the program starts (default: the problem's, else
//	                2s); a program is also ended at 2×tl + 1s of wall time
//	-ml MIB         memory limit, the peak of every process the program starts
//	                together, without swap (default: the problem's, else 256)
//	-stack MIB      stack size limit (default: none, the stack bounded by the
//	                memory limit, as Kattis has it, so that threads get
//	                glibc's own default stack); on Windows
//	                the stack is what the executable's header reserves, and
//	                the judge cannot change it
//	-ol MIB         output limit (default: a problem package's, else 64)
//	-file-io NAME   file I/O: the program reads NAME.in and writes NAME.out
//	                in a working folder of its own, or the files IN,OUT
//	                (input.txt,output.txt; one may be empty for the standard
//	                input or output), not its standard input and output
//	                (default: problem.json's file_io)
//	-compare MODE   exact, lines or tokens (default: the problem's, else lines)
//	-ignore-case    tokens: compare ASCII letters ignoring case
//	-abs-eps X      tokens: numbers within X of the answer are accepted
//	-rel-eps X      tokens: numbers within X times the answer are accepted
//	                (decimal numbers as testlib reads them; X finite, >= 0)
//	-checker CMD    special judge: CMD input output answer, with testlib's
//	                exit codes (0 AC, 1 WA, 2 PE, anything else a failure)
//	-interactor CMD interactive problems: the jury, a testlib interactor run
//	                as CMD input output [answer], talking with the program
//	                (default: the one problem.json names); a case may be
//	                NAME.in alone
//	-trace FILE     interactive problems: every dialogue, whole, to FILE
//	-j N            cases judged at once (default and most: the number of
//	                CPUs; more would make programs wait for a CPU and their
//	                wall time meaningless, so a larger N is lowered, with a note)
//	-containment C  auto (the best this machine has), cgroup, subreaper,
//	                posix or job-object (default: JUDGE_CONTAINMENT, else auto)
//	-no-cgroup      the same as -containment subreaper (and JUDGE_NO_CGROUP=1)
//	-isolation I    auto (full where the system allows), full or none: how
//	                the program judged is isolated (default: JUDGE_ISOLATION,
//	                else judge.json's "isolation", else auto)
//	-json           one JSON object per case on stdout, nothing else there
//	-keep-output DIR every case's output into DIR/TARGET.out, one after
//	                another (TARGET the problem id, or a folder of cases'
//	                last element), a failed case's details (its short input,
//	                the end of its standard error) into TARGET.err, and a
//	                JSON line a case into TARGET.index saying where each is
//	                ({"case": NAME, "output": [OFFSET, SIZE], "details":
//	                [OFFSET, SIZE]})
//	-watch          judge again whenever the program's source, a word of -c
//	                that is a file, or a case changes (docs/test.md)
//
// Each run is contained as well as the system allows: on Linux in a
// cgroup of its own where the judge can make one (cgroup v2 with a
// delegated subtree, or cgroup v1 as root), else below a subreaper with its
// memory and CPU time polled from /proc; on Windows in a job object; on
// macOS and the BSDs in a process group measured when it ends ("posix").
// -json's "containment" says which, and the summary line says so when it
// is weaker than the platform's best. When the program ends or is ended
// every process it started is killed (in posix, every process still in its
// group), and on SIGINT or SIGTERM the judge
// kills every running program, removes what it made and exits with 130 or
// 143.
//
// The program judged (not the checker, jury, generator or brute force,
// which are the judge's own) also runs isolated where the system allows
// (Linux: as root, or where the user may make user namespaces): in
// network, mount, PID, IPC and UTS namespaces of its own, as nobody, with
// a private working directory (/box), the system's directories read-only
// and nothing else of the machine's visible but the files its command
// names; a reboot, a socket, a file of the judge's or another process
// are beyond it, and it may have 1024 processes. -json's "isolation"
// says whether it was, and the summary line says why not where it could
// not be (docs/platforms.md).
//
// An interactive problem's program talks with its jury through the judge,
// which passes each side's bytes on as they come and keeps the dialogue:
// a failed case shows its last 20 lines, "> " from the jury and "< " from
// the program. (On Linux, without -trace, the two are joined by plain
// pipes first, and only a case not accepted so runs again through the
// judge, whose run is judged.) The first cause wins: the program past a limit (TLE, MLE,
// OLE), crashed or exiting non-zero (RE) before the jury ended, or idle,
// both sides waiting for each other for 2×tl + 1 s with nothing going
// either way (ILE: a line left in a buffer, unflushed); else the jury's
// exit status, as testlib's: 0 AC, 1 WA, 2 PE, 3 or anything else FAIL, the
// jury's fault (a 3 whatever the program did). With -checker, the checker
// then judges the jury's output file. "judge play" makes the person at
// the terminal the program, against the jury, on a case of the problem's
// (-case) or a new one from its generator (-seed; a random one by
// default, shown to play again); "judge stress" on an interactive problem
// has its jury judge each generated case instead of a brute force.
//
// Verdicts: AC, WA, PE, TLE, MLE, OLE, RE, ILE, CE; NOANS for a case without
// NAME.out (its output is shown), FAIL when the judge could not judge, and
// in -json SKIP for a problem package's case left unjudged by its test
// group's on_reject: break.
// The exit status is 0 when every case is AC (a problem package: when the
// package's grade is AC, with the most score), 1 when one is not, and 2
// for usage and set-up errors: an unknown problem, a build failure, a case
// without an answer, a failed checker, a package that cannot be read.
package main
