package client

import (
	"context"
	"net/http"
)

// KeyRotation is POST /v1/keys:rotate's answer.
type KeyRotation struct {
	Rotated    bool   `json:"rotated"`
	NewKeyFile string `json:"new_key_file"`
}

// RotateKeys re-wraps every data key under the key-encryption key in
// newKeyFile, an absolute path on the server's host, while the server keeps
// answering (admin); afterwards only newKeyFile opens the ledger.
func (c *Client) RotateKeys(ctx context.Context, newKeyFile string) (KeyRotation, error) {
	var out KeyRotation
	err := c.do(ctx, http.MethodPost, "/v1/keys:rotate", nil, map[string]string{"new_key_file": newKeyFile}, &out)
	return out, err
}
