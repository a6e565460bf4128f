"""The wire types, as :class:`typing.TypedDict`: requests are built from
keyword arguments and answers are the server's JSON, typed. Field names
and meanings are the OpenAPI document's (``GET /v1/openapi.json``)."""

from __future__ import annotations

from typing import Any, Literal, TypedDict, Union

__all__ = [
    "Role", "Kind", "Message", "ClaimInput", "EntityInput", "RelationInput", "Observation",
    "Filters", "Receipt", "BatchReceipts", "ExtractionReceipt", "UpdateReceipt", "Evidence", "EvidencePage",
    "Claim", "ClaimPage", "Trace", "CapsuleItem", "Capsule", "SearchHit", "SearchResult",
    "PurgeReceipt", "VerifyReport", "JournalEntry", "AuditPage", "SyncReport", "Status",
    "JSONScalar", "MemoryMode", "Attention", "RecallState", "FeedbackReceipt", "Link", "LinksPage",
    "MaintenanceReport", "Proposal", "Proposals", "PassInfo", "CompactionReport", "NamespaceHealth", "MemoryHealth",
]

Role = Literal["user", "assistant", "system", "tool"]
Kind = Literal["turn", "document", "tool_result", "fact", "event"]
JSONScalar = Union[str, int, float, bool, None]


class _MessageRequired(TypedDict):
    role: Role
    content: str


class Message(_MessageRequired, total=False):
    """One conversation turn; ``name`` and ``speaker`` both say who spoke."""
    name: str
    speaker: str


class _ClaimRequired(TypedDict):
    subject: str
    predicate: str
    value: str


class ClaimInput(_ClaimRequired, total=False):
    valid_from: str
    valid_to: str
    confidence: float
    supersedes: str
    multi_valued: bool


class _EntityRequired(TypedDict):
    name: str


class EntityInput(_EntityRequired, total=False):
    type: str
    aliases: list[str]


class RelationInput(TypedDict):
    subject: str
    relation: str
    object: str


class Observation(TypedDict, total=False):
    """One observation of ``remember_batch`` (``namespace`` and ``source``
    required; ``content`` or ``messages``)."""
    namespace: str
    kind: Kind
    content: str
    messages: list[Message]
    source: str
    speaker: str
    role: str
    occurred_at: str
    metadata: dict[str, Any]
    idempotency_key: str
    claims: list[ClaimInput]
    entities: list[EntityInput]
    relations: list[RelationInput]


class Filters(TypedDict, total=False):
    """Narrow recall, search and listing to the evidence matching every
    field set; applied before ranking. Times are RFC 3339 or YYYY-MM-DD."""
    kinds: list[Kind]
    source_prefix: str
    occurred_from: str
    occurred_to: str
    metadata: dict[str, JSONScalar]


class Receipt(TypedDict, total=False):
    id: str
    sha256: str
    claim_ids: list[str]
    duplicate: bool


class BatchReceipts(TypedDict):
    receipts: list[Receipt]


class ExtractionReceipt(Receipt, total=False):
    producer: str
    extracted_claim_ids: list[str]
    diagnostics: list[str]


class UpdateReceipt(Receipt, total=False):
    replaces: str
    superseded_claim_ids: list[str]


class Evidence(TypedDict, total=False):
    id: str
    namespace: str
    kind: Kind
    content: str
    sha256: str
    source: str
    speaker: str
    role: str
    occurred_at: str
    recorded_at: str
    metadata: dict[str, Any]


class EvidencePage(TypedDict, total=False):
    items: list[Evidence]
    next_cursor: str


class Claim(TypedDict, total=False):
    id: str
    namespace: str
    subject: str
    predicate: str
    value: str
    valid_from: str
    valid_to: str
    recorded_at: str
    confidence: float
    evidence_ids: list[str]
    supersedes: str
    superseded_by: str
    status: Literal["active", "superseded", "disputed"]
    conflicts_with: list[str]
    multi_valued: bool


class ClaimPage(TypedDict, total=False):
    claims: list[Claim]
    next_cursor: str


class Trace(TypedDict, total=False):
    channels: list[dict[str, Any]]
    fused: float
    features: dict[str, Any]


class CapsuleItem(TypedDict, total=False):
    kind: Literal["claim", "episode", "summary"]
    id: str
    text: str
    evidence_ids: list[str]
    expand: list[str]
    score: float
    confidence: float
    tokens: int
    role: Literal["answer", "context"]
    conflicts: list[str]
    trace: Trace
    occurred_at: str
    occurred_to: str
    speaker: str
    speaker_role: str
    subject: str
    predicate: str
    value: str
    status: str
    valid_from: str
    valid_to: str


