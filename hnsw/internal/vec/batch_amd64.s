//go:build !purego

#include "textflag.h"
#include "avx512_amd64.h"

// Batch kernels: one call scores a query against a list of vectors given by
// pointer, so a neighbour list costs one call instead of one per distance.
// Each first prefetches the head of every vector, so the loads of the
// whole list overlap, then computes the distances in order.
// Arguments: q (BX), ptrs (R8), n (R9), dim (R10), out (R11).
// dim must be a positive multiple of 16 floats (float32) or 64 bytes (int8).

// PREFETCH_ALL prefetches the first R14 bytes (at most 512: the hardware
// streamer follows the rest) of n vectors, pointers at R8.
// Clobbers R12, R13, R14, AX, DX.
#define PREFETCH_ALL \
	MOVQ  $512, AX; \
	CMPQ  R14, AX; \
	CMOVQGT AX, R14; \
	MOVQ R8, R12; \
	MOVQ R9, R13; \
pfOuter: \
	TESTQ R13, R13; \
	JLE   pfDone; \
	MOVQ  (R12), AX; \
	XORQ  DX, DX; \
pfInner: \
	PREFETCHT0 (AX)(DX*1); \
	ADDQ  $64, DX; \
	CMPQ  DX, R14; \
	JL    pfInner; \
	ADDQ  $8, R12; \
	DECQ  R13; \
	JMP   pfOuter; \
pfDone:

#define BATCH_ARGS \
	MOVQ q+0(FP), BX; \
	MOVQ ptrs+8(FP), R8; \
	MOVQ n+16(FP), R9; \
	MOVQ dim+24(FP), R10; \
	MOVQ out+32(FP), R11

// NEXT_VEC loads the query, the next vector and the count for one score.
#define NEXT_VEC \
	MOVQ BX, SI; \
	MOVQ (R8), DI; \
	MOVQ R10, CX

// ADVANCE moves to the next pointer and output slot.
#define ADVANCE \
	ADDQ $4, R11; \
	ADDQ $8, R8; \
	DECQ R9

// func dotBatchAVX512(q *float32, ptrs *unsafe.Pointer, n, dim int, out *float32)
TEXT ·dotBatchAVX512(SB), NOSPLIT, $0-40
	BATCH_ARGS
	MOVQ R10, R14
	SHLQ $2, R14
	PREFETCH_ALL
dbVec:
	TESTQ R9, R9
	JLE   dbDone
	NEXT_VEC
	ZERO4
	DOT512
	REDUCE_PS
	MOVSS X0, (R11)
	ADVANCE
	JMP   dbVec
dbDone:
	VZEROUPPER
	RET

// func l2BatchAVX512(q *float32, ptrs *unsafe.Pointer, n, dim int, out *float32)
TEXT ·l2BatchAVX512(SB), NOSPLIT, $0-40
	BATCH_ARGS
	MOVQ R10, R14
	SHLQ $2, R14
	PREFETCH_ALL
lbVec:
	TESTQ R9, R9
	JLE   lbDone
	NEXT_VEC
	ZERO4
	L2_512
	REDUCE_PS
	MOVSS X0, (R11)
	ADVANCE
	JMP   lbVec
lbDone:
	VZEROUPPER
	RET

// func dotU8I8BatchVNNI(q *int8, ptrs *unsafe.Pointer, n, dim int, out *int32)
// The stored codes are the unsigned operand (SI), q the signed one (DI).
TEXT ·dotU8I8BatchVNNI(SB), NOSPLIT, $0-40
	BATCH_ARGS
	MOVQ R10, R14
	PREFETCH_ALL
ibVec:
	TESTQ R9, R9
	JLE   ibDone
	MOVQ  (R8), SI
	MOVQ  BX, DI
	MOVQ  R10, CX
	VPXORD Z0, Z0, Z0
	VPXORD Z1, Z1, Z1
	VNNI_DOT
	REDUCE_EPI32
	MOVL  AX, (R11)
	ADVANCE
	JMP   ibVec
ibDone:
	VZEROUPPER
	RET
