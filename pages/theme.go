package pages

import (
	"fmt"
	"html/template"
	"math"
	"strconv"
)

// defaultColor is the accent of an organization without a valid
// primaryColor.
const defaultColor = "#4F46E5"

// Theme is the accent colours of a page, derived from the organization's
// primary colour so that every text meets WCAG AA contrast (4.5:1).
type Theme struct {
	// Accent fills buttons and chosen answers: the primary colour.
	Accent string
	// OnAccent is the text on Accent: black or white, whichever
	// contrasts more (at least 4.5:1 for any Accent).
	OnAccent string
	// AccentText is the accent as text and outlines on the white page: the
	// primary colour, darkened until it contrasts 4.5:1 with white.
	AccentText string
}

// NewTheme returns the theme of a primary colour "#RRGGBB" (another value
// gets the default colour).
func NewTheme(primary string) Theme {
	rgb, ok := parseColor(primary)
	if !ok {
		rgb, _ = parseColor(defaultColor)
	}
	t := Theme{Accent: formatColor(rgb), OnAccent: "#000000"}
	if contrast(rgb, [3]float64{1, 1, 1}) > contrast(rgb, [3]float64{}) {
		t.OnAccent = "#ffffff"
	}
	text := rgb
	for contrast(text, [3]float64{1, 1, 1}) < 4.6 { // 4.5 after rounding to #rrggbb
		for i := range text {
			text[i] *= 0.9
		}
	}
	t.AccentText = formatColor(text)
	return t
}

// CSS returns the custom properties of t for a style element.
func (t Theme) CSS() template.CSS {
	return template.CSS(fmt.Sprintf("--accent:%s;--on-accent:%s;--accent-text:%s", t.Accent, t.OnAccent, t.AccentText))
}

// parseColor reads "#RRGGBB" as sRGB components in 0..1.
func parseColor(s string) ([3]float64, bool) {
	var rgb [3]float64
	if len(s) != 7 || s[0] != '#' {
		return rgb, false
	}
	for i := range rgb {
		v, err := strconv.ParseUint(s[1+2*i:3+2*i], 16, 8)
		if err != nil {
			return rgb, false
		}
		rgb[i] = float64(v) / 255
	}
	return rgb, true
}

func formatColor(rgb [3]float64) string {
	return fmt.Sprintf("#%02x%02x%02x", uint8(math.Round(rgb[0]*255)), uint8(math.Round(rgb[1]*255)), uint8(math.Round(rgb[2]*255)))
}

// luminance is the relative luminance of WCAG 2.
func luminance(rgb [3]float64) float64 {
	var l [3]float64
	for i, c := range rgb {
		if c <= 0.04045 {
			l[i] = c / 12.92
		} else {
			l[i] = math.Pow((c+0.055)/1.055, 2.4)
		}
	}
	return 0.2126*l[0] + 0.7152*l[1] + 0.0722*l[2]
}

// contrast is the WCAG 2 contrast ratio of two colours, 1 to 21.
func contrast(a, b [3]float64) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}
