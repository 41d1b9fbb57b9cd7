package server

import "testing"

// A formula after a list separator or a line break within a cell is
// neutralized too: a spreadsheet splitting the file by ';' (or reading a
// quoted line break as the end of a line) would start a cell there.
func TestCSVCellAfterSeparators(t *testing.T) {
	for in, want := range map[string]string{
		"nice;=SUM(1+1)":     "nice;'=SUM(1+1)",
		"B;=cmd|calc":        "B;'=cmd|calc",
		"a,+1":               "a,'+1",
		"x;@A1;-2":           "x;'@A1;'-2",
		"a;\"=1":             "a;'\"=1",
		"line\r\n=HYPERLINK": "line\r\n'=HYPERLINK",
		"=a;=b":              "'=a;'=b",
		"a; =1":              "a; =1", // a space makes it text
		"a;b,c":              "a;b,c",
		"a=b;c=d":            "a=b;c=d",
		";":                  ";",
		"ä;=ö":               "ä;'=ö",
	} {
		if got := csvCell(in); got != want {
			t.Errorf("csvCell(%q) = %q, want %q", in, got, want)
		}
	}
}
