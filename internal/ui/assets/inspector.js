// EviCortex memory inspector. Plain ES2020, no dependencies, no build step.
// Every piece of memory text is inserted with textContent (never as markup).
"use strict";

const SVGNS = "http://www.w3.org/2000/svg";
const MAX_EVIDENCE = 5000; // drawn on the timeline; the rest is counted, not fetched
const PAGE = 1000;         // the API's largest page (engine.MaxListLimit)

const state = { token: "", ns: "", evidence: [], claims: [], truncated: false };

const $ = (id) => document.getElementById(id);

function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") e.className = v; else if (k.startsWith("data-")) e.setAttribute(k, v); else e[k] = v;
  }
  for (const c of children) e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  return e;
}

function svg(tag, attrs) {
  const e = document.createElementNS(SVGNS, tag);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
  return e;
}

function status(msg, isError) {
  const s = $("status");
  s.textContent = msg;
  s.className = isError ? "error" : "";
}

// api calls one route with the bearer token; an error answer becomes an
// Error whose message is the server's code, message and field.
async function api(method, path, body) {
  const opts = { method, headers: { "Authorization": "Bearer " + state.token } };
  if (body !== undefined) {
    opts.headers["Content-Type"] = "application/json";
    opts.body = JSON.stringify(body);
  }
  const r = await fetch(path, opts);
  const text = await r.text();
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch (_) { /* not JSON */ }
  if (!r.ok) {
    const e = data && data.code ? data : { code: "http_" + r.status, message: text.slice(0, 200) };
    throw new Error(`${r.status} ${e.code}: ${e.message}` + (e.field ? ` (field ${e.field})` : ""));
  }
  return data;
}

async function loadAll() {
  state.evidence = []; state.claims = []; state.truncated = false;
  status(`loading ${state.ns} ...`);
  let cursor = "";
  do {
    const body = { namespace: state.ns, limit: PAGE };
    if (cursor) body.cursor = cursor;
    const page = await api("POST", "/v1/evidence:list", body);
    state.evidence.push(...(page.items || []));
    cursor = page.next_cursor || "";
    if (state.evidence.length >= MAX_EVIDENCE && cursor) { state.truncated = true; break; }
  } while (cursor);
  cursor = "";
  do {
    const q = new URLSearchParams({ namespace: state.ns, limit: String(PAGE) });
    if (cursor) q.set("cursor", cursor);
    const page = await api("GET", "/v1/claims?" + q.toString());
    state.claims.push(...(page.claims || []));
    cursor = page.next_cursor || "";
  } while (cursor);
  drawTimeline();
  drawClaims();
  status(`${state.ns}: ${state.evidence.length}${state.truncated ? "+" : ""} evidence, ${state.claims.length} claims`);
}

const t = (s) => (s ? Date.parse(s) : NaN);

function domain(times) {
  let lo = Infinity, hi = -Infinity;
  for (const x of times) if (!Number.isNaN(x)) { lo = Math.min(lo, x); hi = Math.max(hi, x); }
  if (lo === Infinity) { lo = Date.now() - 864e5; hi = Date.now(); }
  if (hi - lo < 36e5) { lo -= 18e5; hi += 18e5; } // at least an hour wide
  return [lo, hi];
}

function axis(g, lo, hi, x, y, height) {
  const ticks = 6;
  g.append(svg("line", { x1: x(lo), x2: x(hi), y1: y, y2: y }));
  for (let i = 0; i <= ticks; i++) {
    const v = lo + (hi - lo) * i / ticks, px = x(v);
    g.append(svg("line", { x1: px, x2: px, y1: y, y2: y - height }));
    const label = svg("text", { x: px, y: y + 14, "text-anchor": i === 0 ? "start" : i === ticks ? "end" : "middle" });
    label.textContent = new Date(v).toISOString().slice(0, 10);
    g.append(label);
  }
}

function drawTimeline() {
  const root = $("timeline");
  root.replaceChildren();
  $("evidence-count").textContent = `(${state.evidence.length}${state.truncated ? "+" : ""})`;
  const lanes = [...new Set(state.evidence.map((e) => e.speaker || e.role || "(no speaker)"))].sort();
  const W = Math.max(root.clientWidth || 900, 400), left = 120, right = 16, laneH = 22;
  const H = 30 + lanes.length * laneH;
  root.setAttribute("viewBox", `0 0 ${W} ${H}`);
  root.setAttribute("height", H);
  const [lo, hi] = domain(state.evidence.map((e) => t(e.occurred_at)));
  const x = (v) => left + (W - left - right) * (v - lo) / (hi - lo);
  const g = svg("g", { class: "axis" });
  axis(g, lo, hi, x, H - 18, H - 22);
  root.append(g);
  lanes.forEach((name, i) => {
    const label = svg("text", { x: 4, y: 16 + i * laneH, "data-lane": name });
    label.textContent = name.length > 16 ? name.slice(0, 15) + "…" : name;
    root.append(label);
  });
  for (const ev of state.evidence) {
    const lane = lanes.indexOf(ev.speaker || ev.role || "(no speaker)");
    const c = svg("circle", { class: "ev", cx: x(t(ev.occurred_at)), cy: 12 + lane * laneH, r: 5, "data-id": ev.id });
    const tip = svg("title");
    tip.textContent = `${ev.occurred_at}  ${ev.content.slice(0, 160)}`;
    c.append(tip);
    c.addEventListener("click", () => expand(ev.id));
    root.append(c);
  }
}

