package proc

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"time"
)

// scopeEnv marks a judge started anew in a delegated scope (EnterScope),
// so that it does not try again.
const scopeEnv = "JUDGE_SCOPE"

// scopeArgs make systemd-run run a command in a transient scope of the
// user's systemd manager, delegated to the user: the command runs in the
// same process, terminal and files, in a cgroup v2 group of its own that
// it may divide.
var scopeArgs = []string{"--user", "--scope", "-p", "Delegate=yes", "--quiet", "--collect", "--"}

// EnterScope starts this program anew, with the same arguments, in a
// systemd scope delegated to its user (systemd-run --user --scope -p
// Delegate=yes), where it runs as a user on cgroup v2, found no group to
// make run groups in (as in a login session's scope, which is root's),
// and the user's systemd manager makes such scopes: started so, the
// judge finds a group of its own. Where it does, it does not return.
// Where there was nothing to gain, or it runs in such a scope already
// (JUDGE_SCOPE=1), it returns nil; where the scope could not be had, why,
// which Weaker then adds to its reason.
func EnterScope() error {
	kinds := Available()
	if !scopeWanted(kinds[0], cgroups.v2Mounted, os.Geteuid(), os.Getenv(scopeEnv) != "") {
		return nil
	}
	err := enterScope()
	if err != nil {
		detected.why += "; " + err.Error()
	}
	return err
}

// scopeWanted says whether a judge whose best containment is best, on a
// machine that mounts cgroup v2 or not, run as euid, and in a scope of
// EnterScope's already or not, would gain a cgroup in a delegated scope.
func scopeWanted(best string, v2Mounted bool, euid int, inScope bool) bool {
	return !strings.HasPrefix(best, "cgroup") && v2Mounted && euid != 0 && !inScope
}

// enterScope tries systemd-run on a command that does nothing, and, where
// it makes the scope, runs this program anew in one.
func enterScope() error {
	run, err := exec.LookPath("systemd-run")
	if err != nil {
		return fmt.Errorf("no systemd-run to make a delegated scope with")
	}
	if err := probeScope(run); err != nil {
		return err
	}
	self, err := os.Executable()
	if err != nil {
		return err
	}
	argv := append(append(append([]string{run}, scopeArgs...), self), os.Args[1:]...)
	err = syscall.Exec(run, argv, append(os.Environ(), scopeEnv+"=1"))
	return fmt.Errorf("%s: %v", run, err)
}

// probeScope reports whether systemd-run, at path run, makes a delegated
// scope for the command true, within a few seconds.
func probeScope(run string) error {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, run, append(scopeArgs, "true")...)
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("systemd-run --user --scope -p Delegate=yes made no scope: %v %s", err, strings.TrimSpace(string(out)))
	}
	return nil
}
