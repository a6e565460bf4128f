// Package fuse is the context compiler: it turns the ranked lists of the
// retrieval channels into a budget-bounded Capsule (seed 000 §4.3).
//
// Full semantics are documented below as they are completed.
package fuse
