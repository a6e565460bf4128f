"""The async client against the same real server."""

from __future__ import annotations

import asyncio

import pytest

import evicortex
from evicortex import AsyncClient
from conftest import WRITER
from test_client import first_claim


@pytest.mark.asyncio
async def test_async_mem0_flow(server, ns):
    async with AsyncClient(server.url, WRITER, namespace=ns) as c:
        rs = await c.add([{"role": "user", "content": "I drive a bike.", "speaker": "Ana"}], occurred_at="2026-01-01",
                         claims=[{"subject": "user:ana", "predicate": "drives", "value": "bike"}])
        up = await c.update(rs[0]["id"], "I drive a car now.", occurred_at="2026-02-01",
                            claims=[{"subject": "user:ana", "predicate": "drives", "value": "car"}])
        assert up["superseded_claim_ids"] == rs[0]["claim_ids"]
        hist = await c.history(rs[0]["id"])
        assert [c_["value"] for c_ in hist] == ["bike", "car"]
        res = await c.search("What does Ana drive?", now="2026-03-01")
        assert first_claim(res["hits"])["value"] == "car"
        cap = await c.recall("What does Ana drive?", budget_tokens=200, now="2026-03-01")
        assert first_claim(cap["items"])["value"] == "car"
        assert (await c.get(rs[0]["id"]))["speaker"] == "Ana"
        with pytest.raises(evicortex.InvalidError) as ei:
            await c.get_all(filters={"metadata": {"x": [1]}})  # type: ignore[dict-item]
        assert ei.value.field == "filters.metadata.x"
        assert (await c.delete(up["id"]))["evidence"] == 1


@pytest.mark.asyncio
async def test_async_concurrent_writes_and_paging(server, ns):
    async with AsyncClient(server.url, WRITER, namespace=ns) as c:
        rs = await asyncio.gather(*(c.remember(f"turn {i}", source=f"chat/{i}") for i in range(20)))
        ids = [e["id"] async for e in c.iter_evidence(page_size=3)]
        assert sorted(ids) == sorted(r["id"] for r in rs) and len(set(ids)) == 20
