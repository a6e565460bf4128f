"""The asynchronous client: the methods of :class:`evicortex.Client`,
awaitable, on httpx.AsyncClient; shared request building in _api.py."""

from __future__ import annotations

import asyncio
from typing import Any, Literal, TypeVar, cast, AsyncIterator, Mapping, Optional, Sequence, Union

import httpx

from . import _api
from ._api import Call, RetryPolicy, Time
from .client import DEFAULT_SOURCE, _Config, _decode, _request_args
from .errors import TransportError
from .types import (KeyRotation, MaintenanceReport, MemoryHealth, Proposal, SummaryExpansion, Attention, AuditPage, BatchReceipts, Capsule, Claim, ClaimInput, ClaimPage, EntityInput, Evidence,
                    EvidencePage, FeedbackReceipt, Filters, LinksPage, MemoryMode, Message, Observation,
                    PurgeReceipt, RecallState, Receipt, RelationInput, SearchResult, Status, SyncReport,
                    UpdateReceipt, VerifyReport)

T = TypeVar("T")


class AsyncClient:
    """An asynchronous EviCortex client (the same methods as Client, awaitable).

    ``AsyncClient(base_url, token, namespace=...)``: base_url defaults to
    ``$EVICORTEX_URL`` or http://127.0.0.1:7070, token to ``$EVICORTEX_TOKEN``;
    namespace is the default for every call that takes one. Failed
    connections and 429/502/503/504 answers are retried with backoff
    (``retry``); writes carry an idempotency key (generated unless given),
    so a retried write is stored once. Errors are
    :class:`evicortex.EvicortexError` subclasses with code, message and field.
    """

    def __init__(self, base_url: Optional[str] = None, token: Optional[str] = None, *,
                 namespace: Optional[str] = None, timeout: float = 30.0, retry: Optional[RetryPolicy] = None,
                 transport: Optional[httpx.AsyncBaseTransport] = None) -> None:
        self._cfg = _Config(base_url, token, namespace, retry)
        self._http = httpx.AsyncClient(base_url=self._cfg.base_url, headers=self._cfg.headers(), timeout=timeout,
                                  transport=transport)

    async def aclose(self) -> None:
        await self._http.aclose()

    async def __aenter__(self) -> "AsyncClient":
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def _send(self, call: Call[T]) -> T:
        policy = self._cfg.retry
        for attempt in range(policy.max_retries + 1):
            last = attempt == policy.max_retries or not call.retry_safe
            try:
                resp = await self._http.request(call.method, call.path, **_request_args(call))
            except httpx.TransportError as e:
                if last:
                    raise TransportError(f"evicortex: {call.method} {call.path}: {e}") from e
                await asyncio.sleep(policy.delay(attempt))
                continue
            if resp.status_code in policy.retry_statuses and not last:
                await asyncio.sleep(policy.delay(attempt, resp.headers.get("Retry-After")))
                continue
            return cast(T, _decode(resp, call))
        raise AssertionError("unreachable")

    # --- the HTTP routes ---------------------------------------------------

    async def remember(self, content: str, *, namespace: Optional[str] = None,
                 source: str = DEFAULT_SOURCE, kind: Optional[str] = None, speaker: Optional[str] = None,
                 role: Optional[str] = None, occurred_at: Time = None, metadata: Optional[Mapping[str, Any]] = None,
                 claims: Optional[Sequence[ClaimInput]] = None, entities: Optional[Sequence[EntityInput]] = None,
                 relations: Optional[Sequence[RelationInput]] = None, extract: Optional[str] = None,
                 idempotency_key: Optional[str] = None) -> Receipt:
        """POST /v1/remember: one observation (with extract, an ExtractionReceipt)."""
        return cast(Receipt, await self._send(_api.remember(
            self._cfg.ns(namespace), content, source=source, kind=kind, speaker=speaker, role=role,
            occurred_at=occurred_at, metadata=metadata, claims=claims, entities=entities, relations=relations,
            extract=extract, idempotency_key=idempotency_key)))

    async def remember_messages(self, messages: Sequence[Message], *, namespace: Optional[str] = None,
                          source: str = DEFAULT_SOURCE, occurred_at: Time = None,
                          metadata: Optional[Mapping[str, Any]] = None, claims: Optional[Sequence[ClaimInput]] = None,
                          entities: Optional[Sequence[EntityInput]] = None,
                          relations: Optional[Sequence[RelationInput]] = None,
                          idempotency_key: Optional[str] = None) -> list[Receipt]:
        """POST /v1/remember with messages: one turn per message, atomically;
        claims, entities and relations go with the last message."""
        r = await self._send(_api.remember(
            self._cfg.ns(namespace), None, source=source, messages=messages, occurred_at=occurred_at,
            metadata=metadata, claims=claims, entities=entities, relations=relations,
            idempotency_key=idempotency_key))
        return cast(BatchReceipts, r)["receipts"]

    async def remember_batch(self, observations: Sequence[Observation], *, extract: Optional[str] = None) -> list[Receipt]:
        """POST /v1/remember:batch: all or nothing; one receipt per
        observation (per message for observations with messages)."""
        return (await self._send(_api.remember_batch(observations, extract=extract)))["receipts"]

    async def recall(self, query: str, *, budget_tokens: int, namespace: Optional[str] = None, limit: Optional[int] = None,
               filters: Optional[Filters] = None, now: Time = None, as_of: Time = None,
               known_at: Time = None, memory_mode: Optional[MemoryMode] = None,
               attention: Optional[Attention] = None, state: Optional[RecallState] = None) -> Capsule:
        """POST /v1/recall: the memory capsule, inside budget_tokens; its
        capsule_id is what feedback names."""
        return await self._send(_api.recall(self._cfg.ns(namespace), query, budget_tokens=budget_tokens, limit=limit,
                                      filters=filters, now=now, as_of=as_of, known_at=known_at,
                                      memory_mode=memory_mode, attention=attention, state=state))

    async def feedback(self, capsule_id: str, *, namespace: Optional[str] = None, used: Optional[Sequence[str]] = None,
                 corrected: Optional[Sequence[str]] = None, ignored: Optional[Sequence[str]] = None) -> FeedbackReceipt:
        """POST /v1/feedback: which items of a capsule the agent used,
        corrected or ignored (StaleRevisionError when an item changed since;
        recall again)."""
        return await self._send(_api.feedback(self._cfg.ns(namespace), capsule_id, used=used, corrected=corrected,
                                        ignored=ignored))

    async def links(self, *, namespace: Optional[str] = None, id: Optional[str] = None, offset: Optional[int] = None,
              limit: Optional[int] = None, now: Time = None) -> LinksPage:
        """GET /v1/links: associative links, explicit and Hebbian, a page at
        a time (pass next_offset as offset)."""
        return await self._send(_api.links(self._cfg.ns(namespace), id=id, offset=offset, limit=limit, now=now))

    async def search(self, query: str, *, namespace: Optional[str] = None, limit: Optional[int] = None,
               filters: Optional[Filters] = None, now: Time = None, as_of: Time = None,
               known_at: Time = None, memory_mode: Optional[MemoryMode] = None,
               attention: Optional[Attention] = None, state: Optional[RecallState] = None) -> SearchResult:
        """POST /v1/search: the top ``limit`` hits with scores and traces
        (attention and state as for recall)."""
        return await self._send(_api.search(self._cfg.ns(namespace), query, limit=limit, filters=filters, now=now,
                                      as_of=as_of, known_at=known_at, memory_mode=memory_mode,
                                      attention=attention, state=state))

    async def expand(self, id: str, *, namespace: Optional[str] = None) -> Evidence:
        """POST /v1/expand: the exact stored evidence."""
        return await self._send(_api.expand(self._cfg.ns(namespace), id))

    async def get_evidence(self, id: str, *, namespace: Optional[str] = None) -> Evidence:
        """GET /v1/evidence/{id}."""
        return await self._send(_api.get_evidence(self._cfg.ns(namespace), id))

    async def list_evidence(self, *, namespace: Optional[str] = None, cursor: Optional[str] = None,
                      limit: Optional[int] = None, filters: Optional[Filters] = None) -> EvidencePage:
        """POST /v1/evidence:list: one page; pass next_cursor for the next."""
        return await self._send(_api.list_evidence(self._cfg.ns(namespace), cursor=cursor, limit=limit, filters=filters))

    async def iter_evidence(self, *, namespace: Optional[str] = None, filters: Optional[Filters] = None,
                      page_size: int = 100) -> AsyncIterator[Evidence]:
        """Every piece of evidence matching the filters, oldest first,
        following cursors (each once, also while others write)."""
        cursor: Optional[str] = None
        while True:
            page = await self.list_evidence(namespace=namespace, cursor=cursor, limit=page_size, filters=filters)
            for ev in page.get("items", []):
                yield ev
            cursor = page.get("next_cursor")
            if not cursor:
                return

    async def update_evidence(self, id: str, content: str, *, namespace: Optional[str] = None,
                        source: Optional[str] = None, kind: Optional[str] = None, speaker: Optional[str] = None,
                        role: Optional[str] = None, occurred_at: Time = None,
                        metadata: Optional[Mapping[str, Any]] = None, claims: Optional[Sequence[ClaimInput]] = None,
                        idempotency_key: Optional[str] = None) -> UpdateReceipt:
        """POST /v1/update: new evidence superseding the claims of id."""
        return await self._send(_api.update(self._cfg.ns(namespace), id, content, source=source, kind=kind,
                                      speaker=speaker, role=role, occurred_at=occurred_at, metadata=metadata,
                                      claims=claims, idempotency_key=idempotency_key))

    async def purge(self, *, namespace: Optional[str] = None, ids: Optional[Sequence[str]] = None,
              source_prefix: Optional[str] = None, all: bool = False) -> PurgeReceipt:
        """POST /v1/purge: exactly one of ids, source_prefix or all."""
        return await self._send(_api.purge(self._cfg.ns(namespace), ids=ids, source_prefix=source_prefix, all=all))

    async def claims(self, subject: str, *, namespace: Optional[str] = None,
               predicate: Optional[str] = None) -> list[Claim]:
        """GET /v1/claims: every version of the subject's claims, oldest first."""
        return (await self._send(_api.claims(self._cfg.ns(namespace), subject=subject, predicate=predicate)))["claims"]

    async def list_claims(self, *, namespace: Optional[str] = None, subject: Optional[str] = None,
                    predicate: Optional[str] = None, cursor: Optional[str] = None,
                    limit: Optional[int] = None) -> ClaimPage:
        """GET /v1/claims, paged: the namespace's claims, oldest first."""
        return await self._send(_api.claims(self._cfg.ns(namespace), subject=subject, predicate=predicate, cursor=cursor,
                                      limit=limit if limit is not None else 50))

    async def claims_of_evidence(self, id: str, *, namespace: Optional[str] = None) -> list[Claim]:
        """GET /v1/claims?evidence_id=: the claims citing the evidence."""
        return (await self._send(_api.claims(self._cfg.ns(namespace), evidence_id=id)))["claims"]

    async def audit(self, *, namespace: Optional[str] = None, after: int = 0, limit: Optional[int] = None) -> AuditPage:
        """GET /v1/audit: journal entries after seq after. With a namespace
        (this call's, not the client default), that namespace's entries
        (read suffices); without, every namespace of the grant (admin)."""
        return await self._send(_api.audit(namespace=namespace, after=after, limit=limit))

    async def sync_semantic(self, *, namespace: Optional[str] = None) -> SyncReport:
        """POST /v1/sync-semantic (NotSupportedError without an encoder)."""
        return await self._send(_api.sync_semantic(self._cfg.ns(namespace)))

    async def verify(self) -> VerifyReport:
        """POST /v1/verify (admin)."""
        return await self._send(_api.verify())

    async def run_maintenance(self, *, namespace: Optional[str] = None) -> MaintenanceReport:
        """POST /v1/maintenance:run (admin): one pass over the namespace (this
        call's; None: every namespace), synchronously; its report."""
        return await self._send(_api.run_maintenance(namespace))

    async def proposals(self, *, namespace: Optional[str] = None, state: Optional[str] = None) -> list[Proposal]:
        """GET /v1/proposals (admin): maintenance proposals, oldest first."""
        return (await self._send(_api.proposals(namespace=namespace, state=state)))["proposals"]

    async def resolve_proposal(self, id: str, decision: Literal["apply", "reject"]) -> Proposal:
        """POST /v1/proposals:resolve (admin): NotFoundError for an unknown id,
        AlreadyResolvedError for one already applied or rejected."""
        return await self._send(_api.resolve_proposal(id, decision))

    async def expand_summary(self, id: str, *, namespace: Optional[str] = None) -> SummaryExpansion:
        """POST /v1/summaries:expand: exactly the children of a summary item
        (kind "summary", id "sm_..."), in the summary's order."""
        return await self._send(_api.expand_summary(self._cfg.ns(namespace), id))

    async def rotate_keys(self, new_key_file: str) -> KeyRotation:
        """POST /v1/keys:rotate (admin): re-wrap every data key under the
        key-encryption key in new_key_file (an absolute path on the server's
        host) while the server keeps answering; InvalidError names
        new_key_file when it cannot be used or the server does not encrypt."""
        return await self._send(_api.rotate_keys(new_key_file))

    async def memory_health(self) -> MemoryHealth:
        """GET /v1/health/memory (admin): capacity and maintenance report."""
        return await self._send(_api.memory_health())

    async def health(self) -> Status:
        return await self._send(_api.health())

    async def ready(self) -> Status:
        return await self._send(_api.ready())

    async def openapi(self) -> dict[str, Any]:
        return await self._send(_api.openapi())

    async def metrics(self) -> str:
        """GET /metrics: Prometheus text."""
        return await self._send(_api.metrics())

    # --- Mem0-style conveniences -------------------------------------------

    async def add(self, messages: Union[str, Sequence[Union[Message, Mapping[str, Any]]]], *,
            namespace: Optional[str] = None, source: str = DEFAULT_SOURCE, metadata: Optional[Mapping[str, Any]] = None,
            occurred_at: Time = None, claims: Optional[Sequence[ClaimInput]] = None,
            idempotency_key: Optional[str] = None) -> list[Receipt]:
        """Remember a conversation: a string is one user message; a list of
        {"role", "content", "name"?} is one turn per message."""
        return await self.remember_messages(_api.to_messages(messages), namespace=namespace, source=source,
                                     metadata=metadata, occurred_at=occurred_at, claims=claims,
                                     idempotency_key=idempotency_key)

    async def get_all(self, *, namespace: Optional[str] = None, filters: Optional[Filters] = None,
                page_size: int = 100) -> list[Evidence]:
        """Every piece of evidence of the namespace matching the filters."""
        return [ev async for ev in self.iter_evidence(namespace=namespace, filters=filters, page_size=page_size)]

    async def get(self, memory_id: str, *, namespace: Optional[str] = None) -> Evidence:
        return await self.get_evidence(memory_id, namespace=namespace)

    async def update(self, memory_id: str, data: str, *, namespace: Optional[str] = None,
               claims: Optional[Sequence[ClaimInput]] = None, metadata: Optional[Mapping[str, Any]] = None,
               occurred_at: Time = None) -> UpdateReceipt:
        """Replace what memory_id says; it stays stored, its claims are superseded."""
        return await self.update_evidence(memory_id, data, namespace=namespace, claims=claims, metadata=metadata,
                                    occurred_at=occurred_at)

    async def delete(self, memory_id: str, *, namespace: Optional[str] = None) -> PurgeReceipt:
        """Purge the evidence and what derives only from it."""
        return await self.purge(namespace=namespace, ids=[memory_id])

    async def delete_all(self, *, namespace: Optional[str] = None) -> PurgeReceipt:
        return await self.purge(namespace=namespace, all=True)

    async def history(self, memory_id: str, *, namespace: Optional[str] = None) -> list[Claim]:
        """The claims memory_id supports and every version of their
        subject and predicate, by recorded_at: how what it said changed."""
        own = await self.claims_of_evidence(memory_id, namespace=namespace)
        groups = {(c["subject"], c["predicate"]) for c in own}
        return _api.merge_history(own, [await self.claims(s, predicate=p, namespace=namespace) for s, p in sorted(groups)])
