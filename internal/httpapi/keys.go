package httpapi

import (
	"context"
	"net/http"
	"path/filepath"

	"github.com/evicortex/evicortex/engine"
)

// KeyRotator is implemented by engines that encrypt at rest
// (*engine.Engine); an Engine without it answers 501 on POST
// /v1/keys:rotate.
type KeyRotator interface {
	RotateKeyFile(ctx context.Context, newKeyFile string) error
}

var _ KeyRotator = (*engine.Engine)(nil)

// rotateIn is POST /v1/keys:rotate's body: the new key-encryption key
// file, an absolute path on the server's host (evicortex keygen writes
// one, mode 0600).
type rotateIn struct {
	NewKeyFile string `json:"new_key_file"`
}

// rotateOut answers a rotation: from now on only new_key_file opens the
// ledger.
type rotateOut struct {
	Rotated    bool   `json:"rotated"`
	NewKeyFile string `json:"new_key_file"`
}

// keyRoutes are the key-management routes (issue 18): key rotation while
// serving, no downtime.
func (s *Server) keyRoutes() []route {
	return []route{
		{"POST", "/v1/keys:rotate", authCap, CapAdmin, true, s.handleRotateKeys},
	}
}

// handleRotateKeys re-wraps every data key under the key-encryption key in
// new_key_file while the server keeps answering (engine.RotateKeyFile);
// the old key file stops opening the ledger. The path must be absolute:
// the server's working directory is no caller's business.
func (s *Server) handleRotateKeys(rq *request) (int, any, error) {
	var in rotateIn
	if aerr := decodeJSON(rq.r, s.cfg.Limits.MaxBodyBytes, &in, false); aerr != nil {
		return 0, nil, aerr
	}
	if in.NewKeyFile == "" {
		return 0, nil, invalid("new_key_file", "is required: the path of the new key-encryption key file on the server (evicortex keygen --out FILE)")
	}
	if !filepath.IsAbs(in.NewKeyFile) {
		return 0, nil, invalid("new_key_file", "must be an absolute path on the server's host")
	}
	kr, ok := rq.eng.(KeyRotator)
	if !ok {
		return 0, nil, &apiError{Status: http.StatusNotImplemented, Code: codeNotImpl,
			Message: "key rotation is not available: this engine does not encrypt at rest"}
	}
	if err := kr.RotateKeyFile(rq.ctx, in.NewKeyFile); err != nil {
		return 0, nil, err
	}
	return http.StatusOK, rotateOut{Rotated: true, NewKeyFile: in.NewKeyFile}, nil
}
