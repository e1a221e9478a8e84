//! Resolution and quickening: what the first execution of an instruction
//! that names a constant does (resolve the class, field or method, check
//! access and initialisation), the quickened instruction written over it,
//! and the fusions that quickening makes possible.
use std::cell::Cell;
use std::rc::Rc;

use super::instr::{Code, Instr};
use super::natives::Interrupt;
use crate::classfile::{Constant, FieldType};
use crate::runtime::class::*;
use crate::runtime::value::Value;
use crate::vm::Vm;
use crate::vm::access::Member;

impl Vm {
    /// Resolve the class named by constant `idx` of `cid`'s pool.
    pub(crate) fn resolve_class_ref(
        &mut self,
        cid: ClassId,
        idx: u16,
    ) -> Result<ClassId, Interrupt> {
        if let Some(Some(Resolved::Class(c))) = self.class(cid).resolved.get(idx as usize) {
            return Ok(*c);
        }
        let cp = self.class(cid).cp.clone();
        let name = match cp.class_name(idx) {
            Ok(n) => n,
            Err(e) => return Err(self.throw_new("java/lang/ClassFormatError", Some(&e.message))),
        };
        let c = self.load_for(cid, name)?;
        if let Some(slot) = self.classes[cid.0 as usize].resolved.get_mut(idx as usize) {
            *slot = Some(Resolved::Class(c));
        }
        Ok(c)
    }

    /// Load `name` on behalf of code in `from`, turning failures into the Java error.
    fn load_for(&mut self, _from: ClassId, name: &str) -> Result<ClassId, Interrupt> {
        match self.load_class(name) {
            Ok(c) => Ok(c),
            Err(crate::vm::LoadError::NotFound(n)) => {
                let note = if n.starts_with("java/")
                    || n.starts_with("javax/")
                    || n.starts_with("jdk/")
                    || n.starts_with("sun/")
                {
                    let caller = self.not_provided("used by");
                    format!("{n}{caller}")
                } else {
                    n
                };
                Err(self.throw_new("java/lang/NoClassDefFoundError", Some(&note)))
            }
            Err(e) => Err(self.throw_new(e.java_class(), Some(&e.message()))),
        }
    }

    /// Resolve a method reference of `cid`'s pool.
    pub(crate) fn resolve_method_ref(
        &mut self,
        cid: ClassId,
        idx: u16,
    ) -> Result<MethodId, Interrupt> {
        if let Some(Some(Resolved::Method(m))) = self.class(cid).resolved.get(idx as usize) {
            return Ok(*m);
        }
        let cp = self.class(cid).cp.clone();
        let r = match cp.member_ref(idx) {
            Ok(r) => r,
            Err(e) => return Err(self.throw_new("java/lang/ClassFormatError", Some(&e.message))),
        };
        let owner = self.load_for(cid, r.class)?;
        let Some(m) = self.find_method(owner, r.name, r.descriptor) else {
            let msg = self.missing_method_message(owner, r.name, r.descriptor);
            return Err(self.throw_new("java/lang/NoSuchMethodError", Some(&msg)));
        };
        let (decl, access) = (self.method(m).class, self.method(m).access);
        self.check_access(cid, decl, access, Member::Method(m))?;
        if let Some(slot) = self.classes[cid.0 as usize].resolved.get_mut(idx as usize) {
            *slot = Some(Resolved::Method(m));
        }
        Ok(m)
    }

    pub(crate) fn quicken_field(
        &mut self,
        cid: ClassId,
        idx: u16,
        instr: Instr,
    ) -> Result<Instr, Interrupt> {
        let cp = self.class(cid).cp.clone();
        let r = match cp.member_ref(idx) {
            Ok(r) => r,
            Err(e) => return Err(self.throw_new("java/lang/ClassFormatError", Some(&e.message))),
        };
        let owner = self.load_for(cid, r.class)?;
        let want_static = matches!(instr, Instr::GetStatic(_) | Instr::PutStatic(_));
        let Some((decl, f)) = self.find_field(owner, r.name, want_static) else {
            let note = self.library_note(owner);
            let other = self.find_field(owner, r.name, !want_static).is_some();
            if other {
                let msg = format!(
                    "Expected {} field {}.{}",
                    if want_static { "static" } else { "non-static" },
                    self.class(owner).java_name(),
                    r.name
                );
                return Err(self.throw_new("java/lang/IncompatibleClassChangeError", Some(&msg)));
            }
            let msg = format!("{}{note}", r.name);
            return Err(self.throw_new("java/lang/NoSuchFieldError", Some(&msg)));
        };
        self.check_access(cid, decl, f.access, Member::Field { name: r.name })?;
        let wide = matches!(f.descriptor.as_bytes().first(), Some(b'J' | b'D'));
        Ok(match instr {
            Instr::GetField(_) => {
                if wide {
                    Instr::GetField2Q(f.slot)
                } else {
                    Instr::GetFieldQ(f.slot)
                }
            }
            Instr::PutField(_) => {
                if wide {
                    Instr::PutField2Q(f.slot)
                } else {
                    Instr::PutFieldQ(f.slot)
                }
            }
            _ => {
                match self.class(decl).init {
                    InitState::Initialized => {}
                    InitState::Initializing if self.initializing_here(decl) => {}
                    _ => return Err(Interrupt::InitThenRetry(decl)),
                }
                match (instr, wide) {
                    (Instr::GetStatic(_), false) => Instr::GetStaticQ(decl, f.slot),
                    (Instr::GetStatic(_), true) => Instr::GetStatic2Q(decl, f.slot),
                    (_, false) => Instr::PutStaticQ(decl, f.slot),
                    (_, true) => Instr::PutStatic2Q(decl, f.slot),
                }
            }
        })
    }

