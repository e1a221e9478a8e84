//! `terrarium run` with a virtual world: world files, `--world-out`,
//! `--trace-world`, `--stdin-file`, `--seed`, and isolation from the host.
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicU32, Ordering};

use jdk_shims::World;
use jdk_shims::world::log::{Access, Log};

/// A fresh scratch directory under the system's temporary directory.
fn scratch(tag: &str) -> PathBuf {
    static N: AtomicU32 = AtomicU32::new(0);
    let d = std::env::temp_dir().join(format!(
        "terrarium-world-cli-{}-{tag}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("scratch dir");
    d
}

/// Compile `source` (class `name`) into `dir`.
fn compile(dir: &Path, name: &str, source: &str) {
    let src = dir.join(format!("{name}.java"));
    std::fs::write(&src, source).expect("write source");
    let st = Command::new("javac")
        .arg("-d")
        .arg(dir)
        .arg(&src)
        .status()
        .expect("javac runs (a JDK is needed)");
    assert!(st.success(), "javac failed for {name}");
}

fn terrarium(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_terrarium"))
        .args(args)
        .output()
        .expect("terrarium runs")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn malformed_worlds_are_rejected_naming_the_key() {
    let d = scratch("bad");
    for (json, key) in [
        (r#"{"clock": {"epoch_ms": "soon"}}"#, "clock.epoch_ms"),
        (r#"{"colour": "red"}"#, "colour"),
        (
            r#"{"files": {"/a.txt": {"error": "explode"}}}"#,
            "files./a.txt.error",
        ),
        (r#"{"seed": "x"}"#, "seed"),
        ("{", "EOF"),
    ] {
        let f = d.join("world.json");
        std::fs::write(&f, json).expect("write world");
        let out = terrarium(&["run", "--world", &f.display().to_string(), "Main"]);
        assert_eq!(out.status.code(), Some(2), "{json}");
        let err = text(&out.stderr);
        assert!(
            err.contains(key),
            "{json}: stderr {err:?} should name {key}"
        );
        assert!(
            err.contains("world.json"),
            "{json}: names the file: {err:?}"
        );
    }
    let _ = std::fs::remove_dir_all(&d);
}

const COPY: &str = r#"
import java.io.*;
public class Copy {
    public static void main(String[] args) throws IOException {
        BufferedReader r = new BufferedReader(new FileReader("in.txt"));
        String line = r.readLine();
        r.close();
        try (FileWriter w = new FileWriter("out/copy.txt")) {
            w.write(line.toUpperCase() + "\n");
        }
        System.out.println("copied " + line + " at " + System.currentTimeMillis() + " home=" + System.getenv("HOME"));
    }
}
"#;

#[test]
fn world_out_and_trace_record_what_the_program_did() {
    let d = scratch("copy");
    compile(&d, "Copy", COPY);
    let world = d.join("world.json");
    std::fs::write(
        &world,
        r#"{"cwd": "/home/me", "files": {"in.txt": "abc\nrest\n", "out": {"dir": true}},
            "clock": {"epoch_ms": 1000000, "zone": "UTC"}, "env": {"HOME": "/home/me"}}"#,
    )
    .expect("write world");
    let (wout, trace) = (d.join("after.json"), d.join("trace.json"));
    let out = terrarium(&[
        "run",
        "--cp",
        &d.display().to_string(),
        "--world",
        &world.display().to_string(),
        "--world-out",
        &wout.display().to_string(),
        "--trace-world",
        &trace.display().to_string(),
        "Copy",
    ]);
    assert_eq!(out.status.code(), Some(0), "stderr: {}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("copied abc at 100"), "{stdout}");
    assert!(stdout.ends_with(" home=/home/me\n"), "{stdout}");

    let after = World::from_json(&std::fs::read_to_string(&wout).expect("world-out written"))
        .expect("world-out parses as a world");
    assert_eq!(
        after.fs.file_data("/home/me/out/copy.txt"),
        Some(&b"ABC\n"[..])
    );
    assert_eq!(
        after.fs.file_data("/home/me/in.txt"),
        Some(&b"abc\nrest\n"[..])
    );
    assert_eq!(after.stdout, stdout.as_bytes());

    let log = Log::from_json(&std::fs::read_to_string(&trace).expect("trace written"))
        .expect("trace parses");
    let a = &log.accesses;
    let pos = |want: &Access| a.iter().position(|x| x == want);
    let opened = pos(&Access::Open {
        path: "/home/me/in.txt".into(),
        mode: "read".into(),
        error: None,
    })
    .expect("the open of in.txt is logged");
    let read = a
        .iter()
        .position(|x| matches!(x, Access::Read { path, bytes } if path == "/home/me/in.txt" && *bytes >= 9))
        .expect("the read of in.txt is logged");
    let written = pos(&Access::Write {
        path: "/home/me/out/copy.txt".into(),
        bytes: 4,
    })
    .expect("the write of copy.txt is logged");
    assert!(opened < read && read < written, "in order: {a:?}");
    assert!(a.contains(&Access::Env {
        name: "HOME".into()
    }));
    assert!(
        a.iter()
            .any(|x| matches!(x, Access::Time { clock, .. } if clock == "millis"))
    );
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn writes_to_host_paths_stay_virtual() {
    let d = scratch("isolation");
    let host_file = std::env::temp_dir().join(format!(
        "terrarium-should-not-exist-{}-{}",
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|t| t.as_nanos())
            .unwrap_or(0)
    ));
    let host_path = host_file.display().to_string();
    // A host file the program deletes and renames (virtually: it is not in the world).
    let victim = d.join("victim.txt");
    std::fs::write(&victim, "keep me").expect("write victim");
    let src = format!(
        r#"
import java.io.*;
public class Escape {{
    public static void main(String[] args) throws IOException {{
        try (FileOutputStream o = new FileOutputStream("{host_path}")) {{
            o.write("should stay virtual".getBytes());
        }}
        System.out.println(new File("{host_path}").exists() + " " + new File("{host_path}").length());
        System.out.println(new File("{host_path}.d/x/y").mkdirs());
        System.out.println(new File("{victim}").exists() + " " + new File("{victim}").delete());
        System.out.println(new File("/etc/passwd").exists() + " " + new File("/etc").list());
        new File("/etc").mkdirs();
        try (FileWriter w = new FileWriter("/etc/passwd")) {{
            w.write("root::0:0::/:/bin/sh\n");
        }}
        System.out.println(new File("/etc/passwd").length());
    }}
}}
"#,
        victim = victim.display()
    );
    compile(&d, "Escape", &src);
    let wout = d.join("after.json");
    let out = terrarium(&[
        "run",
        "--cp",
        &d.display().to_string(),
        "--world-out",
        &wout.display().to_string(),
        "Escape",
    ]);
    assert_eq!(out.status.code(), Some(0), "stderr: {}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        "true 19\ntrue\nfalse false\nfalse null\n21\n"
    );
    assert!(!host_file.exists(), "{host_path} was created on the host");
    assert!(!Path::new(&format!("{host_path}.d")).exists());
    assert_eq!(
        std::fs::read_to_string(&victim).ok().as_deref(),
        Some("keep me")
    );
    let after = World::from_json(&std::fs::read_to_string(&wout).expect("world-out"))
        .expect("world-out parses");
    assert_eq!(
        after.fs.file_data(&host_path),
        Some(&b"should stay virtual"[..])
    );
    assert_eq!(
        after.fs.file_data("/etc/passwd"),
        Some(&b"root::0:0::/:/bin/sh\n"[..])
    );
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn stdin_file_and_seed() {
    let d = scratch("stdin");
    compile(
        &d,
        "Echo",
        r#"
import java.util.*;
public class Echo {
    public static void main(String[] args) {
        Scanner s = new Scanner(System.in);
        while (s.hasNextLine()) System.out.println("> " + s.nextLine());
        System.out.println(new Random().nextInt(1000000));
    }
}
"#,
    );
    let input = d.join("input.txt");
    std::fs::write(&input, "one\ntwo\n").expect("write input");
    let cp = d.display().to_string();
    let run = |seed: &str| {
        let out = terrarium(&[
            "run",
            "--cp",
            &cp,
            "--stdin-file",
            &input.display().to_string(),
            "--seed",
            seed,
            "Echo",
        ]);
        assert_eq!(out.status.code(), Some(0), "stderr: {}", text(&out.stderr));
        text(&out.stdout)
    };
    let (a, b, c) = (run("1"), run("1"), run("2"));
    assert!(a.starts_with("> one\n> two\n"), "{a}");
    assert_eq!(a, b, "same seed, same output");
    assert_ne!(a, c, "another seed, another random value");
    let missing = terrarium(&["run", "--stdin-file", "/no/such/input", "Echo"]);
    assert_eq!(missing.status.code(), Some(2));
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn injected_errors_and_permissions_follow_the_world_file() {
    let d = scratch("faults");
    compile(
        &d,
        "Faults",
        r#"
import java.io.*;
public class Faults {
    static void tryRead(String p) {
        try (FileInputStream in = new FileInputStream(p)) {
            System.out.println(p + ": " + new String(in.readAllBytes()));
        } catch (IOException e) {
            System.out.println(p + ": " + e);
        }
    }
    static void tryWrite(String p) {
        try (FileOutputStream o = new FileOutputStream(p, true)) {
            o.write('x');
            System.out.println(p + ": written");
        } catch (IOException e) {
            System.out.println(p + ": " + e);
        }
    }
    public static void main(String[] args) {
        tryRead("ok.txt");
        tryRead("noopen.txt");
        tryRead("noread.txt");
        tryWrite("nowrite.txt");
        tryWrite("locked.txt");
        tryWrite("ro/new.txt");
        File l = new File("locked.txt");
        System.out.println(l.canRead() + " " + l.canWrite() + " " + l.setWritable(true) + " " + l.canWrite());
        tryWrite("locked.txt");
        System.out.println(new File("ok.txt").lastModified());
    }
}
"#,
    );
    let world = d.join("world.json");
    std::fs::write(
        &world,
        r#"{"files": {
            "ok.txt": {"text": "fine", "mtime": 12345},
            "noopen.txt": {"error": "open", "text": "x"},
            "noread.txt": {"error": "read", "text": "x", "message": "Stale file handle"},
            "nowrite.txt": {"error": "write"},
            "locked.txt": {"text": "", "read_only": true},
            "ro": {"dir": true, "read_only": true}
        }}"#,
    )
    .expect("write world");
    let out = terrarium(&[
        "run",
        "--cp",
        &d.display().to_string(),
        "--world",
        &world.display().to_string(),
        "Faults",
    ]);
    assert_eq!(out.status.code(), Some(0), "stderr: {}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        "ok.txt: fine\n\
         noopen.txt: java.io.FileNotFoundException: noopen.txt (Input/output error)\n\
         noread.txt: java.io.IOException: Stale file handle\n\
         nowrite.txt: java.io.IOException: Input/output error\n\
         locked.txt: java.io.FileNotFoundException: locked.txt (Permission denied)\n\
         ro/new.txt: java.io.FileNotFoundException: ro/new.txt (Permission denied)\n\
         true false true true\n\
         locked.txt: written\n\
         12345\n"
    );
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn same_world_same_output_and_log() {
    let d = scratch("determinism");
    compile(&d, "Copy", COPY);
    let world = d.join("world.json");
    std::fs::write(
        &world,
        r#"{"files": {"in.txt": "xyz\n", "out": {"dir": true}}}"#,
    )
    .expect("write world");
    let mut seen = Vec::new();
    for i in 0..5 {
        let (wout, trace) = (d.join(format!("w{i}.json")), d.join(format!("t{i}.json")));
        let out = terrarium(&[
            "run",
            "--cp",
            &d.display().to_string(),
            "--world",
            &world.display().to_string(),
            "--world-out",
            &wout.display().to_string(),
            "--trace-world",
            &trace.display().to_string(),
            "Copy",
        ]);
        assert_eq!(out.status.code(), Some(0), "stderr: {}", text(&out.stderr));
        seen.push((
            out.stdout,
            std::fs::read(&wout).unwrap_or_default(),
            std::fs::read(&trace).unwrap_or_default(),
        ));
    }
    assert!(seen.windows(2).all(|w| w[0] == w[1]), "runs differ");
    let _ = std::fs::remove_dir_all(&d);
}
