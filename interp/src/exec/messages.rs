//! How errors name methods and classes, as HotSpot's messages do.
use super::natives::Interrupt;
use crate::runtime::class::*;
use crate::vm::{Frame, Vm};

impl Vm {
    /// `Foo.bar(I)V` for messages.
    pub(crate) fn describe_method(&self, mid: MethodId) -> String {
        let m = self.method(mid);
        format!(
            "{}.{}{}",
            self.class(m.class).java_name(),
            m.name,
            m.descriptor
        )
    }

    /// `int java.lang.Object.hashCode()`: HotSpot's way of naming a method in errors.
    pub(crate) fn pretty_method(&self, mid: MethodId) -> String {
        let m = self.method(mid);
        let stat = if m.is_static() { "static " } else { "" };
        format!(
            "{stat}{}",
            self.method_signature(m.class, &m.name, &m.descriptor)
        )
    }

    /// `void p.Target.run(int)`, as HotSpot's linkage errors name a method.
    pub(crate) fn method_signature(&self, owner: ClassId, name: &str, descriptor: &str) -> String {
        let (params, ret) = match crate::classfile::MethodDescriptor::parse(descriptor) {
            Ok(d) => (
                d.params
                    .iter()
                    .map(|t| t.java_name())
                    .collect::<Vec<_>>()
                    .join(", "),
                d.ret
                    .as_ref()
                    .map(|t| t.java_name())
                    .unwrap_or_else(|| "void".into()),
            ),
            Err(_) => (String::new(), "?".into()),
        };
        format!("{ret} {}.{name}({params})", self.class(owner).java_name())
    }

    pub(crate) fn missing_method_message(
        &self,
        owner: ClassId,
        name: &str,
        descriptor: &str,
    ) -> String {
        format!(
            "'{}'{}",
            self.method_signature(owner, name, descriptor),
            self.library_note(owner)
        )
    }

    /// ` (not provided by Terrarium's class library; called from Foo.bar(Foo.java:12))`
    /// for members of library classes, nothing for user classes.
    pub(crate) fn library_note(&self, cid: ClassId) -> String {
        if self.class(cid).is_library {
            self.not_provided("called from")
        } else {
            String::new()
        }
    }

    /// ` (not provided by Terrarium's class library; <verb> Foo.bar(Foo.java:12))`,
    /// naming the innermost frame of user code.
    pub(crate) fn not_provided(&self, verb: &str) -> String {
        let caller = self.innermost_user_frame(&self.frames).map(|f| {
            let m = self.method(f.method);
            let c = self.class(m.class);
            match (c.source_file(), f.code.line_at(f.pc.saturating_sub(1))) {
                (Some(file), Some(l)) => format!("{}.{}({file}:{l})", c.java_name(), m.name),
                _ => format!("{}.{}", c.java_name(), m.name),
            }
        });
        match caller {
            Some(c) => format!(" (not provided by Terrarium's class library; {verb} {c})"),
            None => " (not provided by Terrarium's class library)".to_string(),
        }
    }

    /// The innermost frame of `frames` running application (not library) code.
    /// The innermost frame of application code a stack trace shows (a
    /// lambda's proxy frame is hidden, as HotSpot hides it).
    pub(crate) fn innermost_user_frame<'a>(&self, frames: &'a [Frame]) -> Option<&'a Frame> {
        frames.iter().rev().find(|f| {
            !self.class(self.method(f.method).class).is_library && !self.hides_frame(f.method)
        })
    }

    /// HotSpot's `ClassCastException` text.
    pub(crate) fn cast_message(&self, from: ClassId, to: ClassId) -> String {
        let a = self.class(from);
        let b = self.class(to);
        let place = |c: &Class| {
            if c.is_library {
                "module java.base of loader 'bootstrap'"
            } else {
                "unnamed module of loader 'app'"
            }
        };
        let (an, bn) = (a.java_name(), b.java_name());
        let tail = if place(a) == place(b) {
            format!("{an} and {bn} are in {}", place(a))
        } else {
            format!("{an} is in {}; {bn} is in {}", place(a), place(b))
        };
        format!("class {an} cannot be cast to class {bn} ({tail})")
    }

    pub(crate) fn no_implementation(&mut self, receiver: ClassId, sel: Selector) -> Interrupt {
        let name = self
            .selectors
            .iter()
            .find(|(_, s)| **s == sel)
            .map(|(k, _)| k.clone())
            .unwrap_or_default();
        let msg = format!(
            "Receiver class {} does not define or inherit an implementation of {name}",
            self.class(receiver).java_name()
        );
        self.throw_new("java/lang/AbstractMethodError", Some(&msg))
    }

    /// HotSpot's helpful NPE message for the NPE thrown at `site` (method
    /// << 32 | instruction index, as [`Vm::throw_npe`] records it), charged
    /// in proportion to the method's size: the analysis reads all of it.
    pub fn helpful_npe_message(&mut self, site: i64) -> Option<String> {
        let mid = usize::try_from(site >> 32).ok()?;
        let index = usize::try_from(site & 0xffff_ffff).ok()?;
        let m = self.methods.get(mid)?;
        let raw = m.raw.as_ref()?;
        let bci = *m.code.as_ref()?.bci.get(index)?;
        let cp = &self.class(m.class).cp;
        let msg =
            super::npe_message::helpful_npe_message(raw, cp, bci, m.is_static(), &m.descriptor);
        let size = raw.code.len() as u64;
        self.charge(size);
        msg
    }

    /// Where the current thread is, for internal errors: `Foo.bar(I)V at
    /// bytecode 12 (Foo.java:34)`, or `no frame`.
    pub(crate) fn current_place(&self) -> String {
        let Some(f) = self.frames.last() else {
            return "no frame".into();
        };
        let at = f.pc.saturating_sub(1);
        let bci = f.code.bci.get(at as usize).copied().unwrap_or(0);
        let source = self.class(self.method(f.method).class).source_file();
        let line = match (source, f.code.line_at(at)) {
            (Some(file), Some(l)) => format!(" ({file}:{l})"),
            _ => String::new(),
        };
        format!("{} at bytecode {bci}{line}", self.describe_method(f.method))
    }
}
