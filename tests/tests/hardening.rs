//! Class files `javac` never emits must end as HotSpot ends them (a linkage
//! or verification error, status 1), never in an internal error (125), and
//! must not reach what the class library keeps private.
use std::path::{Path, PathBuf};

use host::run::{Captured, RunRequest, run_captured};
use terrarium_tests::{hotspot, javac, javac_with, repo};

fn crafted() -> PathBuf {
    repo().join("tests/java-crafted")
}

fn out(name: &str) -> PathBuf {
    let dir = repo().join(format!("target/test-crafted-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn terrarium(cp: &Path, class: &str, args: &[&str]) -> Captured {
    run_captured(RunRequest {
        class_path: vec![cp.display().to_string()],
        main_class: class.into(),
        args: args.iter().map(|a| a.to_string()).collect(),
        ..RunRequest::default()
    })
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn members_a_class_keeps_private_are_illegal_access_as_on_hotspot() {
    let dir = out("access");
    let v1 = crafted().join("v1");
    javac(
        &[v1.join("p/Target.java"), v1.join("Evil.java")],
        &dir.join("v1"),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    // Evil meets the Target whose members are private, package-private, protected.
    let run = dir.join("run");
    javac(&[crafted().join("v2/p/Target.java")], &run).unwrap_or_else(|e| panic!("{e}"));
    std::fs::copy(dir.join("v1/Evil.class"), run.join("Evil.class"))
        .unwrap_or_else(|e| panic!("{e}"));
    let (status, want) = hotspot(&run, "Evil", &[]);
    let got = terrarium(&run, "Evil", &[]);
    assert_eq!((got.status, text(&got.stdout)), (status, want));
    assert!(text(&got.stdout).contains("tried to access private field p.Target.secret"));
}

#[test]
fn the_library_s_private_fields_are_out_of_reach() {
    let dir = out("library");
    // Compiled against a stub whose Integer.value is public.
    javac_with(
        &[
            "--patch-module",
            &format!("java.base={}", crafted().join("stub").display()),
        ],
        &[crafted().join("v1/EvilLib.java")],
        &dir,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let got = terrarium(&dir, "EvilLib", &[]);
    assert!(
        text(&got.stdout).starts_with("java.lang.IllegalAccessError: class EvilLib tried to access private field java.lang.Integer.value (EvilLib is in unnamed module of loader 'app'; java.lang.Integer is in module java.base of loader 'bootstrap')\n"),
        "{}",
        text(&got.stdout)
    );
    assert_eq!(got.status, 1, "{}", text(&got.stderr));
}

/// Replace the first occurrence of `find` (with wildcards `None`) in `bytes`;
/// `patch` maps the matched bytes to their replacement.
fn patch(bytes: &mut [u8], find: &[Option<u8>], patch: impl Fn(&mut [u8])) {
    let at = (0..bytes.len().saturating_sub(find.len()))
        .find(|&i| {
            find.iter()
                .enumerate()
                .all(|(k, b)| b.is_none_or(|b| bytes[i + k] == b))
        })
        .unwrap_or_else(|| panic!("pattern not found"));
    patch(&mut bytes[at..at + find.len()]);
}

fn crafted_classes(name: &str) -> PathBuf {
    let dir = out(name);
    javac(&[crafted().join("Crafted.java")], &dir).unwrap_or_else(|e| panic!("{e}"));
    dir
}

#[test]
fn invokedynamic_at_a_methodref_is_a_verify_error_not_an_internal_error() {
    let dir = crafted_classes("indy");
    let class = dir.join("Crafted.class");
    let mut bytes = std::fs::read(&class).unwrap_or_else(|e| panic!("{e}"));
    // invokedynamic #a 0 0; astore_0; ldc #s; invokevirtual #m → invokedynamic #m.
    let find = [
        Some(0xBA),
        None,
        None,
        Some(0),
        Some(0),
        Some(0x4B),
        Some(0x12),
        None,
        Some(0xB6),
        None,
        None,
    ];
    patch(&mut bytes, &find, |code| {
        code[1] = code[9];
        code[2] = code[10];
    });
    std::fs::write(&class, bytes).unwrap_or_else(|e| panic!("{e}"));
    let (status, _) = hotspot(&dir, "Crafted", &["indy"]);
    let got = terrarium(&dir, "Crafted", &["indy"]);
    assert_eq!(got.status, status, "{}", text(&got.stderr));
    assert_eq!(got.status, 1);
    assert!(
        text(&got.stderr).contains("java.lang.VerifyError"),
        "{}",
        text(&got.stderr)
    );
}

#[test]
fn multianewarray_of_a_class_that_is_no_array_is_a_verify_error() {
    let dir = crafted_classes("multi");
    let class = dir.join("Crafted.class");
    let mut bytes = std::fs::read(&class).unwrap_or_else(|e| panic!("{e}"));
    // The Utf8 constant "[[I" becomes "Foo": multianewarray Foo, 2 dimensions.
    let find = [
        Some(1),
        Some(0),
        Some(3),
        Some(b'['),
        Some(b'['),
        Some(b'I'),
    ];
    patch(&mut bytes, &find, |c| c[3..].copy_from_slice(b"Foo"));
    std::fs::write(&class, bytes).unwrap_or_else(|e| panic!("{e}"));
    let (status, _) = hotspot(&dir, "Crafted", &[]);
    let got = terrarium(&dir, "Crafted", &[]);
    assert_eq!(got.status, status, "{}", text(&got.stderr));
    assert_eq!(got.status, 1);
    assert!(
        text(&got.stderr).contains("java.lang.VerifyError"),
        "{}",
        text(&got.stderr)
    );
}

/// A mistake in how `run` was called gets a message that says what to do,
/// after `java`'s own: a source file or a class file given for the class, a
/// name in another case, a class path entry that does not exist, and a class
/// file newer than Terrarium reads.
#[test]
fn mistakes_in_the_command_say_what_to_do() {
    let dir = crafted_classes("mistakes");
    let missing = format!("/no/such/dir:{}", dir.display());
    for (cp, class, says) in [
        (
            dir.display().to_string(),
            "Crafted.java",
            "terrarium: Terrarium runs compiled classes: compile the source with javac and give the class's binary name; did you mean Crafted?",
        ),
        (
            dir.display().to_string(),
            "Crafted.class",
            "terrarium: give a class's binary name, not its file; did you mean Crafted?",
        ),
        (
            dir.display().to_string(),
            "crafted",
            "terrarium: did you mean Crafted?",
        ),
        (
            missing,
            "Nothing",
            "terrarium: warning: class path entry /no/such/dir does not exist (skipped)",
        ),
    ] {
        let got = run_captured(RunRequest {
            class_path: vec![cp],
            main_class: class.into(),
            ..RunRequest::default()
        });
        assert_eq!(got.status, 1, "{class}");
        assert!(
            text(&got.stderr).contains(says),
            "{class}: {}",
            text(&got.stderr)
        );
    }
    // Class file version 66 (Java 22): HotSpot's words, Terrarium's range.
    let class = dir.join("Crafted.class");
    let mut bytes = std::fs::read(&class).unwrap_or_else(|e| panic!("{e}"));
    bytes[6] = 0;
    bytes[7] = 66;
    std::fs::write(&class, bytes).unwrap_or_else(|e| panic!("{e}"));
    let got = terrarium(&dir, "Crafted", &[]);
    assert_eq!(got.status, 1);
    assert_eq!(
        text(&got.stderr),
        "Error: LinkageError occurred while loading main class Crafted\n\tjava.lang.UnsupportedClassVersionError: Crafted has been compiled by a more recent version of the Java Runtime (class file version 66.0), this version of Terrarium only recognizes class file versions up to 65.0 (Java 21): recompile with --release 21\n"
    );
}
