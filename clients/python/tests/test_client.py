"""The sync client against a real server (conftest.py starts it)."""

from __future__ import annotations

import httpx
import pytest

import evicortex
from evicortex import Client, RetryPolicy
from conftest import ADMIN, READER, WRITER


@pytest.fixture
def client(server, ns):
    with Client(server.url, WRITER, namespace=ns) as c:
        yield c


def first_claim(items):
    """The best-ranked claim of a capsule's items or a search's hits."""
    claims = [it for it in items if it["kind"] == "claim"]
    assert claims, items
    return claims[0]


def journal_len(server, ns: str) -> int:
    with Client(server.url, ADMIN) as admin:
        return len(admin.audit(namespace=ns, limit=1000)["entries"])


def test_remember_recall_expand(client: Client):
    light = client.remember("I prefer a light theme in every editor I use.", source="chat/s1/t3",
                            occurred_at="2026-01-02T10:00:00Z",
                            claims=[{"subject": "user:varun", "predicate": "prefers_theme", "value": "light"}])
    assert len(light["claim_ids"]) == 1 and len(light["sha256"]) == 64
    dark = client.remember("I switched from light mode to dark mode today.", source="chat/s7/t12",
                           occurred_at="2026-04-18T09:30:00Z",
                           claims=[{"subject": "user:varun", "predicate": "prefers_theme", "value": "dark",
                                    "supersedes": light["claim_ids"][0]}])
    cap = client.recall("Which theme should I use for this user?", budget_tokens=300, now="2026-05-01")
    top = first_claim(cap["items"])
    assert top["value"] == "dark" and dark["id"] in top["evidence_ids"]
    assert cap["used_tokens"] <= 300
    ev = client.expand(dark["id"])
    assert ev["content"] == "I switched from light mode to dark mode today."
    hist = client.claims("user:varun", predicate="prefers_theme")
    assert [c["value"] for c in hist] == ["light", "dark"] and hist[0]["status"] == "superseded"
    one = client.recall("Which theme should I use for this user?", budget_tokens=300, now="2026-05-01", limit=1)
    assert len(one["items"]) == 1


def test_mem0_flow(client: Client, server, ns):
    rs = client.add([{"role": "user", "content": "I live in Lyon.", "name": "Maya"},
                     {"role": "assistant", "content": "Lyon, noted."}],
                    metadata={"topic": "home"}, occurred_at="2026-01-02",
                    claims=[{"subject": "user:maya", "predicate": "lives_in", "value": "lyon"}])
    assert len(rs) == 2 and len(rs[1]["claim_ids"]) == 1
    client.add("Work starts at nine.", metadata={"topic": "work"}, occurred_at="2026-01-03")
    everything = client.get_all()
    assert [e["content"] for e in everything] == ["I live in Lyon.", "Lyon, noted.", "Work starts at nine."]
    assert everything[0]["speaker"] == "Maya" and everything[0]["role"] == "user"
    assert everything[1]["role"] == "assistant"
    home = client.get_all(filters={"metadata": {"topic": "home"}})
    assert [e["id"] for e in home] == [r["id"] for r in rs]
    got = client.get(rs[1]["id"])
    assert got["content"] == "Lyon, noted." and got["metadata"] == {"topic": "home"}
    up = client.update(rs[1]["id"], "I moved to Porto.", occurred_at="2026-03-01",
                       claims=[{"subject": "user:maya", "predicate": "lives_in", "value": "porto"}])
    assert up["replaces"] == rs[1]["id"] and up["superseded_claim_ids"] == rs[1]["claim_ids"]
    assert client.get(rs[1]["id"])["content"] == "Lyon, noted."  # evidence never changes
    hist = client.history(rs[1]["id"])
    assert [(c["value"], c["status"]) for c in hist] == [("lyon", "superseded"), ("porto", "active")]
    hits = client.search("Where does Maya live?", limit=5, now="2026-04-01")
    assert first_claim(hits["hits"])["value"] == "porto"
    gone = client.delete(rs[0]["id"])
    assert gone["evidence"] == 1
    with pytest.raises(evicortex.NotFoundError):
        client.get(rs[0]["id"])
    assert len(client.get_all()) == 3
    assert client.delete_all()["evidence"] == 3
    assert client.get_all() == []


