//! Real tools run inside Terrarium as on HotSpot. The Eclipse compiler
//! (Debian's `ecj`) compiles Java 17 sources: every program of the corpus,
//! against the class library it finds through `jrt:/` (Terrarium's own,
//! served as a JDK image), and every class file it writes is byte-identical
//! to the one ECJ on HotSpot writes from the same sources against JDK 17's
//! own library — so the library's signatures match the JDK's wherever the
//! corpus reaches. With `-8` it also compiles against the library's class
//! files given with `-bootclasspath`. JUnit 4's own runner (`JUnitCore`)
//! prints what it prints on HotSpot, timings aside.
use std::path::Path;
use std::process::Command;

use host::classpath::ClassPath;
use host::run::{RunRequest, run_captured};
use terrarium_gen::api;
use terrarium_tests::repo;

const ECJ: &str = "/usr/share/java/eclipse-jdt-core.jar";
const MAIN: &str = "org.eclipse.jdt.internal.compiler.batch.Main";
const PROGRAMS: &[&str] = &[
    "Enums",
    "InnerClasses",
    "InterfaceDefaultMethods",
    "Polymorphism",
    "StackTraces",
];

/// Run ECJ's batch compiler inside Terrarium in `world`: its exit status,
/// the world it left and what it printed.
fn ecj_inside(
    world: jdk_shims::World,
    args: Vec<String>,
    fuel: u64,
) -> (i32, jdk_shims::World, String) {
    let cp = ClassPath::read(&[ECJ.to_string()]).unwrap_or_else(|e| panic!("{e}"));
    let response = api::execute(api::RunRequest {
        classes: cp.classes,
        resources: cp.resources,
        class_path: cp.text,
        main_class: MAIN.into(),
        args,
        world,
        world_out: true,
        fuel,
        ..api::RunRequest::default()
    });
    let world = response
        .world
        .unwrap_or_else(|| panic!("no world came back"));
    let printed = String::from_utf8_lossy(&world.stdout).into_owned()
        + &String::from_utf8_lossy(&world.stderr);
    (response.status, world, printed)
}

fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap_or_else(|e| panic!("{}: {e}", to.display()));
    for e in std::fs::read_dir(from).into_iter().flatten().flatten() {
        let p = e.path();
        let target = to.join(e.file_name());
        if p.is_dir() {
            copy_tree(&p, &target);
        } else {
            std::fs::copy(&p, &target).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        }
    }
}

/// Every file under `dir`, as paths relative to it.
fn files(dir: &Path, prefix: &str, out: &mut Vec<String>) {
    for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        if e.path().is_dir() {
            files(&e.path(), &format!("{prefix}{name}/"), out);
        } else {
            out.push(format!("{prefix}{name}"));
        }
    }
}

#[test]
fn ecj_compiles_inside_terrarium_as_on_hotspot() {
    assert!(
        Path::new(ECJ).exists(),
        "{ECJ} is missing: install Debian's ecj package (.ci/run does)"
    );
    let work = repo().join("target/test-ecj");
    let _ = std::fs::remove_dir_all(&work);
    // The world's working directory: the sources and the class library.
    let world_dir = work.join("world");
    copy_tree(&repo().join("jdk-shims/classes"), &world_dir.join("rt"));
    let mut sources = Vec::new();
    for p in PROGRAMS {
        let name = format!("{p}.java");
        std::fs::copy(
            repo().join("corpus/programs").join(&name),
            world_dir.join(&name),
        )
        .unwrap_or_else(|e| panic!("{name}: {e}"));
        sources.push(name);
    }
    let options = ["-8", "-proc:none", "-nowarn", "-bootclasspath"];

    // HotSpot: the same compiler, sources and class library.
    let hotspot_out = work.join("hotspot");
    let status = Command::new("java")
        .arg("-cp")
        .arg(ECJ)
        .arg(MAIN)
        .args(options)
        .arg(world_dir.join("rt"))
        .arg("-d")
        .arg(&hotspot_out)
        .args(sources.iter().map(|s| world_dir.join(s)))
        .status()
        .unwrap_or_else(|e| panic!("cannot run java: {e}"));
    assert!(status.success(), "ECJ on HotSpot failed: {status}");

    let world = host::world::from_dir(&world_dir).unwrap_or_else(|e| panic!("{e}"));
    let mut args: Vec<String> = options.iter().map(|s| s.to_string()).collect();
    args.extend(["/work/rt".into(), "-d".into(), "/work/out".into()]);
    args.extend(sources.iter().map(|s| format!("/work/{s}")));
    let (status, world, out) = ecj_inside(world, args, 50_000_000_000);
    assert_eq!(status, 0, "ECJ inside Terrarium failed:\n{out}");

    let mut expected = Vec::new();
    files(&hotspot_out, "", &mut expected);
    expected.sort();
    assert!(expected.len() >= PROGRAMS.len(), "ECJ wrote {expected:?}");
    for f in &expected {
        let want = std::fs::read(hotspot_out.join(f)).unwrap_or_else(|e| panic!("{f}: {e}"));
        let got = world.fs.file_data(&format!("/work/out/{f}"));
        assert!(
            got == Some(want.as_slice()),
            "{f}: {} inside Terrarium, {} bytes on HotSpot\n{out}",
            got.map_or("missing".to_string(), |g| format!("{} bytes", g.len())),
            want.len()
        );
    }
}

