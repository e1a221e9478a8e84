//! Never panic on input (DESIGN invariant 4): corpus classes whose method code
//! (or whose annotations and generic signatures, which reflection parses)
//! are mutated at random are loaded and run under small budgets; every run
//! must end with an outcome (exception, budget, error), never a Rust panic,
//! and a mutated method never with an internal error (status 125).
use std::collections::BTreeMap;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::Path;

use interp::{Vm, VmConfig};
use jdk_shims::{Env, LibrarySource};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use terrarium_tests::{MemorySource, java_files, javac, repo};

/// Byte ranges of every method's code inside the class file.
fn code_ranges(bytes: &[u8]) -> Vec<std::ops::Range<usize>> {
    let Ok(cf) = interp::classfile::parse_class(bytes) else {
        return Vec::new();
    };
    cf.methods
        .iter()
        .filter_map(|m| m.code.as_ref())
        .filter(|c| c.code.len() >= 4)
        .filter_map(|c| {
            bytes
                .windows(c.code.len())
                .position(|w| w == c.code.as_slice())
                .map(|p| p..p + c.code.len())
        })
        .collect()
}

/// Byte ranges of what reflection reads raw: annotation attributes and the
/// text of signatures.
fn reflection_ranges(bytes: &[u8]) -> Vec<std::ops::Range<usize>> {
    let Ok(cf) = interp::classfile::parse_class(bytes) else {
        return Vec::new();
    };
    let mut pieces: Vec<Vec<u8>> = Vec::new();
    let mut add = |r: &interp::classfile::ReflectionData| {
        for raw in [
            &r.annotations,
            &r.parameter_annotations,
            &r.annotation_default,
        ]
        .into_iter()
        .flatten()
        {
            pieces.push(raw.to_vec());
        }
        if let Some(s) = &r.signature {
            pieces.push(s.as_bytes().to_vec());
        }
    };
    add(&cf.reflection);
    cf.fields.iter().for_each(|f| add(&f.reflection));
    cf.methods.iter().for_each(|m| add(&m.reflection));
    pieces
        .iter()
        .filter(|p| p.len() >= 3)
        .filter_map(|p| {
            bytes
                .windows(p.len())
                .position(|w| w == p.as_slice())
                .map(|at| at..at + p.len())
        })
        .collect()
}

fn run_once(classes: BTreeMap<String, Vec<u8>>, main: &str) -> Result<Option<String>, String> {
    run_with_fuel(classes, main, 200_000)
}

/// `Err`: the panic's message; `Ok(Some)`: the run ended in an internal
/// error (status 125), with its message.
fn run_with_fuel(
    classes: BTreeMap<String, Vec<u8>>,
    main: &str,
    fuel: u64,
) -> Result<Option<String>, String> {
    let config = VmConfig {
        fuel,
        max_heap: 16 << 20,
        max_frames: 300,
        ..VmConfig::default()
    };
    let r = catch_unwind(AssertUnwindSafe(|| {
        let Ok(mut vm) = Vm::new(
            config,
            Box::new(LibrarySource),
            Box::new(MemorySource(classes)),
            jdk_shims::natives(),
            Box::new(Env::new()),
        ) else {
            return None;
        };
        if vm.start_main(main, &[]).is_ok()
            && let Some(interp::vm::Outcome::Fatal(m)) = vm.run(u64::MAX)
        {
            return Some(m);
        }
        None
    }));
    r.map_err(|p| {
        p.downcast_ref::<String>()
            .cloned()
            .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default()
    })
}