function claimClass(c) {
  switch (c.status) {
    case "active": return "current";
    case "superseded": return "superseded";
    case "disputed": return "disputed";
    default: return "other";
  }
}

function drawClaims() {
  const root = $("claims");
  root.replaceChildren();
  $("claims-count").textContent = `(${state.claims.length})`;
  const rows = new Map();
  for (const c of state.claims) {
    const key = `${c.subject} · ${c.predicate}`;
    if (!rows.has(key)) rows.set(key, []);
    rows.get(key).push(c);
  }
  const keys = [...rows.keys()].sort();
  // Versions whose intervals overlap (disputed values) get their own lane
  // inside the row, so no bar hides another.
  const lanesOf = new Map();
  let totalLanes = 0;
  for (const key of keys) {
    const ends = []; // per lane, the end of its last bar
    const lane = new Map();
    const cs = rows.get(key).slice().sort((a, b) => t(a.valid_from) - t(b.valid_from));
    for (const c of cs) {
      const from = t(c.valid_from), to = Number.isNaN(t(c.valid_to)) ? Infinity : t(c.valid_to);
      let l = ends.findIndex((end) => end <= from);
      if (l < 0) { l = ends.length; ends.push(0); }
      ends[l] = to;
      lane.set(c, l);
    }
    lanesOf.set(key, { lane, n: Math.max(ends.length, 1), first: totalLanes });
    totalLanes += Math.max(ends.length, 1);
  }
  const W = Math.max(root.clientWidth || 900, 400), left = 220, right = 16, rowH = 22;
  const H = 30 + Math.max(totalLanes, 1) * rowH;
  const times = [];
  for (const c of state.claims) times.push(t(c.valid_from), t(c.valid_to), t(c.recorded_at));
  for (const e of state.evidence) times.push(t(e.occurred_at));
  const [lo, hi0] = domain(times);
  const hi = Math.max(hi0, Date.now()); // open intervals run to now
  const x = (v) => left + (W - left - right) * (v - lo) / (hi - lo);
  const g = svg("g", { class: "axis" });
  axis(g, lo, hi, x, H - 18, H - 22);
  root.append(g);
  if (keys.length === 0) {
    const none = svg("text", { x: left, y: 16 });
    none.textContent = "no claims in this namespace";
    root.append(none);
  }
  keys.forEach((key) => {
    const { lane, first } = lanesOf.get(key);
    const label = svg("text", { x: 4, y: 4 + first * rowH + 13 });
    label.textContent = key.length > 34 ? key.slice(0, 33) + "…" : key;
    root.append(label);
    for (const c of rows.get(key)) {
      const y = 4 + (first + lane.get(c)) * rowH;
      const from = t(c.valid_from), to = Number.isNaN(t(c.valid_to)) ? hi : t(c.valid_to);
      const x0 = x(from), x1 = Math.max(x(to), x0 + 3);
      const r = svg("rect", { class: "claim " + claimClass(c), x: x0, y: y + 2, width: x1 - x0, height: rowH - 6,
        "data-id": c.id, "data-status": c.status });
      const tip = svg("title");
      tip.textContent = `${c.predicate} = ${c.value} [${c.status}] from ${c.valid_from}` + (c.valid_to ? ` to ${c.valid_to}` : " (open)");
      r.append(tip);
      root.append(r);
      const v = svg("text", { x: x0 + 4, y: y + 14, "pointer-events": "none" });
      v.textContent = c.value.length > 24 ? c.value.slice(0, 23) + "…" : c.value;
      root.append(v);
    }
  });
}

async function recall(ev) {
  if (ev) ev.preventDefault();
  const body = { namespace: state.ns, query: $("query").value, budget_tokens: Number($("budget").value) || 300 };
  if ($("as-of").value.trim()) body.as_of = $("as-of").value.trim();
  status("recalling ...");
  try {
    renderCapsule(await api("POST", "/v1/recall", body));
    status(`recalled from ${state.ns}`);
  } catch (e) {
    status(e.message, true);
  }
}

