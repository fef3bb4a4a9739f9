package cgt

// A trajectory is a continuous piecewise-linear function of the
// temperature t >= -1, as a thermograph's walls are: its value at each
// of the points t[0] = -1 < t[1] < ..., and its slope from each point to
// the next (the last one's for ever after). A wall's slopes are -1, 0 or
// 1, so the points where two walls cross are dyadic too.
type trajectory struct {
	t, v  []Dyadic
	slope []int64
}

// constant is the trajectory of value x everywhere: a number's walls.
func constant(x Dyadic) trajectory {
	return trajectory{t: []Dyadic{intDyadic(-1)}, v: []Dyadic{x}, slope: []int64{0}}
}

// at returns the value at t >= -1.
func (f trajectory) at(t Dyadic) Dyadic {
	i := f.segment(t)
	return f.v[i].Add(times(f.slope[i], t.Sub(f.t[i])))
}

// segment returns the index of the last point <= t.
func (f trajectory) segment(t Dyadic) int {
	i := 0
	for i+1 < len(f.t) && f.t[i+1].Cmp(t) <= 0 {
		i++
	}
	return i
}

// slopeAfter returns the slope just after t.
func (f trajectory) slopeAfter(t Dyadic) int64 { return f.slope[f.segment(t)] }

// times returns k·d for a small k.
func times(k int64, d Dyadic) Dyadic {
	r := Dyadic{}
	neg := k < 0
	if neg {
		k = -k
	}
	for ; k > 0; k-- {
		r = r.Add(d)
	}
	if neg {
		return r.Neg()
	}
	return r
}

// tilt returns f(t) + k·t.
func (f trajectory) tilt(k int64) trajectory {
	g := trajectory{t: f.t, v: make([]Dyadic, len(f.v)), slope: make([]int64, len(f.slope))}
	for i := range f.t {
		g.v[i] = f.v[i].Add(times(k, f.t[i]))
		g.slope[i] = f.slope[i] + k
	}
	return g
}

// extreme returns the pointwise maximum of f and g (sign 1) or their
// minimum (sign -1): at each point of either, and where they cross
// between two, the value and slope of the greater (or lesser).
func extreme(f, g trajectory, sign int) trajectory {
	points := mergePoints(f.t, g.t)
	// Where f - g changes sign inside a segment, it is 0 at a point of
	// its own: f - g is linear there, with slope ±1 or ±2.
	var all []Dyadic
	for i, p := range points {
		all = append(all, p)
		d := f.at(p).Sub(g.at(p))
		ds := f.slopeAfter(p) - g.slopeAfter(p)
		if ds == 0 || d.Sign() == 0 || (d.Sign() > 0) == (ds > 0) {
			continue
		}
		// d + ds·(x - p) = 0 at x = p - d/ds.
		x := p.Add(divide(d.Neg(), ds))
		if i+1 == len(points) || x.Cmp(points[i+1]) < 0 {
			all = append(all, x)
		}
	}
	var h trajectory
	for _, p := range all {
		a, b := f.at(p), g.at(p)
		sa, sb := f.slopeAfter(p), g.slopeAfter(p)
		c := a.Cmp(b) * sign
		v, s := a, sa
		if c < 0 || c == 0 && (sb-sa)*int64(sign) > 0 {
			v, s = b, sb
		}
		h.add(p, v, s)
	}
	return h
}

// divide returns d/k for k = ±1 or ±2, the slopes' differences.
func divide(d Dyadic, k int64) Dyadic {
	if k < 0 {
		d, k = d.Neg(), -k
	}
	if k == 2 {
		return d.Half()
	}
	if k != 1 {
		panic("cgt: a thermograph's walls have slopes -1, 0 and 1")
	}
	return d
}

// add appends the point t with value v and slope s after it, unless the
// trajectory already goes on through it with that slope.
func (f *trajectory) add(t, v Dyadic, s int64) {
	if n := len(f.t); n > 0 && f.slope[n-1] == s {
		return
	}
	f.t, f.v, f.slope = append(f.t, t), append(f.v, v), append(f.slope, s)
}

// mergePoints returns the sorted union of two sorted lists of points.
func mergePoints(a, b []Dyadic) []Dyadic {
	var out []Dyadic
	for len(a) > 0 || len(b) > 0 {
		var p Dyadic
		switch {
		case len(b) == 0 || len(a) > 0 && a[0].Cmp(b[0]) < 0:
			p, a = a[0], a[1:]
		case len(a) == 0 || b[0].Cmp(a[0]) < 0:
			p, b = b[0], b[1:]
		default:
			p, a, b = a[0], a[1:], b[1:]
		}
		out = append(out, p)
	}
	return out
}

