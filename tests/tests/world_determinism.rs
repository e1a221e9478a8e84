//! Determinism of every corpus program that uses the virtual world (issue 4,
//! "How it is checked"):
//!
//! - the same world gives the same run: each program runs 20 times and its
//!   stdout, stderr, exit status, `--world-out` and `--trace-world` are
//!   identical every time;
//! - changing only the seed changes random values and nothing else: the
//!   access log is the same but for the values of random draws (and the
//!   numbers in names drawn from the seed, `createTempFile`); a program whose
//!   log shows no random draw prints the same bytes, exits the same and leaves
//!   the same world.
//!
//! The programs: every `corpus/programs` program that has a world tree or
//! standard input, touches the world (its access log is not empty) or names a
//! world-backed API in its source (time, dates, files, `java.nio`, zip,
//! randomness, properties, environment, `Runtime`); every network program
//! (`corpus/net`) and every world-specific program (`corpus/world-programs`),
//! each in its world file. Runs are in-process, through the run API.
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Mutex;

use host::classpath::ClassPath;
use jdk_shims::World;
use terrarium_gen::api::{self, RunResponse};
use terrarium_tests::{diff, fingerprint, java_files, javac, repo, typed_at_terminal};

const RUNS: usize = 20;

/// Source text that marks a program as a user of the world.
const WORLD_APIS: &[&str] = &[
    "java.time",
    "java.nio",
    "java.util.zip",
    "Date",
    "Calendar",
    "TimeZone",
    "DateFormat",
    "Random",
    "UUID",
    "shuffle",
    "System.in",
    "File",
    "Properties",
    "getenv",
    "getProperty",
    "currentTimeMillis",
    "nanoTime",
    "Runtime",
    "Thread.sleep",
    "Scanner",
];

struct Program {
    label: String,
    main: String,
    classes: BTreeMap<String, Vec<u8>>,
    args: Vec<String>,
    world: World,
    /// What HotSpot printed (or, for world-specific programs, the recorded
    /// output, see `corpus/world-programs/record.sh`): stdout, stderr and
    /// status. The first run must match, so a broken setup cannot pass by
    /// being deterministically wrong, and world-specific programs are checked.
    want: (Vec<u8>, Vec<u8>, i32),
}

/// The class path's files as corpus programs see them: `corpus/resources`
/// (as the corpus test and `corpus/record.sh` put it on the class path),
/// and where the compiled corpus classes are (their own `.class` files are
/// resources too). Read once the corpus is compiled.
fn corpus_resources() -> &'static api::ClassPathResources {
    static R: std::sync::OnceLock<api::ClassPathResources> = std::sync::OnceLock::new();
    R.get_or_init(|| {
        let entries = [
            repo().join("target/world-determinism/programs"),
            repo().join("corpus/resources"),
        ];
        ClassPath::read(&entries.map(|d| d.display().to_string()))
            .map(|cp| cp.resources)
            .unwrap_or_else(|e| panic!("{e}"))
    })
}

fn run(p: &Program, world: World) -> RunResponse {
    api::execute(api::RunRequest {
        // Only this program's classes: the corpus shares one output directory.
        classes: p.classes.clone(),
        resources: corpus_resources().clone(),
        class_path: p.label.clone(),
        main_class: p.main.clone(),
        args: p.args.clone(),
        world,
        world_out: true,
        trace_world: true,
        fuel: 5_000_000_000,
        ..api::RunRequest::default()
    })
}

/// The log's random draws as (call, value).
fn draws(r: &RunResponse) -> Vec<(String, String)> {
    let log = r.log.as_ref().map(|l| l.to_json()).unwrap_or_default();
    let v: serde_json::Value = serde_json::from_str(&log).unwrap_or_default();
    v["accesses"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter(|x| x["op"] == "random")
                .map(|x| {
                    (
                        x["call"].as_str().unwrap_or("").to_string(),
                        x["value"].as_str().unwrap_or("").to_string(),
                    )
                })
                .collect()
        })
        .unwrap_or_default()
}

