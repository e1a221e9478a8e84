//! `terrarium jdk`: what the class library provides, class by class and
//! member by member, read from the embedded class files themselves (so the
//! listing cannot drift from the code). `docs/jdk-api.md` is this output.
use interp::classfile::{self, ClassFile, FieldType, MethodDescriptor};
use interp::runtime::class::{
    ACC_ABSTRACT, ACC_FINAL, ACC_INTERFACE, ACC_PROTECTED, ACC_PUBLIC, ACC_STATIC,
};
use jdk_shims::LibrarySource;

const ACC_SYNTHETIC: u16 = 0x1000;
const ACC_BRIDGE: u16 = 0x0040;
const ACC_ENUM: u16 = 0x4000;
const ACC_ANNOTATION: u16 = 0x2000;

/// The public API of one library class.
pub struct ClassApi {
    /// `java.util.ArrayList`
    pub name: String,
    /// `public class java.util.ArrayList extends java.util.AbstractList implements ...`
    pub header: String,
    pub members: Vec<String>,
}

fn visible(flags: u16) -> bool {
    flags & (ACC_PUBLIC | ACC_PROTECTED) != 0 && flags & ACC_SYNTHETIC == 0
}

/// Whether a library class is public API (not internal, not a hidden helper).
fn is_public_class(cf: &ClassFile) -> bool {
    if cf.this_class.starts_with("jdk/") {
        return false;
    }
    // A nested class is public only if its InnerClasses entry says so.
    match cf
        .inner_classes
        .iter()
        .find(|ic| ic.inner_class.as_deref() == Some(cf.this_class.as_str()))
    {
        Some(ic) => ic.access_flags & (ACC_PUBLIC | ACC_PROTECTED) != 0 && ic.inner_name.is_some(),
        None => cf.access_flags & ACC_PUBLIC != 0,
    }
}

fn modifiers(flags: u16, interface_member: bool) -> String {
    let mut m = Vec::new();
    if flags & ACC_PUBLIC != 0 {
        m.push("public");
    } else if flags & ACC_PROTECTED != 0 {
        m.push("protected");
    }
    if flags & ACC_STATIC != 0 {
        m.push("static");
    }
    if flags & ACC_ABSTRACT != 0 && !interface_member {
        m.push("abstract");
    }
    if interface_member && flags & (ACC_ABSTRACT | ACC_STATIC) == 0 {
        m.push("default");
    }
    if flags & ACC_FINAL != 0 {
        m.push("final");
    }
    m.join(" ")
}

fn simple(name: &str) -> String {
    let dotted = name.replace('/', ".");
    dotted
        .rsplit('.')
        .next()
        .unwrap_or(&dotted)
        .rsplit('$')
        .next()
        .unwrap_or(&dotted)
        .to_string()
}

