package proc

import (
	"errors"
	"fmt"
	"os"
	"syscall"
	"time"
	"unsafe"
)

// A job is one run in a job object: the program is created suspended,
// assigned to the job, then resumed, so that it and every process it
// starts are in the job from their first instruction. The job limits the
// memory they commit together, counts their CPU time and peak memory, and
// kills every one of them when the run ends (and, should the judge die,
// when the system closes the job's last handle).
type job struct {
	handle  syscall.Handle
	port    syscall.Handle // the job's notifications: the memory limit reached
	process *os.Process
	oom     bool
}

var (
	kernel32            = syscall.NewLazyDLL("kernel32.dll")
	ntdll               = syscall.NewLazyDLL("ntdll.dll")
	procCreateJobObject = kernel32.NewProc("CreateJobObjectW")
	procSetInfoJob      = kernel32.NewProc("SetInformationJobObject")
	procQueryInfoJob    = kernel32.NewProc("QueryInformationJobObject")
	procAssignToJob     = kernel32.NewProc("AssignProcessToJobObject")
	procTerminateJob    = kernel32.NewProc("TerminateJobObject")
	procGetQueued       = kernel32.NewProc("GetQueuedCompletionStatus")
	procResumeProcess   = ntdll.NewProc("NtResumeProcess")
	// Wine runs Windows programs on Linux; its job objects take processes
	// and kill them but neither limit memory nor count CPU time or memory.
	underWine = ntdll.NewProc("wine_get_version").Find() == nil
)

const (
	// JOBOBJECTINFOCLASS values.
	jobBasicAccounting = 1
	jobAssociatePort   = 7
	jobExtendedLimit   = 9
	// Limit flags: kill every process when the job's last handle closes;
	// end a process at an unhandled exception instead of showing a dialog;
	// bound the number of processes; bound the memory committed.
	limitKillOnClose  = 0x2000
	limitDieOnUnhandl = 0x400
	limitActive       = 0x8
	limitJobMemory    = 0x200
	// msgJobMemoryLimit is the notification that the job reached its
	// memory limit: a process was refused memory.
	msgJobMemoryLimit = 10
	createSuspended   = 0x4
	// processAccess: PROCESS_SET_QUOTA, PROCESS_TERMINATE and
	// PROCESS_SUSPEND_RESUME, to assign and resume the process.
	processAccess = 0x0100 | 0x0001 | 0x0800
)

// jobBasicLimit is JOBOBJECT_BASIC_LIMIT_INFORMATION.
type jobBasicLimit struct {
	PerProcessUserTimeLimit int64
	PerJobUserTimeLimit     int64
	LimitFlags              uint32
	MinimumWorkingSetSize   uintptr
	MaximumWorkingSetSize   uintptr
	ActiveProcessLimit      uint32
	Affinity                uintptr
	PriorityClass           uint32
	SchedulingClass         uint32
}

// jobExtLimit is JOBOBJECT_EXTENDED_LIMIT_INFORMATION.
type jobExtLimit struct {
	Basic                 jobBasicLimit
	IoInfo                [6]uint64 // IO_COUNTERS
	ProcessMemoryLimit    uintptr
	JobMemoryLimit        uintptr
	PeakProcessMemoryUsed uintptr
	PeakJobMemoryUsed     uintptr
}

// jobAccounting is JOBOBJECT_BASIC_ACCOUNTING_INFORMATION.
type jobAccounting struct {
	TotalUserTime             int64 // in 100 ns
	TotalKernelTime           int64
	ThisPeriodTotalUserTime   int64
	ThisPeriodTotalKernelTime int64
	TotalPageFaultCount       uint32
	TotalProcesses            uint32
	ActiveProcesses           uint32
	TotalTerminatedProcesses  uint32
}

// jobPort is JOBOBJECT_ASSOCIATE_COMPLETION_PORT.
type jobPort struct {
	Key  uintptr
	Port syscall.Handle
}

