//! Calling Java from an embedder (the test generator, the JUnit runner):
//! initialise a class, invoke one method with arguments, and get back what
//! it returned or threw. Each call runs to completion within the budgets; a
//! checkpoint (`checkpoint.rs`) makes a series of calls repeatable.
use super::{EmbedError, FrameKind, Outcome, Vm};
use crate::runtime::class::{ClassId, InitState, MethodId};
use crate::runtime::value::{ObjRef, Value};

/// How one call ended.
#[derive(Debug, Clone, PartialEq)]
pub enum CallResult {
    /// Returned normally; `Value::Top` for `void` (and for an initialisation).
    Returned(Value),
    /// Threw this exception out of the called method.
    Threw(ObjRef),
    /// `System.exit(n)` was called.
    Exited(i32),
    /// The instruction budget ran out.
    Fuel,
    /// The output budget ran out.
    Output,
    /// The VM cannot go on.
    Fatal(String),
    /// No thread could run any more (the report is a thread dump).
    Deadlock(String),
}

impl Vm {
    /// Run `cid`'s static initialisation (and its supers'), if not done yet.
    pub fn initialize(&mut self, cid: ClassId) -> CallResult {
        if matches!(
            self.class(cid).init,
            InitState::Initialized | InitState::Initializing
        ) {
            return CallResult::Returned(Value::Top);
        }
        self.calling = true;
        self.finished = None;
        self.returned = Value::Top;
        if let Err(i) = self.begin_init(cid) {
            self.handle_interrupt(i);
        }
        self.run_call()
    }

    /// Invoke `mid` exactly (no virtual dispatch: see [`Vm::dispatch`]) with
    /// `args` in slot form (receiver first; a `long`/`double` is its value
    /// then `Value::Top`). A static method's class is initialised first.
    pub fn call(&mut self, mid: MethodId, args: &[Value]) -> CallResult {
        let m = self.method(mid);
        if m.is_static() {
            match self.initialize(m.class) {
                CallResult::Returned(_) => {}
                other => return other,
            }
        }
        if self.method(mid).raw.is_none() && self.method(mid).synthetic_code.is_none() {
            let what = self.describe_method(mid);
            return CallResult::Fatal(format!("{what} has no bytecode to run"));
        }
        self.calling = true;
        self.finished = None;
        self.returned = Value::Top;
        if let Err(i) = self.push_frame_with_args(mid, args, FrameKind::Call) {
            self.handle_interrupt(i);
        }
        self.run_call()
    }

    /// The method `mid` resolves to for a receiver of class `receiver`
    /// (`invokevirtual`/`invokeinterface` selection).
    pub fn dispatch(&self, receiver: ClassId, mid: MethodId) -> MethodId {
        let m = self.method(mid);
        if m.is_static() || &*m.name == "<init>" {
            return mid;
        }
        self.class(receiver)
            .vtable
            .get(&m.selector)
            .copied()
            .unwrap_or(mid)
    }

    fn run_call(&mut self) -> CallResult {
        let outcome = loop {
            if let Some(o) = self.run(1 << 24) {
                break o;
            }
        };
        // The next call starts on `main`, whatever thread ran last.
        self.switch_to_main();
        self.frames.clear();
        self.stack.truncate(0);
        match outcome {
            Outcome::Returned => CallResult::Returned(self.returned),
            Outcome::Exited(code) => CallResult::Exited(code),
            Outcome::Threw(ex) => CallResult::Threw(ex),
            Outcome::FuelExhausted => CallResult::Fuel,
            Outcome::OutputExhausted => CallResult::Output,
            Outcome::Fatal(m) => CallResult::Fatal(m),
            Outcome::Deadlock(report) => CallResult::Deadlock(report),
        }
    }

    /// The class with this internal name, if loaded.
    pub fn class_id_of(&self, internal: &str) -> Option<ClassId> {
        self.class_names.get(internal).copied()
    }

    /// Methods declared by `cid` (in class-file order).
    pub fn methods_of(&self, cid: ClassId) -> &[MethodId] {
        &self.class(cid).methods
    }
}

impl Vm {
    /// Decode `mid` now (with coverage probes if its class is instrumented),
    /// so that every probe exists before the first execution.
    pub fn prepare(&mut self, mid: MethodId) -> Result<(), EmbedError> {
        let m = self.method(mid);
        let Some(raw) = m.raw.clone() else {
            return Ok(());
        };
        if m.code.is_some() || m.synthetic_code.is_some() {
            return Ok(());
        }
        match self.decode_and_keep(mid, &raw) {
            Ok(_) => Ok(()),
            Err(reason) => Err(EmbedError::Undecodable {
                method: self.describe_method(mid),
                reason,
            }),
        }
    }

    /// The class name and message of a throwable (`getMessage()` as the
    /// constructor left it).
    pub fn exception_parts(&self, ex: ObjRef) -> (String, Option<String>) {
        let name = self
            .class_of(ex)
            .map(|c| self.class(c).java_name())
            .unwrap_or_default();
        let message = self
            .field(ex, self.well_known.throwable_message)
            .reference()
            .and_then(|m| self.string_text(m));
        (name, message)
    }
}

impl Vm {
    /// The decoded code of `mid` (decoding it now if it never ran), or
    /// `None` for a method without code or whose code does not decode.
    pub fn decoded_code(&mut self, mid: MethodId) -> Option<std::rc::Rc<crate::exec::instr::Code>> {
        self.code_of(mid).ok()
    }

    /// If `obj` is an enum constant: its enum class (the class whose
    /// superclass is `java.lang.Enum`, not a constant's own body class) and
    /// its name.
    pub fn enum_constant(&self, obj: ObjRef) -> Option<(ClassId, String)> {
        let mut c = self.class_of(obj)?;
        let base = loop {
            let sup = self.class(c).super_class?;
            if &*self.class(sup).name == "java/lang/Enum" {
                break sup;
            }
            c = sup;
        };
        let (_, field) = self.find_field(base, "name", false)?;
        let name = self.field(obj, field.slot).reference()?;
        Some((c, self.string_text(name)?))
    }

    /// A new array of `elem` holding `items` (one value each, as a local holds it).
    pub fn new_array_of(
        &mut self,
        elem: &crate::classfile::FieldType,
        items: &[Value],
    ) -> Result<Value, EmbedError> {
        use crate::classfile::FieldType as T;
        use crate::runtime::heap::ObjData;
        let class = self.load_class(&format!("[{}", elem.descriptor()))?;
        let data = match elem {
            T::Boolean => ObjData::Booleans(items.iter().map(|v| v.int() as i8).collect()),
            T::Byte => ObjData::Bytes(items.iter().map(|v| v.int() as i8).collect()),
            T::Char => ObjData::Chars(items.iter().map(|v| v.int() as u16).collect()),
            T::Short => ObjData::Shorts(items.iter().map(|v| v.int() as i16).collect()),
            T::Int => ObjData::Ints(items.iter().map(|v| v.int()).collect()),
            T::Long => ObjData::Longs(items.iter().map(|v| v.long()).collect()),
            T::Float => ObjData::Floats(items.iter().map(|v| v.float()).collect()),
            T::Double => ObjData::Doubles(items.iter().map(|v| v.double()).collect()),
            T::Object(_) | T::Array(_) => {
                ObjData::Refs(items.iter().map(|v| v.reference()).collect())
            }
        };
        let r = self
            .heap
            .alloc(class, data)
            .map_err(|_| EmbedError::HeapExhausted)?;
        Ok(Value::from_ref(r))
    }
}
