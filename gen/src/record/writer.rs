//! Recorded calls as JUnit tests with Mockito. A test of a recorded call
//! rebuilds what the call saw: its collaborators as mocks, stubbed with the
//! answers they gave in the run, in the run's order; the receiver through
//! its recorded constructor and the recorded calls on it before this one;
//! arguments as literals or rebuilt through their recorded constructors.
//! Then the act, assertions on what it returned or threw, and `verify` of
//! the interactions it had (in order when it talked to several mocks).
//! What the calls read of the world (files, console input, the clock,
//! random draws, environment, properties) becomes `World` setup, and such
//! tests go to a `...RecordedWorldTest` class that runs in `terrarium test`.
//! A call that cannot be rebuilt that way is left out, with the reason in
//! the report — never written as a test that would not replay it.
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

use interp::classfile::{
    ACC_ABSTRACT, ACC_FINAL, ACC_INTERFACE, ACC_PRIVATE, ACC_PUBLIC, FieldType, MethodDescriptor,
};
use interp::vm::record::{
    CollectionKind, MapKind, RValue, RecordedCall, RecordedOutcome, Recorder,
};
use interp::{ClassId, MethodId, Vm};

use jdk_shims::world::random::RandomValue;
use jdk_shims::world::reads::{Read, Reads};
use jdk_shims::{Env, World};

use super::{ClassReport, RecordSpec, RecordedFile, RecordedTest};
use crate::junit::writer::{
    Imports, JUnit, assert_value, boxed_class, is_keyword, java_string, literal, lower_first,
    simple_name, upper_first, world_call, world_statement,
};
use crate::model::{Lit, WorldAction};

/// Entries of one behaviour tried before it is given up as not rebuildable.
const TRIES_PER_BEHAVIOUR: usize = 8;
/// Objects rebuilt inside objects rebuilt, at most.
const MAX_BUILD_DEPTH: u32 = 6;
/// Earlier calls on the receiver a test makes before its own, at most.
const MAX_PREFIX: usize = 25;

pub(super) struct Writer<'a> {
    vm: &'a Vm,
    rec: &'a Recorder,
    spec: &'a RecordSpec,
    /// Call index → the calls made inside it that name it as parent.
    children: BTreeMap<u32, Vec<u32>>,
    /// Object id → the recorded `new` that made it.
    construction: BTreeMap<u32, u32>,
    /// Objects a collaborator handed back with other getter values than
    /// their constructor left them with: changed since they were made, so
    /// making them again through the constructor would not give them back.
    changed: BTreeSet<u32>,
    /// What the run read of its world ([`RecordedCall::world`] spans it).
    reads: &'a Reads,
    /// The run's clock at virtual time 0 (ms since the epoch).
    epoch_ms: i64,
    /// The world every test starts from, and its system properties: reads
    /// of what it already holds need no setup.
    fresh_world: World,
    fresh_properties: BTreeMap<String, String>,
}

/// Why a recorded call cannot become a test.
type Skip = String;

impl<'a> Writer<'a> {
    pub(super) fn new(
        vm: &'a Vm,
        rec: &'a Recorder,
        spec: &'a RecordSpec,
        reads: &'a Reads,
        epoch_ms: i64,
    ) -> Writer<'a> {
        let mut children: BTreeMap<u32, Vec<u32>> = BTreeMap::default();
        let mut construction = BTreeMap::default();
        for (i, c) in rec.calls.iter().enumerate() {
            if let Some(p) = c.parent {
                children.entry(p).or_default().push(i as u32);
            }
            if c.construct
                && let Some(r) = c.receiver
                && matches!(c.outcome, Some(RecordedOutcome::Returned(_)))
            {
                construction.entry(r).or_insert(i as u32);
            }
        }
        let made_as = |id: u32| -> Option<&Vec<(MethodId, RValue)>> {
            let c = rec.calls.get(*construction.get(&id)? as usize)?;
            match &c.outcome {
                Some(RecordedOutcome::Returned(Some(RValue::Object { getters, .. }))) => {
                    Some(getters)
                }
                _ => None,
            }
        };
        let mut changed = BTreeSet::new();
        for c in &rec.calls {
            let Some(RecordedOutcome::Returned(Some(v))) = &c.outcome else {
                continue;
            };
            // The result, or the items of a collection it is.
            let items: Vec<&RValue> = match v {
                RValue::Collection {
                    items: Some(items), ..
                } => items.iter().collect(),
                v => vec![v],
            };
            for item in items {
                if let RValue::Object { id, getters, .. } = item
                    && !getters.is_empty()
                    && made_as(*id).is_some_and(|made| made != getters)
                {
                    changed.insert(*id);
                }
            }
        }
        let fresh_world = World::default();
        let fresh_properties = Env::from_world(fresh_world.clone()).properties;
        Writer {
            vm,
            rec,
            spec,
            children,
            construction,
            changed,
            reads,
            epoch_ms,
            fresh_world,
            fresh_properties,
        }
    }

    fn call(&self, i: u32) -> &RecordedCall {
        &self.rec.calls[i as usize]
    }

    /// The test class of chosen class `cid`, if any test could be written.
    pub(super) fn class_tests(&self, cid: ClassId) -> (Vec<RecordedFile>, ClassReport) {
        let internal = self.vm.class(cid).name.to_string();
        let mut report = ClassReport {
            class: internal.replace('/', "."),
            ..Default::default()
        };
        // Behaviours in the order the run first showed them.
        let mut behaviours: Vec<(String, Vec<u32>)> = Vec::new();
        let mut index: BTreeMap<String, usize> = BTreeMap::default();
        for (i, c) in self.rec.calls.iter().enumerate() {
            if !c.entry || self.vm.method(c.method).class != cid {
                continue;
            }
            let Some(outcome) = &c.outcome else { continue };
            report.calls += 1;
            let m = self.vm.method(c.method);
            let ended = match outcome {
                RecordedOutcome::Returned(_) => "returned".to_string(),
                RecordedOutcome::Threw { class, .. } => self.vm.class(*class).name.to_string(),
            };
            let path = format!("{:?}", c.path);
            let key = format!("{}{} {path} {ended}", m.name, m.descriptor);
            let k = *index.entry(key.clone()).or_insert_with(|| {
                behaviours.push((key, Vec::new()));
                behaviours.len() - 1
            });
            behaviours[k].1.push(i as u32);
        }
        report.behaviours = behaviours.len();
        let package = crate::analysis::package_of(&internal).replace('/', ".");
        let mut imports = Imports::new(&package);
        let mut methods: Vec<RecordedTest> = Vec::new();
        let mut world_methods: Vec<RecordedTest> = Vec::new();
        let mut names: BTreeMap<String, usize> = BTreeMap::new();
        let mut uses_in_order = false;
        let mut left_out: BTreeMap<String, usize> = BTreeMap::new();
        for (_, calls) in &behaviours {
            let mut written = None;
            let mut first_reason = None;
            for &call in calls.iter().take(TRIES_PER_BEHAVIOUR) {
                // Imports are only kept for a test that is written.
                let mut trial = imports.clone();
                match TestBuilder::new(self, cid, &mut trial).build(call) {
                    Ok(t) => {
                        imports = trial;
                        written = Some(t);
                        break;
                    }
                    Err(reason) => {
                        first_reason.get_or_insert(reason);
                    }
                }
            }
            match written {
                Some(t) => {
                    let n = names.entry(t.name.clone()).or_insert(0);
                    *n += 1;
                    let name = if *n == 1 {
                        t.name.clone()
                    } else {
                        format!("{}{}", t.name, n)
                    };
                    uses_in_order |= t.in_order;
                    let test = RecordedTest {
                        source: t.source(&name),
                        name,
                    };
                    match t.world {
                        true => world_methods.push(test),
                        false => methods.push(test),
                    }
                    report.tests += 1;
                }
                None => {
                    let reason = first_reason.unwrap_or_else(|| "no call ended".into());
                    *left_out.entry(reason).or_default() += 1;
                }
            }
        }
        report.left_out = left_out.into_iter().collect();
        if uses_in_order {
            imports.add_import("org.mockito.InOrder");
        }
        match self.spec.junit {
            JUnit::Four => imports.add_import("org.junit.Test"),
            JUnit::Five => imports.add_import("org.junit.jupiter.api.Test"),
        }
        let mut files = Vec::new();
        for (tests, world) in [(methods, false), (world_methods, true)] {
            if !tests.is_empty() {
                files.push(self.file(&internal, &package, &imports, tests, world));
            }
        }
        (files, report)
    }

    /// The test class of `internal`'s tests: `...RecordedTest`, or
    /// `...RecordedWorldTest` for tests that set up the world.
    fn file(
        &self,
        internal: &str,
        package: &str,
        imports: &Imports,
        tests: Vec<RecordedTest>,
        world: bool,
    ) -> RecordedFile {
        let simple = simple_name(internal).replace('.', "");
        let test_class = match world {
            true => format!("{simple}RecordedWorldTest"),
            false => format!("{simple}RecordedTest"),
        };
        let mut out = String::new();
        if !package.is_empty() {
            let _ = writeln!(out, "package {package};\n");
        }
        match self.spec.junit {
            JUnit::Four => out.push_str("import static org.junit.Assert.*;\n"),
            JUnit::Five => out.push_str("import static org.junit.jupiter.api.Assertions.*;\n"),
        }
        out.push_str("import static org.mockito.Mockito.*;\n\n");
        let mut lines: Vec<String> = imports.imports.iter().cloned().collect();
        // World test classes are tagged, as `gen` tags them, so that a build
        // leaves them to the Terrarium engine.
        let tag = match (world, self.spec.junit) {
            (false, _) => "",
            (true, JUnit::Four) => {
                lines.push("org.junit.experimental.categories.Category".into());
                lines.push("terrarium.WorldTests".into());
                "@Category(WorldTests.class)\n"
            }
            (true, JUnit::Five) => {
                lines.push("org.junit.jupiter.api.Tag".into());
                "@Tag(\"terrarium\")\n"
            }
        };
        if world {
            lines.push("terrarium.World".into());
            lines.sort();
            lines.dedup();
        }
        for i in &lines {
            let _ = writeln!(out, "import {i};");
        }
        let runs = match world {
            true => {
                " They set up the\n * virtual world as the run found it: run them with `terrarium test`."
            }
            false => "",
        };
        let _ = writeln!(
            out,
            "\n/**\n * Tests of {{@link {}}} recorded by Terrarium from a run of {}:\n * one per distinct behaviour of the class in that run, its collaborators\n * mocked as they answered.{runs}\n */\n{tag}public class {test_class} {{",
            simple_name(internal),
            self.spec.main_class
        );
        let dir = crate::analysis::package_of(internal);
        let (path, class) = if dir.is_empty() {
            (format!("{test_class}.java"), test_class.clone())
        } else {
            (
                format!("{dir}/{test_class}.java"),
                format!("{package}.{test_class}"),
            )
        };
        RecordedFile {
            path,
            class,
            header: out,
            tests,
        }
    }

    /// World setup `actions` without repeats and without what a fresh
    /// world already holds (its directories, Terrarium's default properties
    /// where they are the same on every machine); a directory a file or
    /// directory in it makes is left out too.
    fn needed_setup(&self, actions: Vec<WorldAction>) -> Vec<WorldAction> {
        let mut out: Vec<WorldAction> = Vec::new();
        let mut named = BTreeSet::new();
        for a in actions {
            let key = match &a {
                WorldAction::File { path, .. }
                | WorldAction::FailingFile { path, .. }
                | WorldAction::Directory { path }
                | WorldAction::UnreadableDirectory { path } => format!("path {path}"),
                WorldAction::Env { name, .. } => format!("env {name}"),
                WorldAction::Property { name, .. } | WorldAction::RemoveProperty { name } => {
                    format!("property {name}")
                }
                other => format!("{other:?}"),
            };
            // The first read of each name tells what the world held.
            if !named.insert(key) {
                continue;
            }
            let needed = match &a {
                WorldAction::Directory { path } => {
                    !self.fresh_world.fs.node(path).is_some_and(|n| n.is_dir())
                }
                WorldAction::File { path, .. } => !World::is_jdk_path(path),
                WorldAction::Property { name, value } => {
                    !PORTABLE_PROPERTIES.contains(&name.as_str())
                        || self.fresh_properties.get(name) != Some(value)
                }
                WorldAction::RemoveProperty { name } => self.fresh_properties.contains_key(name),
                _ => true,
            };
            if needed {
                out.push(a);
            }
        }
        let inside = |dir: &str| {
            let prefix = format!("{}/", dir.trim_end_matches('/'));
            out.iter().any(|a| match a {
                WorldAction::File { path, .. }
                | WorldAction::FailingFile { path, .. }
                | WorldAction::Directory { path }
                | WorldAction::UnreadableDirectory { path } => path.starts_with(&prefix),
                _ => false,
            })
        };
        let keep: Vec<bool> = out
            .iter()
            .map(|a| !matches!(a, WorldAction::Directory { path } if inside(path)))
            .collect();
        out.into_iter()
            .zip(keep)
            .filter_map(|(a, k)| k.then_some(a))
            .collect()
    }

    fn class_name(&self, c: ClassId) -> &str {
        &self.vm.class(c).name
    }
}

