package httpapi

import _ "embed"

// openAPIDoc is the OpenAPI 3 document served at /v1/openapi.json. The repo
// keeps a copy at api/openapi.json; a test checks the two are identical and
// that the document lists exactly the served routes.
//
//go:embed openapi.json
var openAPIDoc []byte

// OpenAPI returns a copy of the OpenAPI 3 document.
func OpenAPI() []byte { return append([]byte(nil), openAPIDoc...) }
