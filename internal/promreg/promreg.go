// Package promreg registers Prometheus collectors in a registry that
// outlives the component that registers them (a host program's), so that
// the component can take them out again when it closes.
package promreg

import "github.com/prometheus/client_golang/prometheus"

// Register registers every collector of cs in reg, or none: when one
// fails, those registered before it are unregistered and its error
// returned. unregister takes them all out of reg again; calling it more
// than once does nothing more.
func Register(reg prometheus.Registerer, cs ...prometheus.Collector) (unregister func(), err error) {
	var done []prometheus.Collector
	unregister = func() {
		for _, c := range done {
			reg.Unregister(c)
		}
		done = nil
	}
	for _, c := range cs {
		if err := reg.Register(c); err != nil {
			unregister()
			return nil, err
		}
		done = append(done, c)
	}
	return unregister, nil
}
