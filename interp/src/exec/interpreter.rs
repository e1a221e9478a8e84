//! The interpreter loop and the slow paths it takes on first execution of an
//! instruction (resolution, class initialisation, quickening).
//!
//! Java calls never recurse on the Rust stack: an invoke pushes a `Frame` and
//! returns to `Vm::run`, which re-enters `interpret` for the new top frame.
use std::cell::Cell;
use std::rc::Rc;

use smallvec::SmallVec;

use super::coverage::StrProbe;
use super::decode;
use super::instr::{ArrayKind, Code, Instr};
use super::jacoco::MethodContext;
use super::natives::Interrupt;
use crate::classfile::{Constant, FieldType};
use crate::runtime::class::*;
use crate::runtime::heap::ObjData;
use crate::runtime::stack::MASK;
use crate::runtime::value::{NULL, ObjRef, Value};
use crate::vm::access::Member;
use crate::vm::{Frame, FrameKind, Vm};

impl Vm {
    /// The decoded code of `mid`, decoding it on first use.
    pub(crate) fn code_of(&mut self, mid: MethodId) -> Result<Rc<Code>, Interrupt> {
        let m = self.method(mid);
        if let Some(c) = m.code.as_ref().or(m.synthetic_code.as_ref()) {
            return Ok(c.clone());
        }
        let Some(raw) = m.raw.clone() else {
            let msg = format!("{} has no Code attribute", self.describe_method(mid));
            return Err(self.throw_new("java/lang/ClassFormatError", Some(&msg)));
        };
        let (name, descriptor, access, cid) =
            (m.name.clone(), m.descriptor.clone(), m.access, m.class);
        let class = self.class(cid);
        let cp = class.cp.clone();
        let file = class.file.clone();
        let class_name = class.name.clone();
        let class_access = class.access;
        let probes = self
            .coverage
            .instrument
            .contains(&class_name)
            .then(|| decode::Probes {
                coverage: &mut self.coverage,
                class: cid,
                method: mid,
                context: MethodContext {
                    class: &class_name,
                    class_access,
                    super_class: file.as_ref().and_then(|f| f.super_class.as_deref()),
                    access,
                    name: &name,
                    descriptor: &descriptor,
                    bootstrap_methods: file.as_ref().map_or(&[], |f| &f.bootstrap_methods),
                },
            });
        match decode::decode_with_probes(&raw, &cp, probes) {
            Ok(code) => {
                let code = Rc::new(code);
                self.methods[mid.0 as usize].code = Some(code.clone());
                Ok(code)
            }
            Err(e) => {
                let msg = format!("{}: {e}", self.describe_method(mid));
                Err(self.throw_new("java/lang/ClassFormatError", Some(&msg)))
            }
        }
    }

    /// `c` is being initialised by the current thread (whose own uses of it
    /// go on, JVMS 5.5 step 3); another thread's wait for it.
    fn initializing_here(&self, c: ClassId) -> bool {
        let class = self.class(c);
        class.init == InitState::Initializing && class.init_thread == self.threads.current
    }

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

    /// Push a frame for `mid` with explicit arguments (entry points, clinit, handlers).
    pub(crate) fn push_frame_with_args(
        &mut self,
        mid: MethodId,
        args: &[Value],
        kind: FrameKind,
    ) -> Result<(), Interrupt> {
        self.stack.extend(args);
        self.push_frame(mid, kind)
    }

    /// Push a frame for `mid` whose arguments are on top of the value stack.
    pub(crate) fn push_frame(&mut self, mid: MethodId, kind: FrameKind) -> Result<(), Interrupt> {
        if self.frames.len() >= self.config.max_frames {
            return Err(self.throw_new("java/lang/StackOverflowError", None));
        }
        let code = self.code_of(mid)?;
        let m = self.method(mid);
        let base = self.stack.len().saturating_sub(m.arg_slots as usize);
        let locals_end = base + (code.max_locals as usize).max(m.arg_slots as usize);
        if self.stack.room() < (code.max_locals as usize + code.max_stack as usize + 16) {
            return Err(self.throw_new("java/lang/StackOverflowError", None));
        }
        let locked = if m.access & ACC_SYNCHRONIZED == 0 {
            None
        } else if m.is_static() {
            let c = m.class;
            Some(self.mirror(c)?)
        } else {
            self.stack.get(base).reference()
        };
        if let Some(o) = locked
            && self.traces_accesses_of(self.method(mid).class)
        {
            self.note_lock(o);
        }
        let locked = match locked {
            Some(o) if !self.monitor_enter(o) => {
                if kind == FrameKind::Normal {
                    // Blocked: the invoke runs again, its arguments still in place.
                    return Err(Interrupt::Retry);
                }
                // An entry frame cannot wait: it runs without the monitor.
                self.threads.list[self.threads.current as usize].state =
                    crate::vm::threads::State::Runnable;
                None
            }
            l => l,
        };
        self.stack.fill_to(locals_end);
        self.frames.push(Frame {
            method: mid,
            code,
            pc: 0,
            base: base as u32,
            kind,
            locked,
        });
        Ok(())
    }

    /// Call `mid` with its arguments on the stack: natives run now, others get a
    /// frame. Returns whether a frame was pushed.
    pub(crate) fn invoke(&mut self, mid: MethodId) -> Result<bool, Interrupt> {
        let m = self.method(mid);
        if m.is_native() {
            let (native, n, ret_slots) = (m.native, m.arg_slots as usize, m.ret_slots);
            let f = match native {
                Some(f) => f,
                None => self.bind_native(mid)?,
            };
            let args: SmallVec<[Value; 8]> = self.stack.take_top(n);
            let r = match f(self, &args) {
                Ok(r) => r,
                Err(Interrupt::InitThenRetry(c)) => {
                    // The call runs again after <clinit>: give it its arguments back.
                    self.stack.extend(&args);
                    return Err(Interrupt::InitThenRetry(c));
                }
                Err(e) => return Err(e),
            };
            match ret_slots {
                0 => {}
                1 => self.stack.push(r),
                _ => self.stack.extend(&[r, Value::Top]),
            }
            return Ok(false);
        }
        if m.is_abstract() {
            let msg = format!("'{}'", self.pretty_method(mid));
            return Err(self.throw_new("java/lang/AbstractMethodError", Some(&msg)));
        }
        if self.heap.wants_gc() {
            self.gc();
        }
        self.push_frame(mid, FrameKind::Normal)?;
        if self.recorder.is_some() {
            self.record_enter(mid);
        }
        Ok(true)
    }

