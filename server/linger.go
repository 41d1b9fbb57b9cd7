package server

import (
	"io"
	"net"
	"sync"
	"time"
)

// Bounds of a lingering close.
const (
	// lingerBytes is the most a closing connection reads and discards: a
	// client still sending a body over the limit when the server answers
	// 413 and closes.
	lingerBytes = 16 << 20
	// lingerTimeout is the longest a closing connection waits for the
	// client to finish sending.
	lingerTimeout = 5 * time.Second
)

// lingerListener wraps the connections of a listener so that closing one
// first reads and discards what the client is still sending, within
// lingerBytes and lingerTimeout. Without it, a connection that the server
// closes with unread request bytes (a body over the limit, answered 413
// before it is read) is reset by the kernel, and the reset can reach the
// client before it has read the answer. net/http does the same after its
// handlers.
type lingerListener struct {
	net.Listener
}

// Accept returns the next connection, wrapped.
func (l lingerListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	return &lingerConn{Conn: c}, nil
}

// halfCloser is a connection whose sending side closes alone: *net.TCPConn,
// *tls.Conn.
type halfCloser interface {
	CloseWrite() error
}

// lingerConn is a connection of lingerListener.
type lingerConn struct {
	net.Conn
	once sync.Once
}

// Close ends the connection's sending side, so that the client sees the
// end of the answer, then, in the background, discards what the client
// still sends until it closes its side or a bound is reached, and closes.
func (c *lingerConn) Close() error {
	hc, ok := c.Conn.(halfCloser)
	if !ok {
		return c.Conn.Close()
	}
	var err error
	c.once.Do(func() {
		if err = hc.CloseWrite(); err != nil {
			err = c.Conn.Close()
			return
		}
		go func() {
			_ = c.Conn.SetReadDeadline(time.Now().Add(lingerTimeout))
			_, _ = io.CopyN(io.Discard, c.Conn, lingerBytes)
			_ = c.Conn.Close()
		}()
	})
	return err
}
