//! Exceptions: the ones the VM throws itself, stack traces, unwinding through
//! exception tables, `<clinit>` failures and the uncaught-exception handler.
use super::{FrameKind, Vm};
use crate::exec::natives::Interrupt;
use crate::runtime::class::{ClassId, InitState, MethodId};
use crate::runtime::heap::ObjData;
use crate::runtime::value::{ObjRef, Value};

/// HotSpot's `MaxJavaStackTraceDepth`.
const MAX_TRACE: usize = 1024;

/// Fuel every exception's creation costs besides its stack walk.
const EXCEPTION_COST: u64 = 100;

impl Vm {
    /// Make the VM-thrown exception `class` with `message` and return it as an
    /// `Interrupt` to propagate. Like HotSpot, no Java constructor runs.
    pub fn throw_new(&mut self, class: &str, message: Option<&str>) -> Interrupt {
        match self.make_throwable(class, message) {
            Ok(ex) => Interrupt::Throw(ex),
            Err(i) => i,
        }
    }

    /// The `NullPointerException` the VM throws at instruction `index` of the
    /// top frame; its helpful message is computed when read
    /// (`NullPointerException.getMessage`, [`Vm::helpful_npe_message`]).
    pub(crate) fn throw_npe(&mut self, index: usize) -> Interrupt {
        let site = self
            .frames
            .last()
            .map(|f| ((f.method.0 as i64) << 32) | index as i64);
        let ex = match self.make_throwable("java/lang/NullPointerException", None) {
            Ok(ex) => ex,
            Err(i) => return i,
        };
        let cid = self.class_of(ex);
        let slots = match self.npe_slots {
            Some((c, state, at)) if Some(c) == cid => Some((state, at)),
            _ => cid.and_then(|c| {
                let state = self.field_slot(c, "extendedMessageState")?;
                let at = self.field_slot(c, "faultSite")?;
                self.npe_slots = Some((c, state, at));
                Some((state, at))
            }),
        };
        if let (Some(site), Some((state, at))) = (site, slots) {
            self.set_field(ex, state, Value::Int(1));
            self.set_field(ex, at, Value::Long(site));
        }
        Interrupt::Throw(ex)
    }

    pub(crate) fn make_throwable(
        &mut self,
        class: &str,
        message: Option<&str>,
    ) -> Result<ObjRef, Interrupt> {
        let cid = self.load_class(class).map_err(|e| {
            Interrupt::Fatal(format!("cannot load {class} to throw it: {}", e.message()))
        })?;
        if self.class(cid).init == InitState::Linked {
            // Exception classes of the library have no static state to set up.
            self.classes[cid.0 as usize].init = InitState::Initialized;
        }
        let fields: Box<[Value]> = self.class(cid).slot_defaults.iter().copied().collect();
        let ex = self
            .heap
            .alloc_forced(cid, ObjData::Fields(fields))
            .map_err(|_| Interrupt::Fatal("heap table full".into()))?;
        if let Some(m) = message {
            let units: Vec<u16> = m.encode_utf16().collect();
            let chars = self
                .heap
                .alloc_forced(self.well_known.char_array, ObjData::Chars(units.into()))
                .map_err(|_| Interrupt::Fatal("heap table full".into()))?;
            let s = self.new_object_forced(self.well_known.string)?;
            self.set_field(s, self.well_known.string_value, Value::from_ref(chars));
            self.set_field(ex, self.well_known.throwable_message, Value::from_ref(s));
        }
        self.fill_backtrace(ex, false)?;
        Ok(ex)
    }

    fn new_object_forced(&mut self, cid: ClassId) -> Result<ObjRef, Interrupt> {
        let fields: Box<[Value]> = self.class(cid).slot_defaults.iter().copied().collect();
        self.heap
            .alloc_forced(cid, ObjData::Fields(fields))
            .map_err(|_| Interrupt::Fatal("heap table full".into()))
    }

    pub(crate) fn out_of_memory(&mut self) -> Interrupt {
        self.throw_new("java/lang/OutOfMemoryError", Some("Java heap space"))
    }

