"""Typed errors. Every non-2xx answer of the server becomes an
:class:`EvicortexError` subclass chosen by its ``code``, carrying the
server's ``code``, ``message`` and ``field`` (the input field at fault, when
the server names one) and the HTTP ``status``."""

from __future__ import annotations

from typing import Any, Optional

__all__ = [
    "EvicortexError",
    "InvalidError",
    "UnauthorizedError",
    "ForbiddenError",
    "NotFoundError",
    "ConflictError",
    "StaleRevisionError",
    "TooManyRequestsError",
    "ProfileMismatchError",
    "LedgerLockedError",
    "TooLargeError",
    "NotSupportedError",
    "UnavailableError",
    "ServerError",
    "TransportError",
    "error_from_response",
]


class EvicortexError(Exception):
    """A non-2xx answer from the server."""

    def __init__(self, status: int, code: str, message: str, field: Optional[str] = None) -> None:
        self.status = status
        self.code = code
        self.message = message
        self.field = field
        where = f" (field {field})" if field else ""
        super().__init__(f"evicortex: {status} {code}{where}: {message}")


class InvalidError(EvicortexError):
    """400 invalid: bad input; ``field`` names it. Nothing was written."""


class UnauthorizedError(EvicortexError):
    """401: missing or unknown bearer token."""


class ForbiddenError(EvicortexError):
    """403: the token's grant lacks the capability or the namespace."""


class NotFoundError(EvicortexError):
    """404: no such evidence, claim or route."""


class ConflictError(EvicortexError):
    """409 idempotency_conflict: the idempotency key was used for other content."""


class StaleRevisionError(ConflictError):
    """409 stale_revision: an item of the capsule named by a feedback was
    purged or superseded after the capsule was compiled; recall again."""


class AlreadyResolvedError(ConflictError):
    """409 already_resolved: the proposal was already applied or rejected;
    nothing was written."""


class TooManyRequestsError(EvicortexError):
    """429 too_many_requests: the principal is over its rate or in-flight
    limit (serve --rate-limit, --max-inflight); the client retries after
    Retry-After before raising it."""


class ProfileMismatchError(EvicortexError):
    """409 profile_mismatch: the namespace holds vectors of another encoder profile."""


class LedgerLockedError(EvicortexError):
    """409 ledger_locked: another process owns the ledger; writes are refused."""


class TooLargeError(EvicortexError):
    """413: the request body exceeds the server's limit."""


class NotSupportedError(EvicortexError):
    """501: the server does not offer this (no encoder, no memory listing)."""


class UnavailableError(EvicortexError):
    """503: the engine is not open or the server is shutting down (retried)."""


class ServerError(EvicortexError):
    """Any other 5xx answer."""


class TransportError(Exception):
    """The server could not be reached (after the retries)."""


_BY_CODE: dict[str, type[EvicortexError]] = {
    "invalid": InvalidError,
    "unauthorized": UnauthorizedError,
    "forbidden": ForbiddenError,
    "not_found": NotFoundError,
    "method_not_allowed": NotFoundError,
    "idempotency_conflict": ConflictError,
    "stale_revision": StaleRevisionError,
    "already_resolved": AlreadyResolvedError,
    "too_many_requests": TooManyRequestsError,
    "profile_mismatch": ProfileMismatchError,
    "ledger_locked": LedgerLockedError,
    "too_large": TooLargeError,
    "not_implemented": NotSupportedError,
    "unavailable": UnavailableError,
}


def error_from_response(status: int, body: Any) -> EvicortexError:
    """The typed error for a non-2xx answer whose decoded JSON body is
    ``body`` (anything else when the body was not JSON)."""
    if isinstance(body, dict) and isinstance(body.get("code"), str):
        code = body["code"]
        message = str(body.get("message", ""))
        field = body.get("field") or None
    else:
        code, message, field = f"http_{status}", str(body)[:200], None
    cls = _BY_CODE.get(code)
    if cls is None:
        cls = ServerError if status >= 500 else EvicortexError
    return cls(status, code, message, field)
