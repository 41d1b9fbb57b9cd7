package server

import "testing"

// TestLocalPath: the return addresses of the sign-in (next) and of the
// dashboard's posts (back) stay on the site, whatever a crafted link holds:
// browsers drop tabs and line breaks from an address and read a backslash
// as a slash, so each of these would otherwise lead to evil.example.
func TestLocalPath(t *testing.T) {
	for _, prefix := range []string{"", "/feedback"} {
		s := &Server{cfg: Config{Prefix: prefix}}
		for _, p := range []string{"/rooms", "/inbox?room=A+b&q=x#item-1", "/forms/abc/edit", "/rooms/Caf%C3%A9"} {
			if !s.localPath(prefix + p) {
				t.Errorf("prefix %q: %q refused", prefix, prefix+p)
			}
		}
		for _, p := range []string{"", "rooms", "//evil.example/x", "https://evil.example/", "/\\evil.example/x", "/\t/evil.example/x"} {
			if s.localPath(p) {
				t.Errorf("prefix %q: %q accepted", prefix, p)
			}
		}
		// Below the prefix too: a control character or a backslash anywhere.
		for _, p := range []string{"/\\evil.example/x", "/\t/evil.example/x", "/\n/evil.example/x",
			"/\r/evil.example", "/\x00/evil.example", "/\x7f/evil.example", "/\x0b/evil.example", "/\x0c/evil.example", "/%zz"} {
			if s.localPath(prefix + p) {
				t.Errorf("prefix %q: %q accepted", prefix, prefix+p)
			}
		}
		if prefix != "" && s.localPath("/rooms") {
			t.Errorf("prefix %q: a path outside the prefix accepted", prefix)
		}
	}
}
