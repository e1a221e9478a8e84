// The playground page: edit a Java class and a world, run it, generate tests
// for it — all in this page. The core (Terrarium compiled to WebAssembly)
// runs in a Web Worker (worker.js); Java sources are compiled by the Eclipse
// compiler running inside that core.
import { EditorView, basicSetup } from "codemirror";
import { java } from "@codemirror/lang-java";
import { json } from "@codemirror/lang-json";
import { deflateSync, inflateSync, strFromU8, strToU8, zipSync } from "fflate";

const $ = (id) => document.getElementById(id);

// ------------------------------------------------------------------ the worker

let worker = null;
let nextId = 1;
const pending = new Map();

function startWorker() {
  worker = new Worker(new URL("worker.js", import.meta.url), { type: "module" });
  worker.onmessage = (event) => {
    const { id, ok, result, error } = event.data;
    const p = pending.get(id);
    if (!p) return;
    pending.delete(id);
    ok ? p.resolve(result) : p.reject(new Error(error));
  };
  worker.onerror = (event) => {
    for (const p of pending.values()) p.reject(new Error(event.message || "the worker failed"));
    pending.clear();
  };
}

function call(kind, payload) {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, kind, payload });
  });
}

/** Stop: the worker (and whatever the core was doing) is thrown away. */
function stop() {
  worker.terminate();
  for (const p of pending.values()) p.reject(new Error("Stopped."));
  pending.clear();
  compiled = null;
  startWorker();
  call("warm");
}

// ------------------------------------------------------------------ editors

const javaEditor = new EditorView({ extensions: [basicSetup, java()], parent: $("source") });
const worldEditor = new EditorView({ extensions: [basicSetup, json()], parent: $("world") });
const text = (view) => view.state.doc.toString();
const setText = (view, value) => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value } });

// ------------------------------------------------------------------ state

let examples = [];
let compiled = null; // { source, mainClass, classes }

function mainClassOf(source) {
  const m = /\bpublic\s+(?:(?:final|abstract|sealed|non-sealed|strictfp)\s+)*(?:class|record|enum|interface)\s+([A-Za-z_$][\w$]*)/.exec(source)
    ?? /\b(?:class|record|enum|interface)\s+([A-Za-z_$][\w$]*)/.exec(source);
  return m ? m[1] : null;
}

function state() {
  return {
    source: text(javaEditor),
    world: text(worldEditor),
    args: $("args").value,
    stdin: $("stdin").value,
    seed: $("seed").value,
    evals: $("evals").value,
    schedule: $("schedule").value,
    scheduleSeed: $("schedule-seed").value,
  };
}

function restore(s) {
  setText(javaEditor, s.source ?? "");
  setText(worldEditor, s.world ?? "{}");
  $("args").value = s.args ?? "";
  $("stdin").value = s.stdin ?? "";
  $("seed").value = s.seed ?? "0";
  $("evals").value = s.evals ?? "3000";
  $("schedule").value = s.schedule ?? "round-robin";
  $("schedule-seed").value = s.scheduleSeed ?? "0";
}

function loadExample(e) {
  restore({
    source: e.source,
    world: JSON.stringify(e.world ?? {}, null, 2),
    args: (e.args ?? []).join(" "),
    stdin: e.stdin ?? "",
    seed: "0",
    evals: String(e.evals ?? 3000),
    schedule: e.schedule ?? "round-robin",
    scheduleSeed: String(e.schedule_seed ?? 0),
  });
  $("about").textContent = e.description ?? "";
}

// ------------------------------------------------------------------ sharing