/// One written test.
struct Written {
    name: String,
    body: Vec<String>,
    in_order: bool,
    /// It sets up the world (a `...RecordedWorldTest`).
    world: bool,
}

impl Written {
    fn source(&self, name: &str) -> String {
        let mut s = format!("    @Test\n    public void {name}() throws Exception {{\n");
        // A world test starts with a World call: on another JVM that call
        // skips it before any of its code runs.
        if self.world && !self.body.first().is_some_and(|l| l.starts_with("World.")) {
            s.push_str("        World.defaults();\n");
        }
        for line in &self.body {
            if line.is_empty() {
                s.push('\n');
            } else {
                let _ = writeln!(s, "        {line}");
            }
        }
        s.push_str("    }\n");
        s
    }
}

/// How the test refers to a recorded object.
#[derive(Clone)]
struct Var {
    name: String,
}

struct TestBuilder<'w, 'a> {
    w: &'w Writer<'a>,
    class: ClassId,
    imports: &'w mut Imports,
    /// Object id → the variable holding it.
    vars: BTreeMap<u32, Var>,
    taken: BTreeSet<String>,
    /// Objects the test replaces by mocks, by id (their static type).
    mocks: BTreeMap<u32, String>,
    /// Declarations of mocks and rebuilt objects, in order.
    arrange: Vec<String>,
    mock_lines: Vec<String>,
    building: BTreeSet<u32>,
    /// Recorded constructions the test makes again to build arguments.
    rebuilt: Vec<u32>,
}

/// What one recorded call read of the world, as a test sets it up.
#[derive(Default)]
struct CallReads {
    /// Files, directories, environment and properties: set up at the start.
    setup: Vec<WorldAction>,
    /// Entries of directories listed: made (empty, for a file) when no
    /// other read tells what they hold.
    listed: Vec<WorldAction>,
    /// Console input it consumed, random values it drew, whether it read
    /// the clock: set up right before the call.
    stdin: Vec<u8>,
    terminal: bool,
    random: Vec<RandomValue>,
    clock: bool,
}

impl CallReads {
    fn just_before(&self) -> bool {
        self.clock || !self.stdin.is_empty() || !self.random.is_empty()
    }
}

/// System properties the same on every machine a test runs on: reading
/// them is no reason to set up a world.
const PORTABLE_PROPERTIES: [&str; 3] = ["line.separator", "file.separator", "path.separator"];

impl<'w, 'a> TestBuilder<'w, 'a> {
    fn new(w: &'w Writer<'a>, class: ClassId, imports: &'w mut Imports) -> Self {
        TestBuilder {
            w,
            class,
            imports,
            vars: BTreeMap::default(),
            taken: BTreeSet::default(),
            mocks: BTreeMap::new(),
            arrange: Vec::new(),
            mock_lines: Vec::new(),
            building: BTreeSet::default(),
            rebuilt: Vec::new(),
        }
    }