// detect lists Windows' one containment, and says what wine leaves out.
func detect() (kinds []string, why string, lacking map[string]string) {
	if underWine {
		why = "under wine, whose job objects neither limit memory nor count CPU time or memory"
	}
	return []string{JobObject}, why, nil
}

// start starts p in a job object of its own.
func start(kind string, p *program) (box, <-chan exit, error) {
	j, err := newJob(p.lim.MemoryKiB)
	if err != nil {
		return nil, nil, err
	}
	var proc *os.Process
	err = retryStart(func() (err error) {
		proc, err = os.StartProcess(p.path, p.argv, &os.ProcAttr{
			Dir:   p.lim.Dir,
			Env:   p.env(),
			Files: []*os.File{p.stdin, p.stdout, p.stderr},
			Sys:   &syscall.SysProcAttr{CreationFlags: createSuspended, CmdLine: cmdLine(p.argv)},
		})
		return err
	}, startLost)
	if err != nil {
		j.close()
		return nil, nil, err
	}
	j.process = proc
	if err := j.assignAndResume(proc.Pid); err != nil {
		proc.Kill()
		proc.Wait()
		j.close()
		return nil, nil, err
	}
	ended := make(chan exit, 1)
	go func() {
		st, err := proc.Wait()
		if err != nil {
			ended <- exit{code: -1, signal: "an unknown end (" + err.Error() + ")", at: time.Now()}
			return
		}
		ended <- processExit(st)
	}()
	return j, ended, nil
}

// newJob makes a job that kills its processes when closed, with memory
// limited to memKiB (0: no limit), at most maxProcs processes, and its
// notifications on a completion port.
func newJob(memKiB int64) (*job, error) {
	h, _, err := procCreateJobObject.Call(0, 0)
	if h == 0 {
		return nil, fmt.Errorf("cannot make a job object: %v", err)
	}
	j := &job{handle: syscall.Handle(h)}
	var lim jobExtLimit
	lim.Basic.LimitFlags = limitKillOnClose | limitDieOnUnhandl | limitActive
	lim.Basic.ActiveProcessLimit = maxProcs
	if memKiB > 0 {
		lim.Basic.LimitFlags |= limitJobMemory
		lim.JobMemoryLimit = uintptr(memKiB) << 10
	}
	if err := j.set(jobExtendedLimit, unsafe.Pointer(&lim), unsafe.Sizeof(lim)); err != nil {
		j.close()
		return nil, err
	}
	if j.port, err = syscall.CreateIoCompletionPort(syscall.InvalidHandle, 0, 0, 1); err != nil {
		j.close()
		return nil, fmt.Errorf("cannot make a completion port: %v", err)
	}
	port := jobPort{Key: 1, Port: j.port}
	if err := j.set(jobAssociatePort, unsafe.Pointer(&port), unsafe.Sizeof(port)); err != nil {
		j.close()
		return nil, err
	}
	return j, nil
}

func (j *job) set(class uintptr, info unsafe.Pointer, size uintptr) error {
	if r, _, err := procSetInfoJob.Call(uintptr(j.handle), class, uintptr(info), size); r == 0 {
		return fmt.Errorf("cannot set up the job object: %v", err)
	}
	return nil
}

func (j *job) query(class uintptr, info unsafe.Pointer, size uintptr) bool {
	r, _, _ := procQueryInfoJob.Call(uintptr(j.handle), class, uintptr(info), size, 0)
	return r != 0
}

// assignAndResume puts the suspended process pid in the job and lets it run.
func (j *job) assignAndResume(pid int) error {
	h, err := syscall.OpenProcess(processAccess, false, uint32(pid))
	if err != nil {
		return fmt.Errorf("cannot open the program's process: %v", err)
	}
	defer syscall.CloseHandle(h)
	if r, _, err := procAssignToJob.Call(uintptr(j.handle), uintptr(h)); r == 0 {
		return fmt.Errorf("cannot put the program in its job object: %v", err)
	}
	if st, _, _ := procResumeProcess.Call(uintptr(h)); st != 0 {
		return fmt.Errorf("cannot resume the program: NTSTATUS %#x", st)
	}
	return nil
}

