"""Requests as data, shared by the sync and async clients: each function
returns the :class:`Call` for one route (method, path, query, body, whether
a retry is safe), and :class:`RetryPolicy` says when and how long to wait
before trying again. Neither does I/O."""

from __future__ import annotations

import datetime as _dt
import random
import uuid
from dataclasses import dataclass, field
from typing import Any, Generic, cast, Mapping, Optional, Sequence, TypeVar, Union
from urllib.parse import quote

from .types import (Attention, AuditPage, BatchReceipts, Capsule, Claim, ClaimInput, ClaimPage, EntityInput,
                    Evidence, EvidencePage, FeedbackReceipt, Filters, LinksPage, MemoryMode, Message, Observation,
                    PurgeReceipt, RecallState, RelationInput, SearchResult, Status, SyncReport, UpdateReceipt,
                    VerifyReport, MaintenanceReport, Proposal, Proposals, MemoryHealth, SummaryExpansion, KeyRotation)

Time = Union[str, _dt.datetime, _dt.date, None]
T = TypeVar("T")


@dataclass(frozen=True)
class Call(Generic[T]):
    """One request; T is the type of its decoded answer."""

    method: str
    path: str
    params: Optional[dict[str, str]] = None
    body: Any = None
    # retry_safe: sending it twice has the effect of sending it once (reads,
    # and writes carrying an idempotency key).
    retry_safe: bool = True
    raw: bool = False  # answer is not JSON (/metrics)


@dataclass(frozen=True)
class RetryPolicy:
    """Retries with exponential backoff and full jitter: attempt n (from 0)
    waits a random time up to min(max_delay, base_delay * 2**n). Retried:
    connection failures and timeouts, 429, 502, 503 and 504, and only for
    calls that are safe to repeat (every call of this client is: writes
    carry idempotency keys, generated when not given)."""

    max_retries: int = 3
    base_delay: float = 0.2
    max_delay: float = 5.0
    retry_statuses: frozenset[int] = field(default_factory=lambda: frozenset({429, 502, 503, 504}))

    def delay(self, attempt: int, retry_after: Optional[str] = None) -> float:
        if retry_after:
            try:
                return min(self.max_delay, max(0.0, float(retry_after)))
            except ValueError:
                pass
        return random.uniform(0, min(self.max_delay, self.base_delay * (2**attempt)))


def new_idempotency_key() -> str:
    return "py-" + uuid.uuid4().hex


def fmt_time(t: Time) -> Optional[str]:
    """RFC 3339 for datetimes (naive ones are taken as UTC), YYYY-MM-DD for
    dates, strings as they are."""
    if t is None or isinstance(t, str):
        return t
    if isinstance(t, _dt.datetime):
        if t.tzinfo is None:
            t = t.replace(tzinfo=_dt.timezone.utc)
        return t.isoformat()
    return t.isoformat()


def _drop_none(d: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in d.items() if v is not None}


def _filters(f: Optional[Filters]) -> Optional[dict[str, Any]]:
    if f is None:
        return None
    out: dict[str, Any] = dict(f)
    for k in ("occurred_from", "occurred_to"):
        if k in out:
            out[k] = fmt_time(out[k])
    return out


def remember(
    namespace: str,
    content: Optional[str] = None,
    *,
    source: str,
    messages: Optional[Sequence[Message]] = None,
    kind: Optional[str] = None,
    speaker: Optional[str] = None,
    role: Optional[str] = None,
    occurred_at: Time = None,
    metadata: Optional[Mapping[str, Any]] = None,
    claims: Optional[Sequence[ClaimInput]] = None,
    entities: Optional[Sequence[EntityInput]] = None,
    relations: Optional[Sequence[RelationInput]] = None,
    extract: Optional[str] = None,
    idempotency_key: Optional[str] = None,
) -> Call[Any]:
    body = _drop_none({
        "namespace": namespace, "content": content, "source": source,
        "messages": list(messages) if messages is not None else None,
        "kind": kind, "speaker": speaker, "role": role, "occurred_at": fmt_time(occurred_at),
        "metadata": dict(metadata) if metadata is not None else None,
        "claims": list(claims) if claims is not None else None,
        "entities": list(entities) if entities is not None else None,
        "relations": list(relations) if relations is not None else None,
        "extract": extract, "idempotency_key": idempotency_key or new_idempotency_key(),
    })
    return Call("POST", "/v1/remember", body=body)


