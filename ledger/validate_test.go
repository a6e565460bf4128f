package ledger

import (
	"context"
	"encoding/json"
	"errors"
	"math"
	"strings"
	"testing"
	"time"
)

func testValidation(t *testing.T, bk *backend) {
	s := bk.open(t)
	ctx := context.Background()
	seed := mustAppend(t, s, withClaim(obs("a", "seed"), ClaimInput{Subject: "s", Predicate: "p", Value: "v"}))
	foreign := mustAppend(t, s, withClaim(obs("b", "other ns"), ClaimInput{Subject: "s", Predicate: "p", Value: "v"}))
	okClaim := ClaimInput{Subject: "s", Predicate: "p", Value: "v"}
	cases := []struct {
		name, field, reason string
		mut                 func(*EvidenceInput)
	}{
		{"no namespace", "namespace", "required", func(e *EvidenceInput) { e.Namespace = "" }},
		{"long namespace", "namespace", "exceeds 200 bytes", func(e *EvidenceInput) { e.Namespace = strings.Repeat("n", 201) }},
		{"control namespace", "namespace", "control", func(e *EvidenceInput) { e.Namespace = "a\nb" }},
		{"bad kind", "kind", "unknown kind", func(e *EvidenceInput) { e.Kind = "memo" }},
		{"blank content", "content", "required", func(e *EvidenceInput) { e.Content = " \n\t" }},
		{"huge content", "content", "exceeds 1048576 bytes", func(e *EvidenceInput) { e.Content = strings.Repeat("x", 1<<20+1) }},
		{"bad utf8", "content", "UTF-8", func(e *EvidenceInput) { e.Content = "ok\xffno" }},
		{"no source", "source", "required", func(e *EvidenceInput) { e.Source = "" }},
		{"NUL source", "source", "contains NUL", func(e *EvidenceInput) { e.Source = "a\x00b" }},
		{"NUL claim value", "claims[0].value", "contains NUL", func(e *EvidenceInput) { e.Claims = []ClaimInput{{Subject: "s", Predicate: "p", Value: "\x00"}} }},
		{"no occurred_at", "occurred_at", "required", func(e *EvidenceInput) { e.OccurredAt = time.Time{} }},
		{"ancient", "occurred_at", "1900..9999", func(e *EvidenceInput) { e.OccurredAt = time.Date(1899, 12, 31, 0, 0, 0, 0, time.UTC) }},
		{"future", "occurred_at", "1900..9999", func(e *EvidenceInput) { e.OccurredAt = time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC) }},
		{"metadata array", "metadata", "JSON object", func(e *EvidenceInput) { e.Metadata = json.RawMessage(`[1]`) }},
		{"too many claims", "claims", "(limit max_claims_per_observation)", func(e *EvidenceInput) {
			e.Claims = make([]ClaimInput, MaxClaimsPerObservation+1)
			for i := range e.Claims {
				e.Claims[i] = okClaim
			}
		}},
		{"too many entities", "entities", "(limit max_entities_per_observation)", func(e *EvidenceInput) {
			e.Entities = make([]EntityInput, MaxEntitiesPerObservation+1)
		}},
		{"deep metadata", "metadata", "(limit max_metadata_depth)", func(e *EvidenceInput) {
			e.Metadata = json.RawMessage(strings.Repeat(`{"a":[`, MaxMetadataDepth/2+1) + "1" + strings.Repeat(`]}`, MaxMetadataDepth/2+1))
		}},
		{"big metadata", "metadata", "(limit max_metadata_bytes)", func(e *EvidenceInput) {
			e.Metadata = json.RawMessage(`{"a":"` + strings.Repeat("x", MaxMetadataBytes) + `"}`)
		}},
		{"metadata junk", "metadata", "not valid JSON", func(e *EvidenceInput) { e.Metadata = json.RawMessage(`{"a":`) }},
		{"blank key", "idempotency_key", "required", func(e *EvidenceInput) { e.IdempotencyKey = "  " }},
		{"claim subject", "claims[0].subject", "required", func(e *EvidenceInput) { e.Claims = []ClaimInput{{Predicate: "p", Value: "v"}} }},
		{"claim predicate", "claims[1].predicate", "required", func(e *EvidenceInput) { e.Claims = []ClaimInput{okClaim, {Subject: "s", Value: "v"}} }},
		{"claim value", "claims[0].value", "required", func(e *EvidenceInput) { e.Claims = []ClaimInput{{Subject: "s", Predicate: "p"}} }},
		{"valid_to before", "claims[0].valid_to", "after valid_from", func(e *EvidenceInput) {
			e.Claims = []ClaimInput{{Subject: "s", Predicate: "p", Value: "v", ValidTo: t0}}
		}},
		{"confidence high", "claims[0].confidence", "(0,1]", func(e *EvidenceInput) {
			e.Claims = []ClaimInput{{Subject: "s", Predicate: "p", Value: "v", Confidence: 1.5}}
		}},
		{"confidence neg", "claims[0].confidence", "(0,1]", func(e *EvidenceInput) {
			e.Claims = []ClaimInput{{Subject: "s", Predicate: "p", Value: "v", Confidence: -0.1}}
		}},
		{"confidence NaN", "claims[0].confidence", "(0,1]", func(e *EvidenceInput) {
			e.Claims = []ClaimInput{{Subject: "s", Predicate: "p", Value: "v", Confidence: math.NaN()}}
		}},
		{"supersedes unknown", "claims[0].supersedes", "not found", func(e *EvidenceInput) {
			e.Claims = []ClaimInput{{Subject: "s", Predicate: "p", Value: "v", Supersedes: "cl_0000000000000000000000000z"}}
		}},
		{"supersedes garbage", "claims[0].supersedes", "not found", func(e *EvidenceInput) {
			e.Claims = []ClaimInput{{Subject: "s", Predicate: "p", Value: "v", Supersedes: "nope"}}
		}},
		{"supersedes other ns (answered as missing)", "claims[0].supersedes", "not found", func(e *EvidenceInput) {
			e.Claims = []ClaimInput{{Subject: "s", Predicate: "p", Value: "v", Supersedes: foreign[0].ClaimIDs[0]}}
		}},
		{"local ref forward", "claims[0].supersedes", "batch reference", func(e *EvidenceInput) {
			e.Claims = []ClaimInput{{Subject: "s", Predicate: "p", Value: "v", Supersedes: "@0.1"}, okClaim}
		}},
		{"local ref missing", "claims[0].supersedes", "not found", func(e *EvidenceInput) {
			e.Claims = []ClaimInput{{Subject: "s", Predicate: "p", Value: "v", Supersedes: "@3.0"}}
		}},
		{"entity name", "entities[0].name", "required", func(e *EvidenceInput) { e.Entities = []EntityInput{{Type: "person"}} }},
		{"entity alias", "entities[0].aliases[1]", "required", func(e *EvidenceInput) { e.Entities = []EntityInput{{Name: "n", Aliases: []string{"a", ""}}} }},
		{"relation object", "relations[0].object", "required", func(e *EvidenceInput) { e.Relations = []RelationInput{{Subject: "a", Relation: "r"}} }},
	}
	_ = seed
	before, _ := s.Stats(ctx)
	journal, _ := s.Journal(ctx, 0, 0)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			bad := obs("a", "valid content")
			tc.mut(&bad)
			// Single input: plain field names.
			checkFieldErr(t, s, []EvidenceInput{bad}, tc.field, tc.reason)
			// Batch: indexed names, and the valid first input is not written.
			checkFieldErr(t, s, []EvidenceInput{obs("a", "fine"), bad}, "observations[1]."+tc.field, tc.reason)
		})
	}
	after, _ := s.Stats(ctx)
	journalAfter, _ := s.Journal(ctx, 0, 0)
	if after != before || len(journalAfter) != len(journal) {
		t.Errorf("invalid inputs wrote rows: stats %+v -> %+v, journal %d -> %d", before, after, len(journal), len(journalAfter))
	}
}

