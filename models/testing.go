package models

// TestTensor is an F32 tensor for EncodeTestSafetensors.
type TestTensor = F32Tensor

// EncodeTestSafetensors is EncodeSafetensors for tests (here, in onnxgen and
// dense) that need small synthetic models.
func EncodeTestSafetensors(ts map[string]TestTensor) []byte { return EncodeSafetensors(ts) }
