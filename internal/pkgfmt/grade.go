package pkgfmt

import (
	"gametheory/internal/verdict"
	"math"
)

// graderFlags are the default grader's flags: how a group's verdict
// comes from its items' (first_error, the default, worst_error,
// always_accept, accept_if_any_accepted), how its score does (sum, the
// default, avg, min, max), and ignore_sample, at data/, to leave the
// samples out.
var graderFlags = map[string]bool{
	"first_error": true, "worst_error": true, "always_accept": true, "accept_if_any_accepted": true,
	"sum": true, "avg": true, "min": true, "max": true, "ignore_sample": true,
}

// A CaseResult is what became of a case in a run: its verdict, and the
// score its validator gave it (nil: none); or Skipped, not judged, since
// a rejection before it ended a group that holds it (on_reject: break).
type CaseResult struct {
	Verdict verdict.Verdict
	Score   *float64
	Skipped bool
}

// A Grade is a group's verdict and score in a run, as the default grader
// gives them.
type Grade struct {
	Verdict verdict.Verdict
	Score   float64
	// Judged says some case of the group was judged; a group with none
	// has no grade, and counts for nothing in the group above it.
	Judged bool
	// Complete says every case of the group is known, judged or skipped.
	Complete bool
}

// Grade grades g in a run whose case i has the result results[i] (nil
// while it is not known): its items' grades, each case's verdict with
// its score (the validator's, else its group's accept_score or
// reject_score), aggregated by its grader flags.
func (p *Package) Grade(g *Group, results []*CaseResult) Grade {
	flags := map[string]bool{}
	for _, f := range g.GraderFlags {
		flags[f] = true
	}
	out := Grade{Complete: true}
	var subs []Grade
	for _, it := range g.Items {
		if it.Group != nil {
			sub := p.Grade(it.Group, results)
			out.Complete = out.Complete && sub.Complete
			if sub.Judged && !(flags["ignore_sample"] && g == p.Root && it.Group.Name == "sample") {
				subs = append(subs, sub)
			}
			continue
		}
		r := results[it.Case.Index]
		switch {
		case r == nil:
			out.Complete = false
		case !r.Skipped:
			s := Grade{Verdict: r.Verdict, Score: g.RejectScore, Judged: true}
			if r.Verdict == verdict.AC {
				s.Score = g.AcceptScore
				if r.Score != nil {
					s.Score = *r.Score
				}
			}
			subs = append(subs, s)
		}
	}
	if len(subs) == 0 {
		out.Verdict = verdict.AC
		return out
	}
	out.Judged = true
	out.Verdict = verdict.AC
	anyAC := false
	for _, s := range subs {
		switch {
		case s.Verdict == verdict.AC:
			anyAC = true
		case flags["worst_error"]:
			if severity(s.Verdict) > severity(out.Verdict) {
				out.Verdict = s.Verdict
			}
		case out.Verdict == verdict.AC: // first_error
			out.Verdict = s.Verdict
		}
	}
	if flags["always_accept"] || flags["accept_if_any_accepted"] && anyAC {
		out.Verdict = verdict.AC
	}
	switch {
	case flags["min"]:
		out.Score = math.Inf(1)
		for _, s := range subs {
			out.Score = math.Min(out.Score, s.Score)
		}
	case flags["max"]:
		out.Score = math.Inf(-1)
		for _, s := range subs {
			out.Score = math.Max(out.Score, s.Score)
		}
	default:
		for _, s := range subs {
			out.Score += s.Score
		}
		if flags["avg"] {
			out.Score /= float64(len(subs))
		}
	}
	return out
}

// severity orders verdicts for worst_error: a wrong answer, then past the
// time limit, then a run-time error (the judge's finer verdicts beside
// the ones they refine), then a compile error and the judge's own
// failures.
func severity(v verdict.Verdict) int {
	switch v {
	case verdict.AC:
		return 0
	case verdict.WA, verdict.PE:
		return 1
	case verdict.TLE, verdict.ILE:
		return 2
	case verdict.RE, verdict.MLE, verdict.OLE:
		return 3
	case verdict.CE:
		return 4
	}
	return 5
}

// Skipped reports whether case i is not to be judged in a run whose
// results are known as results says: a group that holds it breaks on a
// rejection (on_reject: break), and a case or a group before it in that
// group was rejected. A group counts as rejected only once all its cases
// are known, so that a run may ask before every result is in.
func (p *Package) Skipped(i int, results []*CaseResult) bool {
	c := p.Cases[i]
	item := Item{Case: c}
	for g := c.Group; g != nil; item, g = (Item{Group: g}), g.parent {
		if g.OnReject != "break" {
			continue
		}
		for _, it := range g.Items {
			if it == item {
				break
			}
			if it.Case != nil {
				if r := results[it.Case.Index]; r != nil && !r.Skipped && r.Verdict != verdict.AC {
					return true
				}
				continue
			}
			if gr := p.Grade(it.Group, results); gr.Complete && gr.Judged && gr.Verdict != verdict.AC {
				return true
			}
		}
	}
	return false
}

// MaxScore is the most a run can score: the most of data/'s range, where
// it is given, else the score of a run that has every case accepted,
// where the validator does not give scores; false when neither tells.
func (p *Package) MaxScore() (float64, bool) {
	if max := p.Root.Range[1]; !math.IsInf(max, 1) {
		return max, true
	}
	if p.ScoreValidator {
		return 0, false
	}
	all := make([]*CaseResult, len(p.Cases))
	for i := range all {
		all[i] = &CaseResult{Verdict: verdict.AC}
	}
	return p.Grade(p.Root, all).Score, true
}
