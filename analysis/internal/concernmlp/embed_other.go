//go:build !amd64

package concernmlp

// haveEmbed16 reports whether embed16 is implemented: in assembly on
// amd64 only.
const haveEmbed16 = false

// embed16 is not implemented here (embed_amd64.go).
func embed16(x *float32, emb *byte, scale *float32, fs []uint32, mask uint32, dim int) {
	panic("concernmlp: embed16 on this architecture")
}

// touchRows is not implemented here (embed_amd64.go).
func touchRows(emb *byte, scale *float32, fs []uint32, mask uint32, dim int) {
	panic("concernmlp: touchRows on this architecture")
}
