package engine

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/evicortex/evicortex/ledger"
)

// Message is one conversation turn given to RememberMessages: who said it
// and what. Name and Speaker are the same thing (the name of the one who
// spoke, as chat APIs and transcripts spell it); set either.
type Message struct {
	Role    string `json:"role"` // user, assistant, system or tool
	Content string `json:"content"`
	Name    string `json:"name,omitempty"`
	Speaker string `json:"speaker,omitempty"`
}

// MaxMessages bounds the messages of one observation.
const MaxMessages = 1000

// SplitMessages turns an observation carrying messages into one
// observation per message, in order: each a turn with the message's
// content, role and speaker and the observation's namespace, source,
// occurred_at and metadata; an idempotency key K becomes K#0, K#1, ...
// The observation's claims, entities and relations go with the last
// message (the turn after which they hold). Field names in errors are
// "messages[i].role" and so on; obs must not set content, role or speaker
// itself.
func SplitMessages(obs Observation, msgs []Message) ([]Observation, error) {
	switch {
	case len(msgs) == 0:
		return nil, fieldErr("messages", "must not be empty")
	case len(msgs) > MaxMessages:
		return nil, fieldErr("messages", fmt.Sprintf("%d messages exceed the limit of %d", len(msgs), MaxMessages))
	case obs.Content != "":
		return nil, fieldErr("content", "give content or messages, not both")
	case obs.Role != "":
		return nil, fieldErr("role", "give each message its role instead")
	case obs.Speaker != "":
		return nil, fieldErr("speaker", "give each message its name or speaker instead")
	case obs.Kind != "" && obs.Kind != string(ledger.KindTurn):
		return nil, fieldErr("kind", "messages are turns; kind must be turn or empty")
	}
	out := make([]Observation, len(msgs))
	for i, m := range msgs {
		f := fmt.Sprintf("messages[%d].", i)
		switch m.Role {
		case string(ledger.RoleUser), string(ledger.RoleAssistant), string(ledger.RoleSystem), string(ledger.RoleTool):
		case "":
			return nil, fieldErr(f+"role", "is required (user, assistant, system or tool)")
		default:
			return nil, fieldErr(f+"role", fmt.Sprintf("unknown role %q (want user, assistant, system or tool)", m.Role))
		}
		if strings.TrimSpace(m.Content) == "" {
			return nil, fieldErr(f+"content", "must not be empty")
		}
		who := m.Speaker
		if m.Name != "" {
			if who != "" && who != m.Name {
				return nil, fieldErr(f+"name", "differs from speaker; set one of them")
			}
			who = m.Name
		}
		o := obs
		o.Kind, o.Content, o.Role, o.Speaker = string(ledger.KindTurn), m.Content, m.Role, who
		if obs.IdempotencyKey != "" {
			o.IdempotencyKey = fmt.Sprintf("%s#%d", obs.IdempotencyKey, i)
		}
		if i < len(msgs)-1 {
			o.Claims, o.Entities, o.Relations = nil, nil, nil
		}
		out[i] = o
	}
	return out, nil
}

// RememberMessages stores a conversation, one turn per message
// (SplitMessages), in one atomic transaction, and returns a receipt per
// message. A field error names the message ("messages[2].content").
func (e *Engine) RememberMessages(ctx context.Context, obs Observation, msgs []Message) ([]Receipt, error) {
	turns, err := SplitMessages(obs, msgs)
	if err != nil {
		return nil, err
	}
	rs, err := e.remember(ctx, turns, true)
	return rs, MessageField(err, len(msgs), "")
}

// MessageField renames the observations[i]. prefix of a field error from
// a batch of n split messages to messages[i]. under prefix, and the last
// message's claims, entities and relations to the observation's own; other
// errors pass unchanged.
func MessageField(err error, n int, prefix string) error {
	var fe *FieldError
	if err == nil || !errors.As(err, &fe) {
		return err
	}
	var i int
	var rest string
	if _, scanErr := fmt.Sscanf(fe.Field, "observations[%d].", &i); scanErr != nil || i < 0 || i >= n {
		return err
	}
	rest = fe.Field[strings.Index(fe.Field, ".")+1:]
	field := fmt.Sprintf("%smessages[%d].%s", prefix, i, rest)
	for _, own := range []string{"claims", "entities", "relations", "source", "occurred_at", "metadata", "namespace", "idempotency_key"} {
		if strings.HasPrefix(rest, own) {
			field = prefix + rest
		}
	}
	return &FieldError{Field: field, Reason: fe.Reason}
}
