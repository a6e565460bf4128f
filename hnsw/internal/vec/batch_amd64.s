//go:build !purego

#include "textflag.h"
#include "avx2_amd64.h"
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

// func dotF32CodeBatchAVX512(q *float32, ptrs *unsafe.Pointer, n, dim int, out *float32)
// out[i] = Σ q[j]·(code[j]-128) over the dim uint8 codes at ptrs[i]: the
// float32 query against a stored vector's int8 codes, without quantizing the
// query (so the only error is the stored vector's rounding).
TEXT ·dotF32CodeBatchAVX512(SB), NOSPLIT, $0-40
	BATCH_ARGS
	MOVQ R10, R14
	PREFETCH_ALL
	MOVL $128, AX
	VPBROADCASTD AX, Z8
fcVec:
	TESTQ R9, R9
	JLE   fcDone
	NEXT_VEC
	ZERO4
fc64:
	CMPQ CX, $64
	JL   fc16
	VPMOVZXBD (DI), Z4
	VPMOVZXBD 16(DI), Z5
	VPMOVZXBD 32(DI), Z6
	VPMOVZXBD 48(DI), Z7
	VPSUBD Z8, Z4, Z4
	VPSUBD Z8, Z5, Z5
	VPSUBD Z8, Z6, Z6
	VPSUBD Z8, Z7, Z7
	VCVTDQ2PS Z4, Z4
	VCVTDQ2PS Z5, Z5
	VCVTDQ2PS Z6, Z6
	VCVTDQ2PS Z7, Z7
	VFMADD231PS (SI), Z4, Z0
	VFMADD231PS 64(SI), Z5, Z1
	VFMADD231PS 128(SI), Z6, Z2
	VFMADD231PS 192(SI), Z7, Z3
	ADDQ $256, SI
	ADDQ $64, DI
	SUBQ $64, CX
	JMP  fc64
fc16:
	CMPQ CX, $16
	JL   fcEnd
	VPMOVZXBD (DI), Z4
	VPSUBD Z8, Z4, Z4
	VCVTDQ2PS Z4, Z4
	VFMADD231PS (SI), Z4, Z0
	ADDQ $64, SI
	ADDQ $16, DI
	SUBQ $16, CX
	JMP  fc16
fcEnd:
	REDUCE_PS
	MOVSS X0, (R11)
	ADVANCE
	JMP   fcVec
fcDone:
	VZEROUPPER
	RET

// AVX2 batch kernels (AVX2 + FMA, no AVX-512): dim a positive multiple of 8
// floats (float32) or 16 bytes (int8).

// func dotBatchAVX2(q *float32, ptrs *unsafe.Pointer, n, dim int, out *float32)
TEXT ·dotBatchAVX2(SB), NOSPLIT, $0-40
	BATCH_ARGS
	MOVQ R10, R14
	SHLQ $2, R14
	PREFETCH_ALL
d2Vec:
	TESTQ R9, R9
	JLE   d2Done
	NEXT_VEC
	ZERO4Y
	DOT256
	REDUCE_PS_Y
	MOVSS X0, (R11)
	ADVANCE
	JMP   d2Vec
d2Done:
	VZEROUPPER
	RET

// func l2BatchAVX2(q *float32, ptrs *unsafe.Pointer, n, dim int, out *float32)
TEXT ·l2BatchAVX2(SB), NOSPLIT, $0-40
	BATCH_ARGS
	MOVQ R10, R14
	SHLQ $2, R14
	PREFETCH_ALL
e2Vec:
	TESTQ R9, R9
	JLE   e2Done
	NEXT_VEC
	ZERO4Y
	L2_256
	REDUCE_PS_Y
	MOVSS X0, (R11)
	ADVANCE
	JMP   e2Vec
e2Done:
	VZEROUPPER
	RET

// func dotU8I8BatchAVX2(q *int8, ptrs *unsafe.Pointer, n, dim int, out *int32)
// The stored codes are the unsigned operand (SI), q the signed one (DI).
TEXT ·dotU8I8BatchAVX2(SB), NOSPLIT, $0-40
	BATCH_ARGS
	MOVQ R10, R14
	PREFETCH_ALL
j2Vec:
	TESTQ R9, R9
	JLE   j2Done
	MOVQ  (R8), SI
	MOVQ  BX, DI
	MOVQ  R10, CX
	VPXOR Y0, Y0, Y0
	VPXOR Y1, Y1, Y1
	U8I8_256
	REDUCE_EPI32_Y
	MOVD  X0, AX
	MOVL  AX, (R11)
	ADVANCE
	JMP   j2Vec
j2Done:
	VZEROUPPER
	RET

// func dotF32CodeBatchAVX2(q *float32, ptrs *unsafe.Pointer, n, dim int, out *float32)
// dotF32CodeBatchAVX512 for AVX2: dim a positive multiple of 8.
TEXT ·dotF32CodeBatchAVX2(SB), NOSPLIT, $0-40
	BATCH_ARGS
	MOVQ R10, R14
	PREFETCH_ALL
	MOVL $128, AX
	MOVD AX, X8
	VPBROADCASTD X8, Y8
g2Vec:
	TESTQ R9, R9
	JLE   g2Done
	NEXT_VEC
	ZERO4Y
g2x32:
	CMPQ CX, $32
	JL   g2x8
	VPMOVZXBD (DI), Y4
	VPMOVZXBD 8(DI), Y5
	VPMOVZXBD 16(DI), Y6
	VPMOVZXBD 24(DI), Y7
	VPSUBD Y8, Y4, Y4
	VPSUBD Y8, Y5, Y5
	VPSUBD Y8, Y6, Y6
	VPSUBD Y8, Y7, Y7
	VCVTDQ2PS Y4, Y4
	VCVTDQ2PS Y5, Y5
	VCVTDQ2PS Y6, Y6
	VCVTDQ2PS Y7, Y7
	VFMADD231PS (SI), Y4, Y0
	VFMADD231PS 32(SI), Y5, Y1
	VFMADD231PS 64(SI), Y6, Y2
	VFMADD231PS 96(SI), Y7, Y3
	ADDQ $128, SI
	ADDQ $32, DI
	SUBQ $32, CX
	JMP  g2x32
g2x8:
	CMPQ CX, $8
	JL   g2End
	VPMOVZXBD (DI), Y4
	VPSUBD Y8, Y4, Y4
	VCVTDQ2PS Y4, Y4
	VFMADD231PS (SI), Y4, Y0
	ADDQ $32, SI
	ADDQ $8, DI
	SUBQ $8, CX
	JMP  g2x8
g2End:
	REDUCE_PS_Y
	MOVSS X0, (R11)
	ADVANCE
	JMP   g2Vec
g2Done:
	VZEROUPPER
	RET
