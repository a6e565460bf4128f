// Shared AVX2 (+FMA) kernel bodies for vec_amd64.s and batch_amd64.s, as
// avx512_amd64.h is for AVX-512. Each macro's labels are local to the TEXT
// block that expands it, so a block expands each macro at most once.

// ZERO4Y clears the float accumulators Y0..Y3.
#define ZERO4Y \
	VXORPS Y0, Y0, Y0; \
	VXORPS Y1, Y1, Y1; \
	VXORPS Y2, Y2, Y2; \
	VXORPS Y3, Y3, Y3

// DOT256 adds SI[i]*DI[i] for CX floats (a multiple of 8) into Y0..Y3,
// advancing SI and DI and consuming CX.
#define DOT256 \
dy32: \
	CMPQ CX, $32; \
	JL   dy8; \
	VMOVUPS (SI), Y4; \
	VMOVUPS 32(SI), Y5; \
	VMOVUPS 64(SI), Y6; \
	VMOVUPS 96(SI), Y7; \
	VFMADD231PS (DI), Y4, Y0; \
	VFMADD231PS 32(DI), Y5, Y1; \
	VFMADD231PS 64(DI), Y6, Y2; \
	VFMADD231PS 96(DI), Y7, Y3; \
	ADDQ $128, SI; \
	ADDQ $128, DI; \
	SUBQ $32, CX; \
	JMP  dy32; \
dy8: \
	CMPQ CX, $8; \
	JL   dyEnd; \
	VMOVUPS (SI), Y4; \
	VFMADD231PS (DI), Y4, Y0; \
	ADDQ $32, SI; \
	ADDQ $32, DI; \
	SUBQ $8, CX; \
	JMP  dy8; \
dyEnd:

// L2_256 is DOT256 for (SI[i]-DI[i])².
#define L2_256 \
ly32: \
	CMPQ CX, $32; \
	JL   ly8; \
	VMOVUPS (SI), Y4; \
	VMOVUPS 32(SI), Y5; \
	VMOVUPS 64(SI), Y6; \
	VMOVUPS 96(SI), Y7; \
	VSUBPS (DI), Y4, Y4; \
	VSUBPS 32(DI), Y5, Y5; \
	VSUBPS 64(DI), Y6, Y6; \
	VSUBPS 96(DI), Y7, Y7; \
	VFMADD231PS Y4, Y4, Y0; \
	VFMADD231PS Y5, Y5, Y1; \
	VFMADD231PS Y6, Y6, Y2; \
	VFMADD231PS Y7, Y7, Y3; \
	ADDQ $128, SI; \
	ADDQ $128, DI; \
	SUBQ $32, CX; \
	JMP  ly32; \
ly8: \
	CMPQ CX, $8; \
	JL   lyEnd; \
	VMOVUPS (SI), Y4; \
	VSUBPS (DI), Y4, Y4; \
	VFMADD231PS Y4, Y4, Y0; \
	ADDQ $32, SI; \
	ADDQ $32, DI; \
	SUBQ $8, CX; \
	JMP  ly8; \
lyEnd:

// REDUCE_PS_Y sums the lanes of Y0..Y3 into X0.
#define REDUCE_PS_Y \
	VADDPS Y1, Y0, Y0; \
	VADDPS Y3, Y2, Y2; \
	VADDPS Y2, Y0, Y0; \
	VEXTRACTF128 $1, Y0, X1; \
	VADDPS X1, X0, X0; \
	VMOVHLPS X0, X0, X1; \
	VADDPS X1, X0, X0; \
	VMOVSHDUP X0, X1; \
	VADDSS X1, X0, X0

// U8I8_256 adds the unsigned bytes at SI times the signed bytes at DI, for
// CX bytes (a multiple of 16), into the int32 lanes of Y0 and Y1, widening
// to 16 bits for VPMADDWD (|pair sum| <= 2·255·128 fits int32).
#define U8I8_256 \
iy32: \
	CMPQ CX, $32; \
	JL   iy16; \
	VPMOVZXBW (SI), Y4; \
	VPMOVSXBW (DI), Y5; \
	VPMOVZXBW 16(SI), Y6; \
	VPMOVSXBW 16(DI), Y7; \
	VPMADDWD Y5, Y4, Y4; \
	VPMADDWD Y7, Y6, Y6; \
	VPADDD Y4, Y0, Y0; \
	VPADDD Y6, Y1, Y1; \
	ADDQ $32, SI; \
	ADDQ $32, DI; \
	SUBQ $32, CX; \
	JMP  iy32; \
iy16: \
	CMPQ CX, $16; \
	JL   iyEnd; \
	VPMOVZXBW (SI), Y4; \
	VPMOVSXBW (DI), Y5; \
	VPMADDWD Y5, Y4, Y4; \
	VPADDD Y4, Y0, Y0; \
	ADDQ $16, SI; \
	ADDQ $16, DI; \
	SUBQ $16, CX; \
	JMP  iy16; \
iyEnd:

// REDUCE_EPI32_Y sums the int32 lanes of Y0 and Y1 into X0's low lane.
#define REDUCE_EPI32_Y \
	VPADDD Y1, Y0, Y0; \
	VEXTRACTI128 $1, Y0, X1; \
	VPADDD X1, X0, X0; \
	VPSHUFD $0x4E, X0, X1; \
	VPADDD X1, X0, X0; \
	VPSHUFD $0xB1, X0, X1; \
	VPADDD X1, X0, X0
