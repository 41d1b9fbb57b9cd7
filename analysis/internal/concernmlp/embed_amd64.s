#include "textflag.h"

// func embed16(x *float32, emb *byte, scale *float32, fs []uint32, mask uint32, dim int)
//
// For each feature f of fs, in order, with b = f&mask: x[k] += scale[b] *
// float32(int8(emb[b*dim+k])) for k = 0 to 15, four numbers to an SSE2
// register (MULPS and ADDPS round each product and sum to float32 as
// MULSS and ADDSS do, so every number gets the same bits as in Go).
TEXT ·embed16(SB), NOSPLIT, $0-64
	MOVQ x+0(FP), DI
	MOVQ emb+8(FP), SI
	MOVQ scale+16(FP), R8
	MOVQ fs_base+24(FP), R9
	MOVQ fs_len+32(FP), CX
	MOVL mask+48(FP), R10
	MOVQ dim+56(FP), R11
	MOVUPS 0(DI), X0
	MOVUPS 16(DI), X1
	MOVUPS 32(DI), X2
	MOVUPS 48(DI), X3
	TESTQ CX, CX
	JEQ done

loop:
	MOVL (R9), AX
	ANDL R10, AX // the bucket b
	MOVSS (R8)(AX*4), X8
	SHUFPS $0, X8, X8 // scale[b] in all four lanes
	IMULQ R11, AX
	MOVOU (SI)(AX*1), X9 // the 16 int8 numbers

	// Each byte doubled into a word, each word into a double word, and
	// shifted right arithmetically by 24: the bytes as int32.
	MOVO X9, X10
	PUNPCKLBW X10, X10 // bytes 0 to 7
	MOVO X10, X11
	PUNPCKLWL X11, X11 // bytes 0 to 3
	PSRAL $24, X11
	CVTPL2PS X11, X11
	MULPS X8, X11
	ADDPS X11, X0
	PUNPCKHWL X10, X10 // bytes 4 to 7
	PSRAL $24, X10
	CVTPL2PS X10, X10
	MULPS X8, X10
	ADDPS X10, X1
	PUNPCKHBW X9, X9 // bytes 8 to 15
	MOVO X9, X11
	PUNPCKLWL X11, X11 // bytes 8 to 11
	PSRAL $24, X11
	CVTPL2PS X11, X11
	MULPS X8, X11
	ADDPS X11, X2
	PUNPCKHWL X9, X9 // bytes 12 to 15
	PSRAL $24, X9
	CVTPL2PS X9, X9
	MULPS X8, X9
	ADDPS X9, X3

	ADDQ $4, R9
	DECQ CX
	JNE loop

done:
	MOVUPS X0, 0(DI)
	MOVUPS X1, 16(DI)
	MOVUPS X2, 32(DI)
	MOVUPS X3, 48(DI)
	RET

// func touchRows(emb *byte, scale *float32, fs []uint32, mask uint32, dim int)
//
// For each feature f of fs, with b = f&mask: reads scale[b] and the first
// and the last byte of emb[b*dim:(b+1)*dim], and drops them.
TEXT ·touchRows(SB), NOSPLIT, $0-56
	MOVQ emb+0(FP), SI
	MOVQ scale+8(FP), R8
	MOVQ fs_base+16(FP), R9
	MOVQ fs_len+24(FP), CX
	MOVL mask+40(FP), R10
	MOVQ dim+48(FP), R11
	TESTQ CX, CX
	JEQ touched

touch:
	MOVL (R9), AX
	ANDL R10, AX // the bucket b
	MOVSS (R8)(AX*4), X0
	IMULQ R11, AX
	LEAQ (SI)(AX*1), DX
	MOVBLZX (DX), BX
	MOVBLZX -1(DX)(R11*1), BX
	ADDQ $4, R9
	DECQ CX
	JNE touch

touched:
	RET