    fn bind_native(&mut self, mid: MethodId) -> Result<crate::exec::natives::NativeFn, Interrupt> {
        let m = self.method(mid);
        let class = &self.class(m.class).name;
        match self.natives.lookup(class, &m.name, &m.descriptor) {
            Some(f) => {
                self.methods[mid.0 as usize].native = Some(f);
                Ok(f)
            }
            None => {
                let msg = format!(
                    "'{}'{}",
                    self.pretty_method(mid),
                    self.library_note(m.class)
                );
                Err(self.throw_new("java/lang/UnsatisfiedLinkError", Some(&msg)))
            }
        }
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
    fn not_provided(&self, verb: &str) -> String {
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

    /// Release the monitor of a `synchronized` method's frame.
    pub(crate) fn release(&mut self, frame: &Frame) {
        if let Some(o) = frame.locked {
            self.monitor_exit(o);
        }
    }

    /// `int java.lang.Object.hashCode()`: HotSpot's way of naming a method in errors.
    pub(crate) fn pretty_method(&self, mid: MethodId) -> String {
        let m = self.method(mid);
        let (params, ret) = match crate::classfile::MethodDescriptor::parse(&m.descriptor) {
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
            Err(_) => (String::new(), String::from("?")),
        };
        let stat = if m.is_static() { "static " } else { "" };
        format!(
            "{stat}{ret} {}.{}({params})",
            self.class(m.class).java_name(),
            m.name
        )
    }

    fn pop_frame_return(&mut self, ret: &[Value]) {
        if self.recorder.is_some() {
            self.record_exit(ret, None);
        }
        let Some(frame) = self.frames.pop() else {
            return;
        };
        self.release(&frame);
        self.stack.truncate(frame.base as usize);
        self.stack.extend(ret);
        match frame.kind {
            FrameKind::Normal => {}
            FrameKind::Clinit(c) => self.classes[c.0 as usize].init = InitState::Initialized,
            kind => {
                let r = ret.first().copied().unwrap_or(Value::Top);
                self.bottom_frame_done(kind, r);
            }
        }
    }

    /// Run the top frame until it calls, returns, throws or the budget ends.
    #[allow(unused_assignments)] // `parked` is written by macros on paths that then return
    pub(crate) fn interpret(&mut self) -> Result<(), Interrupt> {
        let Some(frame) = self.frames.last() else {
            return Ok(());
        };
        // Calls and returns switch these to the new top frame in place
        // (`reload!`), so the loop is left only to throw, to end or when the
        // budget runs out.
        let mut code = frame.code.clone();
        let mut base = frame.base as usize;
        let mut pc = frame.pc as usize;
        let mut cid = self.method(frame.method).class;
        let mut fi = self.frames.len() - 1;
        // The budget lives in a register; every exit goes through `sync!`.
        let mut left = self.slice_left;

        // The stack pointer lives in a register while the loop runs; it goes
        // back to `self.stack.sp` ("parked") whenever anything else may look at
        // the stack: calls, collection, exits. Slots are indexed through the
        // stack's mask, so no access needs a bounds check.
        let mut sp = self.stack.sp;
        let mut parked = false;
        // Fuel is charged per straight-line run of instructions: at every
        // taken branch and every `sync!`, the distance from where the run
        // started (`block`) to `pc` is exactly the number of instructions
        // executed (superinstructions skip ahead, so they count in full).
        // Only taken branches check for exhaustion: straight-line code ends.
        let mut block = pc;
        // With other threads, a turn may also end at a field access (not
        // only at a taken branch), so unsynchronised read-modify-writes can
        // interleave as on a real JVM. Threads are only started by a native,
        // which leaves this loop, so the flag stays true to the VM.
        let preemptible = self.threads.many();

        macro_rules! jump {
            ($t:expr) => {{
                left = left.saturating_sub(pc.saturating_sub(block) as u64);
                pc = $t as usize;
                block = pc;
                if left == 0 {
                    sync!();
                    return Ok(());
                }
            }};
        }

        macro_rules! park {
            () => {
                if !parked {
                    self.stack.sp = sp;
                    parked = true;
                }
            };
        }
        // Back from the VM: what it or a native charged for its own work
        // ([`Vm::charge`]) comes out of the budget too.
        macro_rules! unpark {
            () => {
                if parked {
                    sp = self.stack.sp;
                    parked = false;
                    left = self.spend(left, 0);
                }
            };
        }
        macro_rules! sync {
            () => {
                left = self.spend(left, pc.saturating_sub(block) as u64);
                block = pc;
                self.slice_left = left;
                if let Some(f) = self.frames.get_mut(fi) {
                    f.pc = pc as u32;
                }
                park!();
            };
        }
        macro_rules! reload {
            () => {{
                let Some(frame) = self.frames.last() else {
                    return Ok(());
                };
                code = frame.code.clone();
                base = frame.base as usize;
                pc = frame.pc as usize;
                cid = self.method(frame.method).class;
                fi = self.frames.len() - 1;
                block = pc;
            }};
        }
        // A switch point: if the turn is used up, stop before this instruction.
        macro_rules! switch_point {
            () => {
                if preemptible && (pc - 1).saturating_sub(block) as u64 >= left {
                    pc -= 1;
                    sync!();
                    return Ok(());
                }
            };
        }
        macro_rules! pop {
            () => {{
                sp = sp.saturating_sub(1);
                self.stack.slots[sp & MASK]
            }};
        }
        macro_rules! pop2 {
            () => {{
                sp = sp.saturating_sub(2);
                self.stack.slots[sp & MASK]
            }};
        }
        macro_rules! push {
            ($v:expr) => {{
                let v = $v;
                self.stack.slots[sp & MASK] = v;
                sp += 1;
            }};
        }
        macro_rules! push2 {
            ($v:expr) => {{
                push!($v);
                push!(Value::Top);
            }};
        }
        macro_rules! top_mut {
            () => {
                Some(&mut self.stack.slots[sp.wrapping_sub(1) & MASK])
            };
        }
        macro_rules! local {
            ($i:expr) => {
                self.stack.slots[($i) & MASK]
            };
        }
        macro_rules! set_local {
            ($i:expr, $v:expr) => {{
                let v = $v;
                self.stack.slots[($i) & MASK] = v;
            }};
        }
        macro_rules! tri {
            ($e:expr) => {
                match $e {
                    Ok(v) => v,
                    Err(e) => {
                        sync!();
                        return Err(e);
                    }
                }
            };
        }
        macro_rules! throw {
            ($class:expr, $msg:expr) => {{
                sync!();
                let msg: Option<String> = $msg;
                return Err(self.throw_new($class, msg.as_deref()));
            }};
        }
        macro_rules! npe {
            () => {{
                sync!();
                return Err(self.throw_npe(pc.saturating_sub(1)));
            }};
        }
        // Binary operations write the result over the first operand in place.
        macro_rules! binop {
            ($get:ident, $wrap:ident, $f:expr) => {{
                let b = pop!().$get();
                if let Some(top) = top_mut!() {
                    *top = Value::$wrap($f(top.$get(), b));
                }
            }};
        }
        macro_rules! binop2 {
            ($get:ident, $wrap:ident, $f:expr) => {{
                let b = pop2!().$get();
                let n = sp;
                if let Some(slot) = Some(&mut self.stack.slots[n.wrapping_sub(2) & MASK]) {
                    *slot = Value::$wrap($f(slot.$get(), b));
                }
            }};
        }
        // Unary operations and conversions between kinds of the same width.
        macro_rules! unop {
            ($get:ident, $wrap:ident, $f:expr) => {{
                if let Some(top) = top_mut!() {
                    *top = Value::$wrap($f(top.$get()));
                }
            }};
        }
        macro_rules! unop2 {
            ($get:ident, $wrap:ident, $f:expr) => {{
                let n = sp;
                if let Some(slot) = Some(&mut self.stack.slots[n.wrapping_sub(2) & MASK]) {
                    *slot = Value::$wrap($f(slot.$get()));
                }
            }};
        }
        macro_rules! array_load {
            ($variant:ident, $conv:expr, $wide:expr) => {{
                let idx = pop!().int();
                let Some(r) = pop!().reference() else { npe!() };
                let v = match self.heap.get(r).map(|o| &o.data) {
                    Some(ObjData::$variant(a)) => {
                        match usize::try_from(idx).ok().and_then(|i| a.get(i)) {
                            Some(x) => $conv(*x),
                            None => {
                                let len = a.len();
                                throw!(
                                    "java/lang/ArrayIndexOutOfBoundsException",
                                    Some(format!("Index {idx} out of bounds for length {len}"))
                                )
                            }
                        }
                    }
                    _ => throw!(
                        "java/lang/IncompatibleClassChangeError",
                        Some("array type mismatch".into())
                    ),
                };
                if $wide { push2!(v) } else { push!(v) }
            }};
        }
        macro_rules! array_store {
            ($variant:ident, $conv:expr, $wide:expr) => {{
                let v = if $wide { pop2!() } else { pop!() };
                let idx = pop!().int();
                let Some(r) = pop!().reference() else { npe!() };
                match self.heap.get_mut(r).map(|o| &mut o.data) {
                    Some(ObjData::$variant(a)) => {
                        let len = a.len();
                        match usize::try_from(idx).ok().and_then(|i| a.get_mut(i)) {
                            Some(x) => *x = $conv(v),
                            None => throw!(
                                "java/lang/ArrayIndexOutOfBoundsException",
                                Some(format!("Index {idx} out of bounds for length {len}"))
                            ),
                        }
                    }
                    _ => throw!(
                        "java/lang/IncompatibleClassChangeError",
                        Some("array type mismatch".into())
                    ),
                }
            }};
        }

        loop {
            debug_assert!(!parked, "a path continued without taking the stack back");
            let Some(instr) = code.instrs.get(pc).map(|c| c.get()) else {
                sync!();
                let msg = format!(
                    "{}: execution fell off the end of the code",
                    self.describe_method(self.frames[fi].method)
                );
                return Err(self.throw_new("java/lang/VerifyError", Some(&msg)));
            };
            pc += 1;
            use Instr::*;
            match instr {
                Nop => {}
                AConstNull => push!(NULL),
                IConst(v) => push!(Value::Int(v)),
                LConst(v) => push2!(Value::Long(v)),
                FConst(v) => push!(Value::Float(v)),
                DConst(v) => push2!(Value::Double(v)),
                LdcResolved(r) => push!(Value::from_ref(r)),
                Ldc(idx) => {
                    sync!();
                    match tri!(self.ldc(cid, idx, &code, pc - 1)) {
                        Some(v) => {
                            unpark!();
                            push!(v);
                        }
                        // Rewritten into a call that loads the constant: make it.
                        None => {
                            pc -= 1;
                            unpark!();
                        }
                    }
                }
                Load(i) => {
                    let v = local!(base + i as usize);
                    push!(v);
                }
                Load2(i) => {
                    let v = local!(base + i as usize);
                    push2!(v);
                }
                Store(i) => {
                    let v = pop!();
                    set_local!(base + i as usize, v);
                }
                Store2(i) => {
                    let v = pop2!();
                    set_local!(base + i as usize, v);
                    set_local!(base + i as usize + 1, Value::Top);
                }
                IALoad => array_load!(Ints, Value::Int, false),
                LALoad => array_load!(Longs, Value::Long, true),
                FALoad => array_load!(Floats, Value::Float, false),
                DALoad => array_load!(Doubles, Value::Double, true),
                AALoad => array_load!(Refs, Value::Ref, false),
                BALoad => {
                    let idx = pop!().int();
                    let Some(r) = pop!().reference() else { npe!() };
                    let v = match self.heap.get(r).map(|o| &o.data) {
                        Some(ObjData::Bytes(a) | ObjData::Booleans(a)) => {
                            match usize::try_from(idx).ok().and_then(|i| a.get(i)) {
                                Some(x) => *x as i32,
                                None => {
                                    let len = a.len();
                                    throw!(
                                        "java/lang/ArrayIndexOutOfBoundsException",
                                        Some(format!("Index {idx} out of bounds for length {len}"))
                                    )
                                }
                            }
                        }
                        _ => throw!(
                            "java/lang/IncompatibleClassChangeError",
                            Some("array type mismatch".into())
                        ),
                    };
                    push!(Value::Int(v));
                }
                CALoad => array_load!(Chars, |c: u16| Value::Int(c as i32), false),
                SALoad => array_load!(Shorts, |c: i16| Value::Int(c as i32), false),
                IAStore => array_store!(Ints, |v: Value| v.int(), false),
                LAStore => array_store!(Longs, |v: Value| v.long(), true),
                FAStore => array_store!(Floats, |v: Value| v.float(), false),
                DAStore => array_store!(Doubles, |v: Value| v.double(), true),
                CAStore => array_store!(Chars, |v: Value| v.int() as u16, false),
                SAStore => array_store!(Shorts, |v: Value| v.int() as i16, false),
                BAStore => {
                    let v = pop!().int();
                    let idx = pop!().int();
                    let Some(r) = pop!().reference() else { npe!() };
                    let (a, bits) = match self.heap.get_mut(r).map(|o| &mut o.data) {
                        Some(ObjData::Bytes(a)) => (a, v as i8),
                        // boolean arrays keep only the low bit (JVMS bastore)
                        Some(ObjData::Booleans(a)) => (a, (v & 1) as i8),
                        _ => throw!(
                            "java/lang/IncompatibleClassChangeError",
                            Some("array type mismatch".into())
                        ),
                    };
                    let len = a.len();
                    match usize::try_from(idx).ok().and_then(|i| a.get_mut(i)) {
                        Some(x) => *x = bits,
                        None => throw!(
                            "java/lang/ArrayIndexOutOfBoundsException",
                            Some(format!("Index {idx} out of bounds for length {len}"))
                        ),
                    }
                }
                AAStore => {
                    let v = pop!().reference();
                    let idx = pop!().int();
                    let Some(r) = pop!().reference() else { npe!() };
                    let (arr_class, len) = match self.heap.get(r) {
                        Some(o) => (o.class, o.data.array_len().unwrap_or(0)),
                        None => npe!(),
                    };
                    let Some(i) = usize::try_from(idx).ok().filter(|&i| i < len) else {
                        throw!(
                            "java/lang/ArrayIndexOutOfBoundsException",
                            Some(format!("Index {idx} out of bounds for length {len}"))
                        )
                    };
                    if let Some(val) = v
                        && let ClassKind::Array { component, .. } = self.class(arr_class).kind
                    {
                        let vc = self.class_of(val).unwrap_or(component);
                        if !self.is_subclass(vc, component) {
                            let name = self.class(vc).java_name();
                            throw!("java/lang/ArrayStoreException", Some(name));
                        }
                    }
                    if let Some(ObjData::Refs(a)) = self.heap.get_mut(r).map(|o| &mut o.data)
                        && let Some(x) = a.get_mut(i)
                    {
                        *x = v;
                    }
                }
                Pop => sp = sp.saturating_sub(1),
                Pop2 => sp = sp.saturating_sub(2),
                Dup => {
                    let v = self.stack.slots[sp.wrapping_sub(1) & MASK];
                    push!(v);
                }
                DupX1 => {
                    let a = pop!();
                    let b = pop!();
                    push!(a);
                    push!(b);
                    push!(a);
                }
                DupX2 => {
                    let a = pop!();
                    let b = pop!();
                    let c = pop!();
                    push!(a);
                    push!(c);
                    push!(b);
                    push!(a);
                }
                Dup2 => {
                    let a = pop!();
                    let b = pop!();
                    push!(b);
                    push!(a);
                    push!(b);
                    push!(a);
                }
                Dup2X1 => {
                    let a = pop!();
                    let b = pop!();
                    let c = pop!();
                    push!(b);
                    push!(a);
                    push!(c);
                    push!(b);
                    push!(a);
                }
                Dup2X2 => {
                    let a = pop!();
                    let b = pop!();
                    let c = pop!();
                    let d = pop!();
                    push!(b);
                    push!(a);
                    push!(d);
                    push!(c);
                    push!(b);
                    push!(a);
                }
                Swap => {
                    let a = pop!();
                    let b = pop!();
                    push!(a);
                    push!(b);
                }
                IAdd => binop!(int, Int, i32::wrapping_add),
                ISub => binop!(int, Int, i32::wrapping_sub),
                IMul => binop!(int, Int, i32::wrapping_mul),
                IDiv | IRem => {
                    let b = pop!().int();
                    let a = pop!().int();
                    if b == 0 {
                        throw!("java/lang/ArithmeticException", Some("/ by zero".into()));
                    }
                    push!(Value::Int(if instr == IDiv {
                        a.wrapping_div(b)
                    } else {
                        a.wrapping_rem(b)
                    }));
                }
                LAdd => binop2!(long, Long, i64::wrapping_add),
                LSub => binop2!(long, Long, i64::wrapping_sub),
                LMul => binop2!(long, Long, i64::wrapping_mul),
                LDiv | LRem => {
                    let b = pop2!().long();
                    let a = pop2!().long();
                    if b == 0 {
                        throw!("java/lang/ArithmeticException", Some("/ by zero".into()));
                    }
                    push2!(Value::Long(if instr == LDiv {
                        a.wrapping_div(b)
                    } else {
                        a.wrapping_rem(b)
                    }));
                }
                FAdd => binop!(float, Float, |a: f32, b: f32| a + b),
                FSub => binop!(float, Float, |a: f32, b: f32| a - b),
                FMul => binop!(float, Float, |a: f32, b: f32| a * b),
                FDiv => binop!(float, Float, |a: f32, b: f32| a / b),
                FRem => binop!(float, Float, |a: f32, b: f32| a % b),
                DAdd => binop2!(double, Double, |a: f64, b: f64| a + b),
                DSub => binop2!(double, Double, |a: f64, b: f64| a - b),
                DMul => binop2!(double, Double, |a: f64, b: f64| a * b),
                DDiv => binop2!(double, Double, |a: f64, b: f64| a / b),
                DRem => binop2!(double, Double, |a: f64, b: f64| a % b),
                INeg => unop!(int, Int, i32::wrapping_neg),
                LNeg => unop2!(long, Long, i64::wrapping_neg),
                FNeg => unop!(float, Float, |a: f32| -a),
                DNeg => unop2!(double, Double, |a: f64| -a),
                IShl => binop!(int, Int, |a: i32, b: i32| a.wrapping_shl(b as u32)),
                IShr => binop!(int, Int, |a: i32, b: i32| a.wrapping_shr(b as u32)),
                IUShr => binop!(
                    int,
                    Int,
                    |a: i32, b: i32| ((a as u32).wrapping_shr(b as u32)) as i32
                ),
                LShl | LShr | LUShr => {
                    let s = pop!().int() as u32;
                    let a = pop2!().long();
                    let r = match instr {
                        LShl => a.wrapping_shl(s),
                        LShr => a.wrapping_shr(s),
                        _ => ((a as u64).wrapping_shr(s)) as i64,
                    };
                    push2!(Value::Long(r));
                }
                IAnd => binop!(int, Int, |a: i32, b: i32| a & b),
                IOr => binop!(int, Int, |a: i32, b: i32| a | b),
                IXor => binop!(int, Int, |a: i32, b: i32| a ^ b),
                LAnd => binop2!(long, Long, |a: i64, b: i64| a & b),
                LOr => binop2!(long, Long, |a: i64, b: i64| a | b),
                LXor => binop2!(long, Long, |a: i64, b: i64| a ^ b),
                IInc(i, d) => {
                    let v = local!(base + i as usize).int();
                    set_local!(base + i as usize, Value::Int(v.wrapping_add(d as i32)));
                }
                I2L => {
                    let a = pop!().int();
                    push2!(Value::Long(a as i64));
                }
                I2F => unop!(int, Float, |a: i32| a as f32),
                I2D => {
                    let a = pop!().int();
                    push2!(Value::Double(a as f64));
                }
                L2I => {
                    let a = pop2!().long();
                    push!(Value::Int(a as i32));
                }
                L2F => {
                    let a = pop2!().long();
                    push!(Value::Float(a as f32));
                }
                L2D => unop2!(long, Double, |a: i64| a as f64),
                F2I => unop!(float, Int, |a: f32| a as i32),
                F2L => {
                    let a = pop!().float();
                    push2!(Value::Long(a as i64));
                }
                F2D => {
                    let a = pop!().float();
                    push2!(Value::Double(a as f64));
                }
                D2I => {
                    let a = pop2!().double();
                    push!(Value::Int(a as i32));
                }
                D2L => unop2!(double, Long, |a: f64| a as i64),
                D2F => {
                    let a = pop2!().double();
                    push!(Value::Float(a as f32));
                }
                I2B => unop!(int, Int, |a: i32| a as i8 as i32),
                I2C => unop!(int, Int, |a: i32| a as u16 as i32),
                I2S => unop!(int, Int, |a: i32| a as i16 as i32),
                LCmp => {
                    let b = pop2!().long();
                    let a = pop2!().long();
                    push!(Value::Int(a.cmp(&b) as i32));
                }
                FCmpL | FCmpG => {
                    let b = pop!().float();
                    let a = pop!().float();
                    let r = match a.partial_cmp(&b) {
                        Some(o) => o as i32,
                        None => {
                            if instr == FCmpL {
                                -1
                            } else {
                                1
                            }
                        }
                    };
                    push!(Value::Int(r));
                }
                DCmpL | DCmpG => {
                    let b = pop2!().double();
                    let a = pop2!().double();
                    let r = match a.partial_cmp(&b) {
                        Some(o) => o as i32,
                        None => {
                            if instr == DCmpL {
                                -1
                            } else {
                                1
                            }
                        }
                    };
                    push!(Value::Int(r));
                }
                If(c, t) => {
                    if c.test(pop!().int(), 0) {
                        jump!(t);
                    }
                }
                IfICmp(c, t) => {
                    let b = pop!().int();
                    let a = pop!().int();
                    if c.test(a, b) {
                        jump!(t);
                    }
                }
                IfACmpEq(t) | IfACmpNe(t) => {
                    let b = pop!().reference();
                    let a = pop!().reference();
                    if (a == b) == matches!(instr, IfACmpEq(_)) {
                        jump!(t);
                    }
                }
                IfNull(t) => {
                    if pop!().reference().is_none() {
                        jump!(t);
                    }
                }
                IfNonNull(t) => {
                    if pop!().reference().is_some() {
                        jump!(t);
                    }
                }
                Goto(t) => jump!(t),
                Jsr(t) => {
                    push!(Value::Int(pc as i32));
                    jump!(t);
                }
                Ret(i) => jump!(local!(base + i as usize).int() as usize),
                TableSwitch(n) => {
                    let v = pop!().int();
                    if let Some(t) = code.switches.get(n as usize) {
                        let off = v as i64 - t.low as i64;
                        let target = usize::try_from(off)
                            .ok()
                            .and_then(|o| t.dense.get(o))
                            .copied()
                            .unwrap_or(t.default);
                        jump!(target);
                    }
                }
                LookupSwitch(n) => {
                    let v = pop!().int();
                    if let Some(t) = code.switches.get(n as usize) {
                        let target = match t.pairs.binary_search_by_key(&v, |p| p.0) {
                            Ok(i) => t.pairs.get(i).map(|p| p.1).unwrap_or(t.default),
                            Err(_) => t.default,
                        };
                        jump!(target);
                    }
                }
                Return1 => {
                    let v = pop!();
                    sync!();
                    self.pop_frame_return(&[v]);
                    if self.finished.is_some() {
                        return Ok(());
                    }
                    reload!();
                    unpark!();
                }
                Return2 => {
                    let v = pop2!();
                    sync!();
                    self.pop_frame_return(&[v, Value::Top]);
                    if self.finished.is_some() {
                        return Ok(());
                    }
                    reload!();
                    unpark!();
                }
                Return => {
                    sync!();
                    self.pop_frame_return(&[]);
                    if self.finished.is_some() {
                        return Ok(());
                    }
                    reload!();
                    unpark!();
                }
                GetFieldQ(slot) | GetField2Q(slot) => {
                    switch_point!();
                    let Some(r) = pop!().reference() else { npe!() };
                    let v = self.field(r, slot);
                    if matches!(instr, GetField2Q(_)) {
                        push2!(v)
                    } else {
                        push!(v)
                    }
                }
                PutFieldQ(slot) | PutField2Q(slot) => {
                    switch_point!();
                    let v = if matches!(instr, PutField2Q(_)) {
                        pop2!()
                    } else {
                        pop!()
                    };
                    let Some(r) = pop!().reference() else { npe!() };
                    self.set_field(r, slot, v);
                }
                GetStaticQ(c, slot) | GetStatic2Q(c, slot) => {
                    switch_point!();
                    let v = self
                        .class(c)
                        .statics
                        .get(slot as usize)
                        .copied()
                        .unwrap_or_default();
                    if matches!(instr, GetStatic2Q(..)) {
                        push2!(v)
                    } else {
                        push!(v)
                    }
                }
                PutStaticQ(c, slot) | PutStatic2Q(c, slot) => {
                    switch_point!();
                    let v = if matches!(instr, PutStatic2Q(..)) {
                        pop2!()
                    } else {
                        pop!()
                    };
                    if let Some(s) = self.classes[c.0 as usize].statics.get_mut(slot as usize) {
                        *s = v;
                    }
                }
                GetField(idx) | PutField(idx) | GetStatic(idx) | PutStatic(idx) => {
                    sync!();
                    let q = tri!(self.quicken_field(cid, idx, instr));
                    if self.traces_accesses_of(cid) {
                        // `replay --explain`: every access of application
                        // code is noted, so the instruction stays slow.
                        unpark!();
                        switch_point!();
                        sync!();
                        tri!(self.traced_field_access(cid, idx, q, pc - 1));
                        unpark!();
                        continue;
                    }
                    if let GetStaticQ(c, _)
                    | GetStatic2Q(c, _)
                    | PutStaticQ(c, _)
                    | PutStatic2Q(c, _) = q
                    {
                        self.note_init_quickening(&code, pc - 1, instr, c);
                    }
                    if let Some(cell) = code.instrs.get(pc - 1) {
                        cell.set(q);
                    }
                    // `load n; getfield` is the commonest pair in Java code: fuse it.
                    let fused = match (
                        q,
                        pc.checked_sub(2)
                            .and_then(|i| code.instrs.get(i))
                            .map(Cell::get),
                    ) {
                        (GetFieldQ(slot), Some(Load(n))) => Some(LoadGetField(n, slot, false)),
                        (GetField2Q(slot), Some(Load(n))) => Some(LoadGetField(n, slot, true)),
                        _ => None,
                    };
                    // `load n; dup; getfield` (the start of `o.f += x`): fuse at the load.
                    let before = |k: usize| {
                        pc.checked_sub(k)
                            .and_then(|i| code.instrs.get(i))
                            .map(Cell::get)
                    };
                    let dup_fused = match (q, before(2), before(3)) {
                        (GetFieldQ(slot), Some(Dup), Some(Load(n))) => {
                            Some(LoadDupGetField(n, slot, false))
                        }
                        (GetField2Q(slot), Some(Dup), Some(Load(n))) => {
                            Some(LoadDupGetField(n, slot, true))
                        }
                        _ => None,
                    };
                    if let (Some(f), Some(cell)) = (
                        dup_fused,
                        pc.checked_sub(3).and_then(|i| code.instrs.get(i)),
                    ) {
                        cell.set(f);
                    }
                    if let (Some(f), Some(cell)) =
                        (fused, pc.checked_sub(2).and_then(|i| code.instrs.get(i)))
                    {
                        cell.set(f);
                    }
                    pc -= 1;
                    unpark!();
                }
                InvokeDirectQ(m) => {
                    let method = self.method(m);
                    if !method.is_static() {
                        let n = method.arg_slots as usize;
                        let recv = Some(&self.stack.slots[sp.wrapping_sub(n) & MASK]).copied();
                        if recv.and_then(|v| v.reference()).is_none() {
                            npe!()
                        }
                    }
                    sync!();
                    if tri!(self.invoke(m)) {
                        reload!();
                    }
                    unpark!();
                }
                InvokeEmpty(n, receiver) => {
                    sp = sp.saturating_sub(n as usize);
                    if receiver && self.stack.slots[sp & MASK].reference().is_none() {
                        sp += n as usize;
                        npe!()
                    }
                }
                InvokeVirtualQ(sel, n) => {
                    let recv = Some(&self.stack.slots[sp.wrapping_sub(n as usize) & MASK]).copied();
                    let Some(r) = recv.and_then(|v| v.reference()) else {
                        npe!()
                    };
                    let rc = self.heap.get(r).map(|o| o.class).unwrap_or(cid);
                    let Some(&m) = self.class(rc).vtable.get(&sel) else {
                        sync!();
                        return Err(self.no_implementation(rc, sel));
                    };
                    sync!();
                    if tri!(self.invoke(m)) {
                        reload!();
                    }
                    unpark!();
                }
                InvokeVirtual(idx) | InvokeSpecial(idx) | InvokeStatic(idx)
                | InvokeInterface(idx) => {
                    sync!();
                    let q = tri!(self.quicken_invoke(cid, idx, instr));
                    if q.is_some() && matches!(instr, InvokeStatic(_)) {
                        let m = tri!(self.resolve_method_ref(cid, idx));
                        let c = self.method(m).class;
                        self.note_init_quickening(&code, pc - 1, instr, c);
                    }
                    if let Some(q) = q
                        && let Some(cell) = code.instrs.get(pc - 1)
                    {
                        cell.set(q);
                        pc -= 1;
                        unpark!();
                    } else {
                        // Static call of a class still being initialised: do not quicken.
                        let m = tri!(self.resolve_method_ref(cid, idx));
                        sync!();
                        if tri!(self.invoke(m)) {
                            reload!();
                        }
                        unpark!();
                    }
                }
                InvokeDynamic(idx) => {
                    sync!();
                    if tri!(self.invoke_dynamic(cid, idx)) {
                        reload!();
                    }
                    unpark!();
                }
                NewQ(c) => {
                    sync!();
                    if self.heap.wants_gc() {
                        self.gc();
                    }
                    let r = tri!(self.new_object(c));
                    unpark!();
                    push!(Value::from_ref(r));
                }
                New(idx) => {
                    sync!();
                    let c = tri!(self.resolve_class_ref(cid, idx));
                    let class = self.class(c);
                    if class.access & (ACC_INTERFACE | ACC_ABSTRACT) != 0 {
                        let n = class.java_name();
                        throw!("java/lang/InstantiationError", Some(n));
                    }
                    match class.init {
                        InitState::Initialized => {
                            self.note_init_quickening(&code, pc - 1, instr, c);
                            if let Some(cell) = code.instrs.get(pc - 1) {
                                cell.set(NewQ(c));
                            }
                            pc -= 1;
                            unpark!();
                        }
                        InitState::Initializing if self.initializing_here(c) => {
                            let r = tri!(self.new_object(c));
                            unpark!();
                            push!(Value::from_ref(r));
                        }
                        _ => {
                            sync!();
                            return Err(Interrupt::InitThenRetry(c));
                        }
                    }
                }
                NewArray(p) => {
                    let n = pop!().int();
                    if n < 0 {
                        throw!("java/lang/NegativeArraySizeException", Some(n.to_string()));
                    }
                    sync!();
                    self.gc_before(n as usize);
                    let r = tri!(self.new_prim_array(p, n as usize));
                    unpark!();
                    push!(Value::from_ref(r));
                }
                ANewArray(idx) => {
                    sync!();
                    let c = tri!(self.resolve_class_ref(cid, idx));
                    let ac = tri!(self.array_of(c));
                    if let Some(cell) = code.instrs.get(pc - 1) {
                        cell.set(ANewArrayQ(ac));
                    }
                    pc -= 1;
                    unpark!();
                }
                ANewArrayQ(ac) => {
                    let n = pop!().int();
                    if n < 0 {
                        throw!("java/lang/NegativeArraySizeException", Some(n.to_string()));
                    }
                    sync!();
                    self.gc_before(n as usize);
                    let r = tri!(self.new_array(ac, n as usize));
                    unpark!();
                    push!(Value::from_ref(r));
                }
                MultiANewArray(idx, dims) => {
                    sync!();
                    let c = tri!(self.resolve_class_ref(cid, idx));
                    unpark!();
                    let at = sp.saturating_sub(dims as usize);
                    let counts: SmallVec<[i32; 4]> =
                        (at..sp).map(|i| self.stack.slots[i & MASK].int()).collect();
                    sp = at;
                    if let Some(&neg) = counts.iter().find(|&&n| n < 0) {
                        throw!(
                            "java/lang/NegativeArraySizeException",
                            Some(neg.to_string())
                        );
                    }
                    sync!();
                    self.gc_before(counts.iter().map(|&n| n as usize).product());
                    let r = tri!(self.multi_array(c, &counts));
                    unpark!();
                    push!(Value::from_ref(r));
                }
                ArrayLength => {
                    let Some(r) = pop!().reference() else { npe!() };
                    let len = self
                        .heap
                        .get(r)
                        .and_then(|o| o.data.array_len())
                        .unwrap_or(0);
                    push!(Value::Int(len as i32));
                }
                AThrow => {
                    let Some(r) = pop!().reference() else { npe!() };
                    sync!();
                    return Err(Interrupt::Throw(r));
                }
                CheckCast(idx) | InstanceOf(idx) => {
                    sync!();
                    let c = tri!(self.resolve_class_ref(cid, idx));
                    if let Some(cell) = code.instrs.get(pc - 1) {
                        cell.set(if matches!(instr, CheckCast(_)) {
                            CheckCastQ(c)
                        } else {
                            InstanceOfQ(c)
                        });
                    }
                    pc -= 1;
                    unpark!();
                }
                CheckCastQ(c) => {
                    if let Some(r) = self.stack.slots[sp.wrapping_sub(1) & MASK].reference() {
                        let oc = self.heap.get(r).map(|o| o.class).unwrap_or(c);
                        if !self.is_subclass(oc, c) {
                            let msg = self.cast_message(oc, c);
                            throw!("java/lang/ClassCastException", Some(msg));
                        }
                    }
                }
                InstanceOfQ(c) => {
                    let r = pop!().reference();
                    let v = match r {
                        Some(r) => {
                            let oc = self.heap.get(r).map(|o| o.class).unwrap_or(c);
                            self.is_subclass(oc, c) as i32
                        }
                        None => 0,
                    };
                    push!(Value::Int(v));
                }
                IfLocalsCmp(c, a, b, t) => {
                    let (x, y) = (
                        local!(base + a as usize).int(),
                        local!(base + b as usize).int(),
                    );
                    if c.test(x, y) {
                        jump!(t);
                    } else {
                        pc += 2;
                    }
                }
                IfLocalConstCmp(c, a, k, t) => {
                    let x = local!(base + a as usize).int();
                    if c.test(x, k as i32) {
                        jump!(t);
                    } else {
                        pc += 2;
                    }
                }
                IfLocal(c, a, t) => {
                    let x = local!(base + a as usize).int();
                    if c.test(x, 0) {
                        jump!(t);
                    } else {
                        pc += 1;
                    }
                }
                IIncGoto(a, d, t) => {
                    let v = local!(base + a as usize).int();
                    set_local!(base + a as usize, Value::Int(v.wrapping_add(d as i32)));
                    jump!(t);
                }
                LCmpIf(c, t) => {
                    let b = pop2!().long();
                    let a = pop2!().long();
                    if c.test(a.cmp(&b) as i32, 0) {
                        jump!(t);
                    } else {
                        pc += 1;
                    }
                }
                DCmpIf(c, nan, t) => {
                    let b = pop2!().double();
                    let a = pop2!().double();
                    let r = a.partial_cmp(&b).map(|o| o as i32).unwrap_or(nan as i32);
                    if c.test(r, 0) {
                        jump!(t);
                    } else {
                        pc += 1;
                    }
                }
                FCmpIf(c, nan, t) => {
                    let b = pop!().float();
                    let a = pop!().float();
                    let r = a.partial_cmp(&b).map(|o| o as i32).unwrap_or(nan as i32);
                    if c.test(r, 0) {
                        jump!(t);
                    } else {
                        pc += 1;
                    }
                }
                LoadsIAdd(a, b) => {
                    let (x, y) = (
                        local!(base + a as usize).int(),
                        local!(base + b as usize).int(),
                    );
                    push!(Value::Int(x.wrapping_add(y)));
                    pc += 2;
                }
                Load2x(a, b) => {
                    let (x, y) = (local!(base + a as usize), local!(base + b as usize));
                    push!(x);
                    push!(y);
                    pc += 1;
                }
                IBinLocal(op, b) => {
                    let y = local!(base + b as usize).int();
                    if let Some(top) = top_mut!() {
                        *top = Value::Int(op.apply(top.int(), y));
                    }
                    pc += 1;
                }
                IBinConst(op, k) => {
                    if let Some(top) = top_mut!() {
                        *top = Value::Int(op.apply(top.int(), k));
                    }
                    pc += 1;
                }
                DBinLocal(op, b) => {
                    let y = local!(base + b as usize).double();
                    let n = sp;
                    if let Some(slot) = Some(&mut self.stack.slots[n.wrapping_sub(2) & MASK]) {
                        *slot = Value::Double(op.apply(slot.double(), y));
                    }
                    pc += 1;
                }
                StoreLoad(a, b) => {
                    let v = pop!();
                    set_local!(base + a as usize, v);
                    let w = local!(base + b as usize);
                    push!(w);
                    pc += 1;
                }
                LoadConstIAdd(a, k) => {
                    let x = local!(base + a as usize).int();
                    push!(Value::Int(x.wrapping_add(k as i32)));
                    pc += 2;
                }
                LoadDupGetField(n, slot, wide) => {
                    // Past the getfield, so a null is reported at the getfield.
                    pc += 2;
                    let r = local!(base + n as usize);
                    let Some(obj) = r.reference() else { npe!() };
                    push!(r);
                    let v = self.field(obj, slot);
                    if wide { push2!(v) } else { push!(v) }
                }
                LoadGetField(n, slot, wide) => {
                    // Past the getfield, so a null is reported at the getfield.
                    pc += 1;
                    let Some(r) = local!(base + n as usize).reference() else {
                        npe!()
                    };
                    let v = self.field(r, slot);
                    if wide { push2!(v) } else { push!(v) }
                }
                LoadsArrayLoad(kind, a, i) => {
                    // Past the array load, so failures are reported there.
                    pc += 2;
                    let idx = local!(base + i as usize).int();
                    let Some(r) = local!(base + a as usize).reference() else {
                        npe!()
                    };
                    let data = self.heap.get(r).map(|o| &o.data);
                    let ix = usize::try_from(idx).ok();
                    let v = match (kind, data) {
                        (ArrayKind::Int, Some(ObjData::Ints(a))) => {
                            ix.and_then(|i| a.get(i)).map(|x| Value::Int(*x))
                        }
                        (ArrayKind::Long, Some(ObjData::Longs(a))) => {
                            ix.and_then(|i| a.get(i)).map(|x| Value::Long(*x))
                        }
                        (ArrayKind::Float, Some(ObjData::Floats(a))) => {
                            ix.and_then(|i| a.get(i)).map(|x| Value::Float(*x))
                        }
                        (ArrayKind::Double, Some(ObjData::Doubles(a))) => {
                            ix.and_then(|i| a.get(i)).map(|x| Value::Double(*x))
                        }
                        (ArrayKind::Ref, Some(ObjData::Refs(a))) => {
                            ix.and_then(|i| a.get(i)).map(|x| Value::Ref(*x))
                        }
                        (ArrayKind::Byte, Some(ObjData::Bytes(a) | ObjData::Booleans(a))) => {
                            ix.and_then(|i| a.get(i)).map(|x| Value::Int(*x as i32))
                        }
                        (ArrayKind::Char, Some(ObjData::Chars(a))) => {
                            ix.and_then(|i| a.get(i)).map(|x| Value::Int(*x as i32))
                        }
                        (ArrayKind::Short, Some(ObjData::Shorts(a))) => {
                            ix.and_then(|i| a.get(i)).map(|x| Value::Int(*x as i32))
                        }
                        _ => throw!(
                            "java/lang/IncompatibleClassChangeError",
                            Some("array type mismatch".into())
                        ),
                    };
                    match v {
                        Some(v) if matches!(kind, ArrayKind::Long | ArrayKind::Double) => push2!(v),
                        Some(v) => push!(v),
                        None => {
                            let len = data.and_then(|d| d.array_len()).unwrap_or(0);
                            throw!(
                                "java/lang/ArrayIndexOutOfBoundsException",
                                Some(format!("Index {idx} out of bounds for length {len}"))
                            )
                        }
                    }
                }
                CovProbe(id) => self.coverage.hit_probe(id),
                CovBranch(id) => {
                    let at = |k: usize| sp.wrapping_sub(k) & MASK;
                    let s = &self.stack.slots;
                    let top = [s[at(1)], s[at(2)], s[at(3)], s[at(4)]];
                    self.coverage.hit_branch(id, top);
                }
                CovString(site, test) => {
                    let at = |k: usize| sp.wrapping_sub(k) & MASK;
                    let s = &self.stack.slots;
                    let (recv, arg) = if test.operands() == 2 {
                        (s[at(2)], s[at(1)])
                    } else {
                        (s[at(1)], Value::Top)
                    };
                    let text = |v: Value| self.string_units_of(v);
                    // Measured while the strings are borrowed; only short
                    // texts are copied (for the generator's input mutations).
                    let keep = self.coverage.wants_compared();
                    let probe = StrProbe::of(test, text(recv), text(arg), keep);
                    self.coverage.hit_string(site, probe);
                }
                CovFlag(site) => self.coverage.enter_flag_call(site),
                CovKey(depth) => {
                    let v = self.stack.slots[sp.wrapping_sub(depth as usize) & MASK];
                    if self.coverage.wants_compared()
                        && let Some(key) = self.short_text(v, super::coverage::COMPARED_LEN)
                    {
                        self.coverage.hit_key(&key);
                    }
                }
                CovParse(id) => {
                    let v = self.stack.slots[sp.wrapping_sub(1) & MASK];
                    if self.coverage.wants_parsed()
                        && let Some(text) = self.short_text(v, super::coverage::COMPARED_LEN)
                    {
                        self.coverage.hit_parse(id, &text);
                    }
                }
                EnsureInit(c) => match self.class(c).init {
                    InitState::Initialized => {}
                    InitState::Initializing if self.initializing_here(c) => {}
                    _ => {
                        sync!();
                        return Err(Interrupt::InitThenRetry(c));
                    }
                },
                MonitorEnter => {
                    let Some(r) = pop!().reference() else { npe!() };
                    if self.traces_accesses_of(cid) {
                        self.note_lock(r);
                    }
                    if !self.monitor_enter(r) {
                        // Another thread holds it: this one is now blocked and
                        // runs `monitorenter` again when the monitor is free.
                        sp += 1;
                        pc -= 1;
                        sync!();
                        return Ok(());
                    }
                }
                MonitorExit => {
                    let Some(r) = pop!().reference() else { npe!() };
                    if !self.monitor_exit(r) {
                        throw!(
                            "java/lang/IllegalMonitorStateException",
                            Some("current thread is not owner".into())
                        )
                    }
                }
            }
        }
    }

    /// Collect before a large allocation if that is what makes it fit.
    fn gc_before(&mut self, elems: usize) {
        if self.heap.wants_gc() || !self.heap.fits(elems.saturating_mul(8)) {
            self.gc();
        }
    }

    fn multi_array(&mut self, class: ClassId, counts: &[i32]) -> Result<ObjRef, Interrupt> {
        let Some((&n, rest)) = counts.split_first() else {
            return Err(Interrupt::Fatal("multianewarray without dimensions".into()));
        };
        let arr = self.new_array(class, n as usize)?;
        if rest.is_empty() {
            return Ok(arr);
        }
        let ClassKind::Array { component, .. } = self.class(class).kind else {
            return Ok(arr);
        };
        for i in 0..n as usize {
            let sub = self.multi_array(component, rest)?;
            if let Some(ObjData::Refs(a)) = self.heap.get_mut(arr).map(|o| &mut o.data)
                && let Some(x) = a.get_mut(i)
            {
                *x = Some(sub);
            }
        }
        Ok(arr)
    }

    fn array_of(&mut self, c: ClassId) -> Result<ClassId, Interrupt> {
        match self.array_class_of(c) {
            Ok(a) => Ok(a),
            Err(e) => Err(self.throw_new(e.java_class(), Some(&e.message()))),
        }
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

    fn no_implementation(&mut self, receiver: ClassId, sel: Selector) -> Interrupt {
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

    /// Run field access `q` (resolved from constant `idx` of class `c`, at
    /// instruction `at`) on the synced stack, noting it for `replay
    /// --explain`. Out of the loop: a traced run is rare, the loop hot.
    #[cold]
    #[inline(never)]
    fn traced_field_access(
        &mut self,
        c: ClassId,
        idx: u16,
        q: Instr,
        at: usize,
    ) -> Result<(), Interrupt> {
        use Instr::*;
        self.note_field_access(c, idx, q, self.stack.len());
        let wide = matches!(
            q,
            GetField2Q(_) | PutField2Q(_) | GetStatic2Q(..) | PutStatic2Q(..)
        );
        // A long or double takes two slots: the value sits in the lower one.
        let pop_value = |vm: &mut Vm| {
            if wide {
                vm.stack.pop();
            }
            vm.stack.pop()
        };
        let push_value = |vm: &mut Vm, v: Value| {
            vm.stack.push(v);
            if wide {
                vm.stack.push(Value::Top);
            }
        };
        match q {
            GetFieldQ(slot) | GetField2Q(slot) => {
                let Some(r) = self.stack.pop().reference() else {
                    return Err(self.throw_npe(at));
                };
                let v = self.field(r, slot);
                push_value(self, v);
            }
            PutFieldQ(slot) | PutField2Q(slot) => {
                let v = pop_value(self);
                let Some(r) = self.stack.pop().reference() else {
                    return Err(self.throw_npe(at));
                };
                self.set_field(r, slot, v);
            }
            GetStaticQ(k, slot) | GetStatic2Q(k, slot) => {
                let v = self
                    .class(k)
                    .statics
                    .get(slot as usize)
                    .copied()
                    .unwrap_or_default();
                push_value(self, v);
            }
            PutStaticQ(k, slot) | PutStatic2Q(k, slot) => {
                let v = pop_value(self);
                if let Some(s) = self.classes[k.0 as usize].statics.get_mut(slot as usize) {
                    *s = v;
                }
            }
            _ => {}
        }
        Ok(())
    }

    fn quicken_field(&mut self, cid: ClassId, idx: u16, instr: Instr) -> Result<Instr, Interrupt> {
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

    fn missing_method_message(&self, owner: ClassId, name: &str, descriptor: &str) -> String {
        format!(
            "'{}'{}",
            self.method_signature(owner, name, descriptor),
            self.library_note(owner)
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

    fn ldc(
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
}

impl Vm {
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
}
