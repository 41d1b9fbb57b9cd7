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

// touchRows reads the scale and the first and last byte of the
// embedding (in emb, of dim bytes) of the bucket of each feature of fs,
// one feature after the other, so that their cache misses overlap and
// embed16 finds them in the cache: otherwise it waits for each in turn,
// which takes most of the time of a network, and a fifth more where the
// embeddings do not start a cache line (as in the embedded file, which
// Decode reads in place) (embed_amd64.s).
//
//go:noescape
func touchRows(emb *byte, scale *float32, fs []uint32, mask uint32, dim int)
