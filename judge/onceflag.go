package main

import (
	"flag"
	"fmt"
)

// onceFlag is a string flag that names one program: given twice, it is a
// usage error, not the first value silently replaced by the second (-c
// a.py -c b.py judged b.py, a helper module, as the program).
type onceFlag struct {
	p   *string
	set bool
}

// onceVar defines the flag name on fs, as fs.StringVar would, with the
// default "".
func onceVar(fs *flag.FlagSet, p *string, name, usage string) {
	fs.Var(&onceFlag{p: p}, name, usage)
}

func (o *onceFlag) String() string {
	if o == nil || o.p == nil {
		return ""
	}
	return *o.p
}

func (o *onceFlag) Set(v string) error {
	if o.set {
		return fmt.Errorf("given twice (first %q): a program of several files is its folder (-c ./dir/) or its files in one word (-c '%s %s')", *o.p, *o.p, v)
	}
	*o.p, o.set = v, true
	return nil
}