// sample reads the job's CPU time and peak memory so far, and whether it
// reached its memory limit.
func (j *job) sample() usage {
	u := usage{cpu: Unknown, peakKiB: Unknown}
	if underWine {
		return u
	}
	var acct jobAccounting
	if j.query(jobBasicAccounting, unsafe.Pointer(&acct), unsafe.Sizeof(acct)) {
		u.cpu = time.Duration(acct.TotalUserTime+acct.TotalKernelTime) * 100
	}
	var lim jobExtLimit
	if j.query(jobExtendedLimit, unsafe.Pointer(&lim), unsafe.Sizeof(lim)) {
		u.peakKiB = int64(lim.PeakJobMemoryUsed >> 10)
	}
	for {
		var msg uint32
		var key uintptr
		var overlapped *syscall.Overlapped
		r, _, _ := procGetQueued.Call(uintptr(j.port), uintptr(unsafe.Pointer(&msg)), uintptr(unsafe.Pointer(&key)), uintptr(unsafe.Pointer(&overlapped)), 0)
		if r == 0 {
			break
		}
		if msg == msgJobMemoryLimit {
			j.oom = true
		}
	}
	u.oom = j.oom
	return u
}

// waited is Unknown: Windows does not tell how long a thread waited for a CPU.
func (j *job) waited() time.Duration { return Unknown }

// kill terminates every process of the job and returns once none is left.
func (j *job) kill() {
	procTerminateJob.Call(uintptr(j.handle), 1)
	for i := 0; i < 1000; i++ {
		var acct jobAccounting
		if !j.query(jobBasicAccounting, unsafe.Pointer(&acct), unsafe.Sizeof(acct)) || acct.ActiveProcesses == 0 {
			return
		}
		time.Sleep(time.Millisecond)
	}
}

func (j *job) finish() (usage, error) {
	u := j.sample()
	if err := j.close(); err != nil {
		return u, err
	}
	return u, nil
}

// close closes the job, killing whatever is left in it.
func (j *job) close() error {
	var errs []error
	if j.port != 0 {
		errs = append(errs, syscall.CloseHandle(j.port))
	}
	errs = append(errs, syscall.CloseHandle(j.handle))
	if j.process != nil {
		j.process.Release()
	}
	return errors.Join(errs...)
}

// maxProcs bounds the processes of one run, so a fork bomb ends as a
// failed start instead of a stuck machine.
const maxProcs = 1024

// exceptions name the NTSTATUS codes a crashed program commonly exits with.
var exceptions = map[uint32]string{
	0xC0000005: "access violation",
	0xC00000FD: "stack overflow",
	0xC0000094: "integer divide by zero",
	0xC0000095: "integer overflow",
	0xC000008E: "floating-point divide by zero",
	0xC0000090: "floating-point invalid operation",
	0xC000001D: "illegal instruction",
	0xC0000096: "privileged instruction",
	0xC0000409: "stack buffer overrun (fast fail, as abort does)",
	0xC0000017: "no memory",
	0xC000008C: "array bounds exceeded",
	0x80000003: "breakpoint",
	0xC0000374: "heap corruption",
	0xC0000135: "a DLL was not found",
	0xC000013A: "ended by Ctrl-C",
}

// processExit is how a process that has ended ended.
func processExit(ps *os.ProcessState) exit { return exitOf(uint32(ps.ExitCode())) }

// exitOf reads a process's exit status: an NTSTATUS error code, which a
// crash leaves, names the exception; anything else is an exit code, read
// as the signed number a C program's exit(-1) means.
func exitOf(code uint32) exit {
	name, known := exceptions[code]
	if known || code>>16 == 0xC000 { // severity error, facility 0: an exception
		if !known {
			name = "exception"
		}
		return exit{code: -1, signal: fmt.Sprintf("0x%08X %s", code, name), at: time.Now()}
	}
	return exit{code: int(int32(code)), at: time.Now()}
}

// unixSignals: Windows has none beyond those syscall names everywhere.
var unixSignals = map[syscall.Signal]string{}