/// Every public library class with its public and protected members, sorted.
pub fn api() -> Vec<ClassApi> {
    let mut out = Vec::new();
    for name in LibrarySource::class_names() {
        let Some(cf) = LibrarySource::bytes(name).and_then(|b| classfile::parse_class(b).ok())
        else {
            continue;
        };
        if !is_public_class(&cf) {
            continue;
        }
        let dotted = |n: &str| n.replace('/', ".");
        let is_interface = cf.access_flags & ACC_INTERFACE != 0;
        let kind = if cf.access_flags & ACC_ANNOTATION != 0 {
            "@interface"
        } else if is_interface {
            "interface"
        } else if cf.access_flags & ACC_ENUM != 0 {
            "enum"
        } else if cf.record_components.is_some() {
            "record"
        } else {
            "class"
        };
        let mut header = format!("{kind} {}", dotted(&cf.this_class));
        if let Some(s) = cf
            .super_class
            .as_deref()
            .filter(|s| *s != "java/lang/Object" && !is_interface)
        {
            header.push_str(&format!(" extends {}", dotted(s)));
        }
        if !cf.interfaces.is_empty() {
            let list: Vec<String> = cf.interfaces.iter().map(|i| dotted(i)).collect();
            let word = if is_interface {
                "extends"
            } else {
                "implements"
            };
            header.push_str(&format!(" {word} {}", list.join(", ")));
        }
        let mut members = Vec::new();
        for f in cf.fields.iter().filter(|f| visible(f.access_flags)) {
            let ty = FieldType::parse(&f.descriptor)
                .map(|t| t.java_name())
                .unwrap_or_default();
            members.push(format!(
                "{} {ty} {}",
                modifiers(f.access_flags, false),
                f.name
            ));
        }
        for m in cf
            .methods
            .iter()
            .filter(|m| visible(m.access_flags) && m.access_flags & ACC_BRIDGE == 0)
        {
            if m.name == "<clinit>" {
                continue;
            }
            let Ok(d) = MethodDescriptor::parse(&m.descriptor) else {
                continue;
            };
            let params: Vec<String> = d.params.iter().map(FieldType::java_name).collect();
            let mods = modifiers(m.access_flags, is_interface);
            if m.name == "<init>" {
                members.push(format!(
                    "{mods} {}({})",
                    simple(&cf.this_class),
                    params.join(", ")
                ));
            } else {
                let ret = d
                    .ret
                    .as_ref()
                    .map(FieldType::java_name)
                    .unwrap_or_else(|| "void".into());
                members.push(format!("{mods} {ret} {}({})", m.name, params.join(", ")));
            }
        }
        members.sort();
        members.dedup();
        out.push(ClassApi {
            name: dotted(&cf.this_class),
            header,
            members,
        });
    }
    out.sort_by(|a, b| a.name.cmp(&b.name));
    out
}

/// The listing as text (`terrarium jdk`) or Markdown (`--markdown`), for all
/// classes or those whose name contains `filter`.
pub fn render(markdown: bool, filter: Option<&str>) -> String {
    let classes: Vec<ClassApi> = api()
        .into_iter()
        .filter(|c| filter.is_none_or(|f| c.name.contains(f)))
        .collect();
    let members: usize = classes.iter().map(|c| c.members.len()).sum();
    let mut s = String::new();
    if markdown {
        s.push_str("# The class library's API\n\n");
        s.push_str(
            "Generated by `terrarium jdk --markdown` from the embedded class files: every public\n",
        );
        s.push_str(
            "class of Terrarium's class library and its public and protected members. Anything\n",
        );
        s.push_str("not listed here fails at run time with `NoClassDefFoundError` or\n");
        s.push_str("`NoSuchMethodError` naming the member and its caller.\n\n");
        s.push_str(&format!("{} classes, {members} members.\n", classes.len()));
        for c in &classes {
            s.push_str(&format!("\n## {}\n\n`{}`\n\n", c.name, c.header));
            for m in &c.members {
                s.push_str(&format!("- `{m}`\n"));
            }
        }
    } else {
        for c in &classes {
            s.push_str(&format!("{}\n", c.header));
            for m in &c.members {
                s.push_str(&format!("    {m}\n"));
            }
        }
        s.push_str(&format!("{} classes, {members} members\n", classes.len()));
    }
    s
}

/// What `terrarium jdk --check` finds: the JDK members an application uses
/// and which of them the class library lacks.
pub struct CheckReport {
    pub classes_scanned: usize,
    /// Distinct JDK members referenced (methods, fields; a class counts as its own member `<class>`).
    pub referenced: usize,
    pub supported: usize,
    /// Missing members with the number of instructions that use them, most used first.
    pub missing: Vec<(String, usize)>,
}

/// A library class, parsed once.
struct Library {
    cache: std::collections::BTreeMap<String, Option<ClassFile>>,
}

impl Library {
    fn class(&mut self, name: &str) -> Option<&ClassFile> {
        self.cache
            .entry(name.to_string())
            .or_insert_with(|| {
                LibrarySource::bytes(name).and_then(|b| classfile::parse_class(b).ok())
            })
            .as_ref()
    }

