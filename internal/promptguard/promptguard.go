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

// Check returns the flags text earns, nil when none.
func Check(text string) []Flag {
	var out []Flag
	if instructionPatterns.MatchString(text) {
		out = append(out, InstructionLike)
	}
	if toolCallPatterns.MatchString(text) {
		out = append(out, ToolCallLike)
	}
	return out
}
