//! Decoding with coverage probes runs JaCoCo's analysis of a method
//! (`jacoco.rs`) and the probe planning on input bytes: on the committed class library, and on
//! thousands of seeded mutants of its code (opcodes, operands, exception
//! tables, line numbers), it must return `Ok` or `Err`, never panic.

#![allow(clippy::disallowed_methods)] // a test reading fixture files from the host is fine

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::Path;

use instrument::Coverage;
use interp::classfile::{ClassFile, CodeAttribute, parse_class};
use interp::exec::decode::decode_with_probes;
use interp::exec::instrument::{Instrumenting, MethodInfo, ProbeHits};
use interp::{ClassId, MethodId};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

fn library() -> Vec<ClassFile> {
    let mut out = Vec::new();
    let mut dirs = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("../jdk-shims/classes")];
    while let Some(dir) = dirs.pop() {
        for e in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            let path = e.path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|x| x == "class")
                && let Some(cf) = std::fs::read(&path).ok().and_then(|b| parse_class(&b).ok())
            {
                out.push(cf);
            }
        }
    }
    out.sort_by(|a, b| a.this_class.cmp(&b.this_class));
    out
}

/// Decodes `code` of method `m` of `cf` with probes into `cov`.
fn decode(cf: &ClassFile, m: usize, code: &CodeAttribute, cov: &mut Coverage) -> bool {
    let Some(method) = cf.methods.get(m) else {
        return false;
    };
    let probes = Instrumenting {
        instrumentation: cov,
        hits: &mut ProbeHits::default(),
        class: ClassId(0),
        method: MethodId(m as u32),
        info: MethodInfo {
            class_name: &cf.this_class,
            class_access: cf.access_flags,
            super_class: cf.super_class.as_deref(),
            access: method.access_flags,
            name: &method.name,
            descriptor: &method.descriptor,
            bootstrap_methods: &cf.bootstrap_methods,
        },
    };
    decode_with_probes(code, &cf.constant_pool, Some(probes)).is_ok()
}

#[test]
fn the_class_library_decodes_with_probes() {
    let classes = library();
    assert!(
        classes.len() > 100,
        "only {} library classes",
        classes.len()
    );
    let mut cov = Coverage::default();
    let mut methods = 0;
    for cf in &classes {
        for (m, method) in cf.methods.iter().enumerate() {
            if let Some(code) = &method.code {
                assert!(
                    decode(cf, m, code, &mut cov),
                    "{}.{}{} does not decode with probes",
                    cf.this_class,
                    method.name,
                    method.descriptor
                );
                methods += 1;
            }
        }
    }
    assert!(methods > 1000 && !cov.sites.is_empty() && !cov.lines.is_empty());
    // What nothing ran covers nothing.
    cov.settle(&ProbeHits::default());
    assert!(!cov.line_hit.iter().chain(&cov.arm_hit).any(|h| *h));
}

#[test]
fn mutated_code_never_panics() {
    let classes = library();
    let mut rng = SmallRng::seed_from_u64(0x1ACC0);
    let with_code: Vec<(&ClassFile, usize, &CodeAttribute)> = classes
        .iter()
        .flat_map(|cf| {
            cf.methods
                .iter()
                .enumerate()
                .filter_map(move |(m, x)| x.code.as_ref().map(|c| (cf, m, c)))
        })
        .collect();
    for round in 0..5000 {
        let (cf, m, original) = with_code[rng.random_range(0..with_code.len())];
        let mut code = original.clone();
        for _ in 0..rng.random_range(1..=4) {
            match rng.random_range(0..4u8) {
                0 if !code.code.is_empty() => {
                    let at = rng.random_range(0..code.code.len());
                    code.code[at] = rng.random();
                }
                1 if !code.exception_table.is_empty() => {
                    let at = rng.random_range(0..code.exception_table.len());
                    let e = &mut code.exception_table[at];
                    match rng.random_range(0..4u8) {
                        0 => e.start_pc = rng.random_range(0..=code.code.len() as u16),
                        1 => e.end_pc = rng.random_range(0..=code.code.len() as u16),
                        2 => e.handler_pc = rng.random_range(0..=code.code.len() as u16),
                        _ => e.catch_type = 0,
                    }
                }
                2 if !code.line_numbers.is_empty() => {
                    let at = rng.random_range(0..code.line_numbers.len());
                    code.line_numbers[at].start_pc = rng.random();
                }
                _ => {
                    let len = code.code.len();
                    code.code.truncate(rng.random_range(0..=len));
                }
            }
        }
        let mut cov = Coverage::default();
        if catch_unwind(AssertUnwindSafe(|| {
            decode(cf, m, &code, &mut cov);
            cov.settle(&ProbeHits::default());
        }))
        .is_err()
        {
            panic!(
                "round {round}: {}.{} with mutated code panicked",
                cf.this_class,
                cf.methods.get(m).map_or("?", |x| &x.name)
            );
        }
    }
}
