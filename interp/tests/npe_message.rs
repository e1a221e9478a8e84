//! Helpful NullPointerException messages against HotSpot 17's.
//!
//! `tests/data/npe/record.sh` compiles `NpeCases.java` without and with `-g`
//! (into `plain/` and `g/`), runs it on HotSpot and records, for every case
//! method, the bci the NPE was thrown at and its message (`expected.tsv`).
//! Here every recorded (method, bci) must give exactly the recorded message.
//! Then every bci of every method, and of randomly mutated code, must give an
//! answer without panicking.

use interp::classfile::{ACC_STATIC, ClassFile, parse_class};
use interp::exec::npe_message::helpful_npe_message;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// Compiled into the test (the core crate does no host I/O, tests included).
macro_rules! variant_files {
    ($variant:literal) => {
        (
            $variant,
            include_str!(concat!("data/npe/", $variant, "/expected.tsv")),
            [
                (
                    "NpeCases",
                    include_bytes!(concat!("data/npe/", $variant, "/NpeCases.class")).as_slice(),
                ),
                (
                    "NpeCases$Node",
                    include_bytes!(concat!("data/npe/", $variant, "/NpeCases$Node.class"))
                        .as_slice(),
                ),
                (
                    "NpeCases$Shape",
                    include_bytes!(concat!("data/npe/", $variant, "/NpeCases$Shape.class"))
                        .as_slice(),
                ),
            ],
        )
    };
}

type Variant = (
    &'static str,
    &'static str,
    [(&'static str, &'static [u8]); 3],
);

const PLAIN: Variant = variant_files!("plain");
const DEBUG: Variant = variant_files!("g");

fn load(variant: &Variant, class: &str) -> ClassFile {
    let (name, _, classes) = variant;
    let bytes = classes
        .iter()
        .find(|(c, _)| *c == class)
        .map(|(_, b)| *b)
        .unwrap_or_else(|| panic!("no class {class} in {name}"));
    parse_class(bytes).unwrap_or_else(|e| panic!("{name}/{class}: {e}"))
}

fn message(cf: &ClassFile, name: &str, descriptor: &str, bci: u32) -> Option<String> {
    let m = cf
        .methods
        .iter()
        .find(|m| m.name == name && m.descriptor == descriptor)
        .unwrap_or_else(|| panic!("no method {name}{descriptor}"));
    let code = m
        .code
        .as_ref()
        .unwrap_or_else(|| panic!("{name} has no code"));
    helpful_npe_message(
        code,
        &cf.constant_pool,
        bci,
        m.access_flags & ACC_STATIC != 0,
        &m.descriptor,
    )
}

fn check_variant(v: &Variant) {
    let cf = load(v, "NpeCases");
    let (variant, expected, _) = v;
    let mut failures = Vec::new();
    let mut count = 0;
    for line in expected.lines().filter(|l| !l.is_empty()) {
        let fields: Vec<&str> = line.splitn(4, '\t').collect();
        let [name, descriptor, bci, want] = fields[..] else {
            panic!("bad line in {variant}/expected.tsv: {line:?}");
        };
        let bci: u32 = bci
            .parse()
            .unwrap_or_else(|e| panic!("bad bci in {line:?}: {e}"));
        let got = message(&cf, name, descriptor, bci);
        count += 1;
        if got.as_deref() != Some(want) {
            failures.push(format!(
                "{variant} {name}{descriptor} @{bci}\n   want {want:?}\n    got {got:?}"
            ));
        }
    }
    assert!(count >= 40, "only {count} cases in {variant}/expected.tsv");
    assert!(
        failures.is_empty(),
        "{} of {count} messages differ from HotSpot:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn matches_hotspot_without_local_variable_table() {
    check_variant(&PLAIN);
}

#[test]
fn matches_hotspot_with_local_variable_table() {
    check_variant(&DEBUG);
}

#[test]
fn explicit_constructor_and_non_dereferencing_instructions_give_none() {
    let cf = load(&PLAIN, "NpeCases");
    for m in &cf.methods {
        let Some(code) = &m.code else { continue };
        for (bci, &op) in code.code.iter().enumerate() {
            // invokestatic, invokedynamic and new never dereference null.
            if matches!(op, 0xb8 | 0xba | 0xbb) {
                let bci = u32::try_from(bci).unwrap_or(u32::MAX);
                assert_eq!(message(&cf, &m.name, &m.descriptor, bci), None);
            }
        }
    }
}

fn all_classes() -> Vec<ClassFile> {
    let mut out = Vec::new();
    for variant in [&PLAIN, &DEBUG] {
        for (class, _) in variant.2 {
            out.push(load(variant, class));
        }
    }
    out
}

#[test]
fn every_bci_of_every_method_is_answered() {
    for cf in all_classes() {
        for m in &cf.methods {
            let Some(code) = &m.code else { continue };
            let is_static = m.access_flags & ACC_STATIC != 0;
            for bci in 0..=u32::try_from(code.code.len()).unwrap_or(0) + 2 {
                let _ = helpful_npe_message(code, &cf.constant_pool, bci, is_static, &m.descriptor);
            }
        }
    }
}

#[test]
fn mutated_code_never_panics() {
    let mut rng = SmallRng::seed_from_u64(0x4e50_4521);
    let classes = all_classes();
    for round in 0..3000 {
        let cf = &classes[round % classes.len()];
        let with_code: Vec<_> = cf.methods.iter().filter(|m| m.code.is_some()).collect();
        if with_code.is_empty() {
            continue;
        }
        let m = with_code[rng.random_range(0..with_code.len())];
        let Some(original) = &m.code else { continue };
        let mut code = original.clone();
        for _ in 0..rng.random_range(1..4) {
            let len = code.code.len();
            match rng.random_range(0..4) {
                0 => {
                    let i = rng.random_range(0..len);
                    code.code[i] = rng.random();
                }
                1 => code.code.truncate(rng.random_range(1..=len)),
                2 => {
                    if let Some(h) = code.exception_table.first_mut() {
                        h.handler_pc = rng.random();
                    }
                }
                _ => {
                    let i = rng.random_range(0..len);
                    code.code[i] = rng.random_range(0xa7..=0xc9);
                }
            }
        }
        let descriptor = if rng.random_bool(0.1) {
            "(garbage"
        } else {
            m.descriptor.as_str()
        };
        let n = u32::try_from(code.code.len()).unwrap_or(0);
        for bci in 0..n {
            let _ = helpful_npe_message(&code, &cf.constant_pool, bci, rng.random(), descriptor);
        }
    }
}
