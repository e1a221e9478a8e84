//! `terrarium jdk --check --init`: load and initialise every class of a
//! class path, as `Class.forName(name, true, loader)` would one after the
//! other in one JVM, and say which fail and why. A missing library member
//! inside a static initialiser makes a whole library class unusable, which
//! the static scan of `--check` cannot see.
use std::collections::BTreeMap;

use interp::vm::CallResult;

use crate::api::ClassPathResources;
use crate::execute::test_vm;

/// Instructions one class's initialisation may take.
pub const INIT_FUEL: u64 = 500_000_000;

/// One class that could not be initialised.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InitFailure {
    /// Binary name (`org.apache.commons.io.IOUtils`).
    pub class: String,
    /// What went wrong, as `java` would print the error and its cause.
    pub reason: String,
    pub kind: FailureKind,
}

/// Whose the failure is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum FailureKind {
    /// Terrarium's class library lacks a class or member the class reaches.
    Library,
    /// The class path lacks a class (not the JDK's): HotSpot fails alike.
    ClassPath,
    /// The class's own initialiser failed: compare with HotSpot.
    Other,
}

/// Whose failure `reason` tells of; `earlier`: the failures so far (a
/// "Could not initialize class X" is X's failure again).
fn kind_of(reason: &str, earlier: &[InitFailure]) -> FailureKind {
    if reason.contains("not provided by Terrarium") {
        return FailureKind::Library;
    }
    if let Some(rest) = reason.split("Could not initialize class ").nth(1) {
        let class = rest.split([' ', ')']).next().unwrap_or("");
        if let Some(f) = earlier.iter().find(|f| f.class == class) {
            return f.kind;
        }
    }
    if let Some(rest) = reason.strip_prefix("java.lang.NoClassDefFoundError: ") {
        let missing = rest.split([' ', ')']).next().unwrap_or("");
        let jdk = ["java/", "javax/", "jdk/", "sun/"]
            .iter()
            .any(|p| missing.starts_with(p));
        return if jdk {
            FailureKind::Library
        } else {
            FailureKind::ClassPath
        };
    }
    FailureKind::Other
}

/// What initialising every class gave: how many were tried, and the failures.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct InitReport {
    pub classes: usize,
    pub failures: Vec<InitFailure>,
}

/// Initialise each class of `classes` (sorted by name; `module-info` and
/// `package-info` skipped) in one VM, each within [`INIT_FUEL`].
pub fn initialize_all(
    classes: BTreeMap<String, Vec<u8>>,
    resources: ClassPathResources,
) -> Result<InitReport, String> {
    let names: Vec<String> = classes
        .keys()
        .filter(|n| !n.ends_with("module-info") && !n.ends_with("package-info"))
        .cloned()
        .collect();
    let mut vm = test_vm(classes, "<class path>", resources).map_err(|e| e.to_string())?;
    let mut report = InitReport {
        classes: names.len(),
        failures: Vec::new(),
    };
    for name in names {
        let binary = name.replace('/', ".");
        let cid = match vm.load_class(&name) {
            Ok(c) => c,
            Err(e) => {
                let reason = format!("{}: {}", e.java_class().replace('/', "."), e.message());
                let kind = kind_of(&reason, &report.failures);
                report.failures.push(InitFailure {
                    class: binary,
                    reason,
                    kind,
                });
                continue;
            }
        };
        vm.config.fuel = vm.executed.saturating_add(INIT_FUEL);
        let reason = match vm.initialize(cid) {
            CallResult::Returned(_) => continue,
            CallResult::Threw(ex) => {
                let mut text = vm.throwable_text(ex);
                // The cause (an ExceptionInInitializerError's exception) says why.
                let mut cause = vm.throwable_cause(ex);
                let mut depth = 0;
                while let Some(c) = cause.filter(|_| depth < 8) {
                    text.push_str(&format!(" (caused by {})", vm.throwable_text(c)));
                    cause = vm.throwable_cause(c);
                    depth += 1;
                }
                text
            }
            CallResult::Exited(n) => format!("System.exit({n}) during initialisation"),
            CallResult::Fuel => format!("initialisation ran past {INIT_FUEL} instructions"),
            CallResult::Output => "the output budget ran out".to_string(),
            CallResult::Deadlock(d) => format!("deadlock during initialisation: {d}"),
            CallResult::Fatal(m) => format!("Terrarium could not go on: {m}"),
        };
        let kind = kind_of(&reason, &report.failures);
        report.failures.push(InitFailure {
            class: binary,
            reason,
            kind,
        });
    }
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn failures_are_told_apart() {
        let lib = "java.lang.NoClassDefFoundError: sun/misc/Unsafe (not provided by Terrarium's class library; used by X)";
        assert_eq!(kind_of(lib, &[]), FailureKind::Library);
        let cp = "java.lang.NoClassDefFoundError: org/eclipse/core/runtime/Plugin";
        assert_eq!(kind_of(cp, &[]), FailureKind::ClassPath);
        let earlier = [InitFailure {
            class: "a.B".into(),
            reason: lib.into(),
            kind: FailureKind::Library,
        }];
        let again =
            "java.lang.NoClassDefFoundError: Could not initialize class a.B (caused by ...)";
        assert_eq!(kind_of(again, &earlier), FailureKind::Library);
        assert_eq!(
            kind_of("java.lang.IllegalStateException: boom", &[]),
            FailureKind::Other
        );
    }
}