    /// Does `class` (or a supertype, as the JVM resolves) declare `name` with `descriptor`?
    fn has_member(&mut self, class: &str, name: &str, descriptor: &str, field: bool) -> bool {
        let mut work = vec![class.to_string()];
        let mut seen = std::collections::BTreeSet::new();
        while let Some(c) = work.pop() {
            if !seen.insert(c.clone()) {
                continue;
            }
            let Some(cf) = self.class(&c) else { continue };
            let found = if field {
                cf.fields
                    .iter()
                    .any(|f| f.name == name && f.descriptor == descriptor)
            } else {
                cf.methods
                    .iter()
                    .any(|m| m.name == name && m.descriptor == descriptor)
            };
            if found {
                return true;
            }
            work.extend(cf.super_class.iter().cloned());
            work.extend(cf.interfaces.iter().cloned());
        }
        false
    }
}

/// Classes that only appear as `invokedynamic` bootstrap methods (and their
/// types) that the interpreter substitutes itself: supported though not in
/// the library.
const SUBSTITUTED: &[&str] = &[
    "java/lang/invoke/LambdaMetafactory",
    "java/lang/invoke/StringConcatFactory",
    "java/lang/runtime/ObjectMethods",
    "java/lang/runtime/SwitchBootstraps",
    "java/lang/invoke/MethodHandles",
    "java/lang/invoke/MethodHandles$Lookup",
    "java/lang/invoke/MethodType",
    "java/lang/invoke/MethodHandle",
    "java/lang/invoke/CallSite",
];

fn is_jdk_class(name: &str) -> bool {
    let base = name.trim_start_matches('[');
    let base = base
        .strip_prefix('L')
        .and_then(|b| b.strip_suffix(';'))
        .unwrap_or(base);
    ["java/", "javax/", "jdk/", "sun/"]
        .iter()
        .any(|p| base.starts_with(p))
}

/// Load and initialise every class on `class_path` (`jdk --check --init`).
pub fn check_init(
    class_path: &[String],
) -> Result<terrarium_gen::init_check::InitReport, Box<dyn std::error::Error>> {
    let cp = crate::classpath::ClassPath::read(class_path)?;
    Ok(terrarium_gen::init_check::initialize_all(
        cp.classes,
        cp.resources,
    )?)
}

/// The `--init` part of the report: the counts, then each failure by whose it is.
pub fn render_init(report: &terrarium_gen::init_check::InitReport) -> String {
    use terrarium_gen::init_check::FailureKind;
    let mut out = format!(
        "\n{} classes initialised; {} failed\n",
        report.classes - report.failures.len(),
        report.failures.len(),
    );
    for (kind, title) in [
        (
            FailureKind::Library,
            "because Terrarium's class library lacks what they use",
        ),
        (
            FailureKind::ClassPath,
            "because the class path lacks a class (HotSpot fails alike)",
        ),
        (
            FailureKind::Other,
            "in their own initialisers (compare with HotSpot)",
        ),
    ] {
        let of_kind: Vec<_> = report.failures.iter().filter(|f| f.kind == kind).collect();
        if of_kind.is_empty() {
            continue;
        }
        out.push_str(&format!("{} failed {title}:\n", of_kind.len()));
        for f in of_kind {
            out.push_str(&format!("  {}: {}\n", f.class, f.reason));
        }
    }
    out
}