function toBase64Url(bytes) {
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(s) {
  const bin = atob(s.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return bytes;
}

/** The whole state in the URL fragment, compressed: the link reproduces it. */
function share() {
  const packed = toBase64Url(deflateSync(strToU8(JSON.stringify(state())), { level: 9 }));
  history.replaceState(null, "", `#s=${packed}`);
  navigator.clipboard?.writeText(location.href).catch(() => {});
  setStatus(`Link with this state: ${location.href.length} characters (copied when the browser allows).`);
}

function sharedState() {
  const m = /^#s=([\w-]+)$/.exec(location.hash);
  if (!m) return null;
  try {
    return JSON.parse(strFromU8(inflateSync(fromBase64Url(m[1]))));
  } catch (e) {
    setStatus(`The link's state cannot be read: ${e.message}`);
    return null;
  }
}

// ------------------------------------------------------------------ running

function setStatus(message) {
  $("status").textContent = message;
}

function setBusy(busy, message) {
  for (const id of ["run", "gen", "examples"]) $(id).disabled = busy;
  $("stop").disabled = !busy;
  if (message !== undefined) setStatus(message);
}

function decode(b64) {
  if (!b64) return "";
  const bin = atob(b64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return new TextDecoder().decode(bytes);
}

function parseWorld() {
  const raw = text(worldEditor).trim();
  if (raw === "") return {};
  try {
    return JSON.parse(raw);
  } catch (e) {
    throw new Error(`world: ${e.message}`);
  }
}

/** Compile the editor's class (once per source) with ECJ inside the core. */
async function compile() {
  const source = text(javaEditor);
  if (compiled && compiled.source === source) return compiled;
  const mainClass = mainClassOf(source);
  if (!mainClass) throw new Error("no class in the source");
  setStatus("Compiling (the Eclipse compiler, inside Terrarium)…");
  const r = await call("compile", { fileName: `${mainClass}.java`, source });
  $("compiler").textContent = r.printed || "";
  if (r.status !== 0 || Object.keys(r.classes).length === 0) {
    show("output");
    $("stdout").textContent = "";
    $("stderr").textContent = r.printed || `the compiler stopped: ${r.outcome}`;
    $("exit").textContent = "not compiled";
    throw new Error(`${mainClass}.java does not compile`);
  }
  compiled = { source, mainClass, classes: r.classes, ms: r.ms };
  return compiled;
}

function args() {
  const a = $("args").value.trim();
  return a === "" ? [] : a.split(/\s+/);
}

async function run() {
  setBusy(true, "Starting…");
  try {
    const world = parseWorld();
    if ($("stdin").value !== "") world.stdin = $("stdin").value;
    const c = await compile();
    setStatus(`Running ${c.mainClass}…`);
    const { response, ms } = await call("core", {
      run: {
        classes: c.classes,
        class_path: "(the playground)",
        main_class: c.mainClass,
        args: args(),
        world,
        world_out: true,
        trace_world: true,
        schedule: $("schedule").value,
        schedule_seed: Number.parseInt($("schedule-seed").value, 10) || 0,
      },
    });
    const r = response.run ?? response.error;
    if (typeof r === "string") throw new Error(r);
    $("stdout").textContent = decode(r.stdout);
    $("stderr").textContent = decode(r.stderr);
    $("exit").textContent = `exit status ${r.status} (${r.outcome}), ${r.executed.toLocaleString("en")} instructions, ${ms.toFixed(0)} ms`;
    const after = r.world ? { ...r.world } : null;
    if (after) {
      delete after.stdout;
      delete after.stderr;
    }
    $("world-after").textContent = after ? JSON.stringify(after, null, 2) : "";
    results.run = { ...r, ms };
    $("log").textContent = r.log ? JSON.stringify(r.log, null, 1) : "";
    show("output");
    setBusy(false, `Ran ${c.mainClass} in ${ms.toFixed(0)} ms (compiled in ${c.ms.toFixed(0)} ms).`);
  } catch (e) {
    setBusy(false, e.message);
  }
}

let lastTests = null;
// What the last run and generation answered: read by the browser test
// (playground/test/browser.mjs) to compare with the CLI's answers.
const results = { run: null, gen: null };
window.playground = { results, state };

async function generate() {
  setBusy(true, "Starting…");
  const t0 = performance.now();
  const ticker = setInterval(() => setStatus(`Generating tests… ${((performance.now() - t0) / 1000).toFixed(0)} s`), 1000);
  try {
    const c = await compile();
    setStatus(`Generating tests for ${c.mainClass}…`);
    const evals = Number.parseInt($("evals").value, 10);
    const { response, ms } = await call("core", {
      gen: {
        request: {
          classes: c.classes,
          algorithm: "dynamosa",
          seed: Number.parseInt($("seed").value, 10) || 0,
          budget_evals: Number.isFinite(evals) ? evals : null,
          junit: "4",
          test_fuel: 2_000_000,
        },
        class: c.mainClass,
      },
    });
    if (response.error) throw new Error(response.error);
    const result = response.gen;
    lastTests = result.files;
    results.gen = { ...result, ms };
    showReport(result.report, c.source);
    $("tests").textContent = result.files.map((f) => `// ${f.path}\n${f.source}`).join("\n");
    show("tests");
    setBusy(false, result.report.error ? result.report.error : `Generated ${result.report.tests} tests in ${(ms / 1000).toFixed(1)} s.`);
  } catch (e) {
    setBusy(false, e.message);
  } finally {
    clearInterval(ticker);
  }
}

function showReport(report, source) {
  const pct = (c) => (c.total === 0 ? "–" : `${c.covered}/${c.total} (${((100 * c.covered) / c.total).toFixed(0)}%)`);
  $("summary").innerHTML = "";
  const rows = [
    ["class", report.class],
    ["branches", pct(report.branches)],
    ["lines", pct(report.lines)],
    ["mutants killed", pct({ covered: report.mutants?.killed ?? 0, total: report.mutants?.total ?? 0 })],
    ["tests", String(report.tests)],
    ["world tests", String(report.world_tests)],
    ["evaluations", String(report.evaluations)],
  ];
  for (const [k, v] of rows) {
    const tr = document.createElement("tr");
    tr.innerHTML = "<th></th><td></td>";
    tr.children[0].textContent = k;
    tr.children[1].textContent = v;
    $("summary").appendChild(tr);
  }
  // The source with what the tests leave uncovered marked.
  const missedLines = new Set(report.missed?.lines ?? []);
  const missedBranches = new Map();
  for (const b of report.missed?.branches ?? []) missedBranches.set(b.line, [...(missedBranches.get(b.line) ?? []), b.arm]);
  const covered = new Set(report.covered_lines ?? []);
  const pre = $("coverage");
  pre.innerHTML = "";
  source.split("\n").forEach((line, i) => {
    const n = i + 1;
    const div = document.createElement("div");
    div.className = missedLines.has(n) ? "missed" : missedBranches.has(n) ? "partial" : covered.has(n) ? "covered" : "";
    div.dataset.line = String(n);
    div.textContent = `${String(n).padStart(4)}  ${line}`;
    if (missedBranches.has(n)) div.title = `branch not taken: ${missedBranches.get(n).join(", ")}`;
    pre.appendChild(div);
  });
}

async function copyTests() {
  if (!lastTests) return;
  await navigator.clipboard.writeText(lastTests.map((f) => f.source).join("\n"));
  setStatus("The tests are on the clipboard.");
}

async function download() {
  if (!lastTests) return;
  const files = {};
  for (const f of lastTests) files[f.path] = strToU8(f.source);
  const api = await fetch("terrarium-world-api.jar");
  if (api.ok) files["lib/terrarium-world-api.jar"] = new Uint8Array(await api.arrayBuffer());
  const blob = new Blob([zipSync(files)], { type: "application/zip" });
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = "terrarium-tests.zip";
  a.click();
  URL.revokeObjectURL(a.href);
}

function show(tab) {
  for (const el of document.querySelectorAll("[data-tab]")) el.hidden = el.dataset.tab !== tab;
  for (const el of document.querySelectorAll("[data-show]")) el.classList.toggle("active", el.dataset.show === tab);
}

// ------------------------------------------------------------------ start

async function main() {
  startWorker();
  const warm = call("warm");
  examples = await (await fetch("examples.json")).json();
  const select = $("examples");
  examples.forEach((e, i) => {
    const o = document.createElement("option");
    o.value = String(i);
    o.textContent = e.name;
    select.appendChild(o);
  });
  select.onchange = () => loadExample(examples[Number(select.value)]);
  const shared = sharedState();
  if (shared) restore(shared);
  else loadExample(examples[0]);
  $("run").onclick = run;
  $("gen").onclick = generate;
  $("stop").onclick = stop;
  $("share").onclick = share;
  $("download").onclick = download;
  $("copy").onclick = () => copyTests().catch((e) => setStatus(`Cannot copy: ${e.message}`));
  for (const el of document.querySelectorAll("[data-show]")) el.onclick = () => show(el.dataset.show);
  show("output");
  const { ms } = await warm;
  document.body.dataset.ready = "true";
  setBusy(false, `Ready: the core compiled in ${ms.toFixed(0)} ms.`);
}

main().catch((e) => setStatus(`The playground cannot start: ${e.message}`));
