//! What `terrarium test` runs beyond plain test methods, read from the class
//! files: which runners and extensions it supports (one place:
//! [`supported_runner`], [`supported_extension`]), `@Nested` classes, method
//! order, Jupiter's `@Timeout`, and the calls into the support classes'
//! `terrarium.junit.Jupiter` that expand parameterized and repeated tests
//! and run test factories.
use std::collections::BTreeMap;

use interp::classfile::{Annotation, ClassFile, ElementValue, parse_annotations, parse_class};
use interp::runtime::heap::ObjData;
use interp::vm::CallResult;
use interp::{ClassId, ObjRef, Value, Vm};

/// The Java side of the Jupiter features (jdk-shims/support/terrarium/junit).
const JUPITER: &str = "terrarium/junit/Jupiter";

/// The Java side of JUnit 4 rules and `Parameterized` (the same package).
const FOUR: &str = "terrarium/junit/Four";

/// JUnit 4's `Parameterized` runner (internal name).
pub(super) const PARAMETERIZED: &str = "org/junit/runners/Parameterized";

/// `@RunWith` runners `terrarium test` runs (internal names). A runner not
/// here makes the class an error naming it, never a silent skip.
pub fn supported_runner(internal: &str) -> bool {
    matches!(
        internal,
        "org/junit/runners/JUnit4" | "org/junit/runners/BlockJUnit4ClassRunner" | PARAMETERIZED
    ) || is_mockito_runner(internal)
}

/// Mockito's JUnit 4 runners, which Terrarium's own Mockito (in the support
/// classes) stands in for: mocks initialised before each test, usage
/// validated after it.
pub fn is_mockito_runner(internal: &str) -> bool {
    matches!(
        internal,
        "org/mockito/junit/MockitoJUnitRunner"
            | "org/mockito/junit/MockitoJUnitRunner$Silent"
            | "org/mockito/junit/MockitoJUnitRunner$Strict"
            | "org/mockito/junit/MockitoJUnitRunner$StrictStubs"
            | "org/mockito/runners/MockitoJUnitRunner"
    )
}

/// `@ExtendWith` extensions `terrarium test` applies (internal names). An
/// extension not here makes the test (or class) an error naming it.
pub fn supported_extension(internal: &str) -> bool {
    internal == MOCKITO_EXTENSION
}

/// Mockito's Jupiter extension: what Mockito's JUnit 4 runners do, for Jupiter.
pub const MOCKITO_EXTENSION: &str = "org/mockito/junit/jupiter/MockitoExtension";

/// Does a class with `annotations` run with Mockito's runner or extension?
pub fn uses_mockito(annotations: &[Annotation]) -> bool {
    runner_of(annotations).is_some_and(|r| is_mockito_runner(&r))
        || annotations
            .iter()
            .filter(|a| a.type_descriptor == "Lorg/junit/jupiter/api/extension/ExtendWith;")
            .any(|a| {
                classes_of(a.element("value"))
                    .iter()
                    .any(|e| e == MOCKITO_EXTENSION)
            })
}

/// `Lorg/junit/runner/RunWith;` → `org/junit/runner/RunWith`.
fn internal_of(descriptor: &str) -> &str {
    descriptor
        .strip_prefix('L')
        .and_then(|d| d.strip_suffix(';'))
        .unwrap_or(descriptor)
}

/// The annotations on the class itself (kept raw by the parser).
pub(super) fn class_annotations(cf: &ClassFile) -> Vec<Annotation> {
    cf.reflection
        .annotations
        .as_deref()
        .and_then(|raw| parse_annotations(raw, &cf.constant_pool).ok())
        .unwrap_or_default()
}

/// The annotations on field `f` of `cf`.
pub(super) fn field_annotations(
    cf: &ClassFile,
    f: &interp::classfile::FieldInfo,
) -> Vec<Annotation> {
    f.reflection
        .annotations
        .as_deref()
        .and_then(|raw| parse_annotations(raw, &cf.constant_pool).ok())
        .unwrap_or_default()
}

