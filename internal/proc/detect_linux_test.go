package proc

import (
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// A recordedGroup is a cgroup v2 group of a recorded machine: its path,
// the controllers it is offered, the processes in it, and whether it is
// the judge's user's (delegated to it) rather than root's.
type recordedGroup struct {
	path, controllers string
	procs             []int
	users             bool
}

// judgePid is the judge's pid on the recorded machines; 77 is a shell's.
const judgePid = 4242

// TestDetectCgroups runs the detection on cgroup trees recorded from
// machines, laid out as files under a temporary directory (mountinfo,
// /proc/self/cgroup, and each group's controllers, procs and
// subtree_control files): which containment it finds, where run groups
// go, what it wrote there, and why it found none.
func TestDetectCgroups(t *testing.T) {
	const v2Mount = "29 23 0:26 / /sys/fs/cgroup rw,nosuid,nodev,noexec,relatime shared:4 - cgroup2 cgroup2 rw,nsdelegate,memory_recursiveprot\n"
	tests := []struct {
		name      string
		mountinfo string
		self      string // /proc/self/cgroup
		root      bool   // the judge runs as root
		groups    []recordedGroup
		kind      string
		runs      string            // where run groups go, under the mount
		wrote     map[string]string // file -> content written, under the mount
		why       []string          // what the reason says, without a cgroup
	}{
		{
			name: "hybrid, as on these machines: cgroup v1, an empty v2",
			mountinfo: `36 31 0:33 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory
37 31 0:34 / /sys/fs/cgroup/pids rw,relatime - cgroup cgroup rw,pids
38 31 0:35 / /sys/fs/cgroup/cpuacct rw,relatime - cgroup cgroup rw,cpuacct
40 31 0:37 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw
`,
			self:   "8:pids:/\n4:memory:/process_api/2ce3\n2:cpuacct:/\n0::/\n",
			root:   true,
			groups: []recordedGroup{{path: "unified", procs: []int{1, 77, judgePid}}},
			kind:   CgroupV1,
		},
		{
			name:      "Ubuntu 24.04 as root: the session's scope lacks pids, the root offers both",
			mountinfo: v2Mount,
			self:      "0::/user.slice/user-0.slice/session-1.scope\n",
			root:      true,
			groups: []recordedGroup{
				{path: "", controllers: "cpuset cpu io memory hugetlb pids rdma misc", procs: []int{1}},
				{path: "user.slice", controllers: "cpu io memory"},
				{path: "user.slice/user-0.slice", controllers: "cpu io memory"},
				{path: "user.slice/user-0.slice/session-1.scope", controllers: "cpu io memory", procs: []int{77, judgePid}},
			},
			kind:  CgroupV2,
			runs:  "gametheory-judge",
			wrote: map[string]string{"cgroup.subtree_control": "+memory +pids", "gametheory-judge/cgroup.subtree_control": "+memory +pids"},
		},
		{
			name:      "as root, from a shell that shares the judge's group",
			mountinfo: v2Mount,
			self:      "0::/user.slice/user-0.slice/session-3.scope\n",
			root:      true,
			groups: []recordedGroup{
				{path: "", controllers: "cpu io memory pids", procs: []int{1}},
				{path: "user.slice", controllers: "memory pids"},
				{path: "user.slice/user-0.slice", controllers: "memory pids"},
				{path: "user.slice/user-0.slice/session-3.scope", controllers: "memory pids", procs: []int{77, judgePid}},
			},
			kind:  CgroupV2,
			runs:  "user.slice/user-0.slice/gametheory-judge",
			wrote: map[string]string{"user.slice/user-0.slice/cgroup.subtree_control": "+memory +pids", "user.slice/user-0.slice/gametheory-judge/cgroup.subtree_control": "+memory +pids"},
		},
		{
			name:      "a user's judge in a delegated scope of its own (systemd-run --user --scope -p Delegate=yes)",
			mountinfo: v2Mount,
			self:      "0::/user.slice/user-1000.slice/user@1000.service/app.slice/run-r1.scope\n",
			groups: []recordedGroup{
				{path: "", controllers: "cpu io memory pids", procs: []int{1}},
				{path: "user.slice/user-1000.slice/user@1000.service/app.slice/run-r1.scope", controllers: "memory pids", procs: []int{judgePid}, users: true},
			},
			kind:  CgroupV2,
			runs:  "user.slice/user-1000.slice/user@1000.service/app.slice/run-r1.scope",
			wrote: map[string]string{"user.slice/user-1000.slice/user@1000.service/app.slice/run-r1.scope/cgroup.subtree_control": "+memory +pids", "user.slice/user-1000.slice/user@1000.service/app.slice/run-r1.scope/gametheory-judge/cgroup.procs": strconv.Itoa(judgePid)},
		},
		{
			name:      "a user's judge in a terminal's scope with its shell, below the user's delegated manager",
			mountinfo: v2Mount,
			self:      "0::/user.slice/user-1000.slice/user@1000.service/app.slice/vte-spawn-9.scope\n",
			groups: []recordedGroup{
				{path: "", controllers: "cpu io memory pids", procs: []int{1}},
				{path: "user.slice", controllers: "memory pids"},
				{path: "user.slice/user-1000.slice", controllers: "memory pids"},
				{path: "user.slice/user-1000.slice/user@1000.service", controllers: "memory pids", users: true},
				{path: "user.slice/user-1000.slice/user@1000.service/app.slice", controllers: "memory pids", users: true},
				{path: "user.slice/user-1000.slice/user@1000.service/app.slice/vte-spawn-9.scope", controllers: "memory pids", procs: []int{77, judgePid}, users: true},
			},
			kind:  CgroupV2,
			runs:  "user.slice/user-1000.slice/user@1000.service/app.slice/gametheory-judge",
			wrote: map[string]string{"user.slice/user-1000.slice/user@1000.service/app.slice/gametheory-judge/cgroup.subtree_control": "+memory +pids"},
		},
		{
			name:      "a user's judge in an ssh session: nothing there is its own",
			mountinfo: v2Mount,
			self:      "0::/user.slice/user-1000.slice/session-2.scope\n",
			groups: []recordedGroup{
				{path: "", controllers: "cpu io memory pids", procs: []int{1}},
				{path: "user.slice", controllers: "memory pids"},
				{path: "user.slice/user-1000.slice", controllers: "memory pids"},
				{path: "user.slice/user-1000.slice/session-2.scope", controllers: "memory pids", procs: []int{77, judgePid}},
			},
			why: []string{"the judge's group /user.slice/user-1000.slice/session-2.scope holds other processes", "systemd-run --user --scope -p Delegate=yes", "v1: no memory controller mounted"},
		},
		{
			name:      "in a container, its own cgroup namespace's root",
			mountinfo: v2Mount,
			self:      "0::/\n",
			root:      true,
			groups:    []recordedGroup{{path: "", controllers: "cpu memory pids", procs: []int{1, 77, judgePid}}},
			kind:      CgroupV2,
			runs:      "",
			wrote:     map[string]string{"cgroup.subtree_control": "+memory +pids"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := t.TempDir()
			h := host{root: root, pid: judgePid}
			mine, others := 1000, -1 // the uids owning the user's groups and root's (-1: the test's)
			if !tt.root {
				h.euid = mine
			}
			if os.Geteuid() != 0 && !tt.root {
				// Files cannot be given to another user: a recorded tree
				// whose groups are all root's, or all the user's, is laid
				// out as the test's own, with the judge as another user,
				// or as this one.
				all, none := true, true
				for _, g := range tt.groups[1:] {
					all, none = all && g.users, none && !g.users
				}
				switch {
				case all:
					mine = os.Geteuid()
				case none:
					mine = os.Geteuid() + 1
				default:
					t.Skip("the recorded tree has groups of root's and of the user's: laying it out needs root")
				}
				h.euid = mine
			}
			write := func(path, content string) {
				path = filepath.Join(root, path)
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			write("proc/self/mountinfo", tt.mountinfo)
			write("proc/self/cgroup", tt.self)
			const mount = "sys/fs/cgroup"
			if tt.kind == CgroupV1 {
				for _, c := range v1Controllers {
					os.MkdirAll(filepath.Join(root, mount, c, "process_api/2ce3"), 0o755)
				}
			}
			for _, g := range tt.groups {
				dir := filepath.Join(mount, g.path)
				var procs []string
				for _, p := range g.procs {
					procs = append(procs, strconv.Itoa(p))
				}
				write(filepath.Join(dir, "cgroup.controllers"), g.controllers+"\n")
				write(filepath.Join(dir, "cgroup.procs"), strings.Join(procs, "\n"))
				write(filepath.Join(dir, "cgroup.subtree_control"), "")
				owner := others
				if g.users && !tt.root {
					owner = mine
				}
				if owner >= 0 && owner != os.Geteuid() {
					for _, p := range []string{"", "cgroup.procs", "cgroup.subtree_control"} {
						if err := os.Lchown(filepath.Join(root, dir, p), owner, owner); err != nil {
							t.Fatal(err)
						}
					}
				}
			}
			kind, v1, v2, why := detectCgroups(h)
			if kind != tt.kind {
				t.Fatalf("found %q (%s), want %q", kind, why, tt.kind)
			}
			for _, w := range tt.why {
				if !strings.Contains(why, w) {
					t.Errorf("why: %q; want it to say %q", why, w)
				}
			}
			switch kind {
			case CgroupV1:
				want := map[string]string{}
				for c, own := range map[string]string{"memory": "process_api/2ce3", "pids": "", "cpuacct": ""} {
					want[c] = filepath.Join(root, mount, c, own)
				}
				if !reflect.DeepEqual(v1, want) || v2 != "" {
					t.Errorf("v1 %v, v2 %q; want v1 %v", v1, v2, want)
				}
			case CgroupV2:
				if want := filepath.Join(root, mount, tt.runs); v2 != want || v1 != nil {
					t.Errorf("run groups in %q, want %q", v2, want)
				}
			}
			for file, want := range tt.wrote {
				if got, err := os.ReadFile(filepath.Join(root, mount, file)); err != nil || string(got) != want {
					t.Errorf("%s: %q, %v; want %q written", file, got, err, want)
				}
			}
		})
	}
}