/// ECJ's output for one compilation: what it printed and the class files it wrote.
struct Compiled {
    printed: String,
    classes: Vec<String>,
}

#[test]
fn ecj_compiles_the_corpus_for_java_17_inside_terrarium_as_on_hotspot() {
    assert!(
        Path::new(ECJ).exists(),
        "{ECJ} is missing: install Debian's ecj package (.ci/run does)"
    );
    let work = repo().join("target/test-ecj-17");
    let _ = std::fs::remove_dir_all(&work);
    // The world's working directory: the corpus in src/, an empty class path.
    let world_dir = work.join("world");
    let src = world_dir.join("src");
    std::fs::create_dir_all(&src).unwrap_or_else(|e| panic!("{e}"));
    std::fs::create_dir_all(world_dir.join("lib")).unwrap_or_else(|e| panic!("{e}"));
    let mut sources = Vec::new();
    for e in std::fs::read_dir(repo().join("corpus/programs"))
        .into_iter()
        .flatten()
        .flatten()
    {
        let name = e.file_name().to_string_lossy().into_owned();
        if name.ends_with(".java") {
            std::fs::copy(e.path(), src.join(&name)).unwrap_or_else(|e| panic!("{name}: {e}"));
            sources.push(format!("src/{name}"));
        }
    }
    sources.sort();
    assert!(
        sources.len() > 200,
        "the corpus has {} programs",
        sources.len()
    );
    // Compiled together, as corpus/record.sh compiles them with javac.
    let options = ["-17", "-proc:none", "-nowarn", "-cp", "lib", "-d"];
    let hotspot_out = work.join("hotspot-out");

    // HotSpot: ECJ against JDK 17's own library.
    let hotspot = Command::new("java")
        .current_dir(&world_dir)
        .args(["-cp", ECJ, MAIN])
        .args(options)
        .arg(&hotspot_out)
        .args(&sources)
        .output()
        .unwrap_or_else(|e| panic!("cannot run java: {e}"));
    // ECJ names sources by absolute path: the world's working directory is /work.
    let printed = String::from_utf8_lossy(&hotspot.stdout).into_owned()
        + &String::from_utf8_lossy(&hotspot.stderr);
    let mut on_hotspot = Compiled {
        printed: printed.replace(&world_dir.display().to_string(), "/work"),
        classes: Vec::new(),
    };
    files(&hotspot_out, "", &mut on_hotspot.classes);
    on_hotspot.classes.sort();

    // Terrarium: the same compiler, finding the library in its jrt:/ image.
    let world = host::world::from_dir(&world_dir).unwrap_or_else(|e| panic!("{e}"));
    let mut args: Vec<String> = options.iter().map(|s| s.to_string()).collect();
    args.push("out".into());
    args.extend(sources.iter().cloned());
    let (status, world, printed) = ecj_inside(world, args, 400_000_000_000);
    let inside = Compiled {
        printed,
        classes: world
            .fs
            .nodes()
            .filter_map(|(p, _)| p.strip_prefix("/work/out/"))
            .filter(|p| p.ends_with(".class"))
            .map(str::to_string)
            .collect(),
    };
    // ECJ on HotSpot rejects one corpus program javac accepts (an ECJ
    // bug): the same problems must be reported inside Terrarium.
    assert_eq!(inside.printed, on_hotspot.printed, "ECJ's messages differ");
    // System.exit(-1): the process exits 255.
    assert_eq!(status & 0xff, hotspot.status.code().unwrap_or(-1));
    assert!(
        on_hotspot.classes.len() > 800,
        "ECJ wrote {:?}",
        on_hotspot.classes
    );
    assert_eq!(inside.classes, on_hotspot.classes, "other class files");
    let differ: Vec<&String> = on_hotspot
        .classes
        .iter()
        .filter(|f| {
            let want = std::fs::read(hotspot_out.join(f)).unwrap_or_default();
            world.fs.file_data(&format!("/work/out/{f}")) != Some(want.as_slice())
        })
        .collect();
    assert!(
        differ.is_empty(),
        "class files not byte-identical: {differ:?}"
    );
}

