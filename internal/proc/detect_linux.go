package proc

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// v1Controllers are the cgroup v1 controllers a run needs; v2Controllers
// the cgroup v2 ones (v2 counts CPU time in every group).
var (
	v1Controllers = []string{"memory", "cpuacct", "pids"}
	v2Controllers = []string{"memory", "pids"}
)

// detect lists Linux's containments: a cgroup per run where one can be
// made, the subreaper launcher where the system lets a process be a
// child subreaper, and the process group of any Unix.
func detect() (kinds []string, why string, lacking map[string]string) {
	h := host{root: "/", pid: os.Getpid(), euid: os.Geteuid()}
	kind, v1, v2, why := detectCgroups(h)
	if kind != "" {
		kinds = append(kinds, kind)
		cgroups.v1, cgroups.v2 = v1, v2
	}
	if mounts, _, err := cgroupMounts(h); err == nil {
		cgroups.v2Mounted = mounts[""] != ""
	}
	if no := subreaperMissing(); no != "" {
		lacking = map[string]string{Subreaper: no}
	} else {
		kinds = append(kinds, Subreaper)
	}
	return append(kinds, Posix), why, lacking
}

// A host is where cgroups are found: the machine's files seen from root
// ("/", or in the tests a directory laid out as a recorded machine's), by
// the process pid, whose effective user is euid.
type host struct {
	root      string
	pid, euid int
}

// path is the file p of the host.
func (h host) path(p string) string { return filepath.Join(h.root, p) }

// detectCgroups finds where a cgroup can be made per run, and readies
// it: in v2 the directory run groups are made in, else in v1 the judge's
// own directory in each controller; if nowhere, it says why.
func detectCgroups(h host) (kind string, v1 map[string]string, v2, why string) {
	mounts, own, err := cgroupMounts(h)
	if err != nil {
		return "", nil, "", "no cgroup: " + err.Error()
	}
	v2, errV2 := setUpV2(h, mounts, own)
	if errV2 == nil {
		return CgroupV2, nil, v2, ""
	}
	v1, errV1 := setUpV1(h, mounts, own)
	if errV1 == nil {
		return CgroupV1, v1, "", ""
	}
	return "", nil, "", fmt.Sprintf("no cgroup: v2: %v; v1: %v", errV2, errV1)
}

// cgroupMounts reads where each cgroup hierarchy is mounted (v1 by
// controller, v2 as "") and the process's own path in each.
func cgroupMounts(h host) (mounts, own map[string]string, err error) {
	info, err := os.ReadFile(h.path("/proc/self/mountinfo"))
	if err != nil {
		return nil, nil, err
	}
	self, err := os.ReadFile(h.path("/proc/self/cgroup"))
	if err != nil {
		return nil, nil, err
	}
	return parseMountinfo(string(info)), parseProcCgroup(string(self)), nil
}

// parseMountinfo maps each cgroup controller to the mount point of its v1
// hierarchy, and "" to the cgroup2 mount point, from /proc/self/mountinfo.
func parseMountinfo(info string) map[string]string {
	mounts := map[string]string{}
	for _, line := range strings.Split(info, "\n") {
		pre, post, ok := strings.Cut(line, " - ")
		f, g := strings.Fields(pre), strings.Fields(post)
		if !ok || len(f) < 5 || len(g) < 3 {
			continue
		}
		switch g[0] {
		case "cgroup2":
			mounts[""] = f[4]
		case "cgroup":
			for _, c := range strings.Split(g[2], ",") { // the super options: rw, then controllers
				if c != "rw" && c != "ro" {
					mounts[c] = f[4]
				}
			}
		}
	}
	return mounts
}

// parseProcCgroup maps each v1 controller, and "" for v2, to the process's
// cgroup path, from /proc/self/cgroup.
func parseProcCgroup(self string) map[string]string {
	own := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(self), "\n") {
		parts := strings.SplitN(line, ":", 3)
		if len(parts) != 3 {
			continue
		}
		if parts[1] == "" {
			own[""] = parts[2]
		}
		for _, c := range strings.Split(parts[1], ",") {
			own[c] = parts[2]
		}
	}
	return own
}

// setUpV1 checks that a group can be made in each v1 controller the judge
// needs, beside the judge's own, and returns the judge's own directory in
// each.
func setUpV1(h host, mounts, own map[string]string) (map[string]string, error) {
	dirs := map[string]string{}
	for _, c := range v1Controllers {
		if mounts[c] == "" || own[c] == "" {
			return nil, fmt.Errorf("no %s controller mounted", c)
		}
		dir := h.path(filepath.Join(mounts[c], own[c]))
		probe := filepath.Join(dir, fmt.Sprintf("gametheory-judge-%d-probe", h.pid))
		if err := os.Mkdir(probe, 0o755); err != nil {
			return nil, err
		}
		os.Remove(probe)
		dirs[c] = dir
	}
	return dirs, nil
}

// judgeGroup names the groups the judge makes: in its own group the leaf
// it moves itself into, in an ancestor the group its runs go below.
const judgeGroup = "gametheory-judge"

