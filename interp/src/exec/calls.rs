//! Frames and calls: decoding a method's code on first use, pushing a frame
//! (with a `synchronized` method's monitor), calling natives, returning.
use std::rc::Rc;

use smallvec::SmallVec;

use super::instr::Code;
use super::natives::Interrupt;
use crate::classfile::CodeAttribute;
use crate::runtime::class::*;
use crate::runtime::value::Value;
use crate::vm::{DecodeError, Frame, FrameKind, Vm};

impl Vm {
    /// The decoded code of `mid`, decoding it on first use.
    #[inline]
    pub(crate) fn code_of(&mut self, mid: MethodId) -> Result<Rc<Code>, Interrupt> {
        let m = self.method(mid);
        match m.code.as_ref().or(m.synthetic_code.as_ref()) {
            Some(c) => Ok(c.clone()),
            None => self.decode_method(mid),
        }
    }

    /// Decode `mid`'s code (instrumented if its class is) and keep it.
    #[inline(never)]
    fn decode_method(&mut self, mid: MethodId) -> Result<Rc<Code>, Interrupt> {
        let m = self.method(mid);
        let Some(raw) = m.raw.clone() else {
            let msg = format!("{} has no Code attribute", self.describe_method(mid));
            return Err(self.throw_new("java/lang/ClassFormatError", Some(&msg)));
        };
        self.decode_and_keep(mid, &raw).map_err(|e| {
            let msg = format!("{}: {e}", self.describe_method(mid));
            self.throw_new("java/lang/ClassFormatError", Some(&msg))
        })
    }

    /// Decode `raw`, `mid`'s `Code` attribute (instrumented if its class
    /// is), and keep the result as the method's code.
    pub(crate) fn decode_and_keep(
        &mut self,
        mid: MethodId,
        raw: &CodeAttribute,
    ) -> Result<Rc<Code>, DecodeError> {
        let code = Rc::new(self.decode_instrumented(mid, raw)?);
        self.methods[mid.0 as usize].code = Some(code.clone());
        Ok(code)
    }

    /// `c` is being initialised by the current thread (whose own uses of it
    /// go on, JVMS 5.5 step 3); another thread's wait for it.
    pub(crate) fn initializing_here(&self, c: ClassId) -> bool {
        let class = self.class(c);
        class.init == InitState::Initializing && class.init_thread == self.threads.current
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
        if self.frames.len() == self.frames.capacity() {
            self.grow_frames();
        }
        // Pushed only where the room is known, so that `push` has no grow
        // call to keep the frame alive across: the frame is then written
        // straight into the vector, not built on the stack and copied (a
        // copy whose 16-byte loads of 4-byte stores stalled every call).
        if self.frames.len() < self.frames.capacity() {
            self.frames.push(Frame {
                method: mid,
                code,
                pc: 0,
                base: base as u32,
                kind,
                locked,
            });
            Ok(())
        } else {
            Err(Interrupt::Fatal("the frame stack could not grow".into()))
        }
    }

    /// Out of line and cold: the push's own grow path is what kept the
    /// frame on the stack. `reserve` grows geometrically, as `push` would.
    #[cold]
    #[inline(never)]
    fn grow_frames(&mut self) {
        self.frames.reserve(1);
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

    /// Release the monitor of a `synchronized` method's frame.
    pub(crate) fn release(&mut self, frame: &Frame) {
        if let Some(o) = frame.locked {
            self.monitor_exit(o);
        }
    }

    pub(crate) fn pop_frame_return(&mut self, ret: &[Value]) {
        if self.recorder.is_some() {
            self.record_exit(ret, None);
        }
        // The fields are read in place and the frame dropped there: moving
        // it out copied it through the stack on every return.
        let Some((base, kind, locked)) = self.frames.last().map(|f| (f.base, f.kind, f.locked))
        else {
            return;
        };
        self.frames.truncate(self.frames.len() - 1);
        if let Some(o) = locked {
            self.monitor_exit(o);
        }
        self.stack.truncate(base as usize);
        self.stack.extend(ret);
        match kind {
            FrameKind::Normal => {}
            FrameKind::Clinit(c) => self.classes[c.0 as usize].init = InitState::Initialized,
            kind => {
                let r = ret.first().copied().unwrap_or(Value::Top);
                self.bottom_frame_done(kind, r);
            }
        }
    }
}