/// The log with every random value blanked and the numbers of names drawn
/// from the seed (temporary files) replaced in every other record.
fn log_without_random_values(r: &RunResponse) -> String {
    let log = r.log.as_ref().map(|l| l.to_json()).unwrap_or_default();
    let mut v: serde_json::Value = serde_json::from_str(&log).unwrap_or_default();
    let temp: Vec<String> = draws(r)
        .into_iter()
        .filter(|(call, _)| call == "createTempFile")
        .map(|(_, value)| value)
        .collect();
    if let Some(a) = v["accesses"].as_array_mut() {
        for x in a {
            if x["op"] == "random" {
                x["value"] = serde_json::Value::from("?");
            } else if let Some(o) = x.as_object_mut() {
                for field in o.values_mut() {
                    if let Some(s) = field.as_str() {
                        let mut s = s.to_string();
                        for t in &temp {
                            s = s.replace(t.as_str(), "<temp>");
                        }
                        *field = serde_json::Value::from(s);
                    }
                }
            }
        }
    }
    serde_json::to_string_pretty(&v).unwrap_or_default()
}

fn check(p: &Program) -> Result<usize, String> {
    let first = run(p, p.world.clone());
    let (stdout, stderr, status) = &p.want;
    if (&first.stdout, &first.stderr, first.status) != (stdout, stderr, *status) {
        return Err(format!(
            "the first run is not the recorded one: status {} (want {status}), stdout:\n{}\nstderr:\n{}",
            first.status,
            String::from_utf8_lossy(&first.stdout),
            String::from_utf8_lossy(&first.stderr)
        ));
    }
    let print = fingerprint(&first);
    for i in 1..RUNS {
        let again = fingerprint(&run(p, p.world.clone()));
        if again != print {
            return Err(format!(
                "run {} differs from run 1 in the same world:\n{}",
                i + 1,
                diff("the run", &print, &again)
            ));
        }
    }

    let mut reseeded = p.world.clone();
    reseeded.seed = reseeded.seed.wrapping_add(0x5EED_0001);
    let other = run(p, reseeded);
    let (a, b) = (
        log_without_random_values(&first),
        log_without_random_values(&other),
    );
    if a != b {
        return Err(format!(
            "another seed changed more than random values in the log:\n{}",
            diff("the log", &a, &b)
        ));
    }
    let drawn = draws(&first);
    if drawn.is_empty() {
        // No random draw: the seed cannot show, in output or in the world left behind.
        let mut world = other.world.clone();
        if let Some(w) = world.as_mut() {
            w.seed = p.world.seed;
        }
        let other = RunResponse { world, ..other };
        let (a, b) = (fingerprint(&first), fingerprint(&other));
        if a != b {
            return Err(format!(
                "another seed changed a run without random draws:\n{}",
                diff("the run", &a, &b)
            ));
        }
    } else if drawn.len() > p.world.random.len() && draws(&other) == drawn {
        // Draws beyond the queued values come from the seed's stream.
        return Err(format!(
            "another seed drew the same {} values: {drawn:?}",
            drawn.len()
        ));
    }
    Ok(drawn.len())
}

/// Compile the `.java` files of `dir` into `out` and read them back.
fn compile(dir: &Path, out: &Path) -> BTreeMap<String, Vec<u8>> {
    let _ = std::fs::remove_dir_all(out);
    javac(&java_files(dir), out).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    ClassPath::read(&[out.display().to_string()])
        .unwrap_or_else(|e| panic!("{e}"))
        .classes
}

/// The classes of program `name`: itself and its nested classes.
fn own_classes(all: &BTreeMap<String, Vec<u8>>, name: &str) -> BTreeMap<String, Vec<u8>> {
    let nested = format!("{name}$");
    all.iter()
        .filter(|(k, _)| *k == name || k.starts_with(&nested))
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect()
}

/// The recorded stdout, stderr and exit status.
fn recorded(read: &dyn Fn(&str) -> Vec<u8>) -> (Vec<u8>, Vec<u8>, i32) {
    let status = String::from_utf8_lossy(&read("exit"))
        .trim()
        .parse()
        .unwrap_or(-1);
    (read("stdout"), read("stderr"), status)
}

fn stem(p: &Path) -> String {
    p.file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or_default()
        .to_string()
}

