package feedbackkit

import (
	"runtime/debug"
	"strings"
)

// ModulePath is the path of the feedbackkit module.
const ModulePath = "github.com/feedbackkit/feedbackkit"

// BuildInfo identifies the build of feedbackkit running, for logs,
// metrics and support.
type BuildInfo struct {
	// Version is the version of the feedbackkit module: its tag (v1.2.3),
	// a pseudo-version, or "(devel)" when the build knows none.
	Version string
	// Revision is the VCS commit, followed by "+dirty" when the checkout
	// had changes, and Time its commit time (RFC 3339): known only when
	// feedbackkit is the main module (cmd/feedbackd) built from a
	// checkout; "" otherwise.
	Revision string
	Time     string
	// GoVersion is the Go release that built the program.
	GoVersion string
}

// Version returns the build information of feedbackkit in the running
// program: of the main module when that is feedbackkit, else of the
// feedbackkit dependency of the host program.
func Version() BuildInfo {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return BuildInfo{Version: "(devel)"}
	}
	return buildInfo(info)
}

// buildInfo reads feedbackkit's version out of info.
func buildInfo(info *debug.BuildInfo) BuildInfo {
	b := BuildInfo{Version: "(devel)", GoVersion: info.GoVersion}
	if info.Main.Path != ModulePath {
		for _, dep := range info.Deps {
			if dep.Path == ModulePath {
				if dep.Replace != nil {
					dep = dep.Replace
				}
				if dep.Version != "" {
					b.Version = dep.Version
				}
			}
		}
		return b
	}
	if info.Main.Version != "" {
		b.Version = info.Main.Version
	}
	var dirty bool
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			b.Revision = s.Value
		case "vcs.time":
			b.Time = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if dirty && b.Revision != "" {
		b.Revision += "+dirty"
	}
	return b
}

// String returns the build information on one line: "v1.2.3 (revision
// abc123 of 2026-05-04T08:00:00Z, go1.26.0)".
func (b BuildInfo) String() string {
	var details []string
	if b.Revision != "" {
		rev := "revision " + b.Revision
		if b.Time != "" {
			rev += " of " + b.Time
		}
		details = append(details, rev)
	}
	if b.GoVersion != "" {
		details = append(details, b.GoVersion)
	}
	if len(details) == 0 {
		return b.Version
	}
	return b.Version + " (" + strings.Join(details, ", ") + ")"
}
