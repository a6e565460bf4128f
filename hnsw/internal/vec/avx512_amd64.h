// Shared AVX-512 kernel bodies for vec_amd64.s and batch_amd64.s. Each
// macro's labels are local to the TEXT block that expands it, so a block
// expands each macro at most once.

// ZERO4 clears the float accumulators Z0..Z3.
#define ZERO4 \
	VXORPS Z0, Z0, Z0; \
	VXORPS Z1, Z1, Z1; \
	VXORPS Z2, Z2, Z2; \
	VXORPS Z3, Z3, Z3

// DOT512 adds SI[i]*DI[i] for CX floats (a multiple of 16) into Z0..Z3,
// advancing SI and DI and consuming CX.
#define DOT512 \
dot64: \
	CMPQ CX, $64; \
	JL   dot16; \
	VMOVUPS (SI), Z4; \
	VMOVUPS 64(SI), Z5; \
	VMOVUPS 128(SI), Z6; \
	VMOVUPS 192(SI), Z7; \
	VFMADD231PS (DI), Z4, Z0; \
	VFMADD231PS 64(DI), Z5, Z1; \
	VFMADD231PS 128(DI), Z6, Z2; \
	VFMADD231PS 192(DI), Z7, Z3; \
	ADDQ $256, SI; \
	ADDQ $256, DI; \
	SUBQ $64, CX; \
	JMP  dot64; \
dot16: \
	CMPQ CX, $16; \
	JL   dotEnd; \
	VMOVUPS (SI), Z4; \
	VFMADD231PS (DI), Z4, Z0; \
	ADDQ $64, SI; \
	ADDQ $64, DI; \
	SUBQ $16, CX; \
	JMP  dot16; \
dotEnd:

// L2_512 is DOT512 for (SI[i]-DI[i])².
#define L2_512 \
l2x64: \
	CMPQ CX, $64; \
	JL   l2x16; \
	VMOVUPS (SI), Z4; \
	VMOVUPS 64(SI), Z5; \
	VMOVUPS 128(SI), Z6; \
	VMOVUPS 192(SI), Z7; \
	VSUBPS (DI), Z4, Z4; \
	VSUBPS 64(DI), Z5, Z5; \
	VSUBPS 128(DI), Z6, Z6; \
	VSUBPS 192(DI), Z7, Z7; \
	VFMADD231PS Z4, Z4, Z0; \
	VFMADD231PS Z5, Z5, Z1; \
	VFMADD231PS Z6, Z6, Z2; \
	VFMADD231PS Z7, Z7, Z3; \
	ADDQ $256, SI; \
	ADDQ $256, DI; \
	SUBQ $64, CX; \
	JMP  l2x64; \
l2x16: \
	CMPQ CX, $16; \
	JL   l2End; \
	VMOVUPS (SI), Z4; \
	VSUBPS (DI), Z4, Z4; \
	VFMADD231PS Z4, Z4, Z0; \
	ADDQ $64, SI; \
	ADDQ $64, DI; \
	SUBQ $16, CX; \
	JMP  l2x16; \
l2End:

// REDUCE_PS sums the lanes of Z0..Z3 into X0.
#define REDUCE_PS \
	VADDPS Z1, Z0, Z0; \
	VADDPS Z3, Z2, Z2; \
	VADDPS Z2, Z0, Z0; \
	VEXTRACTF64X4 $1, Z0, Y1; \
	VADDPS Y1, Y0, Y0; \
	VEXTRACTF128 $1, Y0, X1; \
	VADDPS X1, X0, X0; \
	VMOVHLPS X0, X0, X1; \
	VADDPS X1, X0, X0; \
	VMOVSHDUP X0, X1; \
	VADDSS X1, X0, X0

// VNNI_DOT adds unsigned SI[i] times signed DI[i] for CX bytes (a multiple
// of 64) into the int32 lanes of Z0 and Z1, advancing SI, DI.
#define VNNI_DOT \
vn128: \
	CMPQ CX, $128; \
	JL   vn64; \
	VMOVDQU8 (SI), Z4; \
	VMOVDQU8 64(SI), Z5; \
	VPDPBUSD (DI), Z4, Z0; \
	VPDPBUSD 64(DI), Z5, Z1; \
	ADDQ $128, SI; \
	ADDQ $128, DI; \
	SUBQ $128, CX; \
	JMP  vn128; \
vn64: \
	CMPQ CX, $64; \
	JL   vnEnd; \
	VMOVDQU8 (SI), Z4; \
	VPDPBUSD (DI), Z4, Z0; \
	ADDQ $64, SI; \
	ADDQ $64, DI; \
	SUBQ $64, CX; \
	JMP  vn64; \
vnEnd:

// REDUCE_EPI32 sums the int32 lanes of Z0 and Z1 into AX.
#define REDUCE_EPI32 \
	VPADDD Z1, Z0, Z0; \
	VEXTRACTI64X4 $1, Z0, Y1; \
	VPADDD Y1, Y0, Y0; \
	VEXTRACTI128 $1, Y0, X1; \
	VPADDD X1, X0, X0; \
	VPSHUFD $0x4E, X0, X1; \
	VPADDD X1, X0, X0; \
	VPSHUFD $0xB1, X0, X1; \
	VPADDD X1, X0, X0; \
	MOVD X0, AX
