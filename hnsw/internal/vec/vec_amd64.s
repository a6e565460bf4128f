//go:build !purego

#include "textflag.h"
#include "avx2_amd64.h"
#include "avx512_amd64.h"

// Hand-written kernels. Each takes n already rounded down to its block
// (8 for AVX2 float, 16 for AVX-512 float, 16 for AVX2 int8, 64 for VNNI);
// the Go wrapper handles the tail.

// func dotAVX2(a, b *float32, n int) float32
TEXT ·dotAVX2(SB), NOSPLIT, $0-28
	MOVQ a+0(FP), SI
	MOVQ b+8(FP), DI
	MOVQ n+16(FP), CX
	ZERO4Y
	DOT256
	REDUCE_PS_Y
	VZEROUPPER
	MOVSS X0, ret+24(FP)
	RET

// func l2AVX2(a, b *float32, n int) float32
TEXT ·l2AVX2(SB), NOSPLIT, $0-28
	MOVQ a+0(FP), SI
	MOVQ b+8(FP), DI
	MOVQ n+16(FP), CX
	ZERO4Y
	L2_256
	REDUCE_PS_Y
	VZEROUPPER
	MOVSS X0, ret+24(FP)
	RET

// func dotAVX512(a, b *float32, n int) float32
TEXT ·dotAVX512(SB), NOSPLIT, $0-28
	MOVQ a+0(FP), SI
	MOVQ b+8(FP), DI
	MOVQ n+16(FP), CX
	ZERO4
	DOT512
	REDUCE_PS
	VZEROUPPER
	MOVSS X0, ret+24(FP)
	RET

// func l2AVX512(a, b *float32, n int) float32
TEXT ·l2AVX512(SB), NOSPLIT, $0-28
	MOVQ a+0(FP), SI
	MOVQ b+8(FP), DI
	MOVQ n+16(FP), CX
	ZERO4
	L2_512
	REDUCE_PS
	VZEROUPPER
	MOVSS X0, ret+24(FP)
	RET

// func dotU8I8AVX2(a *uint8, b *int8, n int) int32
TEXT ·dotU8I8AVX2(SB), NOSPLIT, $0-28
	MOVQ a+0(FP), SI
	MOVQ b+8(FP), DI
	MOVQ n+16(FP), CX
	VPXOR Y0, Y0, Y0
	VPXOR Y1, Y1, Y1
	U8I8_256
	REDUCE_EPI32_Y
	VZEROUPPER
	MOVD X0, AX
	MOVL AX, ret+24(FP)
	RET

// func dotU8I8VNNI(a *uint8, b *int8, n int) int32
TEXT ·dotU8I8VNNI(SB), NOSPLIT, $0-28
	MOVQ a+0(FP), SI
	MOVQ b+8(FP), DI
	MOVQ n+16(FP), CX
	VPXORD Z0, Z0, Z0
	VPXORD Z1, Z1, Z1
	VNNI_DOT
	REDUCE_EPI32
	VZEROUPPER
	MOVL AX, ret+24(FP)
	RET

// func prefetchT0(p unsafe.Pointer)
TEXT ·prefetchT0(SB), NOSPLIT, $0-8
	MOVQ p+0(FP), AX
	PREFETCHT0 (AX)
	RET

// func prefetchLines(p unsafe.Pointer, lines int)
TEXT ·prefetchLines(SB), NOSPLIT, $0-16
	MOVQ p+0(FP), AX
	MOVQ lines+8(FP), CX
plloop:
	TESTQ CX, CX
	JLE   pldone
	PREFETCHT0 (AX)
	ADDQ  $64, AX
	DECQ  CX
	JMP   plloop
pldone:
	RET
