package main

import (
	"bytes"
	"flag"
	"fmt"
	"gametheory/internal/problem"
	"gametheory/internal/proc"
	"gametheory/internal/verdict"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"time"
)

// playCmd is "judge play [-case NAME | -seed N] [-size S] PROBLEM": the
// person at the terminal is the program of an interactive problem. The
// jury's lines are shown as they come and the lines typed go to the jury,
// until it ends; then its verdict. The case is one of the problem's
// (-case), or a new one from its generator (-seed, default a random seed,
// which is shown so that the same game can be played again).
func playCmd(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("play", stderr)
	name := fs.String("case", "", "play the problem's case `NAME` (samples/PROBLEM/NAME.in)")
	seed := fs.Int64("seed", 0, "play the case the problem's generator makes from `seed` (default: a random one)")
	size := fs.String("size", "", "passed to the generator after the seed")
	ids, err := parseInterspersed(fs, args)
	if err != nil {
		return parseStatus(err)
	}
	if len(ids) != 1 {
		fs.Usage()
		return exitSetup
	}
	seedSet := false
	fs.Visit(func(f *flag.Flag) { seedSet = seedSet || f.Name == "seed" })
	code, err := play(ids[0], *name, *seed, seedSet, *size, stdin, stdout, stderr)
	if err != nil {
		fmt.Fprintln(stderr, "judge: play:", err)
		return exitSetup
	}
	return code
}

func play(id, name string, seed int64, seedSet bool, size string, stdin io.Reader, stdout, stderr io.Writer) (int, error) {
	root, err := problem.FindRoot()
	if err != nil {
		return 0, err
	}
	p, err := problem.Load(root, id)
	if err != nil {
		return 0, err
	}
	if !p.Interactive {
		return 0, fmt.Errorf("%s is not interactive: there is no jury to play against", id)
	}
	var jury, gen []string
	builds, err := interactorOf(root, p, &jury)
	if err != nil {
		return 0, err
	}
	genBuild, err := problemProgram(root, id, "gen", &gen)
	hasGen := err == nil
	if name == "" && hasGen {
		builds = append(builds, genBuild)
	}
	cleanup, err := buildPrograms(root, builds)
	defer cleanup()
	if err != nil {
		return 0, err
	}
	dir, err := os.MkdirTemp("", "judge-play-")
	if err != nil {
		return 0, err
	}
	defer os.RemoveAll(dir)
	in := filepath.Join(dir, "case.in")
	switch {
	case name != "":
		in = filepath.Join(root, "samples", id, name+".in")
	case hasGen:
		if !seedSet {
			seed = time.Now().UnixNano() % 1e9
		}
		if err := generate(gen, seed, size, in); err != nil {
			return 0, err
		}
		fmt.Fprintf(stderr, "seed %d (judge play -seed %d %s plays the same game again)\n", seed, seed, id)
	default:
		in = filepath.Join(root, "samples", id, "sample-1.in")
	}
	fmt.Fprintf(stderr, "you are the program: the jury's lines come below, type yours, Ctrl-D to stop\n")
	v, msg, err := playCase(jury, in, filepath.Join(dir, "case.out"), stdin, stdout)
	if err != nil {
		return 0, err
	}
	fmt.Fprintf(stderr, "%s: %s\n", v, msg)
	if v != verdict.AC {
		return exitFail, nil
	}
	return exitOK, nil
}

// generate writes the generator's case for seed to the file out.
func generate(gen []string, seed int64, size, out string) error {
	argv := append(append([]string{}, gen...), strconv.FormatInt(seed, 10))
	if size != "" {
		argv = append(argv, size)
	}
	r, err := proc.Run(argv, "", proc.Limits{Time: 10 * time.Second, Output: 64 << 20})
	if err != nil {
		return err
	}
	defer r.Close()
	b, err := r.Stdout()
	if err == nil && (r.ExitCode != 0 || r.Killed != "") {
		err = fmt.Errorf("the generator failed: exit %d %s %s: %s", r.ExitCode, r.Signal, r.Killed, bytes.TrimSpace(r.Stderr))
	}
	if err != nil {
		return err
	}
	return os.WriteFile(out, b, 0o644)
}

// playCase runs the jury on the case in, its input what the person types
// (stdin) and its output shown (stdout), and reads its verdict. The jury
// has no time limit: the person thinks as long as they like.
func playCase(jury []string, in, out string, stdin io.Reader, stdout io.Writer) (verdict.Verdict, string, error) {
	juryIn, typed, err := os.Pipe()
	if err != nil {
		return "", "", err
	}
	shown, juryOut, err := os.Pipe()
	if err != nil {
		juryIn.Close()
		typed.Close()
		return "", "", err
	}
	lim := proc.Limits{MemoryKiB: 1 << 20}
	argv := append(append([]string{}, jury...), in, out)
	j, err := proc.Start(argv, juryIn, juryOut, lim)
	juryIn.Close()
	juryOut.Close()
	if err != nil {
		typed.Close()
		shown.Close()
		return "", "", err
	}
	// The typing goes on until the person stops or the jury has ended; a
	// read of the terminal cannot be cut short, so the copy may outlive
	// the game, which the end of the command ends.
	go func() {
		io.Copy(typed, stdin)
		typed.Close()
	}()
	copied := make(chan struct{})
	go func() {
		io.Copy(stdout, shown)
		close(copied)
	}()
	r, err := j.Wait()
	<-copied
	shown.Close()
	typed.Close()
	if err != nil {
		return "", "", err
	}
	v, msg := verdict.Testlib("the jury", argv, r, lim, nil)
	return v, msg, nil
}