// A thermograph is a game's left and right walls, which meet at its
// temperature and go on from there as one vertical mast at its mean.
type thermograph struct {
	left, right trajectory
	mean, temp  Dyadic
}

// thermograph returns the thermograph of the non-number id (Siegel, CGT
// II.5; Winning Ways ch. 6): the left scaffold is the greatest right wall
// of a left option, less t; the right scaffold the least left wall of a
// right option, plus t. The left scaffold never rises and the right one
// never falls, so they meet at one least t >= -1, the temperature; the
// value there is the mean, and above it both walls are the mast. A
// number's walls are the number at every t. A game that is not a number
// has options on both sides (one without left options is an integer), so
// both scaffolds exist.
func (t *table) thermograph(id uint32) *thermograph {
	if th := t.therm[id]; th != nil {
		return th
	}
	var th *thermograph
	if n := &t.nodes[id]; n.isUpStar {
		th = upStarThermograph(n.upStar)
	} else {
		th = t.optionsThermograph(id)
	}
	t.therm[id] = th
	return th
}

// optionsThermograph works out id's thermograph from its options', as
// thermograph describes.
func (t *table) optionsThermograph(id uint32) *thermograph {
	var ls, rs trajectory
	for i, x := range t.nodes[id].left {
		w := t.walls(x, false)
		if i == 0 {
			ls = w
		} else {
			ls = extreme(ls, w, 1)
		}
	}
	for i, x := range t.nodes[id].right {
		w := t.walls(x, true)
		if i == 0 {
			rs = w
		} else {
			rs = extreme(rs, w, -1)
		}
	}
	ls, rs = ls.tilt(-1), rs.tilt(1)
	temp := meet(ls, rs)
	mean := ls.at(temp)
	return &thermograph{left: mast(ls, temp, mean), right: mast(rs, temp, mean), mean: mean, temp: temp}
}

// upStarThermograph returns the thermograph of x + n·^ + *m, not a number,
// without a look at its options (x + *m has m a side): its mean is x, its
// temperature 0, and below 0 its left wall is x - t, or x where n <= -1
// but for v*, and its right wall x + t, or x where n >= 1 but for ^*. By
// induction on the forms of upstar.go: a left scaffold x - t comes of the
// left option x, and a right option whose left wall is x - t makes the
// right scaffold x.
func upStarThermograph(u upStar) *thermograph {
	wall := func(slope int64) trajectory {
		if slope == 0 {
			return constant(u.x)
		}
		return trajectory{t: []Dyadic{intDyadic(-1), {}}, v: []Dyadic{u.x.Sub(Dyadic{slope, 0}), u.x}, slope: []int64{slope, 0}}
	}
	left, right := wall(-1), wall(1)
	if u.n < 0 && !(u.n == -1 && u.m == 1) {
		left = constant(u.x)
	}
	if u.n > 0 && !(u.n == 1 && u.m == 1) {
		right = constant(u.x)
	}
	return &thermograph{left: left, right: right, mean: u.x}
}

// walls returns id's right wall (left false) or left wall (left true),
// the wall a move to id is valued by: Left moving to id is then at
// Right's mercy, and the reverse.
func (t *table) walls(id uint32, left bool) trajectory {
	if n := &t.nodes[id]; n.isNum {
		return constant(n.x)
	}
	if left {
		return t.thermograph(id).left
	}
	return t.thermograph(id).right
}

// meet returns the least t >= -1 with ls(t) <= rs(t), ls never rising
// and rs never falling, so that ls - rs never rises. The walls are
// compared, and the crossing p + (l - r)/k worked out as p + l/k - r/k,
// so that a gap l - r past the int64s is no error where the crossing is
// within them: {2^62|-2^62}'s walls are 2^63 + 2 apart at -1 and meet
// at 2^62.
func meet(ls, rs trajectory) Dyadic {
	points := mergePoints(ls.t, rs.t)
	for i, p := range points {
		l, r := ls.at(p), rs.at(p)
		if l.Cmp(r) <= 0 {
			return p
		}
		ds := ls.slopeAfter(p) - rs.slopeAfter(p)
		if ds >= 0 {
			continue
		}
		x := p.Add(divide(l, -ds)).Sub(divide(r, -ds))
		if i+1 == len(points) || x.Cmp(points[i+1]) <= 0 {
			return x
		}
	}
	panic("cgt: a thermograph's scaffolds never meet")
}

// mast returns f up to temp, then the constant mean.
func mast(f trajectory, temp, mean Dyadic) trajectory {
	var g trajectory
	for i, p := range f.t {
		if p.Cmp(temp) >= 0 {
			break
		}
		g.add(p, f.v[i], f.slope[i])
	}
	g.add(temp, mean, 0)
	return g
}
