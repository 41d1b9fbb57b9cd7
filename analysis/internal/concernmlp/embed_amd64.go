package concernmlp

// haveEmbed16 reports whether embed16 is implemented (in assembly).
const haveEmbed16 = true

// embed16 adds to the 16 numbers from x the numbers from emb (an
// embedding's bytes from the first of the 16) of the bucket of each
// feature of fs, times the bucket's scale, in the order of fs: what
// network.embed does for 16 numbers, to the same bits, in SSE2
// instructions (embed_amd64.s). dim is the length of an embedding.
//
//go:noescape
func embed16(x *float32, emb *byte, scale *float32, fs []uint32, mask uint32, dim int)