def remember_batch(observations: Sequence[Observation], *, extract: Optional[str] = None) -> Call[BatchReceipts]:
    obs: list[dict[str, Any]] = []
    for o in observations:
        d: dict[str, Any] = dict(o)
        d.setdefault("idempotency_key", new_idempotency_key())
        if "occurred_at" in d:
            d["occurred_at"] = fmt_time(d["occurred_at"])
        obs.append(d)
    return Call("POST", "/v1/remember:batch", body=_drop_none({"observations": obs, "extract": extract}))


def _query_times(now: Time, as_of: Time, known_at: Time) -> dict[str, Any]:
    return {"now": fmt_time(now), "as_of": fmt_time(as_of), "known_at": fmt_time(known_at)}


def recall(namespace: str, query: str, *, budget_tokens: int, limit: Optional[int] = None,
           filters: Optional[Filters] = None, now: Time = None, as_of: Time = None, known_at: Time = None,
           memory_mode: Optional[MemoryMode] = None, attention: Optional[Attention] = None,
           state: Optional[RecallState] = None) -> Call[Capsule]:
    body = _drop_none({"namespace": namespace, "query": query, "budget_tokens": budget_tokens, "limit": limit,
                       "filters": _filters(filters), **_query_times(now, as_of, known_at),
                       "memory_mode": memory_mode, "attention": dict(attention) if attention is not None else None,
                       "state": dict(state) if state is not None else None})
    return Call("POST", "/v1/recall", body=body)


def search(namespace: str, query: str, *, limit: Optional[int] = None, filters: Optional[Filters] = None,
           now: Time = None, as_of: Time = None, known_at: Time = None,
           memory_mode: Optional[MemoryMode] = None, attention: Optional[Attention] = None,
           state: Optional[RecallState] = None) -> Call[SearchResult]:
    body = _drop_none({"namespace": namespace, "query": query, "limit": limit, "filters": _filters(filters),
                       **_query_times(now, as_of, known_at), "memory_mode": memory_mode,
                       "attention": dict(attention) if attention is not None else None,
                       "state": dict(state) if state is not None else None})
    return Call("POST", "/v1/search", body=body)


def expand(namespace: str, id: str) -> Call[Evidence]:
    return Call("POST", "/v1/expand", body={"namespace": namespace, "id": id})


def get_evidence(namespace: str, id: str) -> Call[Evidence]:
    return Call("GET", "/v1/evidence/" + quote(id, safe=""), params={"namespace": namespace})


def list_evidence(namespace: str, *, cursor: Optional[str] = None, limit: Optional[int] = None,
                  filters: Optional[Filters] = None) -> Call[EvidencePage]:
    body = _drop_none({"namespace": namespace, "cursor": cursor, "limit": limit, "filters": _filters(filters)})
    return Call("POST", "/v1/evidence:list", body=body)


def update(namespace: str, id: str, content: str, *, source: Optional[str] = None, kind: Optional[str] = None,
           speaker: Optional[str] = None, role: Optional[str] = None, occurred_at: Time = None,
           metadata: Optional[Mapping[str, Any]] = None, claims: Optional[Sequence[ClaimInput]] = None,
           idempotency_key: Optional[str] = None) -> Call[UpdateReceipt]:
    body = _drop_none({
        "namespace": namespace, "id": id, "content": content, "source": source, "kind": kind,
        "speaker": speaker, "role": role, "occurred_at": fmt_time(occurred_at),
        "metadata": dict(metadata) if metadata is not None else None,
        "claims": list(claims) if claims is not None else None,
        "idempotency_key": idempotency_key or new_idempotency_key(),
    })
    return Call("POST", "/v1/update", body=body)


def purge(namespace: str, *, ids: Optional[Sequence[str]] = None, source_prefix: Optional[str] = None,
          all: bool = False) -> Call[PurgeReceipt]:
    # A purge repeated after it succeeded removes nothing more: safe to retry.
    body = _drop_none({"namespace": namespace, "ids": list(ids) if ids else None,
                       "source_prefix": source_prefix, "all": True if all else None})
    return Call("POST", "/v1/purge", body=body)


