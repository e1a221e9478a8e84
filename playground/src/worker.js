// The core in a Web Worker: the sandbox guest (terrarium-guest, built for
// wasm32-wasip1) answers one JSON request per instance, exactly as it does
// under wasmtime for `terrarium run --sandbox` — request on stdin, response
// on stdout. The page stays responsive; Stop terminates this worker.
import { WASI, File, OpenFile, ConsoleStdout } from "@bjorn3/browser_wasi_shim";
import { unzipSync } from "fflate";

let core = null; // the compiled module, once
let ecj = null; // the Eclipse compiler's class path, once

function compiledCore() {
  core ??= WebAssembly.compileStreaming(fetch(new URL("terrarium-guest.wasm", self.location.href)));
  return core;
}

/**
 * The compiler's jar as the core receives a class path (what the host's
 * ClassPath reader makes of a jar): classes by internal name (not those under
 * META-INF/), every other file a resource with its `jar:file:` URL.
 */
function compilerClassPath() {
  ecj ??= fetch(new URL("ecj.jar", self.location.href)).then(async (r) => {
    if (!r.ok) throw new Error(`cannot load the compiler (ecj.jar): HTTP ${r.status}`);
    const root = "jar:file:/playground/ecj.jar!/";
    const entries = unzipSync(new Uint8Array(await r.arrayBuffer()));
    const classes = {};
    const files = [];
    const class_roots = {};
    for (const [name, bytes] of Object.entries(entries)) {
      if (name.endsWith("/")) continue;
      if (name.endsWith(".class") && !name.startsWith("META-INF/")) {
        const internal = name.slice(0, -".class".length);
        if (internal in classes) continue;
        classes[internal] = toBase64(bytes);
        class_roots[internal] = root;
      } else {
        files.push({ path: name, url: root + name, bytes: toBase64(bytes) });
      }
    }
    return { classes, resources: { files, class_roots }, class_path: "/playground/ecj.jar" };
  });
  return ecj;
}

/** One request answered by a fresh instance of the core. */
async function answer(request) {
  const module = await compiledCore();
  const input = new TextEncoder().encode(JSON.stringify(request));
  const stdout = new OpenFile(new File([]));
  let stderr = "";
  const decoder = new TextDecoder();
  const fds = [new OpenFile(new File(input)), stdout, new ConsoleStdout((b) => { stderr += decoder.decode(b); })];
  const wasi = new WASI(["terrarium-guest"], [], fds);
  const instance = await WebAssembly.instantiate(module, { wasi_snapshot_preview1: wasi.wasiImport });
  const code = wasi.start(instance);
  if (code !== 0) {
    throw new Error(`the core stopped with exit status ${code}${stderr ? ": " + stderr : ""}`);
  }
  return JSON.parse(decoder.decode(stdout.file.data));
}

/** UTF-8 text of base64 bytes (the core's stdout and stderr). */
function base64Text(b64) {
  if (!b64) return "";
  const bin = atob(b64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return new TextDecoder().decode(bytes);
}

function toBase64(bytes) {
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    s += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
  }
  return btoa(s);
}

/** The bytes of a world file entry (text, or {"base64": ...}). */
function entryBase64(entry) {
  if (typeof entry === "string") return toBase64(new TextEncoder().encode(entry));
  if (entry && typeof entry.base64 === "string") return entry.base64;
  if (entry && typeof entry.text === "string") return toBase64(new TextEncoder().encode(entry.text));
  return null;
}

/**
 * Compile one source file with ECJ running inside Terrarium (`-17`, against
 * Terrarium's class library through jrt:/). Returns the class files (internal
 * name → base64) and what the compiler printed.
 */
async function compile({ fileName, source }) {
  const cp = await compilerClassPath();
  const started = performance.now();
  const response = await answer({
    run: {
      classes: cp.classes,
      resources: cp.resources,
      class_path: cp.class_path,
      main_class: "org.eclipse.jdt.internal.compiler.batch.Main",
      args: ["-17", "-proc:none", "-nowarn", "-g", "-cp", "/work/lib", "-d", "/work/out", `/work/src/${fileName}`],
      world: { files: { [`/work/src/${fileName}`]: source, "/work/lib": { dir: true } } },
      world_out: true,
      fuel: 100_000_000_000,
    },
  }).then((r) => r.run ?? r);
  const classes = {};
  const files = response.world?.files ?? {};
  for (const [path, entry] of Object.entries(files)) {
    if (path.startsWith("/work/out/") && path.endsWith(".class")) {
      const b64 = entryBase64(entry);
      if (b64 !== null) classes[path.slice("/work/out/".length, -".class".length)] = b64;
    }
  }
  const printed = base64Text(response.stdout) + base64Text(response.stderr);
  return { status: response.status, outcome: response.outcome, printed, classes, ms: performance.now() - started };
}

self.onmessage = async (event) => {
  const { id, kind, payload } = event.data;
  try {
    let result;
    if (kind === "warm") {
      const t = performance.now();
      await compiledCore();
      result = { ms: performance.now() - t };
    } else if (kind === "compile") {
      result = await compile(payload);
    } else if (kind === "core") {
      const t = performance.now();
      result = { response: await answer(payload), ms: performance.now() - t };
    } else {
      throw new Error(`unknown request ${kind}`);
    }
    self.postMessage({ id, ok: true, result });
  } catch (e) {
    self.postMessage({ id, ok: false, error: String(e && e.stack ? e.message : e) });
  }
};