    /// Record the current Java stack in `ex.backtrace` as a `long[]` of
    /// `method << 32 | instruction`. From `Throwable.fillInStackTrace`
    /// (`from_java`), skip that call and the exception's constructors, as HotSpot does.
    pub fn fill_backtrace(&mut self, ex: ObjRef, from_java: bool) -> Result<(), Interrupt> {
        let ex_class = self.class_of(ex).unwrap_or(self.well_known.throwable);
        let mut skipping_fill = from_java;
        let mut skipping_init = from_java;
        let mut entries = Vec::new();
        // Making an exception is work: a fixed cost (as expensive as in
        // HotSpot's interpreter, where a throw and catch take microseconds)
        // and one instruction's fuel per frame walked (a recursion that keeps
        // catching StackOverflowError walks thousands).
        let mut walked = 0;
        for f in self.frames.iter().rev() {
            walked += 1;
            let m = self.method(f.method);
            if skipping_fill {
                if m.name.starts_with("fillInStackTrace") {
                    continue;
                }
                skipping_fill = false;
            }
            if skipping_init {
                if &*m.name == "<init>" && self.is_subclass(ex_class, m.class) {
                    continue;
                }
                skipping_init = false;
            }
            if self.hides_frame(f.method) || f.kind == FrameKind::ThreadEntry {
                continue;
            }
            entries.push(((f.method.0 as i64) << 32) | (f.pc.saturating_sub(1) as i64));
            if entries.len() == MAX_TRACE {
                break;
            }
        }
        self.charge(EXCEPTION_COST + walked);
        let bt = self
            .heap
            .alloc_forced(self.well_known.long_array, ObjData::Longs(entries.into()))
            .map_err(|_| Interrupt::Fatal("heap table full".into()))?;
        self.set_field(ex, self.well_known.throwable_backtrace, Value::from_ref(bt));
        Ok(())
    }

    /// The frames recorded in a backtrace: (class, method name, source file, line).
    pub fn backtrace_frames(&self, ex: ObjRef) -> Vec<TraceFrame> {
        let Some(bt) = self
            .field(ex, self.well_known.throwable_backtrace)
            .reference()
        else {
            return Vec::new();
        };
        let Some(ObjData::Longs(entries)) = self.heap.get(bt).map(|o| &o.data) else {
            return Vec::new();
        };
        entries
            .iter()
            .filter_map(|&e| self.trace_frame((e >> 32) as usize, (e & 0xffff_ffff) as u32))
            .collect()
    }

    /// Where thread `t` is now, innermost frame first, as a stack trace shows
    /// it (its entry frame and lambda proxies left out, as HotSpot leaves them out).
    pub fn thread_trace(&self, t: super::threads::ThreadIx) -> Vec<TraceFrame> {
        let frames = if t == self.threads.current {
            &self.frames
        } else {
            match self.threads.list.get(t as usize) {
                Some(x) => &x.frames,
                None => return Vec::new(),
            }
        };
        frames
            .iter()
            .rev()
            .filter(|f| f.kind != FrameKind::ThreadEntry)
            .filter(|f| !self.hides_frame(f.method))
            .filter_map(|f| self.trace_frame(f.method.0 as usize, f.pc.saturating_sub(1)))
            .collect()
    }

    /// The current thread's frames as `StackWalker` sees them, innermost
    /// first: each with its method and bytecode index (entry frames and
    /// lambda proxies left out).
    pub fn walk_frames(&self) -> Vec<(TraceFrame, MethodId, u32)> {
        self.frames
            .iter()
            .rev()
            .filter(|f| f.kind != FrameKind::ThreadEntry)
            .filter(|f| !self.hides_frame(f.method))
            .filter_map(|f| {
                let pc = f.pc.saturating_sub(1);
                let bci = f.code.bci.get(pc as usize).copied().unwrap_or(0);
                Some((self.trace_frame(f.method.0 as usize, pc)?, f.method, bci))
            })
            .collect()
    }

    /// Frames stack traces leave out, as HotSpot leaves out its lambda
    /// forms: lambda proxies and the VM's generated classes, and the class
    /// library's machinery of method handles (all but
    /// `MethodHandle.invokeWithArguments`, which HotSpot shows).
    pub(crate) fn hides_frame(&self, mid: MethodId) -> bool {
        let m = self.method(mid);
        let class = self.class(m.class);
        if class.hidden {
            return m.shown_as.is_none();
        }
        class.is_library
            && (class.name.starts_with("jdk/internal/terrarium/invoke/")
                || (class.name.starts_with("java/lang/invoke/")
                    && !(&*class.name == "java/lang/invoke/MethodHandle"
                        && &*m.name == "invokeWithArguments")))
    }

    /// Method `mid` at instruction `pc` as one frame of a stack trace.
    fn trace_frame(&self, mid: usize, pc: u32) -> Option<TraceFrame> {
        let m = self.methods.get(mid)?;
        if let Some((class, method)) = &m.shown_as {
            return Some(TraceFrame {
                class: class.to_string(),
                method: method.to_string(),
                file: None,
                line: -2,
                library: true,
            });
        }
        let class = self.class(m.class);
        let line = if m.is_native() {
            -2
        } else {
            m.code
                .as_ref()
                .and_then(|c| c.line_at(pc))
                .map(|l| l as i32)
                .unwrap_or(-1)
        };
        Some(TraceFrame {
            class: class.java_name(),
            method: m.name.to_string(),
            file: class.source_file().map(str::to_string),
            line,
            library: class.is_library,
        })
    }

