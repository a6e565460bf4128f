package locomo

import "errors"

// ErrSchema reports a file that breaks the LoCoMo or MSC persona layout;
// the wrapping error says where ("[2].conversation.session_3").
var ErrSchema = errors.New("locomo: schema violation")
