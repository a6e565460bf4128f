"""EviCortex Python SDK: a typed client for the EviCortex memory service
(``evicortex serve``), sync (:class:`Client`) and async (:class:`AsyncClient`)
on httpx, covering every HTTP route, with typed errors, retries with
backoff, idempotency keys on writes and Mem0-style conveniences (``add``,
``search``, ``get_all``, ``get``, ``update``, ``delete``, ``history``)."""

from ._api import RetryPolicy
from .async_client import AsyncClient
from .client import Client
from .errors import (AlreadyResolvedError, ConflictError, EvicortexError, ForbiddenError, InvalidError, LedgerLockedError, NotFoundError,
                     NotSupportedError, ProfileMismatchError, ServerError, StaleRevisionError, TooLargeError, TooManyRequestsError,
                     TransportError, UnauthorizedError, UnavailableError)
from .types import (AuditPage, Capsule, CapsuleItem, Claim, ClaimInput, ClaimPage, Evidence, EvidencePage, Filters,
                    JournalEntry, Message, Observation, PurgeReceipt, Receipt, SearchHit, SearchResult, UpdateReceipt,
                    MemoryMode, Attention, RecallState, FeedbackReceipt, Link, LinksPage,
                    MaintenanceReport, Proposal, MemoryHealth, SummaryExpansion, KeyRotation)

__version__ = "0.1.0"

__all__ = [
    "Client", "AsyncClient", "RetryPolicy",
    "EvicortexError", "InvalidError", "UnauthorizedError", "ForbiddenError", "NotFoundError", "ConflictError",
    "StaleRevisionError", "AlreadyResolvedError", "TooManyRequestsError", "ProfileMismatchError", "LedgerLockedError", "TooLargeError", "NotSupportedError", "UnavailableError",
    "ServerError", "TransportError",
    "AuditPage", "Capsule", "CapsuleItem", "Claim", "ClaimInput", "ClaimPage", "Evidence", "EvidencePage",
    "Filters", "JournalEntry", "Message", "Observation", "PurgeReceipt", "Receipt", "SearchHit", "SearchResult",
    "UpdateReceipt", "MemoryMode", "Attention", "RecallState", "FeedbackReceipt", "Link", "LinksPage",
    "MaintenanceReport", "Proposal", "MemoryHealth", "SummaryExpansion", "KeyRotation",
]