def claims(namespace: str, *, subject: Optional[str] = None, predicate: Optional[str] = None,
           cursor: Optional[str] = None, limit: Optional[int] = None, evidence_id: Optional[str] = None) -> Call[ClaimPage]:
    params = _drop_none({"namespace": namespace, "subject": subject, "predicate": predicate, "cursor": cursor,
                         "limit": str(limit) if limit is not None else None, "evidence_id": evidence_id})
    return Call("GET", "/v1/claims", params=params)


def audit(*, namespace: Optional[str] = None, after: int = 0, limit: Optional[int] = None) -> Call[AuditPage]:
    params = _drop_none({"namespace": namespace, "after": str(after),
                         "limit": str(limit) if limit is not None else None})
    return Call("GET", "/v1/audit", params=params)


def feedback(namespace: str, capsule_id: str, *, used: Optional[Sequence[str]] = None,
             corrected: Optional[Sequence[str]] = None, ignored: Optional[Sequence[str]] = None) -> Call[FeedbackReceipt]:
    # Not retried blindly: a replayed feedback would count the use twice,
    # and the route takes no idempotency key.
    body = _drop_none({"namespace": namespace, "capsule_id": capsule_id, "used": list(used) if used else None,
                       "corrected": list(corrected) if corrected else None,
                       "ignored": list(ignored) if ignored else None})
    return Call("POST", "/v1/feedback", body=body, retry_safe=False)


def links(namespace: str, *, id: Optional[str] = None, offset: Optional[int] = None, limit: Optional[int] = None,
          now: Time = None) -> Call[LinksPage]:
    params = _drop_none({"namespace": namespace, "id": id, "offset": str(offset) if offset is not None else None,
                         "limit": str(limit) if limit is not None else None, "now": fmt_time(now)})
    return Call("GET", "/v1/links", params=params)


def sync_semantic(namespace: str) -> Call[SyncReport]:
    return Call("POST", "/v1/sync-semantic", body={"namespace": namespace})


def verify() -> Call[VerifyReport]:
    return Call("POST", "/v1/verify", body={})


def run_maintenance(namespace: Optional[str] = None) -> Call[MaintenanceReport]:
    # A second pass with nothing new does nothing: safe to repeat.
    return Call("POST", "/v1/maintenance:run", body=_drop_none({"namespace": namespace}))


def proposals(*, namespace: Optional[str] = None, state: Optional[str] = None) -> Call[Proposals]:
    return Call("GET", "/v1/proposals", params=_drop_none({"namespace": namespace, "state": state}))


def resolve_proposal(id: str, decision: str) -> Call[Proposal]:
    # A replay of an applied resolve answers 409 already_resolved: not retried.
    return Call("POST", "/v1/proposals:resolve", body={"id": id, "decision": decision}, retry_safe=False)


def memory_health() -> Call[MemoryHealth]:
    return Call("GET", "/v1/health/memory")


def expand_summary(namespace: str, id: str) -> Call[SummaryExpansion]:
    return Call("POST", "/v1/summaries:expand", body={"namespace": namespace, "id": id})


def rotate_keys(new_key_file: str) -> Call[KeyRotation]:
    return Call("POST", "/v1/keys:rotate", body={"new_key_file": new_key_file})


def health() -> Call[Status]:
    return Call("GET", "/v1/health")


def ready() -> Call[Status]:
    return Call("GET", "/v1/ready")


def openapi() -> Call[dict[str, Any]]:
    return Call("GET", "/v1/openapi.json")


def metrics() -> Call[str]:
    return Call("GET", "/metrics", raw=True)


def to_messages(messages: Union[str, Sequence[Union[Message, Mapping[str, Any]]]]) -> list[Message]:
    """Mem0-style input: a string is one user message; dicts pass as they are."""
    if isinstance(messages, str):
        return [{"role": "user", "content": messages}]
    return [cast(Message, dict(m)) for m in messages]


def merge_history(own: list[Claim], groups: list[list[Claim]]) -> list[Claim]:
    """The claims of every subject/predicate group, each once, by recorded_at."""
    seen: dict[str, Claim] = {}
    for c in own:
        seen[c["id"]] = c
    for g in groups:
        for c in g:
            seen.setdefault(c["id"], c)
    return sorted(seen.values(), key=lambda c: (c.get("recorded_at", ""), c["id"]))