    /// Resolve an invoke instruction and give its quickened form; `None` when it
    /// must not be quickened yet (static call into a class being initialised).
    fn quicken_invoke(
        &mut self,
        cid: ClassId,
        idx: u16,
        instr: Instr,
    ) -> Result<Option<Instr>, Interrupt> {
        if matches!(instr, Instr::InvokeVirtual(_))
            && let Some(adapter) = self.polymorphic_adapter(cid, idx)?
        {
            return Ok(Some(Instr::InvokeDirectQ(adapter)));
        }
        let m = self.resolve_method_ref(cid, idx)?;
        let q = self.quicken_resolved_invoke(m, instr)?;
        // A direct call of a method that does nothing (`Object.<init>`, which
        // every constructor calls) becomes popping its arguments: no frame.
        // (Not while recording: a recorded call must make its frame.)
        if let Some(Instr::InvokeDirectQ(target)) = q
            && self.recorder.is_none()
            && self.is_empty_method(target)
        {
            let method = self.method(target);
            return Ok(Some(Instr::InvokeEmpty(
                method.arg_slots,
                !method.is_static(),
            )));
        }
        Ok(q)
    }

    /// Is `m` a plain method whose whole code is `return`?
    fn is_empty_method(&mut self, m: MethodId) -> bool {
        let method = self.method(m);
        if method.is_native()
            || method.is_abstract()
            || method.access & ACC_SYNCHRONIZED != 0
            || method.raw.is_none()
        {
            return false;
        }
        match self.code_of(m) {
            Ok(code) => {
                code.instrs.len() == 1 && code.instrs.first().map(Cell::get) == Some(Instr::Return)
            }
            Err(_) => false,
        }
    }

    fn quicken_resolved_invoke(
        &mut self,
        m: MethodId,
        instr: Instr,
    ) -> Result<Option<Instr>, Interrupt> {
        let method = self.method(m);
        let mclass = method.class;
        Ok(Some(match instr {
            Instr::InvokeStatic(_) => {
                if !method.is_static() {
                    let msg = format!("Expected static method '{}'", self.pretty_method(m));
                    return Err(
                        self.throw_new("java/lang/IncompatibleClassChangeError", Some(&msg))
                    );
                }
                match self.class(mclass).init {
                    InitState::Initialized => Instr::InvokeDirectQ(m),
                    InitState::Initializing if self.initializing_here(mclass) => return Ok(None),
                    _ => return Err(Interrupt::InitThenRetry(mclass)),
                }
            }
            Instr::InvokeSpecial(_) => Instr::InvokeDirectQ(m),
            _ => {
                if method.is_static() {
                    let msg = format!("Expecting non-static method '{}'", self.pretty_method(m));
                    return Err(
                        self.throw_new("java/lang/IncompatibleClassChangeError", Some(&msg))
                    );
                }
                let final_class = self.class(mclass).access & ACC_FINAL != 0;
                if method.access & (ACC_PRIVATE | ACC_FINAL) != 0 || final_class {
                    Instr::InvokeDirectQ(m)
                } else {
                    Instr::InvokeVirtualQ(method.selector, method.arg_slots)
                }
            }
        }))
    }