    /// Propagate `ex`: find a handler in the current frame or pop frames until
    /// one is found; a `<clinit>` it leaves fails its class.
    pub(crate) fn unwind(&mut self, mut ex: ObjRef) {
        let message = self
            .field(ex, self.well_known.throwable_message)
            .reference()
            .and_then(|m| self.string_text(m));
        if let Some(m) = message
            && m.contains(super::LIMIT_MARK)
        {
            let class = self.class_of(ex).map(|c| self.class(c).java_name());
            self.note_limit(&format!("{}: {m}", class.unwrap_or_default()));
        }
        loop {
            // Each frame searched costs an instruction's fuel.
            self.charge(1);
            let Some(frame) = self.frames.last() else {
                return self.uncaught(ex);
            };
            let at = frame.pc.saturating_sub(1);
            let code = frame.code.clone();
            let base = frame.base as usize;
            let cid = self.method(frame.method).class;
            let ex_class = self.class_of(ex).unwrap_or(self.well_known.throwable);
            for h in code.handlers.iter() {
                if at < h.start || at >= h.end {
                    continue;
                }
                let catches = h.catch_type == 0
                    || match self.resolve_class_ref(cid, h.catch_type) {
                        Ok(c) => self.is_subclass(ex_class, c),
                        Err(_) => false,
                    };
                if catches {
                    self.stack.truncate(base + code.max_locals as usize);
                    self.stack.push(Value::from_ref(ex));
                    if let Some(f) = self.frames.last_mut() {
                        f.pc = h.target;
                    }
                    return;
                }
            }
            if self.recorder.is_some() {
                self.record_exit(&[], Some(ex));
            }
            let Some(frame) = self.frames.pop() else {
                return;
            };
            self.release(&frame);
            self.stack.truncate(frame.base as usize);
            match frame.kind {
                FrameKind::Clinit(c) => {
                    self.classes[c.0 as usize].init = InitState::Erroneous;
                    let text = self.throwable_text(ex);
                    self.init_errors.insert(c, text);
                    let error = self.load_class("java/lang/Error").ok();
                    let is_error = error.is_some_and(|e| self.is_subclass(ex_class, e));
                    if !is_error {
                        match self.make_throwable("java/lang/ExceptionInInitializerError", None) {
                            Ok(eiie) => {
                                self.set_field(
                                    eiie,
                                    self.well_known.throwable_cause,
                                    Value::from_ref(ex),
                                );
                                self.set_field(
                                    eiie,
                                    self.well_known.throwable_cause_set,
                                    Value::Int(1),
                                );
                                ex = eiie;
                            }
                            Err(i) => return self.handle_interrupt(i),
                        }
                    }
                }
                // The handler itself threw: the run ends as if it returned.
                FrameKind::Uncaught => return self.bottom_frame_done(frame.kind, Value::Top),
                // Only if the thread's own handling threw (HotSpot ignores it too).
                FrameKind::ThreadEntry => return self.bottom_frame_done(frame.kind, Value::Top),
                FrameKind::Entry | FrameKind::Normal | FrameKind::Call => {}
            }
        }
    }

    /// The cause of a throwable (`getCause()`), if one was set.
    pub fn throwable_cause(&self, ex: ObjRef) -> Option<ObjRef> {
        let set = self.field(ex, self.well_known.throwable_cause_set);
        if matches!(set, Value::Int(0)) {
            return None;
        }
        self.field(ex, self.well_known.throwable_cause)
            .reference()
            .filter(|c| *c != ex)
    }

    /// `Class: message` (or just `Class`), what `Throwable.toString` gives by default.
    pub fn throwable_text(&self, ex: ObjRef) -> String {
        let name = self
            .class_of(ex)
            .map(|c| self.class(c).java_name())
            .unwrap_or_default();
        match self
            .field(ex, self.well_known.throwable_message)
            .reference()
            .and_then(|m| self.string_text(m))
        {
            Some(m) => format!("{name}: {m}"),
            None => name,
        }
    }

    /// Nothing caught `ex`: print it the way `java` does (in Java code) and end with 1.
    fn uncaught(&mut self, ex: ObjRef) {
        if self.calling {
            return self.finish(super::Outcome::Threw(ex));
        }
        let handler = self
            .load_class("jdk/internal/terrarium/Uncaught")
            .ok()
            .and_then(|c| self.find_method(c, "handle", "(Ljava/lang/Throwable;)V"));
        match handler {
            Some(m) => {
                if let Err(i) =
                    self.push_frame_with_args(m, &[Value::from_ref(ex)], FrameKind::Uncaught)
                {
                    self.handle_interrupt(i);
                }
            }
            None => {
                let name = self
                    .class_of(ex)
                    .map(|c| self.class(c).java_name())
                    .unwrap_or_default();
                self.finish(super::Outcome::Fatal(format!(
                    "uncaught {name} (no handler in the class library)"
                )));
            }
        }
    }
}

/// One frame of a stack trace.
#[derive(Debug, Clone)]
pub struct TraceFrame {
    pub class: String,
    pub method: String,
    pub file: Option<String>,
    pub line: i32,
    pub library: bool,
}