// setUpV2 finds the v2 group that run groups are made in, and readies it:
//
//   - The judge's own group, when it offers the memory and pids
//     controllers and holds no other process: a group with controllers
//     for its children cannot hold processes (unless it is the root), so
//     the judge moves itself into a leaf of its own, gametheory-judge,
//     first, and runs go beside that leaf. This is the case of a judge
//     started in a delegated scope of its own (systemd-run --user --scope
//     -p Delegate=yes).
//   - Else, the nearest group above it (up to the root) that offers memory
//     and pids, holds no process (the root may) and is the judge's to
//     write (as root; or delegated: owned by the judge's user, as the
//     user's systemd manager owns everything below user@UID.service): a
//     group gametheory-judge is made there, shared by every judge, and
//     runs go below it. The judge itself stays where it is; a program is
//     created inside its run group (clone3), which needs only the right
//     to write that common ancestor's cgroup.procs.
//
// It returns the directory run groups are made in, or why there is none.
func setUpV2(h host, mounts, own map[string]string) (string, error) {
	if mounts[""] == "" || own[""] == "" {
		return "", errors.New("no cgroup2 mounted")
	}
	mnt := h.path(mounts[""])
	self := filepath.Join(mnt, own[""])
	var whyOwn string
	switch g := readGroup(self); {
	case g.err != nil:
		return "", g.err
	case g.lacks() != "":
		whyOwn = fmt.Sprintf("the judge's group %s offers no %s controller", own[""], g.lacks())
	case self != mnt && g.others(h.pid):
		whyOwn = fmt.Sprintf("the judge's group %s holds other processes", own[""])
	default:
		err := enableControllers(self) // the root may hold processes
		if self != mnt {
			err = enterLeaf(h, self)
		}
		if err == nil {
			return self, nil
		}
		whyOwn = fmt.Sprintf("the judge's group %s: %v", own[""], err)
	}
	for dir := self; dir != mnt; {
		dir = filepath.Dir(dir)
		g := readGroup(dir)
		if g.err != nil || g.lacks() != "" || dir != mnt && g.others(0) || !h.writable(dir) {
			continue
		}
		runs := filepath.Join(dir, judgeGroup)
		if err := readyParent(dir, runs); err != nil {
			return "", fmt.Errorf("%s, and in %s, above it: %v", whyOwn, strings.TrimPrefix(dir, mnt), err)
		}
		return runs, nil
	}
	return "", fmt.Errorf("%s, and no group above it offers memory and pids, holds no process and is the judge's to write: "+
		"as root, or in a group delegated to its user (systemd-run --user --scope -p Delegate=yes judge ...)", whyOwn)
}

// enterLeaf moves the judge into the leaf gametheory-judge of its own
// group dir, and gives the children of dir memory and pids.
func enterLeaf(h host, dir string) error {
	leaf := filepath.Join(dir, judgeGroup)
	if err := os.Mkdir(leaf, 0o755); err != nil && !os.IsExist(err) {
		return err
	}
	if err := os.WriteFile(filepath.Join(leaf, "cgroup.procs"), []byte(strconv.Itoa(h.pid)), 0o644); err != nil {
		return err
	}
	return enableControllers(dir)
}

// readyParent makes the group runs below dir and gives memory and pids to
// the children of both.
func readyParent(dir, runs string) error {
	if err := enableControllers(dir); err != nil {
		return err
	}
	if err := os.Mkdir(runs, 0o755); err != nil && !os.IsExist(err) {
		return err
	}
	return enableControllers(runs)
}

// enableControllers gives memory and pids to the children of group dir.
func enableControllers(dir string) error {
	return os.WriteFile(filepath.Join(dir, "cgroup.subtree_control"), []byte("+"+strings.Join(v2Controllers, " +")), 0o644)
}

// A v2Group is what setUpV2 reads of a group.
type v2Group struct {
	controllers []string // offered to it, cgroup.controllers
	procs       []int    // in it, cgroup.procs
	err         error
}

func readGroup(dir string) v2Group {
	var g v2Group
	ctl, err := os.ReadFile(filepath.Join(dir, "cgroup.controllers"))
	if err != nil {
		return v2Group{err: err}
	}
	g.controllers = strings.Fields(string(ctl))
	procs, err := os.ReadFile(filepath.Join(dir, "cgroup.procs"))
	if err != nil {
		return v2Group{err: err}
	}
	for _, f := range strings.Fields(string(procs)) {
		if pid, err := strconv.Atoi(f); err == nil {
			g.procs = append(g.procs, pid)
		}
	}
	return g
}

// lacks names the first controller a run needs that the group is not
// offered, or "".
func (g v2Group) lacks() string {
	for _, c := range v2Controllers {
		if !contains(g.controllers, c) {
			return c
		}
	}
	return ""
}

// others reports whether a process other than pid is in the group.
func (g v2Group) others(pid int) bool {
	for _, p := range g.procs {
		if p != pid {
			return true
		}
	}
	return false
}

// writable reports whether the judge may make groups in dir and give them
// controllers: as root, or where the group and its control files are its
// user's (delegated).
func (h host) writable(dir string) bool {
	if h.euid == 0 {
		return true
	}
	for _, p := range []string{dir, filepath.Join(dir, "cgroup.subtree_control"), filepath.Join(dir, "cgroup.procs")} {
		st, err := os.Stat(p)
		if err != nil || int(st.Sys().(*syscall.Stat_t).Uid) != h.euid {
			return false
		}
	}
	return true
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}