#[test]
fn mutated_bytecode_never_panics_the_interpreter() {
    let out = repo().join("target/robustness-classes");
    let _ = std::fs::remove_dir_all(&out);
    let sources: Vec<_> = java_files(&repo().join("corpus/programs"))
        .into_iter()
        .filter(|p| {
            let n = p.file_stem().and_then(|s| s.to_str()).unwrap_or("");
            // Small, varied programs: enough to exercise every kind of instruction.
            [
                "IntArithmetic",
                "Lambdas",
                "StringSwitch",
                "TryCatchFinally",
                "MultiDimArrays",
                "Enums",
                "Records",
            ]
            .contains(&n)
        })
        .collect();
    javac(&sources, &out).unwrap_or_else(|e| panic!("{e}"));
    let mut classes = BTreeMap::new();
    for e in std::fs::read_dir(&out).into_iter().flatten().flatten() {
        let p = e.path();
        if let (Some(stem), Ok(bytes)) = (p.file_stem().and_then(|s| s.to_str()), std::fs::read(&p))
        {
            classes.insert(stem.to_string(), bytes);
        }
    }
    let mains: Vec<String> = sources
        .iter()
        .filter_map(|p| p.file_stem().and_then(|s| s.to_str()).map(str::to_string))
        .collect();
    let mut rng = SmallRng::seed_from_u64(0x7e44a);
    let mut panics = Vec::new();
    let mut fatal = Vec::new();
    // 600 in CI; more on demand: `TERRARIUM_FUZZ_RUNS=100000 cargo test
    // --release -p terrarium-tests --test robustness`.
    let runs: usize = std::env::var("TERRARIUM_FUZZ_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(600);
    for i in 0..runs {
        let main = &mains[i % mains.len()];
        let mut mutated = classes.clone();
        // Mutate the main class or one of its nested classes.
        let names: Vec<String> = mutated
            .keys()
            .filter(|k| k.starts_with(main.as_str()))
            .cloned()
            .collect();
        let target = &names[rng.random_range(0..names.len())];
        let Some(bytes) = mutated.get_mut(target) else {
            continue;
        };
        let ranges = code_ranges(bytes);
        if ranges.is_empty() {
            continue;
        }
        for _ in 0..rng.random_range(1..6) {
            let r = &ranges[rng.random_range(0..ranges.len())];
            let at = rng.random_range(r.clone());
            bytes[at] = match rng.random_range(0..3) {
                0 => rng.random(),
                1 => bytes[at] ^ (1 << rng.random_range(0..8)),
                _ => [0x00, 0x01, 0x57, 0x5f, 0xa7, 0xb6, 0xbf, 0xc0, 0xff][rng.random_range(0..9)],
            };
        }
        match run_once(mutated.clone(), main) {
            Err(msg) => {
                let dump = Path::new("target").join(format!("robustness-panic-{i}.class"));
                panics.push(format!(
                    "run {i} ({target}): {msg} (mutant in {})",
                    dump.display()
                ));
                let _ = std::fs::write(repo().join(&dump), &mutated[target]);
            }
            Ok(Some(msg)) => fatal.push(format!("run {i} ({target}): {msg}")),
            Ok(None) => {}
        }
    }
    // Status 125 is reserved for Terrarium's own bugs: no class file may cause it.
    assert!(
        fatal.is_empty(),
        "{} of {runs} mutants ended in an internal error (status 125):\n{}",
        fatal.len(),
        fatal.join("\n")
    );
    assert!(
        panics.is_empty(),
        "{} of {runs} mutants panicked:\n{}",
        panics.len(),
        panics.join("\n")
    );
}

#[test]
fn mutated_annotations_and_signatures_never_panic() {
    let out = repo().join("target/robustness-reflection-classes");
    let _ = std::fs::remove_dir_all(&out);
    let mains = [
        "ReflectAnnotations",
        "ReflectGenerics",
        "ReflectRecordsAndEnums",
        "ReflectMiniInjector",
    ];
    let sources: Vec<_> = mains
        .iter()
        .map(|m| repo().join(format!("corpus/programs/{m}.java")))
        .collect();
    javac(&sources, &out).unwrap_or_else(|e| panic!("{e}"));
    let mut classes = BTreeMap::new();
    for e in std::fs::read_dir(&out).into_iter().flatten().flatten() {
        let p = e.path();
        if let (Some(stem), Ok(bytes)) = (p.file_stem().and_then(|s| s.to_str()), std::fs::read(&p))
        {
            classes.insert(stem.to_string(), bytes);
        }
    }
    let targets: Vec<(String, Vec<std::ops::Range<usize>>)> = classes
        .iter()
        .map(|(k, b)| (k.clone(), reflection_ranges(b)))
        .filter(|(_, r)| !r.is_empty())
        .collect();
    assert!(
        targets.len() > 10,
        "the programs carry annotations and signatures"
    );
    let mut rng = SmallRng::seed_from_u64(0x2ef1);
    let mut panics = Vec::new();
    let runs = 240;
    for i in 0..runs {
        let (target, ranges) = &targets[rng.random_range(0..targets.len())];
        let main = mains
            .iter()
            .find(|m| target.starts_with(*m))
            .copied()
            .unwrap_or(mains[0]);
        let mut mutated = classes.clone();
        let Some(bytes) = mutated.get_mut(target) else {
            continue;
        };
        for _ in 0..rng.random_range(1..4) {
            let r = &ranges[rng.random_range(0..ranges.len())];
            let at = rng.random_range(r.clone());
            bytes[at] = match rng.random_range(0..3) {
                0 => rng.random(),
                1 => bytes[at] ^ (1 << rng.random_range(0..8)),
                _ => [0x00, 0x01, b'L', b';', b'<', b'>', b'[', 0x40, 0xff][rng.random_range(0..9)],
            };
        }
        if let Err(msg) = run_with_fuel(mutated.clone(), main, 3_000_000) {
            let dump = Path::new("target").join(format!("robustness-reflection-panic-{i}.class"));
            panics.push(format!(
                "run {i} ({target}): {msg} (mutant in {})",
                dump.display()
            ));
            let _ = std::fs::write(repo().join(&dump), &mutated[target]);
        }
    }
    assert!(
        panics.is_empty(),
        "{} of {runs} mutants panicked:\n{}",
        panics.len(),
        panics.join("\n")
    );
}

/// World files are input too: the corpus's world files, mutated byte by byte
/// (structural and type-confusing characters), are accepted or refused with
/// a message, never a panic; an accepted one survives a round trip.
#[test]
fn mutated_world_files_never_panic() {
    let mut worlds = Vec::new();
    for dir in ["corpus/world-programs", "corpus/net"] {
        for e in std::fs::read_dir(repo().join(dir))
            .into_iter()
            .flatten()
            .flatten()
        {
            let p = e.path();
            if p.to_string_lossy().ends_with(".world.json")
                && let Ok(text) = std::fs::read(&p)
            {
                worlds.push(text);
            }
        }
    }
    assert!(worlds.len() >= 5, "the corpus has world files");
    let mut rng = SmallRng::seed_from_u64(0x3041d);
    let mut panics = Vec::new();
    for i in 0..2000 {
        let mut bytes = worlds[i % worlds.len()].clone();
        for _ in 0..rng.random_range(1..4) {
            let at = rng.random_range(0..bytes.len());
            bytes[at] = match rng.random_range(0..3) {
                0 => rng.random(),
                1 => bytes[at] ^ (1 << rng.random_range(0..8)),
                _ => b"{}[]\",:-0e9tfn/\\"[rng.random_range(0..16)],
            };
        }
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let r = catch_unwind(AssertUnwindSafe(|| {
            if let Ok(w) = jdk_shims::World::from_json(&text) {
                let again = jdk_shims::World::from_json(&w.to_json());
                assert!(again.is_ok(), "a world it wrote must read back");
            }
        }));
        if r.is_err() {
            panics.push(format!("mutant {i}:\n{text}"));
        }
    }
    assert!(
        panics.is_empty(),
        "{} world files panicked:\n{}",
        panics.len(),
        panics.join("\n")
    );
}
