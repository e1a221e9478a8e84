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