MemoryMode = Literal["operational", "deliberation", "historical"]


class Attention(TypedDict, total=False):
    """A recall's attention context: focus and boosts raise scores,
    suppression lowers them and never adds candidates."""
    focus_terms: list[str]
    suppress_terms: list[str]
    boost_kinds: list[str]
    boost_predicates: list[str]
    counterevidence: bool


class RecallState(TypedDict, total=False):
    """The agent's state for a state-dependent recall: ``mode`` names a
    weight profile (debugging, personal, crisis, default or the engine's
    own), ``emotion`` is {"valence": -1..1, "arousal": 0..1}."""
    mode: str
    emotion: dict[str, float]
    goal: str
    recent: list[str]
    participants: list[str]


class FeedbackReceipt(TypedDict):
    id: str
    capsule_id: str
    revision: int
    items: int


class Link(TypedDict, total=False):
    # "from" is a Python keyword: read it as link["from"].
    to: str
    relation: str
    source: Literal["explicit", "hebbian"]
    strength: float
    co_activation_count: int
    last_co_activated: str


class LinksPage(TypedDict):
    links: list[Link]
    next_offset: int


class Capsule(TypedDict, total=False):
    namespace: str
    query: str
    capsule_id: str
    revision: int
    budget_tokens: int
    used_tokens: int
    estimator: str
    abstain: bool
    omitted: int
    omitted_by: dict[str, int]
    hints: dict[str, Any]
    items: list[CapsuleItem]


class SearchHit(TypedDict, total=False):
    kind: Literal["claim", "episode"]
    id: str
    text: str
    evidence_ids: list[str]
    score: float
    confidence: float
    role: str
    relevant: bool
    conflicts: list[str]
    occurred_at: str
    speaker: str
    speaker_role: str
    trace: Trace
    subject: str
    predicate: str
    value: str
    status: str
    valid_from: str
    valid_to: str


class SearchResult(TypedDict, total=False):
    namespace: str
    query: str
    limit: int
    abstain: bool
    hints: dict[str, Any]
    hits: list[SearchHit]
    attention_trace: list[dict[str, Any]]


class PurgeReceipt(TypedDict):
    evidence: int
    claims: int
    entities: int
    digests: list[str]


class VerifyReport(TypedDict):
    ok: bool
    evidence: int
    claims: int
    journal_entries: int


class JournalEntry(TypedDict, total=False):
    seq: int
    at: str
    op: str
    namespace: str
    principal: str
    payload: Any
    payload_digest: str
    prev_hash: str
    hash: str


class AuditPage(TypedDict):
    entries: list[JournalEntry]
    next_after: int


class SyncReport(TypedDict):
    namespace: str
    profile: str
    embedded: int
    skipped: int
    total: int


class Status(TypedDict, total=False):
    status: str
    backend: str




class MaintenanceReport(TypedDict):
    """POST /v1/maintenance:run: what one pass did; actions counts every change."""
    actions: int
    summaries: int
    duplicates: int
    tier_moves: int
    proposals: int
    compacted_bytes: int
    ms: int


class Proposal(TypedDict, total=False):
    id: str
    namespace: str
    kind: Literal["merge_duplicate"]
    payload: dict[str, Any]
    state: Literal["pending", "applied", "rejected"]
    resolved_by: str
    created_at: str
    resolved_at: str
    evidence_ids: list[str]


class Proposals(TypedDict):
    proposals: list[Proposal]


class CompactionReport(TypedDict):
    ledger_bytes: int
    postings_merged: int
    postings_bytes: int
    dense_removed: int
    dense_bytes: int


class PassInfo(TypedDict, total=False):
    id: str
    namespace: str
    finished_at: str
    actions: int
    journal_head: int
    report: MaintenanceReport
    compaction: CompactionReport


class NamespaceHealth(TypedDict, total=False):
    evidence: int
    claims: int
    summaries: int
    duplicates: int
    tiers: dict[str, int]
    pending_proposals: int
    maintenance_backlog: int
    last_pass: PassInfo


class KeyRotation(TypedDict):
    """POST /v1/keys:rotate: from now on only new_key_file opens the ledger."""
    rotated: bool
    new_key_file: str


class SummaryExpansion(TypedDict):
    """POST /v1/summaries:expand: a summary item's children, in its order."""
    id: str
    children: list[Evidence]


class MemoryHealth(TypedDict, total=False):
    total: NamespaceHealth
    namespaces: dict[str, NamespaceHealth]
    ledger_bytes: int
    projection_bytes: int
    journal_length: int
    last_pass: PassInfo
