//! Access control on field and method resolution (JVMS 5.4.4): an
//! application class may not reach the private, package-private or
//! protected members another class keeps from it. `javac` never emits such
//! a reference; a crafted class file does, and without this check it could
//! read `Integer.value` of the cached 127 or a `Class`'s fields. The class
//! library and the VM's own proxies are trusted and not checked.
use std::rc::Rc;

use super::Vm;
use crate::classfile::{ACC_PRIVATE, ACC_PROTECTED, ACC_PUBLIC};
use crate::exec::natives::Interrupt;
use crate::runtime::class::{ClassId, MethodId};

/// The member a reference resolved to, for the check and its message.
pub(crate) enum Member<'a> {
    Field { name: &'a str },
    Method(MethodId),
}

impl Vm {
    /// `IllegalAccessError` (HotSpot's message) unless class `from` may
    /// access the member of `decl` with flags `access`.
    pub(crate) fn check_access(
        &mut self,
        from: ClassId,
        decl: ClassId,
        access: u16,
        member: Member<'_>,
    ) -> Result<(), Interrupt> {
        let accessor = self.class(from);
        if accessor.is_library || accessor.hidden || from == decl || access & ACC_PUBLIC != 0 {
            return Ok(());
        }
        let allowed = if access & ACC_PRIVATE != 0 {
            self.nestmates(from, decl)
        } else if access & ACC_PROTECTED != 0 {
            self.same_package(from, decl) || self.is_subclass(from, decl)
        } else {
            self.same_package(from, decl)
        };
        if allowed {
            return Ok(());
        }
        let kind = if access & ACC_PRIVATE != 0 {
            "private "
        } else if access & ACC_PROTECTED != 0 {
            "protected "
        } else {
            ""
        };
        let (a, c) = (self.class(from).java_name(), self.class(decl).java_name());
        let what = match member {
            Member::Field { name } => format!("field {c}.{name}"),
            Member::Method(m) => {
                let m = self.method(m);
                format!(
                    "method '{}'",
                    self.method_signature(m.class, &m.name, &m.descriptor)
                )
            }
        };
        let modules = if self.class(decl).is_library {
            format!(
                "{a} is in unnamed module of loader 'app'; {c} is in module java.base of loader 'bootstrap'"
            )
        } else {
            format!("{a} and {c} are in unnamed module of loader 'app'")
        };
        let msg = format!("class {a} tried to access {kind}{what} ({modules})");
        Err(self.throw_new("java/lang/IllegalAccessError", Some(&msg)))
    }

    /// The same runtime package: the same package name, from the same loader.
    fn same_package(&self, a: ClassId, b: ClassId) -> bool {
        let (x, y) = (self.class(a), self.class(b));
        let package = |n: &str| n.rfind('/').map_or(String::new(), |i| n[..i].to_string());
        x.is_library == y.is_library && package(&x.name) == package(&y.name)
    }

    /// Members of the same nest (JVMS 5.4.4): a class's host is the one its
    /// `NestHost` names if that host lists it among its `NestMembers`.
    fn nestmates(&mut self, a: ClassId, b: ClassId) -> bool {
        self.class(a).is_library == self.class(b).is_library
            && self.nest_host(a) == self.nest_host(b)
    }

    fn nest_host(&mut self, c: ClassId) -> Rc<str> {
        let own = self.class(c).name.clone();
        let Some(host) = self
            .class(c)
            .file
            .as_ref()
            .and_then(|f| f.nest_host.clone())
        else {
            return own;
        };
        let listed = self.load_class(&host).ok().is_some_and(|h| {
            self.class(h)
                .file
                .as_ref()
                .is_some_and(|f| f.nest_members.iter().any(|m| **m == *own))
        });
        if listed { host.into() } else { own }
    }
}
