package feedbackkit

import (
	"runtime/debug"
	"testing"
)

func TestBuildInfo(t *testing.T) {
	for _, tc := range []struct {
		name string
		info debug.BuildInfo
		want BuildInfo
		str  string
	}{{
		name: "feedbackd from a checkout",
		info: debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Path: ModulePath, Version: "v1.4.0"},
			Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "abc123"}, {Key: "vcs.time", Value: "2026-05-04T08:00:00Z"}, {Key: "vcs.modified", Value: "true"}}},
		want: BuildInfo{Version: "v1.4.0", Revision: "abc123+dirty", Time: "2026-05-04T08:00:00Z", GoVersion: "go1.26.0"},
		str:  "v1.4.0 (revision abc123+dirty of 2026-05-04T08:00:00Z, go1.26.0)",
	}, {
		name: "a host program",
		info: debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Path: "example.com/host", Version: "v9.9.9"},
			Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "hostrev"}},
			Deps:     []*debug.Module{{Path: "example.com/other", Version: "v0.1.0"}, {Path: ModulePath, Version: "v1.3.2"}}},
		want: BuildInfo{Version: "v1.3.2", GoVersion: "go1.26.0"},
		str:  "v1.3.2 (go1.26.0)",
	}, {
		name: "a host program with feedbackkit replaced",
		info: debug.BuildInfo{Main: debug.Module{Path: "example.com/host"},
			Deps: []*debug.Module{{Path: ModulePath, Version: "v1.3.2", Replace: &debug.Module{Path: "../feedbackkit"}}}},
		want: BuildInfo{Version: "(devel)"},
		str:  "(devel)",
	}} {
		t.Run(tc.name, func(t *testing.T) {
			got := buildInfo(&tc.info)
			if got != tc.want {
				t.Errorf("buildInfo = %+v, want %+v", got, tc.want)
			}
			if got.String() != tc.str {
				t.Errorf("String() = %q, want %q", got.String(), tc.str)
			}
		})
	}
	if v := Version(); v.GoVersion == "" || v.Version == "" {
		t.Errorf("Version() = %+v, want a version and a Go version", v)
	}
}