def test_filters_keep_search_and_recall_inside(client: Client):
    for i in range(12):
        client.remember(f"note {i} about the garden and the rain", source=f"{'chat' if i % 2 else 'doc'}/{i}",
                        kind="turn" if i % 3 else "document", metadata={"team": "red" if i % 4 else "blue", "n": i})
    allowed = {e["id"] for e in client.get_all(filters={"metadata": {"team": "red"}, "source_prefix": "chat/"})}
    assert allowed and len(allowed) < 12
    res = client.search("garden rain", limit=50, filters={"metadata": {"team": "red"}, "source_prefix": "chat/"})
    assert res["hits"]
    for h in res["hits"]:
        assert set(h["evidence_ids"]) <= allowed
    cap = client.recall("garden rain", budget_tokens=2000,
                        filters={"metadata": {"team": "red"}, "source_prefix": "chat/"})
    assert cap["items"]
    for it in cap["items"]:
        assert set(it["evidence_ids"]) <= allowed
    docs = client.get_all(filters={"kinds": ["document"], "metadata": {"n": 3.0}})
    assert [e["metadata"]["n"] for e in docs] == [3]


def test_pagination_visits_each_once(client: Client):
    ids = [r["id"] for r in client.remember_batch(
        [{"namespace": client._cfg.ns(None), "source": "s", "content": f"item {i}"} for i in range(23)])]
    seen, cursor = [], None
    while True:
        page = client.list_evidence(limit=4, cursor=cursor)
        seen += [e["id"] for e in page["items"]]
        cursor = page.get("next_cursor")
        if not cursor:
            break
    assert seen == ids


def test_bad_input_names_the_field_and_writes_nothing(client: Client, server, ns):
    client.remember("one", source="s")
    before = journal_len(server, ns)
    cases = [
        (lambda: client.list_evidence(filters={"kind": ["turn"]}), "filters.kind"),  # type: ignore[arg-type]
        (lambda: client.search("x", filters={"kinds": ["memo"]}), "filters.kinds[0]"),  # type: ignore[arg-type]
        (lambda: client.list_evidence(cursor="nope"), "cursor"),
        (lambda: client.add([{"role": "robot", "content": "beep"}]), "messages[0].role"),
        (lambda: client.recall("x", budget_tokens=0), "budget_tokens"),
        (lambda: client.remember_batch([{"namespace": ns, "source": "s", "content": "fine"},
                                        {"namespace": ns, "source": "s", "messages": [{"role": "user", "content": ""}]}]),
         "observations[1].messages[0].content"),
    ]
    for call, field in cases:
        with pytest.raises(evicortex.InvalidError) as ei:
            call()
        assert ei.value.field == field and ei.value.status == 400 and ei.value.code == "invalid"
        assert field in ei.value.message
    assert journal_len(server, ns) == before


def test_auth_errors(server, ns):
    with Client(server.url, None, namespace=ns) as anon:
        with pytest.raises(evicortex.UnauthorizedError):
            anon.recall("x", budget_tokens=10)
    with Client(server.url, WRITER) as c:
        with pytest.raises(evicortex.ForbiddenError):
            c.remember("x", namespace="other/ns", source="s")
        with pytest.raises(evicortex.ForbiddenError):
            c.audit()  # the whole journal needs admin
    with Client(server.url, READER, namespace=ns) as r:
        with pytest.raises(evicortex.ForbiddenError):
            r.remember("x", source="s")
        assert r.audit(namespace=ns)["entries"] == []


class FlakyTransport(httpx.BaseTransport):
    """Forwards to the real server, but loses the first answer to each
    write (after the server stored it) and answers 503 the first
    `unavailable` times: what retries with idempotency keys are for."""

    def __init__(self, unavailable: int = 0) -> None:
        self.inner = httpx.HTTPTransport()
        self.unavailable = unavailable
        self.lost: set[bytes] = set()  # bodies whose first answer was lost
        self.attempts = 0

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        self.attempts += 1
        if self.unavailable > 0:
            self.unavailable -= 1
            return httpx.Response(503, json={"code": "unavailable", "message": "test: try again"})
        resp = self.inner.handle_request(request)
        if request.method == "POST" and "remember" in request.url.path and request.content not in self.lost:
            self.lost.add(request.content)  # a retry sends the same body, idempotency key included
            resp.read()
            raise httpx.ReadError("test: answer lost after the write", request=request)
        return resp