fn classes_of(v: Option<&ElementValue>) -> Vec<String> {
    match v {
        Some(ElementValue::Class(d)) => vec![internal_of(d).to_string()],
        Some(ElementValue::Array(items)) => items
            .iter()
            .filter_map(|i| match i {
                ElementValue::Class(d) => Some(internal_of(d).to_string()),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// Why `annotations` (of a class or method) cannot run: an unknown
/// `@RunWith` runner or `@ExtendWith` extension.
pub(super) fn unsupported(annotations: &[Annotation]) -> Option<String> {
    for a in annotations {
        match a.type_descriptor.as_str() {
            "Lorg/junit/runner/RunWith;" => {
                for r in classes_of(a.element("value")) {
                    if !supported_runner(&r) {
                        return Some(format!(
                            "@RunWith({}) is not supported by terrarium test",
                            r.replace('/', ".")
                        ));
                    }
                }
            }
            "Lorg/junit/jupiter/api/extension/ExtendWith;" => {
                for e in classes_of(a.element("value")) {
                    if !supported_extension(&e) {
                        return Some(format!(
                            "@ExtendWith({}) is not supported by terrarium test",
                            e.replace('/', ".")
                        ));
                    }
                }
            }
            d if d.starts_with("Lorg/junit/jupiter/params/provider/") && !known_source(d) => {
                let name = internal_of(d).rsplit('/').next().unwrap_or(d);
                return Some(format!("@{name} is not supported by terrarium test"));
            }
            _ => {}
        }
    }
    None
}

/// The argument sources `terrarium test` runs (`terrarium.junit.Params`).
fn known_source(descriptor: &str) -> bool {
    matches!(
        internal_of(descriptor).rsplit('/').next(),
        Some(
            "ValueSource"
                | "CsvSource"
                | "MethodSource"
                | "EnumSource"
                | "NullSource"
                | "EmptySource"
                | "NullAndEmptySource"
        )
    )
}

/// The runner class `@RunWith` names, if any (internal name).
pub(super) fn runner_of(annotations: &[Annotation]) -> Option<String> {
    annotations
        .iter()
        .find(|a| a.type_descriptor == "Lorg/junit/runner/RunWith;")
        .and_then(|a| classes_of(a.element("value")).into_iter().next())
}

/// The text of `@DisplayName`, if any.
pub(super) fn display_name(annotations: &[Annotation]) -> Option<String> {
    annotations
        .iter()
        .find(|a| a.type_descriptor == "Lorg/junit/jupiter/api/DisplayName;")
        .and_then(|a| match a.element("value") {
            Some(ElementValue::Str(s)) => Some(s.clone()),
            _ => None,
        })
}

/// Jupiter's `@Timeout(value, unit)` in milliseconds.
pub(super) fn timeout_ms(annotations: &[Annotation]) -> Option<u64> {
    let a = annotations
        .iter()
        .find(|a| a.type_descriptor == "Lorg/junit/jupiter/api/Timeout;")?;
    let value = match a.element("value") {
        Some(ElementValue::Long(v)) if *v > 0 => *v as u64,
        _ => return None,
    };
    let unit = match a.element("unit") {
        Some(ElementValue::Enum(_, u)) => u.as_str(),
        _ => "SECONDS",
    };
    let ms = match unit {
        "NANOSECONDS" => value / 1_000_000,
        "MICROSECONDS" => value / 1_000,
        "MILLISECONDS" => value,
        "MINUTES" => value.saturating_mul(60_000),
        "HOURS" => value.saturating_mul(3_600_000),
        "DAYS" => value.saturating_mul(86_400_000),
        _ => value.saturating_mul(1_000),
    };
    Some(ms.max(1))
}

/// How a class orders its test methods.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Order {
    /// The class file's order.
    Declared,
    /// By name (Jupiter's `MethodName`, JUnit 4's `NAME_ASCENDING`).
    Name,
    /// By display name.
    DisplayName,
    /// By `@Order` value.
    Annotation,
    /// JUnit 4's default: by the hash of the name, then by name.
    Hash,
}

/// The order `annotations` (of a class) ask for; `four`: a JUnit 4 class.
pub(super) fn order_of(annotations: &[Annotation], four: bool) -> Order {
    for a in annotations {
        match (a.type_descriptor.as_str(), a.element("value")) {
            ("Lorg/junit/jupiter/api/TestMethodOrder;", Some(ElementValue::Class(d))) => {
                return match internal_of(d) {
                    "org/junit/jupiter/api/MethodOrderer$MethodName"
                    | "org/junit/jupiter/api/MethodOrderer$Alphanumeric" => Order::Name,
                    "org/junit/jupiter/api/MethodOrderer$DisplayName" => Order::DisplayName,
                    "org/junit/jupiter/api/MethodOrderer$OrderAnnotation" => Order::Annotation,
                    _ => Order::Declared,
                };
            }
            ("Lorg/junit/FixMethodOrder;", Some(ElementValue::Enum(_, v))) => {
                return match v.as_str() {
                    "NAME_ASCENDING" => Order::Name,
                    "JVM" => Order::Declared,
                    _ => Order::Hash,
                };
            }
            _ => {}
        }
    }
    if four { Order::Hash } else { Order::Declared }
}

/// `String.hashCode` of `s`.
pub(super) fn java_hash(s: &str) -> i32 {
    s.encode_utf16()
        .fold(0i32, |h, c| h.wrapping_mul(31).wrapping_add(i32::from(c)))
}

/// The `@Order` value of a method (`Order.DEFAULT` when it has none).
pub(super) fn order_value(annotations: &[Annotation]) -> i32 {
    annotations
        .iter()
        .find(|a| a.type_descriptor == "Lorg/junit/jupiter/api/Order;")
        .and_then(|a| match a.element("value") {
            Some(ElementValue::Int(v)) => Some(*v),
            _ => None,
        })
        .unwrap_or(1_073_741_823)
}

/// The `@Nested` inner classes of `cf` on the class path (internal names),
/// in the order the class file lists them.
pub(super) fn nested_classes(
    cf: &ClassFile,
    classes: &BTreeMap<String, Vec<u8>>,
) -> Vec<(String, ClassFile)> {
    const ACC_STATIC: u16 = 0x0008;
    let mut out = Vec::new();
    for ic in &cf.inner_classes {
        let (Some(inner), Some(outer)) = (&ic.inner_class, &ic.outer_class) else {
            continue;
        };
        if *outer != cf.this_class || ic.access_flags & ACC_STATIC != 0 {
            continue;
        }
        let Some(parsed) = classes.get(inner).and_then(|b| parse_class(b).ok()) else {
            continue;
        };
        let nested = class_annotations(&parsed)
            .iter()
            .any(|a| a.type_descriptor == "Lorg/junit/jupiter/api/Nested;");
        if nested {
            out.push((inner.clone(), parsed));
        }
    }
    out
}

/// A failure to call into the support classes, as a test's failure reason.
fn call_failed(vm: &mut Vm, r: CallResult, describe: fn(&mut Vm, ObjRef) -> String) -> String {
    match r {
        CallResult::Threw(ex) => describe(vm, ex),
        CallResult::Returned(_) => "no result".into(),
        CallResult::Exited(c) => format!("called System.exit({c})"),
        CallResult::Fuel => "ran out of instructions".into(),
        CallResult::Output => "wrote more output than allowed".into(),
        CallResult::Fatal(m) => format!("Terrarium could not run it: {m}"),
        CallResult::Deadlock(report) => format!("deadlocked:\n{report}"),
    }
}

/// Call static `JUPITER.name desc` with `args`.
fn call_jupiter(vm: &mut Vm, name: &str, desc: &str, args: &[Value]) -> Result<CallResult, String> {
    let cid = vm
        .load_class(JUPITER)
        .map_err(|e| format!("the support classes are missing {JUPITER}: {}", e.message()))?;
    let mid = vm
        .find_method(cid, name, desc)
        .ok_or_else(|| format!("the support classes are missing {JUPITER}.{name}{desc}"))?;
    Ok(vm.call(mid, args))
}

fn string_arg(vm: &mut Vm, s: &str) -> Result<Value, String> {
    vm.new_string_from(s)
        .map(Value::from_ref)
        .map_err(|_| "cannot allocate a string".to_string())
}

fn class_arg(vm: &mut Vm, cid: ClassId) -> Result<Value, String> {
    vm.mirror(cid)
        .map(Value::from_ref)
        .map_err(|_| "cannot make the class object".to_string())
}

/// The elements of a reference array (empty for anything else).
fn ref_elements(vm: &Vm, arr: ObjRef) -> Vec<Option<ObjRef>> {
    match vm.heap.get(arr).map(|o| &o.data) {
        Some(ObjData::Refs(r)) => r.to_vec(),
        _ => Vec::new(),
    }
}

/// The strings of a `String[]` the support classes returned.
fn strings(vm: &Vm, v: Value) -> Vec<String> {
    let Some(arr) = v.reference() else {
        return Vec::new();
    };
    ref_elements(vm, arr)
        .into_iter()
        .map(|s| s.and_then(|s| vm.string_text(s)).unwrap_or_default())
        .collect()
}

/// An unsupported argument source on `method` of class `cid`, by the support classes.
pub(super) fn unsupported_source(
    vm: &mut Vm,
    cid: ClassId,
    method: &str,
    describe: fn(&mut Vm, ObjRef) -> String,
) -> Result<Option<String>, String> {
    let args = [class_arg(vm, cid)?, string_arg(vm, method)?];
    match call_jupiter(
        vm,
        "unsupportedSource",
        "(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/String;",
        &args,
    )? {
        CallResult::Returned(v) => Ok(v.reference().and_then(|s| vm.string_text(s))),
        other => Err(call_failed(vm, other, describe)),
    }
}

/// The display names of the invocations of parameterized or repeated test
/// `method` of class `cid`.
pub(super) fn invocations(
    vm: &mut Vm,
    cid: ClassId,
    method: &str,
    describe: fn(&mut Vm, ObjRef) -> String,
) -> Result<Vec<String>, String> {
    let args = [class_arg(vm, cid)?, string_arg(vm, method)?];
    match call_jupiter(
        vm,
        "invocations",
        "(Ljava/lang/Class;Ljava/lang/String;)[Ljava/lang/String;",
        &args,
    )? {
        CallResult::Returned(v) => Ok(strings(vm, v)),
        other => Err(call_failed(vm, other, describe)),
    }
}

/// Call test `method` of class `cid` on `instance` through the support
/// classes: invocation `index` of a parameterized or repeated test, or (-1)
/// a test with `TestInfo`-like parameters.
pub(super) fn invoke(
    vm: &mut Vm,
    instance: ObjRef,
    cid: ClassId,
    method: &str,
    index: i32,
) -> Result<CallResult, String> {
    let args = [
        Value::from_ref(instance),
        class_arg(vm, cid)?,
        string_arg(vm, method)?,
        Value::Int(index),
    ];
    call_jupiter(
        vm,
        "invoke",
        "(Ljava/lang/Object;Ljava/lang/Class;Ljava/lang/String;I)V",
        &args,
    )
}

/// One dynamic test a factory made: its result name (`factory[2]`), its
/// display name, and what it threw (`None`: it passed).
pub(super) struct Dynamic {
    pub name: String,
    pub display: String,
    pub threw: Option<ObjRef>,
}

/// Run test factory `method` of class `cid` on `instance` and its dynamic tests.
pub(super) fn dynamic(
    vm: &mut Vm,
    instance: ObjRef,
    cid: ClassId,
    method: &str,
) -> Result<Result<Vec<Dynamic>, CallResult>, String> {
    let args = [
        Value::from_ref(instance),
        class_arg(vm, cid)?,
        string_arg(vm, method)?,
    ];
    let r = call_jupiter(
        vm,
        "dynamic",
        "(Ljava/lang/Object;Ljava/lang/Class;Ljava/lang/String;)[Ljava/lang/Object;",
        &args,
    )?;
    let CallResult::Returned(v) = r else {
        return Ok(Err(r));
    };
    let parts: Vec<Option<ObjRef>> = v
        .reference()
        .map(|a| ref_elements(vm, a))
        .unwrap_or_default();
    let get = |i: usize| parts.get(i).copied().flatten();
    let names = get(0)
        .map(|a| strings(vm, Value::from_ref(a)))
        .unwrap_or_default();
    let displays = get(1)
        .map(|a| strings(vm, Value::from_ref(a)))
        .unwrap_or_default();
    let outcomes = get(2).map(|a| ref_elements(vm, a)).unwrap_or_default();
    Ok(Ok(names
        .into_iter()
        .enumerate()
        .map(|(i, name)| Dynamic {
            name,
            display: displays.get(i).cloned().unwrap_or_default(),
            threw: outcomes.get(i).copied().flatten(),
        })
        .collect()))
}

/// What a `Parameterized` class uses that `terrarium test` does not run:
/// an error naming it.
pub(super) fn unsupported_parameterized(cf: &ClassFile) -> Option<String> {
    let class = class_annotations(cf);
    if class.iter().any(|a| {
        a.type_descriptor == "Lorg/junit/runners/Parameterized$UseParametersRunnerFactory;"
    }) {
        return Some(
            "@Parameterized.UseParametersRunnerFactory is not supported by terrarium test".into(),
        );
    }
    for m in &cf.methods {
        for (d, name) in [
            (
                "Lorg/junit/runners/Parameterized$BeforeParam;",
                "BeforeParam",
            ),
            ("Lorg/junit/runners/Parameterized$AfterParam;", "AfterParam"),
        ] {
            if m.annotations.iter().any(|a| a.type_descriptor == d) {
                return Some(format!(
                    "@Parameterized.{name} ({}()) is not supported by terrarium test",
                    m.name
                ));
            }
        }
    }
    None
}

/// Whether `cf` or a superclass has `@TempDir` instance fields (each test's
/// instance gets its directories in the world), or why not supported: a
/// static one (made once per class, but every test has a world of its own).
pub(super) fn temp_dir_fields(
    cf: &ClassFile,
    classes: &BTreeMap<String, Vec<u8>>,
) -> Result<bool, String> {
    let mut found = false;
    for k in std::iter::once(cf.clone()).chain(superclasses(cf, classes)) {
        for f in &k.fields {
            if !field_annotations(&k, f)
                .iter()
                .any(|a| a.type_descriptor == "Lorg/junit/jupiter/api/io/TempDir;")
            {
                continue;
            }
            if f.access_flags & interp::classfile::ACC_STATIC != 0 {
                return Err(format!(
                    "static @TempDir field {} is not supported by terrarium test (use an instance field or parameter)",
                    f.name
                ));
            }
            found = true;
        }
    }
    Ok(found)
}

/// Call Jupiter lifecycle method `name` of class `cid` on `instance`, its
/// parameters (`TestInfo`, `@TempDir`) resolved for test `test` of class `tc`.
pub(super) fn lifecycle(
    vm: &mut Vm,
    instance: ObjRef,
    cid: ClassId,
    name: &str,
    tc: ClassId,
    test: &str,
) -> Result<CallResult, String> {
    let args = [
        Value::from_ref(instance),
        class_arg(vm, cid)?,
        string_arg(vm, name)?,
        class_arg(vm, tc)?,
        string_arg(vm, test)?,
    ];
    call_jupiter(
        vm,
        "lifecycle",
        "(Ljava/lang/Object;Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;Ljava/lang/String;)V",
        &args,
    )
}

/// Set the `@TempDir` fields of test instance `instance` to new directories
/// in the world (`terrarium.junit.Jupiter.injectTempDirs`).
pub(super) fn inject_temp_dirs(vm: &mut Vm, instance: ObjRef) -> Result<CallResult, String> {
    call_jupiter(
        vm,
        "injectTempDirs",
        "(Ljava/lang/Object;)V",
        &[Value::from_ref(instance)],
    )
}

/// The class file of `cf`'s superclasses on the class path, nearest first
/// (a bounded walk: a cycle is a malformed class path).
pub(super) fn superclasses(cf: &ClassFile, classes: &BTreeMap<String, Vec<u8>>) -> Vec<ClassFile> {
    let mut out: Vec<ClassFile> = Vec::new();
    let mut next = cf.super_class.clone();
    while let Some(name) = next.take() {
        if out.len() > 64 {
            break;
        }
        let Some(parsed) = classes.get(&name).and_then(|b| parse_class(b).ok()) else {
            break;
        };
        next = parsed.super_class.clone();
        out.push(parsed);
    }
    out
}

/// Whether JUnit 4 class `cf` (or a superclass) has `@Rule`s and whether
/// it has `@ClassRule`s, on fields or methods.
pub(super) fn four_rules(cf: &ClassFile, classes: &BTreeMap<String, Vec<u8>>) -> (bool, bool) {
    let mut rules = false;
    let mut class_rules = false;
    let supers = superclasses(cf, classes);
    for c in std::iter::once(cf).chain(supers.iter()) {
        let marks = c
            .fields
            .iter()
            .map(|f| field_annotations(c, f))
            .chain(c.methods.iter().map(|m| m.annotations.clone()));
        for a in marks {
            rules |= a.iter().any(|x| x.type_descriptor == "Lorg/junit/Rule;");
            class_rules |= a
                .iter()
                .any(|x| x.type_descriptor == "Lorg/junit/ClassRule;");
        }
    }
    (rules, class_rules)
}

/// Jupiter `@Tag` values among `annotations` (also inside `@Tags`).
pub(super) fn tags(annotations: &[Annotation]) -> Vec<String> {
    fn tag(a: &Annotation) -> Option<String> {
        match (a.type_descriptor.as_str(), a.element("value")) {
            ("Lorg/junit/jupiter/api/Tag;", Some(ElementValue::Str(s))) => {
                Some(s.trim().to_string())
            }
            _ => None,
        }
    }
    let mut out = Vec::new();
    for a in annotations {
        out.extend(tag(a));
        if a.type_descriptor == "Lorg/junit/jupiter/api/Tags;"
            && let Some(ElementValue::Array(items)) = a.element("value")
        {
            out.extend(items.iter().filter_map(|i| match i {
                ElementValue::Annotation(inner) => tag(inner),
                _ => None,
            }));
        }
    }
    out
}

/// JUnit 4 `@Category` types among `annotations` (internal names).
pub(super) fn categories(annotations: &[Annotation]) -> Vec<String> {
    annotations
        .iter()
        .filter(|a| a.type_descriptor == "Lorg/junit/experimental/categories/Category;")
        .flat_map(|a| classes_of(a.element("value")))
        .collect()
}

/// Class `c` and the classes and interfaces it extends or implements, as
/// far as the class path knows them (internal names; not `java/lang/Object`).
pub(super) fn supertypes(classes: &BTreeMap<String, Vec<u8>>, c: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut todo = vec![c.to_string()];
    while let Some(next) = todo.pop() {
        if next == "java/lang/Object" || out.contains(&next) || out.len() > 256 {
            continue;
        }
        if let Some(cf) = classes.get(&next).and_then(|b| parse_class(b).ok()) {
            todo.extend(cf.super_class.clone());
            todo.extend(cf.interfaces.iter().cloned());
        }
        out.push(next);
    }
    out
}

/// Whether the class `internal` of `classes` is a test class `terrarium
/// test --scan` runs: concrete, top-level or static nested (an inner class
/// runs as its outer class's `@Nested`), with `@Test`-like methods (its own
/// or inherited) or a `@RunWith` runner.
pub fn is_test_class(classes: &BTreeMap<String, Vec<u8>>, internal: &str) -> bool {
    use interp::classfile::{ACC_ABSTRACT, ACC_INTERFACE, ACC_STATIC};
    let Some(cf) = classes.get(internal).and_then(|b| parse_class(b).ok()) else {
        return false;
    };
    if cf.access_flags & (ACC_ABSTRACT | ACC_INTERFACE) != 0 || cf.enclosing_method.is_some() {
        return false;
    }
    let inner = cf.inner_classes.iter().any(|ic| {
        ic.inner_class.as_deref() == Some(internal)
            && (ic.outer_class.is_none() || ic.access_flags & ACC_STATIC == 0)
    });
    if inner {
        return false;
    }
    if runner_of(&class_annotations(&cf)).is_some() {
        return true;
    }
    const TESTS: &[&str] = &[
        "Lorg/junit/Test;",
        "Lorg/junit/jupiter/api/Test;",
        "Lorg/junit/jupiter/params/ParameterizedTest;",
        "Lorg/junit/jupiter/api/RepeatedTest;",
        "Lorg/junit/jupiter/api/TestFactory;",
    ];
    let supers = superclasses(&cf, classes);
    std::iter::once(&cf).chain(supers.iter()).any(|c| {
        c.methods.iter().any(|m| {
            m.annotations
                .iter()
                .any(|a| TESTS.contains(&a.type_descriptor.as_str()))
        })
    }) || !nested_classes(&cf, classes).is_empty()
}

/// Call static `FOUR.name desc` with `args`.
fn call_four(vm: &mut Vm, name: &str, desc: &str, args: &[Value]) -> Result<CallResult, String> {
    let cid = vm
        .load_class(FOUR)
        .map_err(|e| format!("the support classes are missing {FOUR}: {}", e.message()))?;
    let mid = vm
        .find_method(cid, name, desc)
        .ok_or_else(|| format!("the support classes are missing {FOUR}.{name}{desc}"))?;
    Ok(vm.call(mid, args))
}

/// The names of the parameter sets of `Parameterized` class `cid` (`[0]`,
/// `[0: racecar]`), from its `@Parameters` method.
pub(super) fn parameter_names(
    vm: &mut Vm,
    cid: ClassId,
    describe: fn(&mut Vm, ObjRef) -> String,
) -> Result<Vec<String>, String> {
    let args = [class_arg(vm, cid)?];
    match call_four(
        vm,
        "parameterNames",
        "(Ljava/lang/Class;)[Ljava/lang/String;",
        &args,
    )? {
        CallResult::Returned(v) => Ok(strings(vm, v)),
        other => Err(call_failed(vm, other, describe)),
    }
}

/// Build JUnit 4 test `method` of class `cid` with its rules (`name`: the
/// test's name, `param`: its parameter set or -1); how the call ended
/// (returning the smallest `Timeout` rule in ms, 0 for none).
pub(super) fn four_prepare(
    vm: &mut Vm,
    cid: ClassId,
    method: &str,
    name: &str,
    param: i32,
    mockito: bool,
) -> Result<CallResult, String> {
    let args = test_args(vm, cid, method, name, param, mockito)?;
    call_four(
        vm,
        "prepare",
        "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;IZ)J",
        &args,
    )
}

/// The arguments `Four` takes to name one test: the class, the method, the
/// result's name, the parameter set (-1: none), Mockito's annotations.
fn test_args(
    vm: &mut Vm,
    cid: ClassId,
    method: &str,
    name: &str,
    param: i32,
    mockito: bool,
) -> Result<[Value; 5], String> {
    Ok([
        class_arg(vm, cid)?,
        string_arg(vm, method)?,
        string_arg(vm, name)?,
        Value::Int(param),
        Value::Int(i32::from(mockito)),
    ])
}

/// Run the test [`four_prepare`] built.
pub(super) fn four_evaluate(vm: &mut Vm) -> Result<CallResult, String> {
    call_four(vm, "evaluate", "()V", &[])
}

/// Run class `cid`'s class statement (`@ClassRule`s around `@BeforeClass`
/// and `@AfterClass`) with no tests inside: how it ends, and whether it
/// reached the tests.
pub(super) fn class_trial(vm: &mut Vm, cid: ClassId) -> Result<(CallResult, bool), String> {
    let args = [class_arg(vm, cid)?];
    let r = call_four(vm, "classTrial", "(Ljava/lang/Class;)V", &args)?;
    let reached = match call_four(vm, "classReached", "()Z", &[])? {
        CallResult::Returned(Value::Int(b)) => b != 0,
        _ => false,
    };
    Ok((r, reached))
}

/// Run JUnit 4 test `method` of class `cid` inside its class statement
/// (see [`four_prepare`] for the other arguments).
pub(super) fn run_in_class(
    vm: &mut Vm,
    cid: ClassId,
    method: &str,
    name: &str,
    param: i32,
    mockito: bool,
) -> Result<CallResult, String> {
    let args = test_args(vm, cid, method, name, param, mockito)?;
    call_four(
        vm,
        "runInClass",
        "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;IZ)V",
        &args,
    )
}
