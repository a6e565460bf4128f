package ledger

// applicationID is the SQLite application_id ("EVCX") that marks a ledger
// file; a non-empty database with another id is refused as ErrCorrupt.
const applicationID = 0x45564358

// migrations[i] upgrades schema version i to i+1. Append only: never edit a
// released migration (see FORMAT.md, "Migration policy").
var migrations = []string{
	// v1: initial schema.
	`
CREATE TABLE namespaces (
	id   INTEGER PRIMARY KEY AUTOINCREMENT,
	name TEXT NOT NULL UNIQUE
);
CREATE TABLE evidence (
	seq         INTEGER PRIMARY KEY AUTOINCREMENT,
	id          TEXT NOT NULL UNIQUE,
	ns_id       INTEGER NOT NULL REFERENCES namespaces(id),
	kind        TEXT NOT NULL,
	content     TEXT NOT NULL,
	sha256      TEXT NOT NULL,
	source      TEXT NOT NULL,
	occurred_at TEXT NOT NULL,
	recorded_at TEXT NOT NULL,
	metadata    BLOB,
	idem_key    TEXT
);
CREATE INDEX evidence_ns ON evidence(ns_id, seq);
CREATE UNIQUE INDEX evidence_idem ON evidence(ns_id, idem_key) WHERE idem_key IS NOT NULL;
CREATE TABLE claims (
	seq           INTEGER PRIMARY KEY AUTOINCREMENT,
	id            TEXT NOT NULL UNIQUE,
	ns_id         INTEGER NOT NULL REFERENCES namespaces(id),
	subject       TEXT NOT NULL,
	predicate     TEXT NOT NULL,
	value         TEXT NOT NULL,
	subject_key   TEXT NOT NULL,
	predicate_key TEXT NOT NULL,
	valid_from    TEXT NOT NULL,
	valid_to      TEXT,
	recorded_at   TEXT NOT NULL,
	confidence    REAL NOT NULL,
	supersedes    TEXT NOT NULL DEFAULT '',
	digest        TEXT NOT NULL
);
CREATE INDEX claims_group ON claims(ns_id, subject_key, predicate_key);
CREATE INDEX claims_digest ON claims(ns_id, digest);
CREATE INDEX claims_supersedes ON claims(supersedes) WHERE supersedes <> '';
CREATE TABLE claim_evidence (
	claim_seq    INTEGER NOT NULL REFERENCES claims(seq) ON DELETE CASCADE,
	evidence_seq INTEGER NOT NULL REFERENCES evidence(seq),
	PRIMARY KEY (claim_seq, evidence_seq)
) WITHOUT ROWID;
CREATE INDEX claim_evidence_ev ON claim_evidence(evidence_seq);
CREATE TABLE claim_state (
	claim_seq     INTEGER PRIMARY KEY REFERENCES claims(seq) ON DELETE CASCADE,
	status        TEXT NOT NULL,
	eff_valid_to  TEXT,
	superseded_by TEXT NOT NULL DEFAULT '',
	conflicts     TEXT NOT NULL DEFAULT ''
);
CREATE TABLE entities (
	seq      INTEGER PRIMARY KEY AUTOINCREMENT,
	id       TEXT NOT NULL UNIQUE,
	ns_id    INTEGER NOT NULL REFERENCES namespaces(id),
	name     TEXT NOT NULL,
	name_key TEXT NOT NULL,
	type     TEXT NOT NULL DEFAULT '',
	UNIQUE (ns_id, name_key)
);
CREATE TABLE entity_aliases (
	entity_seq INTEGER NOT NULL REFERENCES entities(seq) ON DELETE CASCADE,
	alias_key  TEXT NOT NULL,
	alias      TEXT NOT NULL,
	PRIMARY KEY (entity_seq, alias_key)
) WITHOUT ROWID;
CREATE TABLE entity_evidence (
	entity_seq   INTEGER NOT NULL REFERENCES entities(seq) ON DELETE CASCADE,
	evidence_seq INTEGER NOT NULL REFERENCES evidence(seq),
	PRIMARY KEY (entity_seq, evidence_seq)
) WITHOUT ROWID;
CREATE INDEX entity_evidence_ev ON entity_evidence(evidence_seq);
CREATE TABLE relations (
	seq          INTEGER PRIMARY KEY AUTOINCREMENT,
	id           TEXT NOT NULL UNIQUE,
	ns_id        INTEGER NOT NULL REFERENCES namespaces(id),
	subject_seq  INTEGER NOT NULL REFERENCES entities(seq),
	relation     TEXT NOT NULL,
	relation_key TEXT NOT NULL,
	object_seq   INTEGER NOT NULL REFERENCES entities(seq),
	UNIQUE (ns_id, subject_seq, relation_key, object_seq)
);
CREATE INDEX relations_object ON relations(object_seq);
CREATE TABLE relation_evidence (
	relation_seq INTEGER NOT NULL REFERENCES relations(seq) ON DELETE CASCADE,
	evidence_seq INTEGER NOT NULL REFERENCES evidence(seq),
	PRIMARY KEY (relation_seq, evidence_seq)
) WITHOUT ROWID;
CREATE INDEX relation_evidence_ev ON relation_evidence(evidence_seq);
CREATE TABLE derivations (
	seq          INTEGER PRIMARY KEY AUTOINCREMENT,
	ns_id        INTEGER NOT NULL REFERENCES namespaces(id),
	evidence_seq INTEGER NOT NULL REFERENCES evidence(seq),
	producer     TEXT NOT NULL,
	kind         TEXT NOT NULL,
	input_digest TEXT NOT NULL,
	output       TEXT NOT NULL,
	created_at   TEXT NOT NULL
);
CREATE INDEX derivations_ev ON derivations(evidence_seq);
CREATE TABLE journal (
	seq            INTEGER PRIMARY KEY,
	at             TEXT NOT NULL,
	op             TEXT NOT NULL,
	namespace      TEXT NOT NULL,
	principal      TEXT NOT NULL,
	payload        TEXT NOT NULL,
	payload_digest TEXT NOT NULL,
	prev_hash      TEXT NOT NULL,
	hash           TEXT NOT NULL
);
`,
	// v2: dense vectors (see vectors.go), one row per evidence and encoder
	// profile; vec is little-endian float32.
	`
CREATE TABLE vectors (
	evidence_seq    INTEGER NOT NULL REFERENCES evidence(seq),
	profile         TEXT NOT NULL,
	ns_id           INTEGER NOT NULL REFERENCES namespaces(id),
	evidence_sha256 TEXT NOT NULL,
	dims            INTEGER NOT NULL,
	vec             BLOB NOT NULL,
	PRIMARY KEY (profile, evidence_seq)
) WITHOUT ROWID;
CREATE INDEX vectors_ns ON vectors(ns_id, profile, evidence_seq);
`,
	// v3: who produced an observation (speaker name and role); rows written
	// before v3 have neither ('').
	`
ALTER TABLE evidence ADD COLUMN speaker TEXT NOT NULL DEFAULT '';
ALTER TABLE evidence ADD COLUMN role TEXT NOT NULL DEFAULT '';
`,
	// v4: values of multi-valued predicates (ClaimInput.Multi) accumulate
	// instead of disputing; rows written before v4 are single-valued (0).
	`
ALTER TABLE claims ADD COLUMN multi INTEGER NOT NULL DEFAULT 0;
`,
	// v5: claims written as proposed or rejected (ClaimInput.Lifecycle);
	// rows written before v5 are asserted ('').
	`
ALTER TABLE claims ADD COLUMN lifecycle TEXT NOT NULL DEFAULT '';
`,
	// v6: retrieval-outcome feedback (feedback.go): one row per feedback,
	// one per (item, evidence) it names, so a purge finds it by evidence.
	`
CREATE TABLE feedback (
	seq         INTEGER PRIMARY KEY AUTOINCREMENT,
	id          TEXT NOT NULL UNIQUE,
	ns_id       INTEGER NOT NULL REFERENCES namespaces(id),
	capsule_id  TEXT NOT NULL,
	revision    INTEGER NOT NULL,
	recorded_at TEXT NOT NULL,
	principal   TEXT NOT NULL DEFAULT ''
);
CREATE INDEX feedback_ns ON feedback(ns_id, seq);
CREATE TABLE feedback_items (
	feedback_seq INTEGER NOT NULL REFERENCES feedback(seq) ON DELETE CASCADE,
	ord          INTEGER NOT NULL,
	item_id      TEXT NOT NULL,
	outcome      TEXT NOT NULL,
	evidence_seq INTEGER NOT NULL REFERENCES evidence(seq),
	PRIMARY KEY (feedback_seq, ord, evidence_seq)
) WITHOUT ROWID;
CREATE INDEX feedback_items_ev ON feedback_items(evidence_seq);
`,
	// v7: explicit associative links between evidence (links.go).
	`
CREATE TABLE links (
	seq         INTEGER PRIMARY KEY AUTOINCREMENT,
	id          TEXT NOT NULL UNIQUE,
	ns_id       INTEGER NOT NULL REFERENCES namespaces(id),
	from_seq    INTEGER NOT NULL REFERENCES evidence(seq),
	to_seq      INTEGER NOT NULL REFERENCES evidence(seq),
	relation    TEXT NOT NULL,
	strength    REAL NOT NULL,
	recorded_at TEXT NOT NULL
);
CREATE INDEX links_from ON links(from_seq);
CREATE INDEX links_to ON links(to_seq);
CREATE INDEX links_ns ON links(ns_id, seq);
`,
	// v8: per-evidence affect, context and goal (state.go).
	`
CREATE TABLE evidence_state (
	evidence_seq    INTEGER PRIMARY KEY REFERENCES evidence(seq),
	ns_id           INTEGER NOT NULL REFERENCES namespaces(id),
	has_affect      INTEGER NOT NULL,
	valence         REAL NOT NULL,
	arousal         REAL NOT NULL,
	significance    REAL NOT NULL,
	affect_producer TEXT NOT NULL DEFAULT '',
	participants    TEXT NOT NULL DEFAULT '[]',
	place           TEXT NOT NULL DEFAULT '',
	tags            TEXT NOT NULL DEFAULT '[]',
	goal            TEXT NOT NULL DEFAULT ''
);
CREATE INDEX evidence_state_ns ON evidence_state(ns_id, evidence_seq);
`,
	// v9: the writer's trust level (trust.go) on evidence and on the
	// claims written with it; rows written before v9 are standard (3).
	`
ALTER TABLE evidence ADD COLUMN trust INTEGER NOT NULL DEFAULT 3;
ALTER TABLE claims ADD COLUMN trust INTEGER NOT NULL DEFAULT 3;
`,
	// v10: the maintenance plane (maintenance.go): extractive summaries
	// over child evidence, duplicate links, tiers, proposals and pass
	// records. Summary text is user text (sealed when encrypted).
	`
CREATE TABLE summaries (
	seq          INTEGER PRIMARY KEY AUTOINCREMENT,
	id           TEXT NOT NULL UNIQUE,
	ns_id        INTEGER NOT NULL REFERENCES namespaces(id),
	scope        TEXT NOT NULL,
	text         TEXT NOT NULL,
	spans        TEXT NOT NULL,
	producer     TEXT NOT NULL,
	version      TEXT NOT NULL,
	input_digest TEXT NOT NULL,
	created_at   TEXT NOT NULL
);
CREATE INDEX summaries_ns ON summaries(ns_id, scope);
CREATE TABLE summary_children (
	summary_seq  INTEGER NOT NULL REFERENCES summaries(seq) ON DELETE CASCADE,
	ord          INTEGER NOT NULL,
	evidence_seq INTEGER NOT NULL REFERENCES evidence(seq),
	PRIMARY KEY (summary_seq, ord)
) WITHOUT ROWID;
CREATE INDEX summary_children_ev ON summary_children(evidence_seq);
CREATE TABLE duplicates (
	evidence_seq  INTEGER PRIMARY KEY REFERENCES evidence(seq),
	ns_id         INTEGER NOT NULL REFERENCES namespaces(id),
	canonical_seq INTEGER NOT NULL REFERENCES evidence(seq),
	measure       TEXT NOT NULL,
	similarity    REAL NOT NULL,
	recorded_at   TEXT NOT NULL
);
CREATE INDEX duplicates_canonical ON duplicates(canonical_seq);
CREATE INDEX duplicates_ns ON duplicates(ns_id);
CREATE TABLE tiers (
	ns_id       INTEGER NOT NULL REFERENCES namespaces(id),
	item_id     TEXT NOT NULL,
	tier        TEXT NOT NULL,
	reason      TEXT NOT NULL,
	recorded_at TEXT NOT NULL,
	PRIMARY KEY (ns_id, item_id)
) WITHOUT ROWID;
CREATE TABLE proposals (
	seq         INTEGER PRIMARY KEY AUTOINCREMENT,
	id          TEXT NOT NULL UNIQUE,
	ns_id       INTEGER NOT NULL REFERENCES namespaces(id),
	kind        TEXT NOT NULL,
	payload     TEXT NOT NULL,
	state       TEXT NOT NULL,
	resolved_by TEXT NOT NULL DEFAULT '',
	created_at  TEXT NOT NULL,
	resolved_at TEXT NOT NULL DEFAULT ''
);
CREATE INDEX proposals_ns ON proposals(ns_id, state, seq);
CREATE TABLE proposal_evidence (
	proposal_seq INTEGER NOT NULL REFERENCES proposals(seq) ON DELETE CASCADE,
	evidence_seq INTEGER NOT NULL REFERENCES evidence(seq),
	PRIMARY KEY (proposal_seq, evidence_seq)
) WITHOUT ROWID;
CREATE INDEX proposal_evidence_ev ON proposal_evidence(evidence_seq);
CREATE TABLE maintenance_passes (
	seq          INTEGER PRIMARY KEY AUTOINCREMENT,
	id           TEXT NOT NULL UNIQUE,
	namespace    TEXT NOT NULL,
	started_at   TEXT NOT NULL,
	finished_at  TEXT NOT NULL,
	actions      INTEGER NOT NULL,
	report       TEXT NOT NULL,
	journal_head INTEGER NOT NULL
);
`,
	// v11: rows that hold parts beside the whole text's vector (Vector,
	// engine/parts.go) are found by their length, without reading every
	// vector, when an index opened from its checkpoint reloads the parts
	// (ScanVectorsLongerThan).
	`
CREATE INDEX vectors_len ON vectors(profile, dims, evidence_seq);
`,
}

// schemaVersion is the version this code writes.
var schemaVersion = len(migrations)
