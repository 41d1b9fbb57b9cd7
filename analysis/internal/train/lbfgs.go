package main

import "math"

// objective returns the loss at x and writes its gradient to grad.
type objective func(x, grad []float64) float64

// minimize runs L-BFGS with a backtracking (Armijo) line search from x,
// which it updates in place. It is deterministic: no randomness, and the
// objective is evaluated in a fixed order.
func minimize(f objective, x []float64, maxIter, history int, logf func(iter int, loss float64)) float64 {
	n := len(x)
	g := make([]float64, n)
	loss := f(x, g)
	type pair struct {
		s, y []float64
		rho  float64
	}
	var mem []pair
	d := make([]float64, n)
	xNew := make([]float64, n)
	gNew := make([]float64, n)
	alpha := make([]float64, history)
	for iter := 1; iter <= maxIter; iter++ {
		// Two-loop recursion: d = -H g.
		for i := range d {
			d[i] = -g[i]
		}
		for k := len(mem) - 1; k >= 0; k-- {
			alpha[k] = mem[k].rho * dot(mem[k].s, d)
			axpy(-alpha[k], mem[k].y, d)
		}
		if len(mem) > 0 {
			last := mem[len(mem)-1]
			scale(dot(last.s, last.y)/dot(last.y, last.y), d)
		} else {
			scale(1/math.Max(1, math.Sqrt(dot(g, g))), d)
		}
		for k := range mem {
			beta := mem[k].rho * dot(mem[k].y, d)
			axpy(alpha[k]-beta, mem[k].s, d)
		}
		gd := dot(g, d)
		if gd >= 0 { // not a descent direction: restart from steepest descent
			mem = mem[:0]
			for i := range d {
				d[i] = -g[i]
			}
			gd = dot(g, d)
		}
		step := 1.0
		var newLoss float64
		ok := false
		for try := 0; try < 30; try++ {
			for i := range x {
				xNew[i] = x[i] + step*d[i]
			}
			newLoss = f(xNew, gNew)
			if newLoss <= loss+1e-4*step*gd {
				ok = true
				break
			}
			step *= 0.5
		}
		if !ok {
			break
		}
		s := make([]float64, n)
		y := make([]float64, n)
		if len(mem) == history {
			s, y = mem[0].s, mem[0].y
			mem = append(mem[:0], mem[1:]...)
		}
		for i := range x {
			s[i] = xNew[i] - x[i]
			y[i] = gNew[i] - g[i]
		}
		sy := dot(s, y)
		if sy > 1e-12 {
			mem = append(mem, pair{s: s, y: y, rho: 1 / sy})
		}
		copy(x, xNew)
		copy(g, gNew)
		improved := loss - newLoss
		loss = newLoss
		if logf != nil {
			logf(iter, loss)
		}
		if improved < 1e-9*math.Max(1, math.Abs(loss)) {
			break
		}
	}
	return loss
}

func dot(a, b []float64) float64 {
	var s float64
	for i := range a {
		s += a[i] * b[i]
	}
	return s
}

func axpy(a float64, x, y []float64) {
	for i := range x {
		y[i] += a * x[i]
	}
}

func scale(a float64, x []float64) {
	for i := range x {
		x[i] *= a
	}
}