def test_retry_after_lost_answer_stores_once(server, ns):
    t = FlakyTransport()
    with Client(server.url, WRITER, namespace=ns, transport=t,
                retry=RetryPolicy(max_retries=3, base_delay=0.01)) as c:
        r = c.remember("stored exactly once", source="s")
        assert r["duplicate"] is True  # the retry replayed the first attempt's key
        assert [e["id"] for e in c.get_all()] == [r["id"]]
        rs = c.add([{"role": "user", "content": "a"}, {"role": "assistant", "content": "b"}])
        assert all(x["duplicate"] for x in rs) and len(c.get_all()) == 3


def test_retry_on_unavailable_then_gives_up(server, ns):
    t = FlakyTransport(unavailable=2)
    with Client(server.url, WRITER, namespace=ns, transport=t, retry=RetryPolicy(max_retries=2, base_delay=0.01)) as c:
        assert c.health()["status"] == "ok" and t.attempts == 3
    t = FlakyTransport(unavailable=5)
    with Client(server.url, WRITER, namespace=ns, transport=t, retry=RetryPolicy(max_retries=1, base_delay=0.01)) as c:
        with pytest.raises(evicortex.UnavailableError) as ei:
            c.health()
        assert ei.value.status == 503 and t.attempts == 2
    with Client("http://127.0.0.1:9", WRITER, namespace=ns, retry=RetryPolicy(max_retries=1, base_delay=0.01)) as c:
        with pytest.raises(evicortex.TransportError):
            c.health()


# Every route of the OpenAPI document and the client method that calls it.
ROUTES = {
    "POST /v1/remember": "remember", "POST /v1/remember:batch": "remember_batch", "POST /v1/recall": "recall",
    "POST /v1/search": "search", "POST /v1/expand": "expand", "POST /v1/purge": "purge",
    "GET /v1/claims": "claims", "POST /v1/sync-semantic": "sync_semantic", "POST /v1/verify": "verify",
    "GET /v1/audit": "audit", "GET /v1/health": "health", "GET /v1/ready": "ready",
    "GET /v1/openapi.json": "openapi", "GET /metrics": "metrics", "POST /v1/evidence:list": "list_evidence",
    "GET /v1/evidence/{id}": "get_evidence", "POST /v1/update": "update_evidence",
    "POST /v1/feedback": "feedback", "GET /v1/links": "links",
    "POST /v1/maintenance:run": "run_maintenance", "GET /v1/proposals": "proposals",
    "POST /v1/proposals:resolve": "resolve_proposal", "GET /v1/health/memory": "memory_health",
    "POST /v1/summaries:expand": "expand_summary", "POST /v1/keys:rotate": "rotate_keys",
}


def test_every_route(server, ns):
    with Client(server.url, ADMIN, namespace=ns) as c:
        doc = c.openapi()
        served = {f"{m.upper()} {p}" for p, ops in doc["paths"].items() for m in ops}
        assert served == set(ROUTES), "a route without a client method (or a stale table)"
        for name in ROUTES.values():
            assert callable(getattr(c, name)) and callable(getattr(evicortex.AsyncClient, name))
        assert c.ready()["status"] == "ready"
        assert "evicortex" in c.metrics()
        rs = c.remember_batch([{"namespace": ns, "source": "chat/1", "content": "a fact",
                                "claims": [{"subject": "s", "predicate": "p", "value": "v"}]},
                               {"namespace": ns, "source": "chat/2",
                                "messages": [{"role": "user", "content": "hi"}, {"role": "tool", "content": "ok"}]}])
        assert len(rs) == 3
        page = c.list_claims(limit=1)
        assert page["claims"][0]["value"] == "v" and "next_cursor" in page
        assert c.claims_of_evidence(rs[0]["id"])[0]["subject"] == "s"
        assert c.verify()["ok"] is True
        assert c.audit(limit=1000)["entries"]
        with pytest.raises(evicortex.NotSupportedError):
            c.sync_semantic()  # the test server has no dense encoder
        assert c.purge(source_prefix="chat/2")["evidence"] == 2
        rep = c.run_maintenance(namespace=ns)
        assert set(rep) == {"actions", "summaries", "duplicates", "tier_moves", "proposals", "compacted_bytes", "ms"}
        assert c.run_maintenance(namespace=ns)["actions"] == 0
        assert c.proposals(namespace=ns) == []
        with pytest.raises(evicortex.NotFoundError):
            c.resolve_proposal("pr_01arz3ndektsv4rrffq69g5fav", "apply")
        assert c.memory_health()["namespaces"][ns]["evidence"] == 1
        with pytest.raises(evicortex.NotFoundError):
            c.expand_summary("sm_01arz3ndektsv4rrffq69g5fav")
        with pytest.raises(evicortex.InvalidError):
            c.rotate_keys("/nonexistent/kek")  # the test server does not encrypt: 400 naming new_key_file


