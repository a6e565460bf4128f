"""Starts a real `evicortex serve` on a fresh temp ledger for the session.

The binary is $EVICORTEX_BIN, else bin/evicortex at the repository root
(`make test-python` builds it), else one built here with `go build`."""

from __future__ import annotations

import json
import os
import pathlib
import shutil
import signal
import subprocess
import tempfile
import time
from dataclasses import dataclass
from typing import Iterator

import httpx
import pytest

REPO = pathlib.Path(__file__).resolve().parents[3]

ADMIN = "py-admin-token-0123456789"
WRITER = "py-writer-token-0123456789"  # team/*: read, write, purge
READER = "py-reader-token-0123456789"  # team/*: read only

PRINCIPALS = {
    ADMIN: {"name": "root", "namespaces": ["**"], "capabilities": ["read", "write", "purge", "admin"]},
    WRITER: {"name": "writer", "namespaces": ["team/*"], "capabilities": ["read", "write", "purge"]},
    READER: {"name": "reader", "namespaces": ["team/*"], "capabilities": ["read"]},
}


@dataclass
class Server:
    url: str
    proc: subprocess.Popen


def _binary(tmp: pathlib.Path) -> str:
    env = os.environ.get("EVICORTEX_BIN")
    if env:
        return env
    built = REPO / "bin" / "evicortex"
    if built.exists():
        return str(built)
    go = shutil.which("go")
    if go is None:
        pytest.fail("no evicortex binary: set EVICORTEX_BIN, run `make build-go`, or install Go")
    out = tmp / "evicortex"
    subprocess.run([go, "build", "-o", str(out), "./cmd/evicortex"], cwd=REPO, check=True)
    return str(out)


def _listening(proc: subprocess.Popen, tmp: pathlib.Path) -> str:
    """The address from serve's first JSON document on stdout (--json)."""
    text = ""
    while proc.stdout is not None:
        line = proc.stdout.readline()
        if not line:
            pytest.fail(f"evicortex serve exited: {(tmp / 'serve.log').read_text()}")
        text += line
        try:
            return json.loads(text)["listening"]
        except json.JSONDecodeError:
            continue
    pytest.fail("no stdout")


@pytest.fixture(scope="session")
def server() -> Iterator[Server]:
    tmp = pathlib.Path(tempfile.mkdtemp(prefix="evicortex-py-"))
    principals = tmp / "principals.json"
    principals.write_text(json.dumps(PRINCIPALS))
    principals.chmod(0o600)
    cmd = [_binary(tmp), "--db", str(tmp / "memory.db"), "--json", "serve", "--principals", str(principals),
           "--listen", "127.0.0.1:0"]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=open(tmp / "serve.log", "wb"), text=True)
    try:
        url = "http://" + _listening(proc, tmp)
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(url + "/v1/ready", timeout=2).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if time.monotonic() > deadline or proc.poll() is not None:
                pytest.fail(f"evicortex serve never became ready: {(tmp / 'serve.log').read_text()}")
            time.sleep(0.05)
        yield Server(url=url, proc=proc)
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
        shutil.rmtree(tmp, ignore_errors=True)


@pytest.fixture
def ns(request: pytest.FixtureRequest) -> str:
    """A namespace of its own per test, inside the writer's grant."""
    return "team/" + request.node.name.replace("[", "-").replace("]", "").lower()