    fn vm(&self) -> &'a Vm {
        self.w.vm
    }

    /// The test of recorded call `act`.
    fn build(mut self, act: u32) -> Result<Written, Skip> {
        let w = self.w;
        let vm = self.vm();
        let call = w.call(act);
        let m = vm.method(call.method);
        let is_ctor = &*m.name == "<init>";
        // A call that met a limit of Terrarium's class library is not the
        // program's behaviour: never a test (its message names Terrarium).
        for c in std::iter::once(act).chain(self.interactions(act)) {
            if let Some(RecordedOutcome::Threw {
                message: Some(msg), ..
            }) = &w.call(c).outcome
                && msg.contains(crate::postprocess::NOT_PROVIDED)
            {
                return Err(format!("the run met a limit of Terrarium: {msg}"));
            }
        }
        if m.access & ACC_PRIVATE != 0 {
            return Err("private method called from outside its class (a nestmate)".into());
        }
        // The calls the test makes: the receiver's construction, the calls
        // on it before this one, and this one.
        let mut sequence: Vec<u32> = Vec::new();
        let mut receiver_ctor = None;
        if !is_ctor && let Some(r) = call.receiver {
            let Some(&ctor) = w.construction.get(&r) else {
                return Err(format!(
                    "the {} was not made by a recorded constructor",
                    simple_name(w.class_name(self.class))
                ));
            };
            receiver_ctor = Some(ctor);
            sequence.push(ctor);
            let earlier: Vec<u32> = (ctor + 1..act)
                .filter(|&i| {
                    let c = w.call(i);
                    // Calls on it from anywhere (the program, or another
                    // recorded class: a cache filled by a service).
                    c.entry && c.receiver == Some(r) && !c.construct && c.outcome.is_some()
                })
                .collect();
            let prefix = self.needed_prefix(&earlier, act);
            if prefix.len() > MAX_PREFIX {
                return Err(format!(
                    "the receiver's state needs more than {MAX_PREFIX} earlier calls"
                ));
            }
            sequence.extend(prefix);
        }
        sequence.push(act);
        self.choose_mocks(&sequence)?;
        let reads: Vec<CallReads> = sequence
            .iter()
            .map(|&c| self.call_reads(c))
            .collect::<Result<_, _>>()?;
        let mut world = reads.iter().any(CallReads::just_before);
        // Mocks first: rebuilt objects and stubs may use them.
        for (&id, ty) in &self.mocks.clone() {
            let simple = self.imports.name(ty);
            let name = self.fresh(&lower_first(&simple_name(ty).replace('.', "")));
            self.mock_lines
                .push(format!("{simple} {name} = mock({simple}.class);"));
            self.vars.insert(id, Var { name });
        }
        let stubs = self.stubs(&sequence)?;
        let mut act_lines = Vec::new();
        let mut receiver = None;
        if let Some(ctor) = receiver_ctor {
            let c = w.call(ctor);
            let args = self.args(c.method, &c.args)?;
            let ty = self.class_ref(vm.method(c.method).class)?;
            let name = self.fresh(&lower_first(&ty.replace('.', "")));
            act_lines.extend(self.just_before(c, &reads[0])?);
            act_lines.push(format!("{ty} {name} = new {ty}({args});"));
            if let Some(r) = c.receiver {
                self.vars.insert(r, Var { name: name.clone() });
            }
            receiver = Some(name);
        }
        let first = usize::from(receiver_ctor.is_some());
        for (k, &p) in sequence
            .iter()
            .enumerate()
            .take(sequence.len() - 1)
            .skip(first)
        {
            let c = w.call(p);
            let target = self.target(c, receiver.as_deref())?;
            let args = self.args(c.method, &c.args)?;
            let invoke = format!("{target}.{}({args})", vm.method(c.method).name);
            act_lines.extend(self.just_before(c, &reads[k])?);
            match &c.outcome {
                Some(RecordedOutcome::Threw { class, .. }) => {
                    let ex = self.class_ref(*class)?;
                    act_lines.push(format!("assertThrows({ex}.class, () -> {invoke});"));
                }
                _ => act_lines.push(format!("{invoke};")),
            }
        }
        let mocked: Vec<String> = self.mocks.keys().map(|id| self.var_name(*id)).collect();
        if sequence.len() > 1
            && !mocked.is_empty()
            && sequence[..sequence.len() - 1]
                .iter()
                .any(|&s| !self.interactions(s).is_empty())
        {
            act_lines.push(format!("clearInvocations({});", mocked.join(", ")));
        }
        // The act and what it gave.
        if let Some(last) = reads.last() {
            act_lines.extend(self.just_before(call, last)?);
        }
        let (act_src, asserts) = self.act(call, receiver.as_deref())?;
        let verify = self.verifications(act)?;
        let in_order = verify.iter().any(|l| l.starts_with("InOrder "));
        // The world the calls read, and the constructions that build arguments.
        let (mut setup, mut listed) = (Vec::new(), Vec::new());
        for &c in &self.rebuilt.clone() {
            let r = self.call_reads(c)?;
            if r.just_before() {
                return Err(format!(
                    "the constructor of an argument ({}) read the console, the clock or random draws",
                    simple_name(w.class_name(vm.method(w.call(c).method).class))
                ));
            }
            setup.extend(r.setup);
            listed.extend(r.listed);
        }
        for r in reads {
            setup.extend(r.setup);
            listed.extend(r.listed);
        }
        // What a listing named comes last: a read of the same path tells more.
        setup.extend(listed);
        let setup = self.w.needed_setup(setup);
        world |= !setup.is_empty();
        let mut body: Vec<String> = setup.iter().map(world_statement).collect();
        body.append(&mut self.mock_lines);
        body.append(&mut self.arrange);
        if !stubs.is_empty() {
            body.push(String::new());
            body.extend(stubs);
        }
        body.push(String::new());
        body.extend(act_lines);
        body.extend(act_src);
        body.extend(asserts);
        if !verify.is_empty() {
            body.extend(verify);
        }
        while body.first().is_some_and(String::is_empty) {
            body.remove(0);
        }
        Ok(Written {
            name: self.test_name(call),
            body,
            in_order,
            world,
        })
    }

    /// What recorded call `i` read of the world, leaving out what its
    /// interactions with mocks read (a mock reads nothing).
    fn call_reads(&self, i: u32) -> Result<CallReads, Skip> {
        let w = self.w;
        let (start, end) = w.call(i).world;
        let mut cuts = Vec::new();
        self.mocked_spans(i, &mut cuts);
        cuts.sort_unstable();
        let mut spans = Vec::new();
        let mut at = start;
        for (s, e) in cuts {
            if s > at {
                spans.push((at, s.min(end)));
            }
            at = at.max(e);
        }
        if at < end {
            spans.push((at, end));
        }
        let mut out = CallReads::default();
        for (s, e) in spans {
            let Some(items) = w.reads.span(s, e) else {
                return Err("the run read more of its world than the recording keeps".into());
            };
            for r in items {
                match w.reads.resolve(r) {
                    Read::Setup(WorldAction::NextRandom { values }) => {
                        out.random.extend(values.iter().copied())
                    }
                    Read::Setup(a) => out.setup.push(a.clone()),
                    Read::Stdin { bytes, terminal } => {
                        out.stdin.extend_from_slice(bytes);
                        out.terminal |= terminal;
                    }
                    Read::Listed { path, dir: true } => out
                        .listed
                        .push(WorldAction::Directory { path: path.clone() }),
                    Read::Listed { path, dir: false } => out.listed.push(WorldAction::File {
                        path: path.clone(),
                        content: String::new(),
                    }),
                    Read::Clock => out.clock = true,
                    Read::Unsupported(what) => {
                        return Err(format!(
                            "the call read {what}, which a test's world cannot set up"
                        ));
                    }
                    Read::Again(_) => {}
                }
            }
        }
        Ok(out)
    }

    /// The world spans of the interactions with mocks made inside call `i`
    /// (and inside the recorded calls it made that run for real).
    fn mocked_spans(&self, i: u32, out: &mut Vec<(u64, u64)>) {
        for &c in self.w.children.get(&i).map(Vec::as_slice).unwrap_or(&[]) {
            let call = self.w.call(c);
            if call.receiver.is_some_and(|r| self.mocks.contains_key(&r)) && !call.construct {
                out.push(call.world);
            } else {
                self.mocked_spans(c, out);
            }
        }
    }

    /// The world setup made right before recorded call `c`: the clock as it
    /// stood when the call started, the console input it consumed, the
    /// random values it drew.
    fn just_before(&self, c: &RecordedCall, r: &CallReads) -> Result<Vec<String>, Skip> {
        let mut lines = Vec::new();
        if r.clock {
            let ms = self.w.epoch_ms.saturating_add(c.started_ns / 1_000_000);
            lines.push(world_statement(&WorldAction::Clock { epoch_ms: ms }));
        }
        if !r.stdin.is_empty() {
            let Ok(text) = String::from_utf8(r.stdin.clone()) else {
                return Err("the call read console input that is not UTF-8 text".into());
            };
            lines.push(
                world_call(&WorldAction::Stdin {
                    text,
                    terminal: r.terminal,
                }) + ";",
            );
        }
        if !r.random.is_empty() {
            lines.push(
                world_call(&WorldAction::NextRandom {
                    values: r.random.clone(),
                }) + ";",
            );
        }
        Ok(lines)
    }

    /// The calls of `earlier` (on the receiver, before `act`) a test must
    /// make first: those that changed a part of the receiver's state that a
    /// later needed call reads (or whose changes are not known), and those
    /// that shared an object with a later needed call.
    fn needed_prefix(&self, earlier: &[u32], act: u32) -> Vec<u32> {
        let reads_of = |i: u32| -> Option<BTreeSet<std::rc::Rc<str>>> {
            self.w
                .call(i)
                .state
                .as_ref()
                .map(|s| s.read.iter().cloned().collect())
        };
        let mut objects = self.objects_of(act);
        // `None`: every part (a needed call's reads are not known).
        let mut reads = reads_of(act);
        let mut kept = Vec::new();
        for &k in earlier.iter().rev() {
            let mine = self.objects_of(k);
            let changes_what_is_read = match (&self.w.call(k).state, &reads) {
                (None, _) => true,
                (Some(ch), None) => !ch.changed.is_empty(),
                (Some(ch), Some(r)) => ch.changed.iter().any(|f| r.contains(f)),
            };
            if !changes_what_is_read && mine.is_disjoint(&objects) {
                continue;
            }
            objects.extend(mine);
            reads = match (reads, reads_of(k)) {
                (Some(mut a), Some(b)) => {
                    a.extend(b);
                    Some(a)
                }
                _ => None,
            };
            kept.push(k);
        }
        kept.reverse();
        kept
    }

    /// Ids of the objects call `i` and its interactions were handed or gave back.
    fn objects_of(&self, i: u32) -> BTreeSet<u32> {
        fn add(v: &RValue, out: &mut BTreeSet<u32>) {
            match v {
                RValue::Object { id, .. }
                | RValue::Array { id, .. }
                | RValue::Collection { id, .. }
                | RValue::Map { id, .. } => {
                    out.insert(*id);
                }
                _ => {}
            }
        }
        let mut out = BTreeSet::new();
        for c in std::iter::once(i).chain(self.interactions(i)) {
            let call = self.w.call(c);
            call.args.iter().for_each(|a| add(a, &mut out));
            if let Some(RecordedOutcome::Returned(Some(v))) = &call.outcome {
                add(v, &mut out);
            }
        }
        out
    }

    fn test_name(&self, call: &RecordedCall) -> String {
        let vm = self.vm();
        let m = vm.method(call.method);
        let mut name = if &*m.name == "<init>" {
            format!(
                "new{}",
                simple_name(&vm.class(m.class).name).replace('.', "")
            )
        } else {
            m.name.to_string()
        };
        if let Some(RecordedOutcome::Threw { class, .. }) = &call.outcome {
            let ex = simple_name(&vm.class(*class).name).replace('.', "");
            let _ = write!(name, "Throws{ex}");
        } else if let Some(RecordedOutcome::Returned(Some(v))) = &call.outcome
            && &*m.name != "<init>"
        {
            match v {
                RValue::Boolean(true) => name.push_str("ReturnsTrue"),
                RValue::Boolean(false) => name.push_str("ReturnsFalse"),
                RValue::Null => name.push_str("ReturnsNull"),
                RValue::Enum { name: n, .. } => {
                    // WAITING_ON_CUSTOMER → ReturnsWaitingOnCustomer
                    name.push_str("Returns");
                    for part in n.split('_').filter(|p| !p.is_empty()) {
                        name.push_str(&upper_first(&part.to_lowercase()));
                    }
                }
                _ => {}
            }
        }
        name
    }

    /// Was object `id` made by a `new` inside recorded call `call`, or in a
    /// call it made that runs for real in the test? (What a mocked
    /// collaborator made, the test makes itself.)
    fn made_inside(&self, id: u32, call: u32) -> bool {
        let Some(&ctor) = self.w.construction.get(&id) else {
            return false;
        };
        let mut at = self.w.call(ctor).parent;
        // A bounded walk up the calls that made it.
        for _ in 0..64 {
            match at {
                Some(p) if p == call => return true,
                Some(p) => {
                    let c = self.w.call(p);
                    if c.receiver.is_some_and(|r| self.mocks.contains_key(&r)) {
                        return false;
                    }
                    at = c.parent;
                }
                None => return false,
            }
        }
        false
    }

    /// Interactions of call `i`: calls its class's code made on objects of
    /// other application classes.
    fn interactions(&self, i: u32) -> Vec<u32> {
        let w = self.w;
        let class = self.vm().method(w.call(i).method).class;
        w.children
            .get(&i)
            .map(|v| {
                v.iter()
                    .copied()
                    .filter(|&c| {
                        let call = w.call(c);
                        !call.construct
                            && call.receiver.is_some()
                            && self.vm().method(call.method).class != class
                    })
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Decide which objects become mocks: collaborators the test hands in
    /// (an argument of the calls it makes, or what a mock returns) whose
    /// static type there is an application interface or abstract class, or
    /// that the code called and no recorded constructor made. A concrete
    /// object a recorded constructor made is rebuilt and runs for real.
    fn choose_mocks(&mut self, sequence: &[u32]) -> Result<(), Skip> {
        let w = self.w;
        let vm = self.vm();
        // Objects the test hands in, with the static type they are handed in as.
        let mut reachable: BTreeMap<u32, FieldType> = BTreeMap::new();
        let mut lambdas: BTreeMap<u32, String> = BTreeMap::new();
        // Objects that changed after they were made cannot be made again:
        // they are mocks of their class, answering as they answered.
        let mut changed: BTreeMap<u32, ClassId> = BTreeMap::new();
        let note = |changed: &mut BTreeMap<u32, ClassId>, v: &RValue| {
            if let RValue::Object { id, class, .. } = v
                && w.changed.contains(id)
            {
                changed.insert(*id, *class);
            }
        };
        for &s in sequence {
            let c = w.call(s);
            let params = params_of(vm, c.method);
            for (v, t) in c.args.iter().zip(params) {
                note(&mut changed, v);
                if let RValue::Object { id, class, .. } = v {
                    // A lambda handed in as an interface is a mock of it
                    // (a test cannot make the lambda again).
                    if vm.class(*class).hidden
                        && let FieldType::Object(n) = &t
                        && let Some(d) = vm.class_id_of(n)
                        && vm.class(d).access & ACC_INTERFACE != 0
                    {
                        lambdas.insert(*id, vm.class(d).name.to_string());
                    }
                    reachable.entry(*id).or_insert(t);
                }
                // Collaborators handed in inside a collection (a list of
                // carriers): their static type is not known here.
                if let RValue::Collection {
                    items: Some(items), ..
                } = v
                {
                    for item in items {
                        note(&mut changed, item);
                        if let RValue::Object { id, .. } = item {
                            reachable
                                .entry(*id)
                                .or_insert_with(|| FieldType::Object("java/lang/Object".into()));
                        }
                    }
                }
            }
        }
        let interactions: Vec<u32> = sequence
            .iter()
            .flat_map(|&s| self.interactions(s))
            .collect();
        let app_abstract = |t: &FieldType| match t {
            FieldType::Object(n) => vm.class_id_of(n).filter(|&d| {
                !vm.class(d).is_library && vm.class(d).access & (ACC_INTERFACE | ACC_ABSTRACT) != 0
            }),
            _ => None,
        };
        let mut mocks: BTreeMap<u32, String> = lambdas;
        loop {
            let before = mocks.len() + reachable.len();
            for (&id, t) in &reachable {
                if let Some(d) = app_abstract(t) {
                    mocks
                        .entry(id)
                        .or_insert_with(|| vm.class(d).name.to_string());
                }
            }
            for &i in &interactions {
                let c = w.call(i);
                let Some(r) = c.receiver else { continue };
                // Another recorded class is mocked (its answers are
                // recorded, and it is tested on its own) unless it is final
                // (Mockito 2 cannot mock it); another object that can be
                // made again runs for real.
                let final_class = vm.class(vm.method(c.method).class).access & ACC_FINAL != 0;
                if mocks.contains_key(&r) || ((!c.entry || final_class) && self.rebuildable(r, 0)) {
                    continue;
                }
                let Some(t) = reachable.get(&r) else { continue };
                // The static type, when it declares what is called; else
                // the class whose method ran.
                let called = vm.method(c.method).class;
                let ty = match t {
                    FieldType::Object(n) => vm
                        .class_id_of(n)
                        .filter(|&d| {
                            vm.is_subclass(called, d)
                                && (!vm.class(d).is_library
                                    || vm.class(d).access & ACC_INTERFACE != 0)
                        })
                        .unwrap_or(called),
                    _ => called,
                };
                // No static type that declares it: an application interface
                // of the class that does.
                let ty = if ty == called {
                    let m = vm.method(c.method);
                    vm.class(called)
                        .supertypes
                        .iter()
                        .copied()
                        .find(|&i| {
                            let k = vm.class(i);
                            !k.is_library
                                && k.access & ACC_INTERFACE != 0
                                && vm.methods_of(i).iter().any(|&x| {
                                    vm.method(x).name == m.name
                                        && vm.method(x).descriptor == m.descriptor
                                })
                        })
                        .unwrap_or(called)
                } else {
                    ty
                };
                if vm.class(ty).hidden {
                    return Err(
                        "a lambda collaborator handed in as a type that is not an interface".into(),
                    );
                }
                if vm.class(ty).access & ACC_FINAL != 0 {
                    return Err(format!(
                        "collaborator {} is a final class (Mockito cannot mock it)",
                        vm.class(ty).name.replace('/', ".")
                    ));
                }
                mocks.insert(r, vm.class(ty).name.to_string());
            }
            // What mocks return is handed in too (and the items of a
            // collection they return).
            for &i in &interactions {
                let c = w.call(i);
                if !c.receiver.is_some_and(|r| mocks.contains_key(&r)) {
                    continue;
                }
                match &c.outcome {
                    Some(RecordedOutcome::Returned(Some(v @ RValue::Object { id, .. }))) => {
                        note(&mut changed, v);
                        if let Some(ret) = ret_of(vm, c.method) {
                            reachable.entry(*id).or_insert(ret);
                        }
                    }
                    Some(RecordedOutcome::Returned(Some(RValue::Collection {
                        items: Some(items),
                        ..
                    }))) => {
                        for item in items {
                            note(&mut changed, item);
                            if let RValue::Object { id, .. } = item {
                                reachable.entry(*id).or_insert_with(|| {
                                    FieldType::Object("java/lang/Object".into())
                                });
                            }
                        }
                    }
                    _ => {}
                }
            }
            for (&id, &class) in &changed {
                if vm.class(class).access & ACC_FINAL == 0 && !vm.class(class).hidden {
                    mocks
                        .entry(id)
                        .or_insert_with(|| vm.class(class).name.to_string());
                }
            }
            if mocks.len() + reachable.len() == before {
                break;
            }
        }
        self.mocks = mocks;
        Ok(())
    }

    /// Can object `id` be made again through its recorded constructor
    /// (accessible, with arguments that can be written, rebuilt or mocked)?
    fn rebuildable(&self, id: u32, depth: u32) -> bool {
        let w = self.w;
        let vm = self.vm();
        let Some(&ctor) = w.construction.get(&id) else {
            return false;
        };
        if w.changed.contains(&id) {
            return false;
        }
        let c = w.call(ctor);
        let m = vm.method(c.method);
        let class = vm.class(m.class);
        let same_package = crate::analysis::package_of(&class.name)
            == crate::analysis::package_of(&vm.class(self.class).name);
        let accessible =
            |access: u16| access & ACC_PUBLIC != 0 || (access & ACC_PRIVATE == 0 && same_package);
        if depth > MAX_BUILD_DEPTH
            || !accessible(m.access)
            || !accessible(class.access)
            || class.hidden
        {
            return false;
        }
        let interface = |t: &FieldType| match t {
            FieldType::Object(n) => vm
                .class_id_of(n)
                .is_some_and(|d| vm.class(d).access & (ACC_INTERFACE | ACC_ABSTRACT) != 0),
            _ => false,
        };
        let ok = |v: &RValue, t: &FieldType| -> bool {
            match v {
                RValue::Object {
                    constant: Some(_), ..
                } => true,
                RValue::Object { id, class, .. } => {
                    (interface(t) && (vm.class(*class).hidden || !vm.class(*class).is_library))
                        || self.rebuildable(*id, depth + 1)
                }
                RValue::Collection { items, .. } => items
                    .as_ref()
                    .is_some_and(|i| i.iter().all(|v| !matches!(v, RValue::Object { .. }))),
                RValue::Map { entries, .. } => entries.is_some(),
                RValue::Array { items, .. } => items.is_some(),
                _ => true,
            }
        };
        c.args
            .iter()
            .zip(params_of(vm, c.method).iter())
            .all(|(v, t)| ok(v, t))
    }

    fn var_name(&self, id: u32) -> String {
        self.vars
            .get(&id)
            .map(|v| v.name.clone())
            .unwrap_or_else(|| format!("object{id}"))
    }

    fn fresh(&mut self, base: &str) -> String {
        let base = if base.is_empty() || is_keyword(base) {
            format!("{base}Value")
        } else {
            base.to_string()
        };
        let mut name = base.clone();
        let mut n = 1;
        while !self.taken.insert(name.clone()) {
            n += 1;
            name = format!("{base}{n}");
        }
        name
    }

    /// How the test names class `c` (it must be accessible from the test's package).
    fn class_ref(&mut self, c: ClassId) -> Result<String, Skip> {
        let vm = self.vm();
        let class = vm.class(c);
        let same_package = crate::analysis::package_of(&class.name)
            == crate::analysis::package_of(&vm.class(self.class).name);
        if class.access & ACC_PUBLIC == 0 && !same_package {
            return Err(format!(
                "{} is not accessible from the test's package",
                class.name.replace('/', ".")
            ));
        }
        if class.hidden || class.name.contains("$$") {
            return Err("a lambda or generated class".into());
        }
        Ok(self.imports.name(&class.name))
    }

    /// The receiver expression of call `c` in the test.
    fn target(&mut self, c: &RecordedCall, receiver: Option<&str>) -> Result<String, Skip> {
        let vm = self.vm();
        let m = vm.method(c.method);
        if m.is_static() {
            return self.class_ref(m.class);
        }
        receiver
            .map(str::to_string)
            .ok_or_else(|| "no receiver".to_string())
    }

    /// The argument list of a call of `mid` with `args`.
    fn args(&mut self, mid: MethodId, args: &[RValue]) -> Result<String, Skip> {
        let params = params_of(self.vm(), mid);
        let cast = self.overloaded(mid);
        let mut out = Vec::new();
        for (v, t) in args.iter().zip(params.iter()) {
            let e = self.expr(v, t, 0)?;
            let e = if cast && e == "null" {
                format!("({}) null", self.imports.ty(t))
            } else {
                e
            };
            out.push(e);
        }
        Ok(out.join(", "))
    }

    /// Does `mid`'s class have another method of its name and arity?
    fn overloaded(&self, mid: MethodId) -> bool {
        let vm = self.vm();
        let m = vm.method(mid);
        let n = params_of(vm, mid).len();
        vm.methods_of(m.class)
            .iter()
            .any(|&o| o != mid && vm.method(o).name == m.name && params_of(vm, o).len() == n)
    }

    /// A Java expression for recorded value `v` of static type `t`.
    fn expr(&mut self, v: &RValue, ty: &FieldType, depth: u32) -> Result<String, Skip> {
        if let Some(l) = lit(v) {
            return Ok(literal(&l));
        }
        Ok(match v {
            RValue::Str(s) => java_string(s),
            // `Integer i = 3`, `Object o = 3L`: the literal boxes as its own type.
            RValue::Boxed(p) => match lit(p) {
                Some(l) => literal(&l),
                None => return Err("a boxed value".into()),
            },
            RValue::Enum { class, name } => format!("{}.{name}", self.class_ref(*class)?),
            RValue::Array { class, items, .. } => {
                let Some(items) = items else {
                    return Err("an array too long to write out".into());
                };
                let elem = match FieldType::parse(&self.vm().class(*class).name) {
                    Ok(FieldType::Array(e)) => *e,
                    _ => return Err("an array of an unknown type".into()),
                };
                let mut parts = Vec::new();
                for i in items {
                    parts.push(self.expr(i, &elem, depth + 1)?);
                }
                format!("new {}[] {{{}}}", self.imports.ty(&elem), parts.join(", "))
            }
            RValue::Collection { id, kind, items } => {
                if let Some(v) = self.vars.get(id) {
                    return Ok(v.name.clone());
                }
                let Some(items) = items else {
                    return Err("a collection too large to write out".into());
                };
                self.collection_expr(*kind, items, depth)?
            }
            RValue::Map { id, kind, entries } => {
                if let Some(v) = self.vars.get(id) {
                    return Ok(v.name.clone());
                }
                let Some(entries) = entries else {
                    return Err("a map too large to write out".into());
                };
                let name = self.map_var(*kind, entries, depth)?;
                self.vars.insert(*id, Var { name: name.clone() });
                name
            }
            RValue::Date { year, month, day } => {
                self.imports.add_import("java.time.LocalDate");
                format!("LocalDate.of({year}, {month}, {day})")
            }
            RValue::Object {
                id,
                class,
                constant,
                ..
            } => {
                if let Some(v) = self.vars.get(id) {
                    return Ok(v.name.clone());
                }
                if let Some((holder, field)) = constant
                    && let Ok(h) = self.class_ref(*holder)
                {
                    return Ok(format!("{h}.{field}"));
                }
                // A lambda inside an object rebuilt: a mock of its interface
                // (answering defaults: its calls were not this class's).
                if self.vm().class(*class).hidden
                    && let FieldType::Object(n) = ty
                    && let Some(d) = self.vm().class_id_of(n)
                    && self.vm().class(d).access & ACC_INTERFACE != 0
                {
                    let simple = self.imports.name(n);
                    let name = self.fresh(&lower_first(&simple_name(n).replace('.', "")));
                    self.mock_lines
                        .push(format!("{simple} {name} = mock({simple}.class);"));
                    self.vars.insert(*id, Var { name: name.clone() });
                    return Ok(name);
                }
                self.build_object(*id, *class, depth)?
            }
            _ => return Err("a value that cannot be written".into()),
        })
    }

    /// A collection like the one recorded, of the same class (mutable
    /// where the original was).
    fn collection_expr(
        &mut self,
        kind: CollectionKind,
        items: &[RValue],
        depth: u32,
    ) -> Result<String, Skip> {
        use CollectionKind as C;
        let object = FieldType::Object("java/lang/Object".into());
        let mut parts = Vec::new();
        for i in items {
            parts.push(self.expr(i, &object, depth + 1)?);
        }
        let list = parts.join(", ");
        let has_null = items.iter().any(|i| matches!(i, RValue::Null));
        let mut wrap = |class: &str, simple: &str| {
            self.imports.add_import(class);
            if parts.is_empty() {
                format!("new {simple}<>()")
            } else {
                self.imports.add_import("java.util.Arrays");
                format!("new {simple}<>(Arrays.asList({list}))")
            }
        };
        Ok(match kind {
            C::ArrayList => wrap("java.util.ArrayList", "ArrayList"),
            C::TreeSet => wrap("java.util.TreeSet", "TreeSet"),
            C::HashSet => wrap("java.util.HashSet", "HashSet"),
            C::LinkedHashSet => wrap("java.util.LinkedHashSet", "LinkedHashSet"),
            C::ArraysAsList => {
                self.imports.add_import("java.util.Arrays");
                format!("Arrays.asList({list})")
            }
            C::ImmutableList if !has_null => {
                self.imports.add_import("java.util.List");
                format!("List.of({list})")
            }
            C::ImmutableList => return Err("List.of with a null item".into()),
            C::UnmodifiableList => {
                let inner = wrap("java.util.ArrayList", "ArrayList");
                self.imports.add_import("java.util.Collections");
                format!("Collections.unmodifiableList({inner})")
            }
            C::Optional => {
                self.imports.add_import("java.util.Optional");
                match parts.first() {
                    Some(v) => format!("Optional.of({v})"),
                    None => "Optional.empty()".to_string(),
                }
            }
        })
    }

    /// Declare a map like the one recorded, filled entry by entry; its variable.
    fn map_var(
        &mut self,
        kind: MapKind,
        entries: &[(RValue, RValue)],
        depth: u32,
    ) -> Result<String, Skip> {
        let object = FieldType::Object("java/lang/Object".into());
        let simple = match kind {
            MapKind::TreeMap => "TreeMap",
            MapKind::HashMap => "HashMap",
            MapKind::LinkedHashMap => "LinkedHashMap",
        };
        self.imports.add_import(&format!("java.util.{simple}"));
        let (k, v) = (
            self.type_of_all(entries.iter().map(|e| &e.0)),
            self.type_of_all(entries.iter().map(|e| &e.1)),
        );
        let mut puts = Vec::new();
        for (key, value) in entries {
            puts.push((
                self.expr(key, &object, depth + 1)?,
                self.expr(value, &object, depth + 1)?,
            ));
        }
        let name = self.fresh(&lower_first(simple));
        self.arrange
            .push(format!("{simple}<{k}, {v}> {name} = new {simple}<>();"));
        for (key, value) in puts {
            self.arrange.push(format!("{name}.put({key}, {value});"));
        }
        Ok(name)
    }

    /// The Java type all of `values` have (`Object` when they differ).
    fn type_of_all<'v>(&mut self, values: impl Iterator<Item = &'v RValue>) -> String {
        let mut ty: Option<String> = None;
        for v in values {
            let t = match v {
                RValue::Str(_) => "String".to_string(),
                RValue::Boxed(p) => match lit(p) {
                    Some(l) => boxed_class(&l).to_string(),
                    None => "Object".into(),
                },
                RValue::Enum { class, .. } | RValue::Object { class, .. } => {
                    match self.class_ref(*class) {
                        Ok(t) => t,
                        Err(_) => "Object".into(),
                    }
                }
                RValue::Null => continue,
                _ => "Object".into(),
            };
            match &ty {
                None => ty = Some(t),
                Some(x) if *x == t => {}
                Some(_) => return "Object".into(),
            }
        }
        ty.unwrap_or_else(|| "Object".into())
    }

    /// Declare object `id` rebuilt through its recorded constructor; its variable.
    fn build_object(&mut self, id: u32, class: ClassId, depth: u32) -> Result<String, Skip> {
        let w = self.w;
        let vm = self.vm();
        if vm.class(class).is_library {
            return Err(format!(
                "an object of library class {} (only texts, numbers, enums and boxed values are rebuilt)",
                vm.class(class).name.replace('/', ".")
            ));
        }
        let Some(&ctor) = w.construction.get(&id) else {
            return Err(format!(
                "a {} not made by a recorded constructor",
                vm.class(class).name.replace('/', ".")
            ));
        };
        if w.changed.contains(&id) {
            return Err(format!(
                "a {} changed after it was made (its constructor would not make it again)",
                vm.class(class).name.replace('/', ".")
            ));
        }
        if depth > MAX_BUILD_DEPTH || !self.building.insert(id) {
            return Err("objects that refer to each other".into());
        }
        let c = w.call(ctor);
        let m = vm.method(c.method);
        let same_package = crate::analysis::package_of(&vm.class(m.class).name)
            == crate::analysis::package_of(&vm.class(self.class).name);
        if m.access & ACC_PRIVATE != 0 || (m.access & ACC_PUBLIC == 0 && !same_package) {
            return Err(format!(
                "the constructor of {} is not accessible",
                vm.class(m.class).name.replace('/', ".")
            ));
        }
        let params = params_of(vm, c.method);
        let mut args = Vec::new();
        for (v, t) in c.args.iter().zip(params.iter()) {
            args.push(self.expr(v, t, depth + 1)?);
        }
        let ty = self.class_ref(class)?;
        let name = self.fresh(&lower_first(&ty.replace('.', "")));
        self.rebuilt.push(ctor);
        self.arrange
            .push(format!("{ty} {name} = new {ty}({});", args.join(", ")));
        self.vars.insert(id, Var { name: name.clone() });
        Ok(name)
    }

    /// A new exception like the one recorded.
    fn exception(&mut self, class: ClassId, message: Option<&str>) -> Result<String, Skip> {
        let vm = self.vm();
        let ty = self.class_ref(class)?;
        let has = |d: &str| {
            vm.methods_of(class).iter().any(|&m| {
                let m = vm.method(m);
                &*m.name == "<init>" && &*m.descriptor == d && m.access & ACC_PUBLIC != 0
            })
        };
        match message {
            Some(msg) if has("(Ljava/lang/String;)V") => {
                Ok(format!("new {ty}({})", java_string(msg)))
            }
            None if has("()V") => Ok(format!("new {ty}()")),
            None if has("(Ljava/lang/String;)V") => Ok(format!("new {ty}((String) null)")),
            _ => Err(format!(
                "a collaborator threw {} and no public constructor makes it again",
                vm.class(class).name.replace('/', ".")
            )),
        }
    }

    /// `when(...)`/`do...` lines answering every interaction with a mock in
    /// the calls of `sequence`, in the run's order.
    fn stubs(&mut self, sequence: &[u32]) -> Result<Vec<String>, Skip> {
        let w = self.w;
        let vm = self.vm();
        // (mock, method) → its interactions in order.
        let mut groups: Vec<((u32, MethodId), Vec<u32>)> = Vec::new();
        for &s in sequence {
            for i in self.interactions(s) {
                let c = w.call(i);
                let Some(r) = c.receiver.filter(|r| self.mocks.contains_key(r)) else {
                    continue;
                };
                let key = (r, c.method);
                match groups.iter_mut().find(|(k, _)| *k == key) {
                    Some((_, v)) => v.push(i),
                    None => groups.push((key, vec![i])),
                }
            }
        }
        let mut lines = Vec::new();
        for ((mock, mid), calls) in groups {
            let m = vm.method(mid);
            let void = ret_of(vm, mid).is_none();
            let any_threw = calls
                .iter()
                .any(|&c| matches!(w.call(c).outcome, Some(RecordedOutcome::Threw { .. })));
            if void && !any_threw {
                continue;
            }
            if calls.iter().any(|&c| w.call(c).outcome.is_none()) {
                return Err("a collaborator's call never ended".into());
            }
            // By arguments when they can all be written; else one chain of
            // answers for any arguments.
            let mut by_args: Vec<(String, Vec<u32>)> = Vec::new();
            let exact = calls.iter().all(|&c| self.plain_args(w.call(c)));
            for &c in &calls {
                let args = if exact {
                    self.args(mid, &w.call(c).args)?
                } else {
                    self.any_args(mid)
                };
                match by_args.iter_mut().find(|(a, _)| *a == args) {
                    Some((_, v)) => v.push(c),
                    None => by_args.push((args, vec![c])),
                }
            }
            let target = self.var_name(mock);
            for (args, calls) in by_args {
                let mut answers = Vec::new();
                for &c in &calls {
                    answers.push(match &w.call(c).outcome {
                        Some(RecordedOutcome::Threw { id, class, message }) => {
                            let made = self
                                .rebuildable(*id, 0)
                                .then(|| self.build_object(*id, *class, 0));
                            match made {
                                Some(Ok(var)) => Answer::Throw(var),
                                _ => Answer::Throw(self.exception(*class, message.as_deref())?),
                            }
                        }
                        Some(RecordedOutcome::Returned(Some(v))) => {
                            // An object the call under test made cannot be
                            // handed back by a mock: the test never holds it,
                            // and what it verifies of it would name the mock.
                            if let RValue::Object { id, class, .. } = v
                                && sequence
                                    .last()
                                    .is_some_and(|&act| self.made_inside(*id, act))
                            {
                                return Err(format!(
                                    "a collaborator hands back the {} the call itself made",
                                    simple_name(w.class_name(*class))
                                ));
                            }
                            let t = ret_of(vm, mid)
                                .unwrap_or(FieldType::Object("java/lang/Object".into()));
                            Answer::Return(self.expr(v, &t, 0)?)
                        }
                        _ => Answer::Nothing,
                    });
                }
                lines.push(if void {
                    let chain: Vec<String> = answers
                        .iter()
                        .map(|a| match a {
                            Answer::Throw(e) => format!("doThrow({e})"),
                            _ => "doNothing()".to_string(),
                        })
                        .collect();
                    format!("{}.when({target}).{}({args});", chain.join("."), m.name)
                } else {
                    let mut s = format!("when({target}.{}({args}))", m.name);
                    let mut k = 0;
                    while k < answers.len() {
                        match &answers[k] {
                            Answer::Throw(e) => {
                                let _ = write!(s, ".thenThrow({e})");
                                k += 1;
                            }
                            _ => {
                                // Consecutive returns in one thenReturn.
                                let mut vals = Vec::new();
                                while let Some(Answer::Return(v)) = answers.get(k) {
                                    vals.push(v.clone());
                                    k += 1;
                                }
                                if vals.is_empty() {
                                    k += 1;
                                    continue;
                                }
                                // A lone `null` after the first is the
                                // varargs array itself to javac: cast it.
                                if vals.len() == 2
                                    && vals[1] == "null"
                                    && let Some(t) = ret_of(vm, mid)
                                {
                                    vals[1] = format!("({}) null", self.imports.ty(&t));
                                }
                                let _ = write!(s, ".thenReturn({})", vals.join(", "));
                            }
                        }
                    }
                    s.push(';');
                    s
                });
            }
        }
        Ok(lines)
    }

    /// Are all arguments of `c` values the test can write (so that a stub
    /// or verification can name them)?
    fn plain_args(&self, c: &RecordedCall) -> bool {
        c.args.iter().all(|a| match a {
            RValue::Object { id, .. } => self.vars.contains_key(id) || self.mocks.contains_key(id),
            RValue::Array { .. } | RValue::Collection { .. } | RValue::Map { .. } => false,
            _ => true,
        })
    }

    /// Matchers for any arguments of a call of `mid`.
    fn any_args(&mut self, mid: MethodId) -> String {
        let cast = self.overloaded(mid);
        params_of(self.vm(), mid)
            .iter()
            .map(|t| any_matcher(t, cast, self.imports))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The act's line and the assertions on its outcome.
    fn act(
        &mut self,
        call: &RecordedCall,
        receiver: Option<&str>,
    ) -> Result<(Vec<String>, Vec<String>), Skip> {
        let vm = self.vm();
        let m = vm.method(call.method);
        let args = self.args(call.method, &call.args)?;
        let is_ctor = &*m.name == "<init>";
        let invoke = if is_ctor {
            format!("new {}({args})", self.class_ref(m.class)?)
        } else {
            let target = self.target(call, receiver)?;
            format!("{target}.{}({args})", m.name)
        };
        let mut lines = Vec::new();
        let mut asserts = Vec::new();
        match &call.outcome {
            None => return Err("the call never ended".into()),
            Some(RecordedOutcome::Threw { class, message, .. }) => {
                let ex = self.class_ref(*class)?;
                let name = self.fresh("thrown");
                lines.push(format!(
                    "{ex} {name} = assertThrows({ex}.class, () -> {invoke});"
                ));
                asserts.push(match message {
                    Some(msg) => {
                        format!("assertEquals({}, {name}.getMessage());", java_string(msg))
                    }
                    None => format!("assertNull({name}.getMessage());"),
                });
            }
            Some(RecordedOutcome::Returned(None)) => lines.push(format!("{invoke};")),
            Some(RecordedOutcome::Returned(Some(v))) => {
                let t = if is_ctor {
                    FieldType::Object(vm.class(m.class).name.to_string())
                } else {
                    ret_of(vm, call.method).unwrap_or(FieldType::Object("java/lang/Object".into()))
                };
                let ty = self.imports.ty(&t);
                let name = self.fresh(if is_ctor { "created" } else { "result" });
                lines.push(format!("{ty} {name} = {invoke};"));
                let declared = match &t {
                    FieldType::Object(n) => vm.class_id_of(n),
                    _ => None,
                };
                asserts.extend(self.assertions(v, &name, true, declared)?);
                // Verifications name the result when it was handed on.
                if let RValue::Object { id, .. } = v {
                    self.vars.entry(*id).or_insert(Var { name });
                }
            }
        }
        Ok((lines, asserts))
    }

    /// Assertions that `actual` is recorded value `v`; `declared` is the
    /// class of `actual`'s static type, when known (a getter of a subclass
    /// is then called through a cast).
    fn assertions(
        &mut self,
        v: &RValue,
        actual: &str,
        top: bool,
        declared: Option<ClassId>,
    ) -> Result<Vec<String>, Skip> {
        if let Some(l) = lit(v) {
            return Ok(vec![assert_value(&l, actual)]);
        }
        Ok(match v {
            RValue::Str(s) => vec![format!("assertEquals({}, {actual});", java_string(s))],
            RValue::Boxed(p) => match lit(p) {
                Some(l) => vec![format!(
                    "assertEquals({}.valueOf({}), {actual});",
                    boxed_class(&l),
                    literal(&l)
                )],
                None => Vec::new(),
            },
            RValue::Enum { class, name } => {
                vec![format!(
                    "assertEquals({}.{name}, {actual});",
                    self.class_ref(*class)?
                )]
            }
            RValue::Collection { id, .. } | RValue::Map { id, .. }
                if self.vars.contains_key(id) =>
            {
                vec![format!("assertSame({}, {actual});", self.var_name(*id))]
            }
            // Equality only where the items have it (texts, numbers, enums,
            // dates); else what can be said without it.
            RValue::Collection { kind, items, .. }
                if !items.as_ref().is_some_and(|i| i.iter().all(value_like)) =>
            {
                match (kind, items) {
                    (CollectionKind::Optional, Some(i)) if i.is_empty() => {
                        vec![format!("assertFalse({actual}.isPresent());")]
                    }
                    (CollectionKind::Optional, _) => {
                        vec![format!("assertTrue({actual}.isPresent());")]
                    }
                    (_, Some(i)) => vec![format!("assertEquals({}, {actual}.size());", i.len())],
                    _ => vec![format!("assertNotNull({actual});")],
                }
            }
            RValue::Map { entries, .. }
                if !entries
                    .as_ref()
                    .is_some_and(|e| e.iter().all(|(k, v)| value_like(k) && value_like(v))) =>
            {
                match entries {
                    Some(e) => vec![format!("assertEquals({}, {actual}.size());", e.len())],
                    None => vec![format!("assertNotNull({actual});")],
                }
            }
            RValue::Collection { .. } | RValue::Map { .. } | RValue::Date { .. } => {
                match self.expr(v, &FieldType::Object("java/lang/Object".into()), 1) {
                    Ok(e) => vec![format!("assertEquals({e}, {actual});")],
                    Err(_) => vec![format!("assertNotNull({actual});")],
                }
            }
            RValue::Array {
                items: Some(items),
                class,
                ..
            } if top => {
                let elem = match FieldType::parse(&self.vm().class(*class).name) {
                    Ok(FieldType::Array(e)) => *e,
                    _ => return Ok(Vec::new()),
                };
                let mut parts = Vec::new();
                for i in items {
                    match self.expr(i, &elem, 1) {
                        Ok(e) => parts.push(e),
                        Err(_) => return Ok(vec![format!("assertNotNull({actual});")]),
                    }
                }
                let delta = if matches!(elem, FieldType::Double | FieldType::Float) {
                    ", 0.0"
                } else {
                    ""
                };
                vec![format!(
                    "assertArrayEquals(new {}[] {{{}}}, {actual}{delta});",
                    self.imports.ty(&elem),
                    parts.join(", ")
                )]
            }
            RValue::Object {
                id,
                class,
                getters,
                constant,
            } => {
                if let Some(var) = self.vars.get(id) {
                    return Ok(vec![format!("assertSame({}, {actual});", var.name)]);
                }
                if let Some((holder, field)) = constant
                    && let Ok(h) = self.class_ref(*holder)
                {
                    return Ok(vec![format!("assertSame({h}.{field}, {actual});")]);
                }
                let mut out = vec![format!("assertNotNull({actual});")];
                if top {
                    let vm = self.vm();
                    for (g, value) in getters {
                        let owner = vm.method(*g).class;
                        // A getter the static type does not have is called
                        // through a cast to the object's class (left out
                        // when the test cannot name that class).
                        let through = if declared.is_some_and(|d| vm.is_subclass(d, owner)) {
                            actual.to_string()
                        } else {
                            match self.class_ref(*class) {
                                Ok(c) => format!("(({c}) {actual})"),
                                Err(_) => continue,
                            }
                        };
                        let getter = format!("{through}.{}()", vm.method(*g).name);
                        out.extend(self.assertions(value, &getter, false, None)?);
                    }
                }
                out
            }
            _ => Vec::new(),
        })
    }

    /// `verify` lines for the act's interactions with mocks; an object the
    /// call made and handed to a mock is captured and its getters checked.
    fn verifications(&mut self, act: u32) -> Result<Vec<String>, Skip> {
        let w = self.w;
        let vm = self.vm();
        let mut seen: Vec<Verified> = Vec::new();
        for i in self.interactions(act) {
            let c = w.call(i);
            let Some(r) = c.receiver.filter(|r| self.mocks.contains_key(r)) else {
                continue;
            };
            let m = vm.method(c.method);
            let mut v = Verified {
                mock: r,
                call: String::new(),
                shape: String::new(),
                captors: Vec::new(),
                captor_names: Vec::new(),
                checks: Vec::new(),
            };
            let args = if self.plain_args(c) {
                self.args(c.method, &c.args)?
            } else {
                self.matchers(c, &mut v)?
            };
            v.call = format!("{}({args})", m.name);
            v.shape = v.captor_names.iter().fold(v.call.clone(), |s, n| {
                s.replace(&format!("{n}.capture()"), "<captured>")
            });
            seen.push(v);
        }
        if seen.is_empty() {
            return Ok(Vec::new());
        }
        let distinct_mocks: BTreeSet<u32> = seen.iter().map(|v| v.mock).collect();
        let mut lines = Vec::new();
        // Calls alike but for what their captors captured are verified
        // together (a captor matches them all): `times(n)`, then the
        // captured values one by one.
        let same = |a: &Verified, b: &Verified| a.mock == b.mock && a.shape == b.shape;
        if distinct_mocks.len() > 1 {
            let mut mocks: Vec<u32> = distinct_mocks.into_iter().collect();
            mocks.sort_unstable_by_key(|m| seen.iter().position(|v| v.mock == *m));
            let names: Vec<String> = mocks.iter().map(|&m| self.var_name(m)).collect();
            let order = self.fresh("inOrder");
            lines.push(format!("InOrder {order} = inOrder({});", names.join(", ")));
            let mut k = 0;
            while k < seen.len() {
                let mut n = 1;
                while seen.get(k + n).is_some_and(|b| same(&seen[k], b)) {
                    n += 1;
                }
                let group: Vec<&Verified> = seen[k..k + n].iter().collect();
                let v = group[0];
                lines.extend(v.captors.iter().cloned());
                lines.push(format!(
                    "{order}.verify({}{}).{};",
                    self.var_name(v.mock),
                    times(n),
                    v.call
                ));
                lines.extend(captured_checks(&group));
                k += n;
            }
        } else {
            let mut groups: Vec<Vec<&Verified>> = Vec::new();
            for v in &seen {
                match groups.iter_mut().find(|g| same(g[0], v)) {
                    Some(g) => g.push(v),
                    None => groups.push(vec![v]),
                }
            }
            for group in groups {
                let v = group[0];
                lines.extend(v.captors.iter().cloned());
                lines.push(format!(
                    "verify({}{}).{};",
                    self.var_name(v.mock),
                    times(group.len()),
                    v.call
                ));
                lines.extend(captured_checks(&group));
            }
        }
        Ok(lines)
    }

    /// Argument matchers for a verification whose arguments are not all
    /// values the test holds: a made object with getters is captured.
    fn matchers(&mut self, c: &RecordedCall, v: &mut Verified) -> Result<String, Skip> {
        let params = params_of(self.vm(), c.method);
        let cast = self.overloaded(c.method);
        let mut out = Vec::new();
        for (value, t) in c.args.iter().zip(params.iter()) {
            out.push(match value {
                RValue::Null => "isNull()".to_string(),
                RValue::Object { id, .. } if self.vars.contains_key(id) => {
                    format!("same({})", self.var_name(*id))
                }
                RValue::Object { class, getters, .. } if !getters.is_empty() => {
                    match self.class_ref(*class) {
                        Ok(ty) => {
                            self.imports.add_import("org.mockito.ArgumentCaptor");
                            let name =
                                self.fresh(&format!("{}Captor", lower_first(&ty.replace('.', ""))));
                            v.captors.push(format!(
                                "ArgumentCaptor<{ty}> {name} = ArgumentCaptor.forClass({ty}.class);"
                            ));
                            v.captor_names.push(name.clone());
                            for (g, got) in getters {
                                let getter =
                                    format!("{name}.getValue().{}()", self.vm().method(*g).name);
                                v.checks.extend(self.assertions(got, &getter, false, None)?);
                            }
                            format!("{name}.capture()")
                        }
                        Err(_) => any_matcher(t, cast, self.imports),
                    }
                }
                RValue::Object { .. }
                | RValue::Array { .. }
                | RValue::Collection { .. }
                | RValue::Map { .. } => any_matcher(t, cast, self.imports),
                other => format!("eq({})", self.expr(other, t, 0)?),
            });
        }
        Ok(out.join(", "))
    }
}

/// One verification: of which mock, the call with its matchers (and with
/// its captors left out: its shape), the captors it declares and the checks
/// of what they captured.
struct Verified {
    mock: u32,
    call: String,
    shape: String,
    captors: Vec<String>,
    captor_names: Vec<String>,
    checks: Vec<String>,
}

/// The checks of a group of verifications made as one (the first's
/// captors): each one's captured values read as the first's
/// `getAllValues().get(i)`.
fn captured_checks(group: &[&Verified]) -> Vec<String> {
    let Some(first) = group.first() else {
        return Vec::new();
    };
    if group.len() == 1 {
        return first.checks.clone();
    }
    let mut out = Vec::new();
    for (i, v) in group.iter().enumerate() {
        for check in &v.checks {
            let mut check = check.clone();
            for (mine, theirs) in v.captor_names.iter().zip(&first.captor_names) {
                check = check.replace(
                    &format!("{mine}.getValue()"),
                    &format!("{theirs}.getAllValues().get({i})"),
                );
            }
            out.push(check);
        }
    }
    out
}

enum Answer {
    Return(String),
    Throw(String),
    Nothing,
}

fn times(n: usize) -> String {
    if n == 1 {
        String::new()
    } else {
        format!(", times({n})")
    }
}

/// `anyInt()`, `any()`, `(Order) any()` for a parameter of type `t`.
fn any_matcher(t: &FieldType, cast: bool, imports: &mut Imports) -> String {
    match t {
        FieldType::Int => "anyInt()".into(),
        FieldType::Long => "anyLong()".into(),
        FieldType::Double => "anyDouble()".into(),
        FieldType::Float => "anyFloat()".into(),
        FieldType::Boolean => "anyBoolean()".into(),
        FieldType::Char => "anyChar()".into(),
        FieldType::Short => "anyShort()".into(),
        FieldType::Byte => "anyByte()".into(),
        other if cast => format!("({}) any()", imports.ty(other)),
        _ => "any()".into(),
    }
}

/// Does `v` compare by value (`equals` of texts, numbers, enums, dates,
/// and collections of them)?
fn value_like(v: &RValue) -> bool {
    match v {
        RValue::Object { .. } | RValue::Array { .. } => false,
        RValue::Collection { items, .. } => {
            items.as_ref().is_some_and(|i| i.iter().all(value_like))
        }
        RValue::Map { entries, .. } => entries
            .as_ref()
            .is_some_and(|e| e.iter().all(|(k, v)| value_like(k) && value_like(v))),
        _ => true,
    }
}

/// A recorded primitive or null as a literal.
fn lit(v: &RValue) -> Option<Lit> {
    Some(match v {
        RValue::Null => Lit::Null(FieldType::Object("java/lang/Object".into())),
        RValue::Boolean(b) => Lit::Boolean(*b),
        RValue::Byte(b) => Lit::Byte(*b),
        RValue::Char(c) => Lit::Char(*c),
        RValue::Short(s) => Lit::Short(*s),
        RValue::Int(i) => Lit::Int(*i),
        RValue::Long(l) => Lit::Long(*l),
        RValue::Float(f) => Lit::Float(*f),
        RValue::Double(d) => Lit::Double(*d),
        _ => return None,
    })
}

fn params_of(vm: &Vm, mid: MethodId) -> Vec<FieldType> {
    MethodDescriptor::parse(&vm.method(mid).descriptor)
        .map(|d| d.params)
        .unwrap_or_default()
}

fn ret_of(vm: &Vm, mid: MethodId) -> Option<FieldType> {
    MethodDescriptor::parse(&vm.method(mid).descriptor)
        .ok()
        .and_then(|d| d.ret)
}