def test_expand_summary(server, ns):
    with Client(server.url, ADMIN, namespace=ns) as c:
        ids = [r["id"] for r in c.remember_batch([
            {"namespace": ns, "source": "chat/s1/t%d" % i, "content": text, "occurred_at": "2024-05-01T10:00:00Z"}
            for i, text in enumerate(["Quentin rehearsed the concerto twice on Monday.",
                                      "The rehearsal hall had new chairs installed."])])]
        assert c.run_maintenance(namespace=ns)["summaries"] == 1
        sm = [e for e in c.audit(limit=1000)["entries"]
              if e["op"] == "maintain" and e["namespace"] == ns and e["payload"].get("summaries")]
        sid = sm[-1]["payload"]["summaries"][0]["id"]
        out = c.expand_summary(sid)
        assert out["id"] == sid and [e["id"] for e in out["children"]] == ids


def test_feedback_links_and_modes(server, ns):
    """A recall's capsule_id takes feedback on its items; items used together
    become a Hebbian link; an id outside the capsule is a field error; after
    a purge of an item the same capsule is stale (409)."""
    with Client(server.url, WRITER, namespace=ns) as c:
        # Months apart, so the capsule cites them as two items (turns of one
        # session may be joined into one span item).
        a = c.remember("I keep the spare key under the blue flowerpot.", source="chat/k1", occurred_at="2026-01-05")
        b = c.remember("The blue flowerpot stands left of the shed door.", source="chat/k2", occurred_at="2026-04-05")
        cap = c.recall("Where is the spare key and the blue flowerpot?", budget_tokens=300, memory_mode="operational",
                       attention={"focus_terms": ["flowerpot"]})
        assert cap["capsule_id"] and cap["revision"] > 0 and "attention_trace" in cap
        ids = [it["id"] for it in cap["items"]]
        assert a["id"] in ids and b["id"] in ids
        fb = c.feedback(cap["capsule_id"], used=[a["id"], b["id"]])
        assert fb["items"] == 2 and fb["capsule_id"] == cap["capsule_id"]
        page = c.links(id=a["id"])
        assert any(ln["source"] == "hebbian" and {ln["from"], ln["to"]} == {a["id"], b["id"]} for ln in page["links"])
        with pytest.raises(evicortex.InvalidError) as ei:
            c.feedback(cap["capsule_id"], used=["ev_not_in_the_capsule"])
        assert ei.value.field == "used[0]"
        c.purge(ids=[b["id"]])
        with pytest.raises(evicortex.StaleRevisionError):
            c.feedback(cap["capsule_id"], used=[a["id"]])
        state = c.recall("spare key", budget_tokens=200, state={"mode": "debugging", "goal": "find the key"})
        assert state["items"]


def test_search_takes_attention_and_state(client: Client):
    for text in ["The weather in Lyon was rainy all week.", "Lyon has great food.", "Lyon traffic is terrible."]:
        client.remember(text, source="chat/1")
    res = client.search("Lyon", limit=3, attention={"focus_terms": ["weather"]},
                        state={"mode": "debugging", "goal": "check the weather"})
    assert res["hits"][0]["text"] == "The weather in Lyon was rainy all week."
    assert [t["directive"] for t in res["attention_trace"]] == ["focus"]
    assert any(ch["channel"] == "situation" for h in res["hits"] for ch in h["trace"]["channels"])
    with pytest.raises(evicortex.InvalidError) as exc:
        client.search("Lyon", attention={"counterevidence": True})
    assert exc.value.field == "attention.counterevidence"
