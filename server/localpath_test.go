package server

import "testing"

// TestLocalPath: the return addresses of the sign-in (next) and of the
// dashboard's posts (back) stay on the site, whatever a crafted link holds:
// browsers drop tabs and line breaks from an address and read a backslash
// as a slash, so each of these would otherwise lead to evil.example.
func TestLocalPath(t *testing.T) {
	for _, base := range []string{"", "/feedback"} {
		s := &Server{base: base} // the prefix, or the path a reverse proxy strips
		for _, p := range []string{"/rooms", "/inbox?room=A+b&q=x#item-1", "/forms/abc/edit", "/rooms/Caf%C3%A9"} {
			if !s.localPath(base + p) {
				t.Errorf("base %q: %q refused", base, base+p)
			}
		}
		for _, p := range []string{"", "rooms", "//evil.example/x", "https://evil.example/", "/\\evil.example/x", "/\t/evil.example/x"} {
			if s.localPath(p) {
				t.Errorf("base %q: %q accepted", base, p)
			}
		}
		// Below the base URL's path too: a control character or a backslash anywhere.
		for _, p := range []string{"/\\evil.example/x", "/\t/evil.example/x", "/\n/evil.example/x",
			"/\r/evil.example", "/\x00/evil.example", "/\x7f/evil.example", "/\x0b/evil.example", "/\x0c/evil.example", "/%zz"} {
			if s.localPath(base + p) {
				t.Errorf("base %q: %q accepted", base, base+p)
			}
		}
		if base != "" && s.localPath("/rooms") {
			t.Errorf("base %q: a path outside the base URL's path accepted", base)
		}
	}
}
