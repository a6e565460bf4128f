package longmemeval

import "errors"

// ErrSchema reports a file that breaks the LongMemEval schema; the wrapping
// error names the JSON path ("[3].haystack_sessions[2][0].role").
var ErrSchema = errors.New("longmemeval: schema violation")