#[test]
fn junit4_runs_inside_terrarium_as_on_hotspot() {
    let work = repo().join("target/test-junit-inside");
    let _ = std::fs::remove_dir_all(&work);
    std::fs::create_dir_all(&work).unwrap_or_else(|e| panic!("{e}"));
    let src = work.join("LedgerTest.java");
    std::fs::write(
        &src,
        "import org.junit.Test;\n\
         import static org.junit.Assert.*;\n\
         public class LedgerTest {\n\
           @Test public void balances() { assertEquals(4, 2 + 2); }\n\
           @Test public void reports() { assertEquals(\"opening balance\", \"closing balance\"); }\n\
           @Test(expected = ArithmeticException.class) public void divides() { int z = 0; System.out.println(1 / z); }\n\
           @Test public void nulls() { assertNotNull(\"the ledger\", null); }\n\
         }\n",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let junit = "/usr/share/java/junit4.jar";
    let cp = format!(
        "{junit}:/usr/share/java/hamcrest-core.jar:{}",
        work.display()
    );
    let status = Command::new("javac")
        .arg("-cp")
        .arg(junit)
        .arg("-d")
        .arg(&work)
        .arg(&src)
        .status()
        .unwrap_or_else(|e| panic!("cannot run javac: {e}"));
    assert!(status.success());
    let hotspot = Command::new("java")
        .args(["-cp", &cp, "org.junit.runner.JUnitCore", "LedgerTest"])
        .output()
        .unwrap_or_else(|e| panic!("cannot run java: {e}"));
    let got = run_captured(RunRequest {
        class_path: vec![cp.clone()],
        main_class: "org.junit.runner.JUnitCore".into(),
        args: vec!["LedgerTest".into()],
        ..RunRequest::default()
    });
    // Timings aside: "Time: 0.012" on HotSpot, the virtual clock's here.
    let untimed = |b: &[u8]| {
        String::from_utf8_lossy(b)
            .lines()
            .filter(|l| !l.starts_with("Time: "))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(untimed(&got.stdout), untimed(&hotspot.stdout));
    assert!(untimed(&got.stdout).contains("Tests run: 4,  Failures: 2"));
    assert_eq!(got.status, hotspot.status.code().unwrap_or(-1));
}

/// Debian's library jars against the class library: every class initialises
/// unless the jar itself lacks a class (`jdk --check --init`), and what the
/// static scan finds missing stays within each jar's known list — a member
/// dropped from the library, or a jar reaching a new one, fails here.
#[test]
fn debian_library_jars_initialise_inside_terrarium() {
    use terrarium_gen::init_check::FailureKind;
    // jar → members it may still miss (the README's table).
    let jars: &[(&str, &[&str])] = &[
        ("commons-cli", &[]),
        ("commons-lang3", &[]),
        (
            "commons-io",
            &["java.io.ObjectInputStream.resolveProxyClass(java.lang.String[])"],
        ),
        ("commons-collections4", &[]),
        ("guava", &[]),
        ("gson", &["java.sql."]),
        (
            "eclipse-jdt-core",
            &["javax.xml.parsers.", "java.util.zip.ZipError"],
        ),
    ];
    for (jar, allowed) in jars {
        let path = format!("/usr/share/java/{jar}.jar");
        assert!(
            Path::new(&path).exists(),
            "{path} is missing: .ci/run installs Debian's library jars"
        );
        let cp = [path.clone()];
        let init = host::jdk::check_init(&cp).unwrap_or_else(|e| panic!("{jar}: {e}"));
        let ours: Vec<_> = init
            .failures
            .iter()
            .filter(|f| f.kind != FailureKind::ClassPath)
            .collect();
        assert!(
            ours.is_empty(),
            "{jar}: classes that fail to initialise: {ours:#?}"
        );
        let check = host::jdk::check(&cp).unwrap_or_else(|e| panic!("{jar}: {e}"));
        let unexpected: Vec<&String> = check
            .missing
            .iter()
            .map(|(m, _)| m)
            .filter(|m| !allowed.iter().any(|a| m.starts_with(a)))
            .collect();
        assert!(unexpected.is_empty(), "{jar}: newly missing {unexpected:?}");
    }
}

/// Programs that use Debian's library jars the way applications do
/// (`corpus/libraries/`, recorded on HotSpot by its `record.sh`): compiled
/// with javac against the jars their first line names, run inside Terrarium
/// with the same class path, stdout, stderr and exit status byte for byte.
#[test]
fn library_programs_run_as_on_hotspot() {
    let dir = repo().join("corpus/libraries");
    let work = repo().join("target/test-library-programs");
    let _ = std::fs::remove_dir_all(&work);
    let mut failures = Vec::new();
    let mut ran = 0;
    for src in terrarium_tests::java_files(&dir) {
        let name = src
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default()
            .to_string();
        let text = std::fs::read_to_string(&src).unwrap_or_else(|e| panic!("{name}: {e}"));
        let jars: Vec<String> = text
            .lines()
            .next()
            .and_then(|l| l.strip_prefix("// jars:"))
            .unwrap_or_else(|| panic!("{name}: the first line must be `// jars: ...`"))
            .split_whitespace()
            .map(|j| format!("/usr/share/java/{j}.jar"))
            .collect();
        let classes = work.join(&name);
        let status = Command::new("javac")
            .args([
                "-nowarn",
                "-encoding",
                "UTF-8",
                "-cp",
                &jars.join(":"),
                "-d",
            ])
            .arg(&classes)
            .arg(&src)
            .status()
            .unwrap_or_else(|e| panic!("cannot run javac: {e}"));
        assert!(status.success(), "{name} does not compile");
        let mut class_path = jars.clone();
        class_path.push(classes.display().to_string());
        let got = run_captured(RunRequest {
            class_path: vec![class_path.join(":")],
            main_class: name.clone(),
            ..RunRequest::default()
        });
        let want = |ext: &str| {
            std::fs::read(dir.join(format!("{name}.{ext}")))
                .unwrap_or_else(|e| panic!("{name}.{ext}: {e} (run corpus/libraries/record.sh)"))
        };
        let exit: i32 = String::from_utf8_lossy(&want("exit"))
            .trim()
            .parse()
            .unwrap_or(-1);
        let (out, err) = (want("stdout"), want("stderr"));
        if got.stdout != out || got.stderr != err || got.status != exit {
            failures.push(format!(
                "{name}: exit {} (HotSpot {exit})\n{}{}",
                got.status,
                terrarium_tests::diff(
                    "stdout",
                    &String::from_utf8_lossy(&out),
                    &String::from_utf8_lossy(&got.stdout)
                ),
                terrarium_tests::diff(
                    "stderr",
                    &String::from_utf8_lossy(&err),
                    &String::from_utf8_lossy(&got.stderr)
                ),
            ));
        }
        ran += 1;
    }
    assert!(ran > 0, "no programs in corpus/libraries");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
