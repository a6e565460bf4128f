// Package promptguard flags stored text that reads as instructions to a
// model or as a tool call (seed 000, Prototype D: memory poisoning). A
// memory hands its items to an agent's prompt, so evidence saying "ignore
// previous instructions" or holding a tool-call payload must reach the
// client marked, to be rendered as quoted data, never obeyed. Flagging is
// advisory: nothing is dropped, and the text stays verbatim.
//
// The rules are few and literal on purpose (a false flag costs a client a
// quoted rendering; a model-based classifier would cost a dependency and
// determinism): see instructionPatterns and toolCallPatterns.
package promptguard

import (
	"regexp"
	"strings"
)

// Flag names one reason an item's text is to be treated as data.
type Flag string

const (
	// InstructionLike: the text addresses a model ("ignore previous
	// instructions", "reveal your system prompt", chat-template tokens).
	InstructionLike Flag = "instruction_like"
	// ToolCallLike: the text looks like a tool or function call payload.
	ToolCallLike Flag = "tool_call_like"
)

var instructionPatterns = regexp.MustCompile(`(?i)` + strings.Join([]string{
	`\b(ignore|disregard|forget|override)\s+(all\s+|any\s+|the\s+|your\s+|of\s+)*(previous|prior|above|earlier|preceding|system|original)\s+(instructions?|prompts?|directions|rules|messages|guidelines)`,
	`\b(reveal|print|repeat|show|leak)\s+(me\s+)?(your|the)\s+(system|hidden|initial)\s+(prompt|instructions)`,
	`\byou\s+are\s+no\s+longer\s+(an?\s+)?(assistant|ai|bound)`,
	`\bnew\s+(system\s+)?instructions\s*:`,
	`<\|im_start\|>|<\|system\|>|\[/?INST\]|<<SYS>>|<\|begin_of_text\|>`,
}, "|"))

var toolCallPatterns = regexp.MustCompile(`(?i)` + strings.Join([]string{
	`"(tool_calls|function_call|tool_use)"\s*:`,
	`</?(tool_call|function_call|tool_use|invoke)\b`,
	`\{\s*"name"\s*:\s*"[^"]+"\s*,\s*"(arguments|parameters|input)"\s*:`,
}, "|"))

// instructionWords and toolCallWords are literals every match of
// instructionPatterns (resp. toolCallPatterns) contains, lower-cased: a
// text holding none of them cannot match, and the regexp (a backtracking
// matcher, most of a recall's time when it ran on every item) is skipped.
// Each alternative of the patterns contributes one literal it requires:
// the directive nouns, "longer", "<|", "[inst", "[/inst", "<<sys";
// the tool-call keys and tags, "invoke", `"name"`.
var (
	instructionWords = []string{"instruction", "prompt", "direction", "rule", "message", "guideline",
		"longer", "<|", "[inst", "[/inst", "<<sys"}
	toolCallWords = []string{"tool_call", "function_call", "tool_use", "invoke", `"name"`}
)

// Check returns the flags text earns, nil when none.
func Check(text string) []Flag {
	var out []Flag
	lower := ""
	if maybe(text, &lower, instructionWords) && instructionPatterns.MatchString(text) {
		out = append(out, InstructionLike)
	}
	if maybe(text, &lower, toolCallWords) && toolCallPatterns.MatchString(text) {
		out = append(out, ToolCallLike)
	}
	return out
}

// maybe reports whether text holds one of words (lower-cased literals),
// folding text into *lower on first need. Text with a non-ASCII byte
// always may: the patterns' (?i) folds Unicode case (the Kelvin sign
// matches k, "ſ" matches s), which ASCII lower-casing does not.
func maybe(text string, lower *string, words []string) bool {
	if *lower == "" {
		for i := 0; i < len(text); i++ {
			if text[i] >= 0x80 {
				return true
			}
		}
		*lower = strings.ToLower(text)
	}
	for _, w := range words {
		if strings.Contains(*lower, w) {
			return true
		}
	}
	return false
}