func checkFieldErr(t *testing.T, s *Store, in []EvidenceInput, field, reason string) {
	t.Helper()
	_, err := s.Append(context.Background(), in)
	var fe *FieldError
	if !errors.As(err, &fe) || !errors.Is(err, ErrInvalid) {
		t.Fatalf("err = %v, want *FieldError", err)
	}
	if fe.Field != field || !strings.Contains(fe.Reason, reason) {
		t.Errorf("got %q, want field %q with reason containing %q", err, field, reason)
	}
}

func withClaim(e EvidenceInput, c ...ClaimInput) EvidenceInput {
	e.Claims = append(e.Claims, c...)
	return e
}

func TestParseKind(t *testing.T) {
	for in, want := range map[string]Kind{"": KindTurn, "turn": KindTurn, "document": KindDocument,
		"tool_result": KindToolResult, "fact": KindFact, "event": KindEvent} {
		if got, err := ParseKind(in); err != nil || got != want {
			t.Errorf("ParseKind(%q) = %q, %v", in, got, err)
		}
	}
	var fe *FieldError
	if _, err := ParseKind("Turn"); !errors.As(err, &fe) || fe.Field != "kind" {
		t.Errorf("ParseKind(Turn) = %v, want FieldError kind", err)
	}
}

func TestOptionsValidation(t *testing.T) {
	dir := t.TempDir()
	var fe *FieldError
	if _, err := Open(dir+"/x.db", Options{Synchronous: "OFF"}); !errors.As(err, &fe) || fe.Field != "synchronous" {
		t.Errorf("Synchronous OFF: %v", err)
	}
	if _, err := Open(dir+"/x.db", Options{MaxContentBytes: -1}); !errors.As(err, &fe) {
		t.Errorf("negative MaxContentBytes: %v", err)
	}
	s, err := Open(dir+"/y.db", Options{MaxContentBytes: 10, Synchronous: "normal"})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	checkFieldErr(t, s, []EvidenceInput{obs("a", "01234567890")}, "content", "exceeds 10 bytes")
}

