package encode

import "errors"

// ErrUsage means a flag value is invalid; the message names the flag.
var ErrUsage = errors.New("encode: invalid usage")