/// Scan every class on `class_path` for references to JDK classes and members.
pub fn check(class_path: &[String]) -> Result<CheckReport, crate::classpath::ClassPathError> {
    let cp = crate::classpath::ClassPath::read(class_path)?;
    let names: Vec<&String> = cp
        .classes
        .keys()
        .filter(|n| !n.ends_with("module-info"))
        .collect();
    let mut lib = Library {
        cache: Default::default(),
    };
    // member key -> use count
    let mut uses: std::collections::BTreeMap<String, (usize, bool)> = Default::default();
    let mut scanned = 0;
    for n in &names {
        let Some(cf) = cp
            .classes
            .get(*n)
            .and_then(|b| classfile::parse_class(b).ok())
        else {
            continue;
        };
        scanned += 1;
        let pool = &cf.constant_pool;
        // Count each member reference once per instruction that uses it.
        let mut counts: std::collections::BTreeMap<u16, usize> = Default::default();
        for m in &cf.methods {
            let Some(code) = &m.code else { continue };
            let Ok(decoded) = interp::exec::decode::decode(code, pool) else {
                continue;
            };
            for i in decoded.instrs.iter().map(|c| c.get()) {
                use interp::exec::instr::Instr::*;
                if let GetStatic(x)
                | PutStatic(x)
                | GetField(x)
                | PutField(x)
                | InvokeVirtual(x)
                | InvokeSpecial(x)
                | InvokeStatic(x)
                | InvokeInterface(x)
                | New(x)
                | ANewArray(x)
                | CheckCast(x)
                | InstanceOf(x)
                | Ldc(x)
                | MultiANewArray(x, _) = i
                {
                    *counts.entry(x).or_insert(0) += 1;
                }
            }
        }
        for (idx, c) in pool.entries().iter().enumerate() {
            let idx = idx as u16;
            let n_uses = counts.get(&idx).copied().unwrap_or(0).max(1);
            match c {
                classfile::Constant::Class { .. } => {
                    let Ok(name) = pool.class_name(idx) else {
                        continue;
                    };
                    if !is_jdk_class(name) {
                        continue;
                    }
                    let base = name.trim_start_matches('[');
                    let base = base
                        .strip_prefix('L')
                        .and_then(|b| b.strip_suffix(';'))
                        .unwrap_or(base);
                    if base.len() == 1 {
                        continue;
                    }
                    let ok = lib.class(base).is_some() || SUBSTITUTED.contains(&base);
                    let e = uses
                        .entry(format!("{} (class)", base.replace('/', ".")))
                        .or_insert((0, ok));
                    e.0 += n_uses;
                }
                classfile::Constant::Fieldref { .. }
                | classfile::Constant::Methodref { .. }
                | classfile::Constant::InterfaceMethodref { .. } => {
                    let Ok(r) = pool.member_ref(idx) else {
                        continue;
                    };
                    if !is_jdk_class(r.class) || r.class.starts_with('[') {
                        continue;
                    }
                    let field = matches!(c, classfile::Constant::Fieldref { .. });
                    let ok = SUBSTITUTED.contains(&r.class)
                        || lib.has_member(r.class, r.name, r.descriptor, field);
                    let shown = if field {
                        format!("{}.{}", r.class.replace('/', "."), r.name)
                    } else {
                        let d = MethodDescriptor::parse(r.descriptor)
                            .map(|d| {
                                d.params
                                    .iter()
                                    .map(FieldType::java_name)
                                    .collect::<Vec<_>>()
                                    .join(", ")
                            })
                            .unwrap_or_default();
                        format!("{}.{}({d})", r.class.replace('/', "."), r.name)
                    };
                    let e = uses.entry(shown).or_insert((0, ok));
                    e.0 += n_uses;
                }
                _ => {}
            }
        }
    }
    let referenced = uses.len();
    let supported = uses.values().filter(|(_, ok)| *ok).count();
    let mut missing: Vec<(String, usize)> = uses
        .into_iter()
        .filter(|(_, (_, ok))| !ok)
        .map(|(k, (n, _))| (k, n))
        .collect();
    missing.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    Ok(CheckReport {
        classes_scanned: scanned,
        referenced,
        supported,
        missing,
    })
}

impl CheckReport {
    pub fn render(&self, limit: usize) -> String {
        let pct = if self.referenced == 0 {
            100.0
        } else {
            self.supported as f64 * 100.0 / self.referenced as f64
        };
        let mut s = format!(
            "{} classes scanned; {} JDK classes and members referenced; {} supported ({pct:.1}%); {} missing\n",
            self.classes_scanned,
            self.referenced,
            self.supported,
            self.missing.len()
        );
        if !self.missing.is_empty() {
            s.push_str("missing, by number of uses:\n");
        }
        for (m, n) in self.missing.iter().take(limit) {
            s.push_str(&format!("{n:>6}  {m}\n"));
        }
        if self.missing.len() > limit {
            s.push_str(&format!(
                "   ... {} more (--limit)\n",
                self.missing.len() - limit
            ));
        }
        s
    }
}
