// Package ui is the memory inspector: a static page served by
// `evicortex serve` at /ui that lets a person look at one namespace of a
// memory through the HTTP API.
//
// What it draws: the namespace's evidence on a timeline (when each
// observation happened), its claims as validity intervals (current,
// superseded, disputed: one row per subject and predicate, one bar per
// version), and, for a query and a budget, the recalled capsule with each
// item's role, score, trace (channels, ranks, contributions, features) and
// the budget used; each item expands to its exact evidence.
//
// The assets (index.html, inspector.js, inspector.css) are embedded in the
// binary and need no build step and no network at run time. They hold no
// data: the page calls the same authenticated routes as every client
// (POST /v1/evidence:list, GET /v1/claims, POST /v1/recall, POST
// /v1/expand) with the bearer token the user gives it, either in the form
// or in the URL fragment (#token=...&ns=...&q=...&budget=..., which a
// browser never sends to the server), so /ui itself needs no token and
// each call is authorized as any other. The token stays in the tab's
// sessionStorage. All text from the memory is inserted with textContent,
// never as markup, and a strict Content-Security-Policy forbids inline
// and foreign scripts, so stored evidence cannot script the page.
package ui