    pub(crate) fn ldc(
        &mut self,
        cid: ClassId,
        idx: u16,
        code: &std::rc::Rc<Code>,
        at: usize,
    ) -> Result<Option<Value>, Interrupt> {
        if self.undo.is_some() {
            self.log_undo(crate::vm::Undo::Instr(
                code.clone(),
                at as u32,
                Instr::Ldc(idx),
            ));
        }
        let cp = self.class(cid).cp.clone();
        match cp.get(idx) {
            Ok(Constant::String { .. }) => {
                let units = match cp.string_utf16(idx) {
                    Ok(u) => u.to_vec(),
                    Err(e) => {
                        return Err(self.throw_new("java/lang/ClassFormatError", Some(&e.message)));
                    }
                };
                let s = self.intern(&units)?;
                if let Some(cell) = code.instrs.get(at) {
                    cell.set(Instr::LdcResolved(s));
                }
                Ok(Some(Value::from_ref(s)))
            }
            Ok(Constant::Class { .. }) => {
                let c = self.resolve_class_ref(cid, idx)?;
                let m = self.mirror(c)?;
                if let Some(cell) = code.instrs.get(at) {
                    cell.set(Instr::LdcResolved(m));
                }
                Ok(Some(Value::from_ref(m)))
            }
            Ok(
                c @ (Constant::MethodType { .. }
                | Constant::MethodHandle { .. }
                | Constant::Dynamic { .. }),
            ) => {
                let ty = match c {
                    Constant::MethodType { .. } => {
                        FieldType::Object("java/lang/invoke/MethodType".into())
                    }
                    Constant::MethodHandle { .. } => {
                        FieldType::Object("java/lang/invoke/MethodHandle".into())
                    }
                    _ => match cp.dynamic(idx).map(|(_, _, d)| FieldType::parse(d)) {
                        Ok(Ok(t)) => t,
                        _ => {
                            let msg = format!("bad dynamic constant {idx}");
                            return Err(self.throw_new("java/lang/ClassFormatError", Some(&msg)));
                        }
                    },
                };
                let adapter = self.constant_adapter(cid, idx, ty)?;
                if let Some(cell) = code.instrs.get(at) {
                    cell.set(Instr::InvokeDirectQ(adapter));
                }
                Ok(None)
            }
            Ok(other) => {
                let msg = format!(
                    "ldc of a {} constant (not supported by Terrarium)",
                    other.kind_name()
                );
                Err(self.throw_new("java/lang/InternalError", Some(&msg)))
            }
            Err(e) => Err(self.throw_new("java/lang/ClassFormatError", Some(&e.message))),
        }
    }

    /// Write field access `q`, quickened from `instr` at instruction `at`,
    /// over it, fusing it with the loads before it where it can.
    pub(crate) fn install_field_access(
        &mut self,
        code: &Rc<Code>,
        at: usize,
        instr: Instr,
        q: Instr,
    ) {
        use Instr::*;
        if let GetStaticQ(c, _) | GetStatic2Q(c, _) | PutStaticQ(c, _) | PutStatic2Q(c, _) = q {
            self.note_init_quickening(code, at, instr, c);
        }
        let Some(cell) = code.instrs.get(at) else {
            return;
        };
        cell.set(q);
        let before = |k: usize| at.checked_sub(k).and_then(|i| code.instrs.get(i));
        // `load n; getfield` is the commonest pair in Java code: fuse it.
        let fused = match (q, before(1).map(Cell::get)) {
            (GetFieldQ(slot), Some(Load(n))) => Some(LoadGetField(n, slot, false)),
            (GetField2Q(slot), Some(Load(n))) => Some(LoadGetField(n, slot, true)),
            _ => None,
        };
        // `load n; dup; getfield` (the start of `o.f += x`): fuse at the load.
        let dup_fused = match (q, before(1).map(Cell::get), before(2).map(Cell::get)) {
            (GetFieldQ(slot), Some(Dup), Some(Load(n))) => Some(LoadDupGetField(n, slot, false)),
            (GetField2Q(slot), Some(Dup), Some(Load(n))) => Some(LoadDupGetField(n, slot, true)),
            _ => None,
        };
        if let (Some(f), Some(cell)) = (dup_fused, before(2)) {
            cell.set(f);
        }
        if let (Some(f), Some(cell)) = (fused, before(1)) {
            cell.set(f);
        }
    }

    /// Resolve the invoke `instr` at instruction `at` and write its quickened
    /// form over it; false when it must not be quickened yet (a static call
    /// into a class this thread is still initialising).
    pub(crate) fn quicken_invoke_at(
        &mut self,
        code: &Rc<Code>,
        at: usize,
        cid: ClassId,
        idx: u16,
        instr: Instr,
    ) -> Result<bool, Interrupt> {
        let Some(q) = self.quicken_invoke(cid, idx, instr)? else {
            return Ok(false);
        };
        if matches!(instr, Instr::InvokeStatic(_)) {
            let m = self.resolve_method_ref(cid, idx)?;
            let c = self.method(m).class;
            self.note_init_quickening(code, at, instr, c);
        }
        let Some(cell) = code.instrs.get(at) else {
            return Ok(false);
        };
        cell.set(q);
        Ok(true)
    }
}
