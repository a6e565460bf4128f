package scenarios

import "errors"

// ErrFormat reports a scenario file that breaks FORMAT.md; the wrapping
// error names the line and the JSON path of the field.
var ErrFormat = errors.New("scenarios: bad format")
