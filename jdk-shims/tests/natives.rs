//! The natives' table (`jdk_shims::natives::TABLE`) against the class files
//! it serves: each native is declared once, every `native` method of the
//! class library (and of the test support classes) is bound, and every
//! binding names a `native` method that exists.
use std::collections::{BTreeMap, BTreeSet};

use interp::classfile::{ACC_NATIVE, parse_class};
use jdk_shims::{LibrarySource, SupportSource, natives};

const ACC_VARARGS: u16 = 0x0080;

/// `native` methods the table does not bind because the VM never calls them
/// as natives: the signature-polymorphic methods of `MethodHandle`
/// (`invokeExact`, `invoke`) and `VarHandle` (its access modes). The VM
/// compiles each call site of them into a call of an adapter
/// (`interp::exec::method_handles::polymorphic_adapter`, which recognises
/// them by the same rule: native and varargs in one of these two classes).
fn vm_implemented(class: &str, access_flags: u16) -> bool {
    matches!(
        class,
        "java/lang/invoke/MethodHandle" | "java/lang/invoke/VarHandle"
    ) && access_flags & ACC_VARARGS != 0
}

#[test]
fn no_native_is_declared_twice() {
    let mut n = interp::Natives::new();
    let twice = natives::register_all(&mut n);
    assert!(
        twice.is_empty(),
        "natives declared more than once in the natives! tables (only the first binding is used):\n{}",
        twice.join("\n")
    );
}

#[test]
fn every_native_method_is_bound_and_every_binding_is_a_native_method() {
    // key `class.name descriptor` -> access flags, of every method of every class.
    let mut methods: BTreeMap<String, u16> = BTreeMap::new();
    let mut unparsed = Vec::new();
    let library = LibrarySource::class_names().filter_map(|n| Some((n, LibrarySource::bytes(n)?)));
    for (name, bytes) in library.chain(SupportSource::classes().iter().copied()) {
        let Ok(cf) = parse_class(bytes) else {
            unparsed.push(name);
            continue;
        };
        for m in &cf.methods {
            methods.insert(
                format!("{}.{}{}", cf.this_class, m.name, m.descriptor),
                m.access_flags,
            );
        }
    }
    assert!(
        unparsed.is_empty(),
        "class files that do not parse: {unparsed:?}"
    );

    let table: BTreeMap<String, &str> = natives::decls()
        .map(|(c, d)| (format!("{}.{}{}", c.class, d.name, d.descriptor), c.module))
        .collect();
    let mut problems = Vec::new();
    for (key, &flags) in &methods {
        let class = key.split('.').next().unwrap_or_default();
        if flags & ACC_NATIVE != 0 && !table.contains_key(key) && !vm_implemented(class, flags) {
            problems.push(format!("{key}: native, but no natives! table binds it"));
        }
    }
    for (key, module) in &table {
        match methods.get(key) {
            None => problems.push(format!(
                "{key} (bound in {module}): no such method in the class files"
            )),
            Some(flags) if flags & ACC_NATIVE == 0 => problems.push(format!(
                "{key} (bound in {module}): the method is not native"
            )),
            Some(_) => {}
        }
    }
    let vm_side: BTreeSet<&String> = methods
        .iter()
        .filter(|(k, f)| {
            **f & ACC_NATIVE != 0 && vm_implemented(k.split('.').next().unwrap_or_default(), **f)
        })
        .map(|(k, _)| k)
        .collect();
    for key in &vm_side {
        if table.contains_key(*key) {
            problems.push(format!(
                "{key}: signature-polymorphic (the VM compiles its calls), yet bound in the table"
            ));
        }
    }
    assert!(
        problems.is_empty(),
        "the natives! tables and the class files disagree:\n{}",
        problems.join("\n")
    );
    // The rule above must still match something, or it is stale.
    assert!(
        vm_side
            .iter()
            .any(|k| k.contains("MethodHandle.invokeExact")),
        "no signature-polymorphic MethodHandle.invokeExact found: update vm_implemented"
    );
}
