package smtptest

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net/mail"
	"strings"
)

type rawMessage struct {
	header mail.Header
	body   []byte
}

func readMessage(raw []byte) (*rawMessage, error) {
	msg, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		return nil, err
	}
	body, err := io.ReadAll(msg.Body)
	if err != nil {
		return nil, err
	}
	return &rawMessage{header: msg.Header, body: body}, nil
}

// decodeHeader decodes RFC 2047 encoded words, keeping the raw value when it
// cannot.
func decodeHeader(v string) string {
	dec := new(mime.WordDecoder)
	s, err := dec.DecodeHeader(v)
	if err != nil {
		return v
	}
	return s
}

// walk records in m the first text/plain and text/html parts found in a part
// of the given content type and transfer encoding.
func walk(contentType, encoding string, body io.Reader, m *Message) error {
	if contentType == "" {
		contentType = "text/plain; charset=utf-8"
	}
	mediaType, params, err := mime.ParseMediaType(contentType)
	if err != nil {
		return fmt.Errorf("content type %q: %w", contentType, err)
	}
	if strings.HasPrefix(mediaType, "multipart/") {
		mr := multipart.NewReader(body, params["boundary"])
		for {
			p, err := mr.NextPart()
			if err == io.EOF {
				return nil
			}
			if err != nil {
				return fmt.Errorf("multipart: %w", err)
			}
			// multipart.Reader already decodes quoted-printable parts and
			// then drops their Content-Transfer-Encoding header.
			if err := walk(p.Header.Get("Content-Type"), p.Header.Get("Content-Transfer-Encoding"), p, m); err != nil {
				return err
			}
		}
	}
	if mediaType != "text/plain" && mediaType != "text/html" {
		return nil
	}
	data, err := io.ReadAll(decoder(encoding, body))
	if err != nil {
		return fmt.Errorf("%s body: %w", mediaType, err)
	}
	text := strings.ReplaceAll(string(data), "\r\n", "\n")
	switch {
	case mediaType == "text/plain" && m.Text == "":
		m.Text = text
	case mediaType == "text/html" && m.HTML == "":
		m.HTML = text
	}
	return nil
}

func decoder(encoding string, r io.Reader) io.Reader {
	switch strings.ToLower(strings.TrimSpace(encoding)) {
	case "base64":
		return base64.NewDecoder(base64.StdEncoding, &stripNewlines{r: r})
	case "quoted-printable":
		return quotedprintable.NewReader(r)
	}
	return r
}

// stripNewlines drops CR and LF, which base64 bodies wrap lines with.
type stripNewlines struct{ r io.Reader }

func (s *stripNewlines) Read(p []byte) (int, error) {
	for {
		n, err := s.r.Read(p)
		j := 0
		for _, c := range p[:n] {
			if c != '\r' && c != '\n' {
				p[j] = c
				j++
			}
		}
		if j > 0 || err != nil {
			return j, err
		}
	}
}
