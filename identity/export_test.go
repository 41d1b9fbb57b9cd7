package identity

// HoldArgonSlots takes every slot of the process's argon2id cap, as that
// many hashes running at once would, until release is called.
func HoldArgonSlots() (release func()) {
	for range cap(argonSlots) {
		argonSlots <- struct{}{}
	}
	return func() {
		for range cap(argonSlots) {
			<-argonSlots
		}
	}
}
