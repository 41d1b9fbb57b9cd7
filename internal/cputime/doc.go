// Package cputime measures the CPU time of the process, for benchmarks
// that report the work done per operation apart from the wall-clock time,
// which other load on the machine skews.
package cputime
