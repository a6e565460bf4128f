"""An independent MCP client session against evicortex (`make test-mcp`).

The official MCP Python SDK (PyPI `mcp`, pinned in requirements.txt) drives
the evicortex binary given on the command line, twice:

  stdio  `evicortex mcp --db TMP/stdio.db --ns ci/stdio`, spawned by the SDK;
  HTTP   `evicortex serve` on a free loopback port, /mcp with a bearer token
         from a fresh principals file, after checking that /mcp answers 401
         without one.

Each session lists the tools (names, input and output schemas, annotations),
remembers an observation, recalls it, checks that a call missing a required
argument fails naming the field, forgets the observation and recalls again,
which must no longer find it. Every step is printed; any failure exits 1.

Usage: python session.py PATH/TO/evicortex
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

import httpx2
from mcp import Client, StdioServerParameters
from mcp.client.streamable_http import streamable_http_client

TOKEN = "ci-mcp-token-0123456789abcdef"
WANT_TOOLS = {
    # name: (readOnlyHint, destructiveHint)
    "remember": (False, False),
    "recall": (True, False),
    "search": (True, False),
    "expand": (True, False),
    "claim_history": (True, False),
    "list_memories": (True, False),
    "feedback": (False, False),
    "forget": (False, True),
}
FACT = "The spare key to the shed is under the blue flowerpot."
QUESTION = "Where is the spare key to the shed?"


class SessionError(Exception):
    pass


def check(cond: bool, what: str) -> None:
    if not cond:
        raise SessionError(what)
    print(f"  ok: {what}")


def text_of(result) -> str:
    return "".join(getattr(c, "text", "") for c in result.content)


async def call(client: Client, name: str, args: dict) -> dict:
    result = await client.call_tool(name, args)
    if result.is_error:
        raise SessionError(f"{name} failed: {text_of(result)}")
    if result.structured_content is None:
        raise SessionError(f"{name}: no structured content")
    return result.structured_content


async def life_cycle(client: Client, label: str) -> None:
    print(f"== {label}")
    tools = (await client.list_tools()).tools
    names = {t.name for t in tools}
    check(names == set(WANT_TOOLS), f"tools listed: {sorted(names)}")
    for t in tools:
        ro, destructive = WANT_TOOLS[t.name]
        a = t.annotations
        check(
            t.input_schema.get("type") == "object"
            and t.output_schema is not None
            and "namespace" in t.input_schema.get("properties", {})
            and a is not None
            and a.read_only_hint is ro
            and a.destructive_hint is destructive,
            f"{t.name}: input and output schemas, optional namespace, read-only={ro} destructive={destructive}",
        )

    rem = await call(client, "remember", {"content": FACT, "source": "ci/chat/1", "occurred_at": "2026-03-01"})
    ev = rem["evidence"][0]["id"]
    check(ev.startswith("ev_"), f"remember stored {ev} in {rem['namespace']}")

    capsule = await call(client, "recall", {"query": QUESTION, "budget_tokens": 200})
    texts = [it["text"] for it in capsule["items"]]
    check(any("flowerpot" in t for t in texts), f"recall finds it ({capsule['used_tokens']}/{capsule['budget_tokens']} tokens)")
    check(any(ev in it["evidence_ids"] for it in capsule["items"]), "the recalled item cites the evidence id")
    used = [it["id"] for it in capsule["items"] if ev in it["evidence_ids"]][:1]
    fb = await call(client, "feedback", {"capsule_id": capsule["capsule_id"], "used": used})
    check(fb["items"] == 1 and fb["capsule_id"] == capsule["capsule_id"], f"feedback on {used[0]} recorded as {fb['id']}")

    listed = await call(client, "list_memories", {"limit": 10})
    check([it["id"] for it in listed["items"]] == [ev] and listed["items"][0]["content"] == FACT,
          f"list_memories lists it, verbatim ({len(listed['items'])} items)")

    missing = await client.call_tool("recall", {"budget_tokens": 200})
    check(missing.is_error and "query" in text_of(missing), f"recall without query fails naming it: {text_of(missing)[:120]}")

    bad = await client.call_tool("remember", {"source": "ci/chat/2"})
    err = json.loads(text_of(bad)).get("error", {}) if bad.is_error else {}
    check(err.get("field") == "content", f"remember without content fails with field {err.get('field')!r}")

    gone = await call(client, "forget", {"ids": [ev]})
    check(gone["evidence"] == 1 and len(gone["digests"]) == 1, f"forget purged {gone['evidence']} evidence")

    stale = await client.call_tool("feedback", {"capsule_id": capsule["capsule_id"], "used": used})
    err = json.loads(text_of(stale)).get("error", {}) if stale.is_error else {}
    check(err.get("code") == "stale_revision", f"feedback on the purged item's capsule is stale: {err.get('code')!r}")

    capsule = await call(client, "recall", {"query": QUESTION, "budget_tokens": 200})
    texts = [it["text"] for it in capsule["items"]]
    check(not any("flowerpot" in t for t in texts), f"recall no longer finds it ({len(texts)} items)")


async def stdio_session(binary: str, tmp: str) -> None:
    params = StdioServerParameters(command=binary, args=["mcp", "--db", os.path.join(tmp, "stdio.db"), "--ns", "ci/stdio"])
    async with Client(params) as client:
        await life_cycle(client, f"stdio: {binary} mcp --ns ci/stdio")


def start_serve(binary: str, tmp: str) -> tuple[subprocess.Popen, str]:
    principals = os.path.join(tmp, "principals.json")
    with open(principals, "w") as f:
        json.dump({TOKEN: {"name": "ci-agent", "namespaces": ["ci/http"], "capabilities": ["read", "write", "purge"]}}, f)
    os.chmod(principals, 0o600)
    proc = subprocess.Popen(
        [binary, "--db", os.path.join(tmp, "http.db"), "--json", "serve", "--listen", "127.0.0.1:0", "--principals", principals],
        stdout=subprocess.PIPE,
        stderr=open(os.path.join(tmp, "serve.log"), "w"),
        text=True,
    )
    hello = ""  # serve --json announces {"listening": ADDR, ...}, indented over several lines
    while not hello.endswith("}\n"):
        line = proc.stdout.readline()
        if not line:
            raise SessionError("serve exited before listening: " + open(os.path.join(tmp, "serve.log")).read())
        hello += line
    addr = json.loads(hello)["listening"]
    deadline = time.time() + 60
    while True:
        try:
            urllib.request.urlopen(f"http://{addr}/v1/ready", timeout=5)
            return proc, addr
        except (urllib.error.URLError, ConnectionError):
            if time.time() > deadline:
                raise SessionError("serve never became ready")
            time.sleep(0.05)


def post_without_token(url: str) -> int:
    body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "tools/list"}).encode()
    req = urllib.request.Request(url, data=body, headers={"Content-Type": "application/json", "Accept": "application/json, text/event-stream"})
    try:
        with urllib.request.urlopen(req, timeout=10) as resp:
            return resp.status
    except urllib.error.HTTPError as e:
        return e.code


async def http_session(binary: str, tmp: str) -> None:
    proc, addr = start_serve(binary, tmp)
    url = f"http://{addr}/mcp"
    try:
        print(f"== HTTP: {url}")
        check(post_without_token(url) == 401, "POST /mcp without a bearer token is refused with 401")
        async with httpx2.AsyncClient(headers={"Authorization": f"Bearer {TOKEN}"}, timeout=30) as http:
            async with Client(streamable_http_client(url, http_client=http)) as client:
                await life_cycle(client, "HTTP with a bearer token (default namespace: the principal's ci/http)")
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()


async def main(binary: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        await stdio_session(binary, tmp)
        await http_session(binary, tmp)
    print("== MCP sessions passed (stdio and HTTP)")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    try:
        asyncio.run(main(os.path.abspath(sys.argv[1])))
    except SessionError as e:
        print(f"FAIL: {e}", file=sys.stderr)
        sys.exit(1)