/// The corpus programs that use the world.
fn corpus_programs(out: &Path) -> Vec<Program> {
    let dir = repo().join("corpus/programs");
    let all = compile(&dir, out);
    let mut v = Vec::new();
    for src in java_files(&dir) {
        let name = stem(&src);
        let read = |ext: &str| std::fs::read(dir.join(format!("{name}.{ext}"))).unwrap_or_default();
        let tree = repo().join("corpus/world").join(&name);
        let mut world = if tree.is_dir() {
            host::world::from_dir(&tree).unwrap_or_else(|e| panic!("{name}: {e}"))
        } else {
            World::default()
        };
        let stdin = read("stdin");
        let source = String::from_utf8_lossy(&read("java")).into_owned();
        let mut named = tree.is_dir() || !stdin.is_empty();
        named |= WORLD_APIS.iter().any(|m| source.contains(m));
        world.stdin = stdin;
        world.stdin_terminal = typed_at_terminal(&dir, &name);
        let p = Program {
            label: format!("corpus/programs/{name}"),
            main: name.clone(),
            classes: own_classes(&all, &name),
            args: String::from_utf8_lossy(&read("args"))
                .lines()
                .map(str::to_string)
                .collect(),
            world,
            want: recorded(&read),
        };
        if named
            || run(&p, p.world.clone())
                .log
                .is_some_and(|l| !l.accesses.is_empty())
        {
            v.push(p);
        }
    }
    v
}

/// Programs that run in a world file of their own (`<Name>.world.json`).
fn world_file_programs(dir: &Path, out: &Path) -> Vec<Program> {
    if !dir.is_dir() {
        return Vec::new();
    }
    let all = compile(dir, out);
    java_files(dir)
        .iter()
        .map(|src| {
            let name = stem(src);
            let read =
                |ext: &str| std::fs::read(dir.join(format!("{name}.{ext}"))).unwrap_or_default();
            let text = String::from_utf8_lossy(&read("world.json")).into_owned();
            let world = World::from_json(&text)
                .unwrap_or_else(|e| panic!("{}/{name}.world.json: {e}", dir.display()));
            Program {
                label: format!("corpus/{}/{name}", stem(dir)),
                main: name.clone(),
                classes: own_classes(&all, &name),
                args: Vec::new(),
                world,
                want: recorded(&read),
            }
        })
        .collect()
}

#[test]
fn every_world_program_is_deterministic_and_only_random_values_follow_the_seed() {
    let out = repo().join("target/world-determinism");
    let mut programs = corpus_programs(&out.join("programs"));
    let from_corpus = programs.len();
    programs.extend(world_file_programs(
        &repo().join("corpus/net"),
        &out.join("net"),
    ));
    programs.extend(world_file_programs(
        &repo().join("corpus/world-programs"),
        &out.join("world-programs"),
    ));
    assert!(
        from_corpus >= 30,
        "only {from_corpus} corpus programs use the world"
    );
    let total = programs.len();
    let queue = Mutex::new(programs);
    let results = Mutex::new(Vec::new());
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| {
                while let Some(p) = queue.lock().ok().and_then(|mut q| q.pop()) {
                    // A big stack, as in the corpus test: deep programs recurse in Java, not Rust,
                    // but debug builds are frame-hungry.
                    let r = std::thread::Builder::new()
                        .stack_size(64 << 20)
                        .spawn(move || {
                            let start = std::time::Instant::now();
                            let r = check(&p);
                            (
                                p.label.clone(),
                                r.map(|n| (n, start.elapsed().as_secs_f64())),
                            )
                        })
                        .ok()
                        .and_then(|h| h.join().ok());
                    if let (Some(r), Ok(mut all)) = (r, results.lock()) {
                        all.push(r);
                    }
                }
            });
        }
    });
    let mut results = results.into_inner().unwrap_or_default();
    results.sort_by(|a, b| a.0.cmp(&b.0));
    let mut failures = Vec::new();
    for (label, r) in &results {
        match r {
            Ok((draws, secs)) => println!("ok    {label} ({draws} random draws, {secs:.1} s)"),
            Err(e) => {
                println!("FAIL  {label}");
                failures.push(format!("==== {label} ====\n{e}"));
            }
        }
    }
    assert_eq!(results.len(), total, "a program's check panicked");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
