package qrcode_test

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/makiuchi-d/gozxing"
	zxingqr "github.com/makiuchi-d/gozxing/qrcode"

	"github.com/feedbackkit/feedbackkit/internal/qrcode"
)

// decode reads the QR code in img.
func decode(t *testing.T, img image.Image) string {
	t.Helper()
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	if err != nil {
		t.Fatal(err)
	}
	res, err := zxingqr.NewQRCodeReader().Decode(bmp, map[gozxing.DecodeHintType]any{gozxing.DecodeHintType_PURE_BARCODE: true})
	if err != nil {
		t.Fatalf("decode: %v", err)
	}
	return res.GetText()
}

var links = []string{
	"http://feedback.example/f/course-survey-7k2pqx9m",
	"https://host.example/feedback/r/k2x9ab/Week%201%20%26%202%3F%20%E2%9C%A8",
}

func TestPNG(t *testing.T) {
	for _, link := range links {
		code, err := qrcode.New(link)
		if err != nil {
			t.Fatal(err)
		}
		for _, size := range []int{64, 512, 2048} {
			data, err := code.PNG(size)
			if err != nil {
				t.Fatal(err)
			}
			img, err := png.Decode(bytes.NewReader(data))
			if err != nil {
				t.Fatal(err)
			}
			b := img.Bounds()
			m := code.Modules()
			if b.Dx() != b.Dy() || b.Dx()%m != 0 || (b.Dx() > size && b.Dx() != m) || b.Dx() <= size-m {
				t.Errorf("size %d: %dx%d image for %d modules", size, b.Dx(), b.Dy(), m)
			}
			// The quiet zone is white.
			scale := b.Dx() / m
			for i := range 4 * scale {
				if r, _, _, _ := img.At(i, i).RGBA(); r != 0xffff {
					t.Fatalf("size %d: dark pixel %d,%d in the quiet zone", size, i, i)
				}
			}
			if got := decode(t, img); got != link {
				t.Errorf("size %d: decoded %q, want %q", size, got, link)
			}
		}
	}
}

// svgRun is one rectangle of the SVG's path.
var svgRun = regexp.MustCompile(`M(\d+) (\d+)h(\d+)v1h-(\d+)z`)

func TestSVG(t *testing.T) {
	for _, link := range links {
		code, err := qrcode.New(link)
		if err != nil {
			t.Fatal(err)
		}
		svg := string(code.SVG())
		m := code.Modules()
		for _, want := range []string{fmt.Sprintf(`viewBox="0 0 %d %d"`, m, m), "<title>" + strings.ReplaceAll(link, "&", "&amp;") + "</title>", `role="img"`} {
			if !strings.Contains(svg, want) {
				t.Errorf("no %s in %.200s", want, svg)
			}
		}
		// Paint the path's rectangles, 8 pixels a module, and read them.
		const scale = 8
		img := image.NewGray(image.Rect(0, 0, m*scale, m*scale))
		for i := range img.Pix {
			img.Pix[i] = 0xff
		}
		runs := svgRun.FindAllStringSubmatch(svg, -1)
		if len(runs) == 0 {
			t.Fatalf("no rectangles in %.200s", svg)
		}
		for _, r := range runs {
			x, _ := strconv.Atoi(r[1])
			y, _ := strconv.Atoi(r[2])
			n, _ := strconv.Atoi(r[3])
			for px := x * scale; px < (x+n)*scale; px++ {
				for py := y * scale; py < (y+1)*scale; py++ {
					img.SetGray(px, py, color.Gray{})
				}
			}
		}
		if got := decode(t, img); got != link {
			t.Errorf("decoded %q, want %q", got, link)
		}
	}
}
