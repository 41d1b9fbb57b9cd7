// Package qrcode draws QR codes of links as PNG and SVG images, each with
// the quiet zone of four modules that scanners need. The codes are made by
// github.com/boombuler/barcode at error correction level M (15%).
package qrcode

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"strings"

	"github.com/boombuler/barcode"
	"github.com/boombuler/barcode/qr"
)

// quiet is the width of the margin, in modules.
const quiet = 4

// Code is the matrix of a QR code.
type Code struct {
	bc barcode.Barcode
	n  int // modules per side, without the quiet zone
}

// New encodes content.
func New(content string) (*Code, error) {
	bc, err := qr.Encode(content, qr.M, qr.Auto)
	if err != nil {
		return nil, fmt.Errorf("qrcode: %w", err)
	}
	return &Code{bc: bc, n: bc.Bounds().Dx()}, nil
}

// Modules returns the number of modules per side, the quiet zone included.
func (c *Code) Modules() int { return c.n + 2*quiet }

// dark reports whether the module x, y (quiet zone included) is dark.
func (c *Code) dark(x, y int) bool {
	x, y = x-quiet, y-quiet
	if x < 0 || y < 0 || x >= c.n || y >= c.n {
		return false
	}
	r, _, _, _ := c.bc.At(x, y).RGBA()
	return r < 0x8000
}

// PNG draws the code in a square of about size pixels: each module is
// size/Modules() pixels (at least 1), so the image is the largest whole
// multiple of the modules that fits in size, or the smallest above it.
func (c *Code) PNG(size int) ([]byte, error) {
	m := c.Modules()
	scale := max(1, size/m)
	img := image.NewPaletted(image.Rect(0, 0, m*scale, m*scale), color.Palette{color.White, color.Black})
	for y := range m {
		for x := range m {
			if !c.dark(x, y) {
				continue
			}
			for dy := range scale {
				for dx := range scale {
					img.SetColorIndex(x*scale+dx, y*scale+dy, 1)
				}
			}
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return nil, fmt.Errorf("qrcode: %w", err)
	}
	return buf.Bytes(), nil
}

// SVG draws the code as a scalable image, one unit per module, with a
// title (the link) for assistive technology.
func (c *Code) SVG() []byte {
	m := c.Modules()
	var path strings.Builder
	for y := range m {
		// One rectangle per run of dark modules in the row.
		for x := 0; x < m; x++ {
			if !c.dark(x, y) {
				continue
			}
			run := 1
			for x+run < m && c.dark(x+run, y) {
				run++
			}
			fmt.Fprintf(&path, "M%d %dh%dv1h-%dz", x, y, run, run)
			x += run
		}
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" shape-rendering="crispEdges" role="img">`, m, m)
	b.WriteString("<title>")
	_ = xml.EscapeText(&b, []byte(c.bc.Content())) // a bytes.Buffer does not fail
	b.WriteString("</title>")
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="#fff"/><path fill="#000" d="%s"/></svg>`, m, m, path.String())
	return b.Bytes()
}
