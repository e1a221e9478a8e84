//! The exactness sweeps: the checkers in `jdk-shims/tools/` run on HotSpot
//! and on Terrarium, and their outputs (digests of each property or
//! function over its whole range) must be equal line for line. Each runs
//! at a size that keeps the suite short; the tools' headers say how to run
//! the full sweeps, whose figures the README quotes.
use std::path::{Path, PathBuf};

use host::run::{RunRequest, run_captured};
use interp::VmConfig;
use terrarium_tests::{diff, hotspot, javac, repo};

fn compiled(tool: &str) -> PathBuf {
    let dir = repo().join(format!("target/test-sweep-{tool}"));
    let _ = std::fs::remove_dir_all(&dir);
    let src = repo().join(format!("jdk-shims/tools/{tool}.java"));
    if let Err(e) = javac(&[src], &dir) {
        panic!("javac {tool}: {e}");
    }
    dir
}

fn terrarium(cp: &Path, class: &str, args: &[&str]) -> String {
    let r = run_captured(RunRequest {
        class_path: vec![cp.display().to_string()],
        main_class: class.into(),
        args: args.iter().map(|a| a.to_string()).collect(),
        config: VmConfig {
            fuel: 400_000_000_000,
            ..VmConfig::default()
        },
        max_output: 1 << 26,
        ..RunRequest::default()
    });
    assert_eq!(
        r.status,
        0,
        "{class} failed on Terrarium: {}",
        String::from_utf8_lossy(&r.stderr)
    );
    String::from_utf8_lossy(&r.stdout).into_owned()
}

/// Run `tool` with `args` on both and require the same output.
fn sweep(tool: &str, args: &[&str]) {
    let cp = compiled(tool);
    let (status, want) = hotspot(&cp, tool, args);
    assert_eq!(status, 0, "{tool} failed on HotSpot");
    let got = terrarium(&cp, tool, args);
    assert!(!want.is_empty(), "{tool} printed nothing on HotSpot");
    assert!(want == got, "{}", diff(tool, &want, &got));
}

/// Every `Character` property over every code point (Unicode 13).
#[test]
fn character_properties_over_every_code_point() {
    sweep("CheckCharacter", &[]);
}

/// `StrictMath` is fdlibm: 20 functions, 50,000 edge and random arguments each.
#[test]
fn strict_math_is_fdlibm() {
    sweep("CheckStrictMath", &["-n", "50000"]);
}

/// Every zone id's offsets, transitions and texts, 1900–2100 every 365 days
/// and at every historic transition.
#[test]
fn every_zone_over_two_centuries() {
    // Terrarium's rules are generated from one tzdb release
    // (jdk-shims/tools/GenZoneRules.java); a host JDK 17 of another
    // release has other zones or transitions, and no byte-for-byte
    // comparison means anything. The first line counts the zone ids: when
    // it differs, the host is of another release and the sweep is skipped,
    // saying so.
    let cp = compiled("CheckZones");
    let (status, want) = hotspot(&cp, "CheckZones", &["365"]);
    assert_eq!(status, 0, "CheckZones failed on HotSpot");
    let got = terrarium(&cp, "CheckZones", &["365"]);
    let (host, ours) = (want.lines().next(), got.lines().next());
    if host != ours {
        eprintln!(
            "skipped: the host JDK's tzdb is another release than the one Terrarium's zone rules were generated from (HotSpot: {host:?}, Terrarium: {ours:?}); regenerate with GenZoneRules on a JDK of that release to compare"
        );
        return;
    }
    assert!(want == got, "{}", diff("CheckZones", &want, &got));
}