func FuzzValidateInput(f *testing.F) {
	f.Add("ns", "turn", "content", "src", int64(0), `{"a":1}`, "s", "p", "v", 0.5, "")
	f.Add("", "bogus", " ", "", int64(-1<<62), `[]`, "", "", "", math.Inf(1), "@0.0")
	f.Add("n\x00", "fact", "\xff", "s", int64(1<<62), `{`, "s", "p", "v", -1.0, "cl_x")
	f.Fuzz(func(t *testing.T, ns, kind, content, source string, occ int64, meta, subj, pred, val string, conf float64, sup string) {
		in := EvidenceInput{Namespace: ns, Kind: Kind(kind), Content: content, Source: source,
			OccurredAt: time.Unix(0, occ), Metadata: json.RawMessage(meta),
			Claims: []ClaimInput{{Subject: subj, Predicate: pred, Value: val, Confidence: conf, Supersedes: sup}}}
		preps, err := validateBatch([]EvidenceInput{in}, 1<<10)
		if err != nil {
			var fe *FieldError
			if !errors.As(err, &fe) || fe.Field == "" || fe.Reason == "" {
				t.Fatalf("error %v is not a FieldError with field and reason", err)
			}
			return
		}
		c := preps[0].claims[0]
		if c.Confidence <= 0 || c.Confidence > 1 || !c.ValidTo.IsZero() && !c.ValidTo.After(c.ValidFrom) {
			t.Fatalf("accepted invalid claim %+v", c)
		}
		if len(meta) > 0 && !json.Valid([]byte(meta)) {
			t.Fatalf("accepted invalid metadata %q", meta)
		}
	})
}