function renderCapsule(c) {
  const box = $("capsule");
  box.replaceChildren();
  const pct = c.budget_tokens ? Math.min(100, 100 * c.used_tokens / c.budget_tokens) : 0;
  const budget = el("div", { class: "budget", id: "budget-used" },
    `${c.items.length} items, used ${c.used_tokens} of ${c.budget_tokens} tokens; ${c.omitted || 0} candidates omitted`);
  if (c.abstain) budget.append(el("span", { class: "flag", id: "abstain" }, "abstain: nothing cleared the relevance floor"));
  const bar = el("div", { class: "bar" }, el("div"));
  bar.firstChild.style.width = pct.toFixed(1) + "%";
  budget.append(bar);
  box.append(budget);
  c.items.forEach((it, i) => box.append(renderItem(it, i)));
}

function renderItem(it, i) {
  const parts = [`role ${it.role}`, `score ${Number(it.score).toFixed(4)}`, `${it.tokens} tokens`];
  if (it.speaker) parts.push(`speaker ${it.speaker}`);
  if (it.occurred_at) parts.push(it.occurred_at.slice(0, 16).replace("T", " "));
  if (it.status) parts.push(`status ${it.status}`);
  const head = el("div", { class: "head" }, el("span", { class: "kind" }, `#${i + 1} ${it.kind}`),
    ...parts.map((p) => el("span", {}, p)));
  const item = el("div", { class: "item", "data-id": it.id, "data-kind": it.kind }, head,
    el("div", { class: "text" }, it.text));
  for (const id of it.expand || []) {
    const b = el("button", { class: "link", type: "button", "data-expand": id }, `expand ${id}`);
    b.addEventListener("click", () => expand(id));
    item.append(b);
  }
  if (it.trace) item.append(renderTrace(it.trace));
  return item;
}

function renderTrace(tr) {
  const d = el("details", { class: "trace" }, el("summary", {}, "trace"));
  const tbl = el("table", { class: "trace" },
    el("tr", {}, el("th", {}, "channel"), el("th", {}, "rank"), el("th", {}, "score"), el("th", {}, "weight"), el("th", {}, "contribution")));
  for (const ch of tr.channels || []) {
    tbl.append(el("tr", {}, el("td", {}, ch.channel), el("td", {}, ch.rank), el("td", {}, Number(ch.score).toFixed(3)),
      el("td", {}, ch.weight), el("td", {}, Number(ch.contribution).toFixed(4))));
  }
  d.append(tbl);
  const feats = Object.entries(tr.features || {}).map(([k, v]) => `${k}=${Number(v).toFixed(3)}`).join("  ");
  d.append(el("div", { class: "hint" }, `fused ${Number(tr.fused || 0).toFixed(4)}  ${feats}`));
  return d;
}

async function expand(id) {
  status(`expanding ${id} ...`);
  try {
    const ev = await api("POST", "/v1/expand", { namespace: state.ns, id });
    const box = $("evidence");
    box.replaceChildren(
      el("dl", { class: "ev", id: "evidence-detail", "data-id": ev.id },
        el("dt", {}, "id"), el("dd", {}, ev.id),
        el("dt", {}, "occurred"), el("dd", {}, ev.occurred_at),
        el("dt", {}, "recorded"), el("dd", {}, ev.recorded_at),
        el("dt", {}, "source"), el("dd", {}, ev.source),
        el("dt", {}, "speaker"), el("dd", {}, [ev.speaker, ev.role].filter(Boolean).join(" / ") || "-"),
        el("dt", {}, "sha256"), el("dd", {}, ev.sha256)),
      el("pre", { class: "content", id: "evidence-content" }, ev.content));
    for (const c of document.querySelectorAll("circle.ev")) c.classList.toggle("selected", c.dataset.id === ev.id);
    status(`evidence ${ev.id}`);
  } catch (e) {
    status(e.message, true);
  }
}

async function connect(ev) {
  if (ev) ev.preventDefault();
  state.token = $("token").value.trim();
  state.ns = $("ns").value.trim();
  sessionStorage.setItem("evicortex.token", state.token);
  sessionStorage.setItem("evicortex.ns", state.ns);
  try {
    await loadAll();
    return true;
  } catch (e) {
    status(e.message, true);
    return false;
  }
}

// The URL fragment may carry token, ns, q and budget (a fragment never
// reaches the server); it is cleared from the address bar once read.
async function start() {
  $("connect").addEventListener("submit", connect);
  $("recall-form").addEventListener("submit", recall);
  const p = new URLSearchParams(location.hash.slice(1));
  $("token").value = p.get("token") || sessionStorage.getItem("evicortex.token") || "";
  $("ns").value = p.get("ns") || sessionStorage.getItem("evicortex.ns") || "";
  if (p.get("q")) $("query").value = p.get("q");
  if (p.get("budget")) $("budget").value = p.get("budget");
  if (p.has("token")) history.replaceState(null, "", location.pathname + location.search);
  if ($("token").value && $("ns").value && await connect() && $("query").value) await recall();
  document.body.dataset.ready = "1";
}

document.addEventListener("DOMContentLoaded", start);
