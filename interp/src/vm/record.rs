//! Recording a run for `terrarium record`: calls into the chosen classes
//! from outside them (*entries*), constructions of application objects (so
//! that a test can build them again), and the calls the chosen classes'
//! code makes on application objects of other classes while an entry runs
//! (*interactions* with collaborators, which a test replaces by mocks).
//! Arguments and results are described as values when they happen (texts,
//! numbers, enum constants, or an object's id and class); an object a
//! recording names is kept alive, so that its id stays its own.
//!
//! The hooks cost one test of `Vm::recorder` per call and return; only the
//! main thread is recorded (calls on other threads are left out).
use std::rc::Rc;

use rustc_hash::{FxHashMap, FxHashSet};

use crate::classfile::{FieldType, MethodDescriptor};
use crate::runtime::class::{ClassId, MethodId};
use crate::runtime::heap::ObjData;
use crate::runtime::value::{ObjRef, Value};
use crate::vm::Vm;

/// At most this many calls are recorded; later ones are counted in
/// [`Recorder::dropped`] (the recording stays bounded).
const MAX_CALLS: usize = 200_000;
/// Array arguments are described item by item up to this length.
const MAX_ARRAY_ITEMS: usize = 64;
/// A receiver's state is fingerprinted over at most this many objects
/// (beyond, its state counts as unknown).
const MAX_STATE_OBJECTS: usize = 512;

/// A value as the recording saw it.
#[derive(Debug, Clone, PartialEq)]
pub enum RValue {
    Null,
    Boolean(bool),
    Byte(i8),
    Char(u16),
    Short(i16),
    Int(i32),
    Long(i64),
    Float(f32),
    Double(f64),
    Str(String),
    /// A boxed primitive (`Integer.valueOf(3)`): the primitive inside.
    Boxed(Box<RValue>),
    /// An enum constant: its enum class and name.
    Enum {
        class: ClassId,
        name: String,
    },
    /// A collection of the class library (or an `Optional`): its id, what
    /// it is, and its items in iteration order when short enough.
    Collection {
        id: u32,
        kind: CollectionKind,
        items: Option<Vec<RValue>>,
    },
    /// A map of the class library: its id, what it is, and its entries in
    /// iteration order when short enough.
    Map {
        id: u32,
        kind: MapKind,
        entries: Option<Vec<(RValue, RValue)>>,
    },
    /// A `java.time.LocalDate`.
    Date {
        year: i32,
        month: i32,
        day: i32,
    },
    /// An array: its id, array class, and its items when short enough.
    Array {
        id: u32,
        class: ClassId,
        items: Option<Vec<RValue>>,
    },
    /// Any other object: its id and class, and the values of its trivial
    /// getters (`getX()` returning a field) at the time.
    Object {
        id: u32,
        class: ClassId,
        getters: Vec<(MethodId, RValue)>,
        /// A public static final field holding it (`Rules.ON`): its class
        /// and name.
        constant: Option<(ClassId, Rc<str>)>,
    },
}

/// The library collections a recording writes out item by item.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CollectionKind {
    ArrayList,
    /// `Arrays.asList(...)`.
    ArraysAsList,
    /// `List.of(...)`.
    ImmutableList,
    TreeSet,
    HashSet,
    LinkedHashSet,
    /// `Optional` (no item: empty).
    Optional,
    /// `Collections.unmodifiableList(...)`.
    UnmodifiableList,
}

/// The library maps a recording writes out entry by entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MapKind {
    TreeMap,
    HashMap,
    LinkedHashMap,
}

/// How a recorded call ended.
#[derive(Debug, Clone, PartialEq)]
pub enum RecordedOutcome {
    /// Returned (`None` for `void` and constructors).
    Returned(Option<RValue>),
    /// Threw: the exception's id, class and message.
    Threw {
        id: u32,
        class: ClassId,
        message: Option<String>,
    },
}

/// One recorded call.
#[derive(Debug, Clone)]
pub struct RecordedCall {
    pub method: MethodId,
    /// A call into a chosen class from code of another class.
    pub entry: bool,
    /// `new C(...)` of an application class (the receiver is a `C`).
    pub construct: bool,
    /// No recorded entry was running when it was called (the program's own
    /// calls, not those made inside a chosen class).
    pub top: bool,
    /// The innermost open entry whose class's code made this call: this
    /// call is one of that entry's interactions (or nested entries).
    pub parent: Option<u32>,
    /// The receiver (object id); `None` for static methods.
    pub receiver: Option<u32>,
    pub args: Vec<RValue>,
    /// `None` when the call never ended (the program exited inside it).
    pub outcome: Option<RecordedOutcome>,
    /// For entries: the coverage probes its execution ran (its path
    /// through the chosen classes), sorted.
    pub path: Vec<u32>,
    /// For instance entries of no other entry: which parts of the
    /// receiver's state the call changed and which it read; `None` when not
    /// known (a state too large to fingerprint). A test of a later call
    /// need not make this one first if it changed nothing that call reads.
    pub state: Option<StateChange>,
    /// Where the environment's capture of what the run read of its world
    /// stood at the call's start and end ([`Recorder::world_mark`]): the
    /// reads between are the call's own and its callees'.
    pub world: (u64, u64),
    /// Virtual time at the call's start (`Vm::nanos`): the clock a test sets
    /// before making the call again.
    pub started_ns: i64,
}

/// The parts of a receiver's state (its fields by name, and its class's
/// statics as [`STATICS`]) a call changed and read.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct StateChange {
    /// Fields whose reachable objects differ after the call (by content:
    /// texts and numbers, and objects by the order they are reached in).
    pub changed: Vec<Rc<str>>,
    /// Fields of the receiver the call's code read (and the statics, when
    /// it read a static field of its class).
    pub read: Vec<Rc<str>>,
}

/// How [`StateChange`] names the statics of the receiver's class.
pub const STATICS: &str = "<statics>";

struct Open {
    /// `Vm::frames.len()` while the call's frame is the top one.
    depth: usize,
    call: u32,
    entry: bool,
    class: ClassId,
    /// A top entry whose state is followed: its receiver, the fingerprints
    /// of its state's parts before the call, and the parts read so far.
    state: Option<OpenState>,
    /// For an entry inside another: the probes the outer one had run.
    outer_path: Vec<u32>,
}

struct OpenState {
    receiver: ObjRef,
    before: Vec<(Rc<str>, u64)>,
    read: Vec<Rc<str>>,
}

/// What `Vm::recorder` holds while a run is recorded.
pub struct Recorder {
    /// Internal names of the chosen classes.
    chosen: FxHashSet<Rc<str>>,
    /// Per class id: unknown (0), not chosen (1), chosen (2).
    chosen_ids: Vec<u8>,
    pub calls: Vec<RecordedCall>,
    open: Vec<Open>,
    /// Object ids → objects (kept alive: GC roots).
    pub objects: Vec<ObjRef>,
    ids: FxHashMap<ObjRef, u32>,
    /// Calls left out because the recording was full.
    pub dropped: u64,
    /// Probes any entry ran (the run's coverage of the chosen classes),
    /// gathered as entries end.
    pub probes_run: FxHashSet<u32>,
    /// Per object a chosen class's constructor made: its arguments whose
    /// static type is an application interface or abstract class (the
    /// collaborators a test mocks, left out of its state).
    collaborators: FxHashMap<ObjRef, Vec<ObjRef>>,
    /// Where the environment's capture of world reads stands, marking a
    /// call's start or end (set by whoever knows the environment: the VM
    /// does not know the world).
    pub world_mark: Option<fn(&mut Vm) -> u64>,
}

impl Recorder {
    /// Records calls into the classes named (internal names).
    pub fn new(chosen: impl IntoIterator<Item = Rc<str>>) -> Recorder {
        Recorder {
            chosen: chosen.into_iter().collect(),
            chosen_ids: Vec::new(),
            calls: Vec::new(),
            open: Vec::new(),
            objects: Vec::new(),
            ids: FxHashMap::default(),
            dropped: 0,
            probes_run: FxHashSet::default(),
            collaborators: FxHashMap::default(),
            world_mark: None,
        }
    }

    /// The object a recorded id names.
    pub fn object(&self, id: u32) -> Option<ObjRef> {
        self.objects.get(id as usize).copied()
    }

    fn id_of(&mut self, r: ObjRef) -> u32 {
        if let Some(&id) = self.ids.get(&r) {
            return id;
        }
        let id = self.objects.len() as u32;
        self.objects.push(r);
        self.ids.insert(r, id);
        id
    }
}

impl Vm {
    /// Start recording calls into the classes named (internal names).
    pub fn start_recording(&mut self, chosen: impl IntoIterator<Item = Rc<str>>) {
        self.recorder = Some(Box::new(Recorder::new(chosen)));
    }

    /// End recording and hand over what was recorded.
    pub fn take_recording(&mut self) -> Option<Box<Recorder>> {
        // Calls the program never returned from end where the run did.
        let end = self.world_mark();
        if let Some(r) = self.recorder.as_mut() {
            for o in &r.open {
                if let Some(c) = r.calls.get_mut(o.call as usize) {
                    c.world.1 = end;
                }
            }
        }
        let mut r = self.recorder.take()?;
        // Entries still running count what they ran so far.
        r.probes_run.extend(self.probe_hits.hits());
        Some(r)
    }

    fn world_mark(&mut self) -> u64 {
        match self.recorder.as_ref().and_then(|r| r.world_mark) {
            Some(mark) => mark(self),
            None => 0,
        }
    }

    fn is_chosen(&mut self, c: ClassId) -> bool {
        let Some(rec) = self.recorder.as_mut() else {
            return false;
        };
        let i = c.0 as usize;
        if rec.chosen_ids.len() <= i {
            rec.chosen_ids.resize(i + 1, 0);
        }
        match rec.chosen_ids[i] {
            0 => {
                let yes = rec.chosen.contains(&self.classes[i].name);
                rec.chosen_ids[i] = if yes { 2 } else { 1 };
                yes
            }
            v => v == 2,
        }
    }

    fn is_application(&self, c: ClassId) -> bool {
        let class = self.class(c);
        !class.is_library && !class.hidden
    }

    /// A frame for `mid` was just pushed by an invoke: record the call if it
    /// is an entry, a construction or an interaction.
    pub(crate) fn record_enter(&mut self, mid: MethodId) {
        if self.threads.current != 0 || self.frames.len() < 2 {
            return;
        }
        let m = self.method(mid);
        let (callee, is_static, synthetic) = (
            m.class,
            m.is_static(),
            m.access & crate::classfile::ACC_SYNTHETIC != 0,
        );
        let name = m.name.clone();
        if &*name == "<clinit>"
            || (synthetic && !self.class(callee).hidden)
            || (!self.is_application(callee) && !self.class(callee).hidden)
        {
            return;
        }
        let frame = &self.frames[self.frames.len() - 1];
        let base = frame.base as usize;
        let caller = self.method(self.frames[self.frames.len() - 2].method).class;
        let receiver = (!is_static)
            .then(|| self.stack.get(base).reference())
            .flatten();
        let receiver_class = receiver.and_then(|r| self.class_of(r));
        // From outside the class, or from its code outside any call into it
        // (its own `main`).
        let outside = caller != callee
            || self
                .recorder
                .as_ref()
                .is_some_and(|r| !r.open.iter().any(|o| o.entry && o.class == callee));
        let construct = &*name == "<init>" && receiver_class == Some(callee) && outside;
        let entry = self.is_chosen(callee) && outside && (&*name != "<init>" || construct);
        // The innermost open entry, when the caller is its class's code.
        let parent = self.recorder.as_ref().and_then(|r| {
            r.open
                .iter()
                .rev()
                .find(|o| o.entry)
                .filter(|o| o.class == caller)
                .map(|o| o.call)
        });
        // Collaborators: objects of other application classes, and lambdas
        // (a collaborator handed in as a lambda).
        let interaction = parent.is_some()
            && !is_static
            && &*name != "<init>"
            && receiver_class.is_some_and(|rc| {
                rc != caller && (self.is_application(rc) || self.class(rc).hidden)
            });
        if !(entry || construct || interaction) {
            return;
        }
        let Some(full) = self.recorder.as_ref().map(|r| r.calls.len() >= MAX_CALLS) else {
            return;
        };
        if full {
            if let Some(r) = self.recorder.as_mut() {
                r.dropped += 1;
            }
            return;
        }
        let params = MethodDescriptor::parse(&self.method(mid).descriptor)
            .map(|d| d.params)
            .unwrap_or_default();
        let mut slot = base + usize::from(!is_static);
        let mut args = Vec::with_capacity(params.len());
        for p in &params {
            let v = self.stack.get(slot);
            slot += if matches!(p, FieldType::Long | FieldType::Double) {
                2
            } else {
                1
            };
            // What a collaborator is handed is described with its getters (a test
            // captures it and checks them).
            args.push(self.record_value(v, p, parent.is_some()));
        }
        if construct
            && entry
            && let Some(r) = receiver
        {
            let collaborators = self.abstract_args(mid, base + 1);
            if let Some(rec) = self.recorder.as_mut() {
                rec.collaborators.insert(r, collaborators);
            }
        }
        let state_of = receiver.filter(|_| entry && !construct);
        let receiver = receiver.map(|r| self.object_id(r));
        let depth = self.frames.len();
        let top = self
            .recorder
            .as_ref()
            .is_some_and(|r| !r.open.iter().any(|o| o.entry));
        let top_entry = entry && top;
        // A new path: what ran before belongs to the run (or to the entry
        // this one runs in, which gets it back when this one ends).
        let mut outer_path = Vec::new();
        if entry {
            let before = self.probe_hits.take();
            if top {
                if let Some(r) = self.recorder.as_mut() {
                    r.probes_run.extend(before);
                }
            } else {
                outer_path = before;
            }
        }
        let state = match state_of {
            Some(r) if top_entry => self.state_parts(r, callee).map(|before| OpenState {
                receiver: r,
                before,
                read: Vec::new(),
            }),
            _ => None,
        };
        let world = self.world_mark();
        let started_ns = self.nanos();
        let Some(rec) = self.recorder.as_mut() else {
            return;
        };
        let call = rec.calls.len() as u32;
        rec.calls.push(RecordedCall {
            method: mid,
            entry,
            construct,
            top,
            parent,
            receiver,
            args,
            outcome: None,
            path: Vec::new(),
            state: None,
            world: (world, world),
            started_ns,
        });
        rec.open.push(Open {
            depth,
            call,
            entry,
            class: callee,
            state,
            outer_path,
        });
    }

    /// The top frame is about to end, returning `ret` (its value slots) or
    /// throwing `thrown`: end its recorded call, if it is one.
    pub(crate) fn record_exit(&mut self, ret: &[Value], thrown: Option<ObjRef>) {
        let depth = self.frames.len();
        let Some(open) = self.recorder.as_ref().and_then(|r| r.open.last()) else {
            return;
        };
        if open.depth != depth || self.threads.current != 0 {
            return;
        }
        let (call, entry) = (open.call, open.entry);
        let class = open.class;
        let mid = self.frames[depth - 1].method;
        let outcome = match thrown {
            Some(ex) => {
                let class = self.class_of(ex).unwrap_or(self.well_known.throwable);
                let (_, message) = self.exception_parts(ex);
                RecordedOutcome::Threw {
                    id: self.object_id(ex),
                    class,
                    message,
                }
            }
            None => {
                let ret_ty = MethodDescriptor::parse(&self.method(mid).descriptor)
                    .ok()
                    .and_then(|d| d.ret);
                let value = match (ret_ty, ret.first()) {
                    (Some(t), Some(&v)) => Some(self.record_value(v, &t, true)),
                    // A constructor: the object it made, as a result is described.
                    _ if &*self.method(mid).name == "<init>" => {
                        let this = self.stack.get(self.frames[depth - 1].base as usize);
                        this.reference().map(|r| self.record_value_of(r, true, 0))
                    }
                    _ => None,
                };
                RecordedOutcome::Returned(value)
            }
        };
        let world_end = self.world_mark();
        let Some(rec) = self.recorder.as_mut() else {
            return;
        };
        let (state, outer_path) = match rec.open.pop() {
            Some(o) => (o.state, o.outer_path),
            None => (None, Vec::new()),
        };
        let top_entry = entry && !rec.open.iter().any(|o| o.entry);
        if let Some(c) = rec.calls.get_mut(call as usize) {
            c.outcome = Some(outcome);
            c.world.1 = world_end;
        }
        if entry && !top_entry {
            // A nested entry: its path is its own, and the outer one's too.
            let mut path = self.probe_hits.take();
            path.sort_unstable();
            self.probe_hits
                .set(outer_path.into_iter().chain(path.iter().copied()));
            if let Some(c) = self
                .recorder
                .as_mut()
                .and_then(|r| r.calls.get_mut(call as usize))
            {
                c.path = path;
            }
        }
        if top_entry {
            let mut path = self.probe_hits.take();
            path.sort_unstable();
            let change = state.and_then(|st| {
                let after = self.state_parts(st.receiver, class)?;
                let changed = st
                    .before
                    .iter()
                    .filter(|(name, fp)| !after.iter().any(|(n, f)| n == name && f == fp))
                    .map(|(name, _)| name.clone())
                    .collect();
                Some(StateChange {
                    changed,
                    read: st.read,
                })
            });
            if let Some(rec) = self.recorder.as_mut()
                && let Some(c) = rec.calls.get_mut(call as usize)
            {
                rec.probes_run.extend(path.iter().copied());
                c.path = path;
                c.state = change;
            }
        }
    }

    /// A field access about to run in application code while recording:
    /// a read of the followed receiver's field, or of its class's statics,
    /// is noted for the open top entry.
    pub(crate) fn record_field_read(
        &mut self,
        c: ClassId,
        idx: u16,
        q: crate::exec::instr::Instr,
        sp: usize,
    ) {
        use crate::exec::instr::Instr::*;
        // The one open top entry whose state is followed (it may run inside
        // a constructor that is recorded too).
        let Some(open) = self
            .recorder
            .as_ref()
            .and_then(|r| r.open.iter().find(|o| o.state.is_some()))
            .and_then(|o| o.state.as_ref().map(|s| (s.receiver, o.class)))
        else {
            return;
        };
        let (receiver, class) = open;
        let name: Rc<str> = match q {
            GetFieldQ(_) | GetField2Q(_) => {
                if sp
                    .checked_sub(1)
                    .and_then(|i| self.stack.get(i).reference())
                    != Some(receiver)
                {
                    return;
                }
                match self.class(c).cp.member_ref(idx) {
                    Ok(r) => Rc::from(r.name),
                    Err(_) => return,
                }
            }
            GetStaticQ(k, _) | GetStatic2Q(k, _) if k == class => Rc::from(STATICS),
            _ => return,
        };
        if let Some(st) = self
            .recorder
            .as_mut()
            .and_then(|r| r.open.iter_mut().find_map(|o| o.state.as_mut()))
            && !st.read.contains(&name)
        {
            st.read.push(name);
        }
    }

    /// Fingerprints of the parts of `r`'s state: each instance field (what
    /// it reaches) and `class`'s statics. `None` when a part is too large.
    fn state_parts(&self, r: ObjRef, class: ClassId) -> Option<Vec<(Rc<str>, u64)>> {
        let mut parts = Vec::new();
        let statics: Vec<Value> = self.class(class).statics.clone();
        parts.push((Rc::from(STATICS), self.state_fingerprint(&statics, r)?));
        let mut c = self.class_of(r);
        while let Some(cid) = c {
            let k = self.class(cid);
            if k.is_library {
                break;
            }
            for f in &k.fields {
                if f.access & crate::classfile::ACC_STATIC != 0 {
                    continue;
                }
                let v = self.field(r, f.slot);
                parts.push((f.name.clone(), self.state_fingerprint(&[v], r)?));
            }
            c = k.super_class;
        }
        Some(parts)
    }

    /// The arguments (from stack slot `first`) of a call of `mid` whose
    /// static type is an application interface or abstract class.
    fn abstract_args(&self, mid: MethodId, first: usize) -> Vec<ObjRef> {
        let params = MethodDescriptor::parse(&self.method(mid).descriptor)
            .map(|d| d.params)
            .unwrap_or_default();
        let mut out = Vec::new();
        let mut slot = first;
        for p in &params {
            if let FieldType::Object(n) = p
                && let Some(&c) = self.class_names.get(n.as_str())
                && self.is_application(c)
                && self.class(c).access
                    & (crate::classfile::ACC_INTERFACE | crate::classfile::ACC_ABSTRACT)
                    != 0
                && let Some(r) = self.stack.get(slot).reference()
            {
                out.push(r);
            }
            slot += if matches!(p, FieldType::Long | FieldType::Double) {
                2
            } else {
                1
            };
        }
        out
    }

    /// A fingerprint of what `roots` reach (not through the collaborators
    /// of `owner`, the receiver): texts by content, other objects by the
    /// order they are reached in. `None` beyond [`MAX_STATE_OBJECTS`].
    fn state_fingerprint(&self, roots: &[Value], owner: ObjRef) -> Option<u64> {
        use std::hash::{Hash, Hasher};
        let skip: &[ObjRef] = self
            .recorder
            .as_ref()
            .and_then(|rec| rec.collaborators.get(&owner))
            .map(Vec::as_slice)
            .unwrap_or(&[]);
        let mut h = rustc_hash::FxHasher::default();
        let mut seen: FxHashMap<ObjRef, u32> = FxHashMap::default();
        let mut queue: Vec<ObjRef> = Vec::new();
        let string = self.well_known_string();
        let value = |v: Value,
                     h: &mut rustc_hash::FxHasher,
                     seen: &mut FxHashMap<ObjRef, u32>,
                     queue: &mut Vec<ObjRef>| {
            match v.reference() {
                None => match v {
                    Value::Int(i) => i.hash(h),
                    Value::Long(l) => l.hash(h),
                    Value::Float(f) => f.to_bits().hash(h),
                    Value::Double(d) => d.to_bits().hash(h),
                    _ => 0u8.hash(h),
                },
                Some(o) if skip.contains(&o) => "collaborator".hash(h),
                // The receiver itself: its other fields are parts of their own.
                Some(o) if o == owner => "self".hash(h),
                Some(o) => {
                    let next = seen.len() as u32;
                    let k = *seen.entry(o).or_insert(next);
                    if k == next {
                        queue.push(o);
                    }
                    k.hash(h);
                }
            }
        };
        for &v in roots {
            value(v, &mut h, &mut seen, &mut queue);
        }
        let mut i = 0;
        while let Some(&o) = queue.get(i) {
            i += 1;
            if i > MAX_STATE_OBJECTS {
                return None;
            }
            let Some(obj) = self.heap.get(o) else {
                continue;
            };
            obj.class.0.hash(&mut h);
            if Some(obj.class) == string {
                self.string_units(o).hash(&mut h);
                continue;
            }
            match &obj.data {
                ObjData::Fields(f) => {
                    for &v in f.iter() {
                        value(v, &mut h, &mut seen, &mut queue);
                    }
                }
                ObjData::Refs(a) => {
                    for e in a.iter() {
                        match e {
                            Some(e) => value(Value::from_ref(*e), &mut h, &mut seen, &mut queue),
                            None => 0u8.hash(&mut h),
                        }
                    }
                }
                ObjData::Booleans(a) | ObjData::Bytes(a) => a.hash(&mut h),
                ObjData::Chars(a) => a.hash(&mut h),
                ObjData::Shorts(a) => a.hash(&mut h),
                ObjData::Ints(a) => a.hash(&mut h),
                ObjData::Longs(a) => a.hash(&mut h),
                ObjData::Floats(a) => a.iter().for_each(|f| f.to_bits().hash(&mut h)),
                ObjData::Doubles(a) => a.iter().for_each(|d| d.to_bits().hash(&mut h)),
            }
        }
        Some(h.finish())
    }

    fn well_known_string(&self) -> Option<ClassId> {
        self.class_names.get("java/lang/String").copied()
    }

    fn object_id(&mut self, r: ObjRef) -> u32 {
        match self.recorder.as_mut() {
            Some(rec) => rec.id_of(r),
            None => 0,
        }
    }

    /// `v` of static type `ty` as a recorded value; `getters` reads the
    /// trivial getters of an object (for results).
    fn record_value(&mut self, v: Value, ty: &FieldType, getters: bool) -> RValue {
        match ty {
            FieldType::Boolean => RValue::Boolean(v.int() != 0),
            FieldType::Byte => RValue::Byte(v.int() as i8),
            FieldType::Char => RValue::Char(v.int() as u16),
            FieldType::Short => RValue::Short(v.int() as i16),
            FieldType::Int => RValue::Int(v.int()),
            FieldType::Long => RValue::Long(v.long()),
            FieldType::Float => RValue::Float(v.float()),
            FieldType::Double => RValue::Double(v.double()),
            FieldType::Object(_) | FieldType::Array(_) => match v.reference() {
                None => RValue::Null,
                Some(r) => self.record_value_of(r, getters, 0),
            },
        }
    }

    fn record_value_of(&mut self, r: ObjRef, getters: bool, depth: u32) -> RValue {
        let Some(class) = self.class_of(r) else {
            return RValue::Null;
        };
        if let Some(text) = self.string_text(r)
            && &*self.class(class).name == "java/lang/String"
        {
            return RValue::Str(text);
        }
        if let Some(p) = self.boxed(r, class) {
            return RValue::Boxed(Box::new(p));
        }
        if let Some((enum_class, name)) = self.enum_constant(r) {
            return RValue::Enum {
                class: enum_class,
                name,
            };
        }
        let id = self.object_id(r);
        if let Some(items) = self.array_items(r, depth) {
            return RValue::Array { id, class, items };
        }
        if let Some(v) = self.library_value(r, class, id, depth, getters) {
            return v;
        }
        // Getters of a result, and of the items of a collection it is.
        let getters = if getters && depth <= 1 && self.is_application(class) {
            self.trivial_getters(r, class)
        } else {
            Vec::new()
        };
        let constant = if self.is_application(class) {
            self.constant_holding(r, class)
        } else {
            None
        };
        RValue::Object {
            id,
            class,
            getters,
            constant,
        }
    }

    /// A public static final field of `class`, its superclasses or its
    /// outer class that holds `r`.
    fn constant_holding(&self, r: ObjRef, class: ClassId) -> Option<(ClassId, Rc<str>)> {
        use crate::classfile::{ACC_FINAL, ACC_PUBLIC, ACC_STATIC};
        let name = &self.class(class).name;
        let outer = name
            .rsplit_once('$')
            .and_then(|(o, _)| self.class_names.get(o).copied());
        let mut candidates: Vec<ClassId> = outer.into_iter().collect();
        let mut c = Some(class);
        while let Some(k) = c.filter(|&k| self.is_application(k)) {
            candidates.push(k);
            c = self.class(k).super_class;
        }
        for k in candidates {
            let class = self.class(k);
            for f in &class.fields {
                let wanted = ACC_PUBLIC | ACC_STATIC | ACC_FINAL;
                if f.access & wanted == wanted
                    && class
                        .statics
                        .get(f.slot as usize)
                        .and_then(|v| v.reference())
                        == Some(r)
                {
                    return Some((k, f.name.clone()));
                }
            }
        }
        None
    }

    /// The primitive inside a boxed value.
    fn boxed(&mut self, r: ObjRef, class: ClassId) -> Option<RValue> {
        let ty = crate::exec::indy::prim_of_box(&self.class(class).name)?;
        let v = self.field(r, self.field_slot(class, "value")?);
        Some(self.record_value(v, &ty, false))
    }

    /// `Some(items)` for an array (`None` inside when too long or nested).
    fn array_items(&mut self, r: ObjRef, depth: u32) -> Option<Option<Vec<RValue>>> {
        let data = &self.heap.get(r)?.data;
        let len = data.array_len()?;
        if len > MAX_ARRAY_ITEMS || depth > 0 {
            return Some(None);
        }
        let items: Vec<RValue> = match data {
            ObjData::Booleans(a) => a.iter().map(|&b| RValue::Boolean(b != 0)).collect(),
            ObjData::Bytes(a) => a.iter().map(|&b| RValue::Byte(b)).collect(),
            ObjData::Chars(a) => a.iter().map(|&c| RValue::Char(c)).collect(),
            ObjData::Shorts(a) => a.iter().map(|&s| RValue::Short(s)).collect(),
            ObjData::Ints(a) => a.iter().map(|&i| RValue::Int(i)).collect(),
            ObjData::Longs(a) => a.iter().map(|&l| RValue::Long(l)).collect(),
            ObjData::Floats(a) => a.iter().map(|&f| RValue::Float(f)).collect(),
            ObjData::Doubles(a) => a.iter().map(|&d| RValue::Double(d)).collect(),
            ObjData::Refs(a) => {
                let refs: Vec<Option<ObjRef>> = a.to_vec();
                refs.into_iter()
                    .map(|e| match e {
                        None => RValue::Null,
                        Some(e) => self.record_value_of(e, false, depth + 1),
                    })
                    .collect()
            }
            ObjData::Fields(_) => return None,
        };
        Some(Some(items))
    }

    /// A collection, map, `Optional` or `LocalDate` of the class library,
    /// read from its fields (the class library's own layout).
    fn library_value(
        &mut self,
        r: ObjRef,
        class: ClassId,
        id: u32,
        depth: u32,
        getters: bool,
    ) -> Option<RValue> {
        use CollectionKind as C;
        let name = self.class(class).name.clone();
        let field = |vm: &Vm, f: &str| vm.field_slot(class, f).map(|slot| vm.field(r, slot));
        let collection = |kind, items| Some(RValue::Collection { id, kind, items });
        match &*name {
            "java/time/LocalDate" => Some(RValue::Date {
                year: field(self, "year")?.int(),
                month: field(self, "month")?.int(),
                day: field(self, "day")?.int(),
            }),
            "java/util/Optional" => {
                let items = match field(self, "value")?.reference() {
                    None => Some(Vec::new()),
                    // The item as a list's items are (its getters tell
                    // whether it changed since it was made).
                    Some(v) if depth == 0 => {
                        Some(vec![self.record_value_of(v, getters, depth + 1)])
                    }
                    Some(_) => None,
                };
                collection(C::Optional, items)
            }
            "java/util/ArrayList" => {
                let size = usize::try_from(field(self, "size")?.int()).ok()?;
                let data = field(self, "elementData")?.reference();
                let refs = data.and_then(|d| self.refs_of(d, size));
                collection(C::ArrayList, self.items(refs, depth, getters))
            }
            "java/util/Arrays$ArrayList"
            | "java/util/ImmutableCollections$List12"
            | "java/util/ImmutableCollections$ListN" => {
                let (f, kind) = if name.starts_with("java/util/Arrays") {
                    ("a", C::ArraysAsList)
                } else {
                    ("elements", C::ImmutableList)
                };
                let data = field(self, f)?.reference();
                let refs = data.and_then(|d| self.refs_of(d, MAX_ARRAY_ITEMS + 1));
                collection(kind, self.items(refs, depth, getters))
            }
            "java/util/Collections$UnmodifiableList"
            | "java/util/Collections$UnmodifiableRandomAccessList" => {
                let inner = field(self, "list")?.reference()?;
                let inner_class = self.class_of(inner)?;
                match self.library_value(inner, inner_class, id, depth, getters)? {
                    RValue::Collection { items, .. } => collection(C::UnmodifiableList, items),
                    _ => None,
                }
            }
            "java/util/TreeSet" | "java/util/HashSet" | "java/util/LinkedHashSet" => {
                let kind = match &*name {
                    "java/util/TreeSet" => C::TreeSet,
                    "java/util/HashSet" => C::HashSet,
                    _ => C::LinkedHashSet,
                };
                let map = field(self, if kind == C::TreeSet { "m" } else { "map" })?.reference()?;
                let keys = self
                    .map_entries(map)
                    .map(|e| e.into_iter().map(|(k, _)| Some(k)).collect());
                collection(kind, self.items(keys, depth, getters))
            }
            "java/util/TreeMap" | "java/util/HashMap" | "java/util/LinkedHashMap" => {
                let kind = match &*name {
                    "java/util/TreeMap" => MapKind::TreeMap,
                    "java/util/HashMap" => MapKind::HashMap,
                    _ => MapKind::LinkedHashMap,
                };
                let entries = match self.map_entries(r) {
                    Some(e) if depth == 0 => Some(
                        e.into_iter()
                            .map(|(k, v)| {
                                let key = self.record_value_of(k, false, depth + 1);
                                let value = match v {
                                    Some(v) => self.record_value_of(v, false, depth + 1),
                                    None => RValue::Null,
                                };
                                (key, value)
                            })
                            .collect(),
                    ),
                    _ => None,
                };
                Some(RValue::Map { id, kind, entries })
            }
            _ => None,
        }
    }

    /// The first `len` references of array `a` (`None` when longer than
    /// [`MAX_ARRAY_ITEMS`] or not an array of references).
    fn refs_of(&self, a: ObjRef, len: usize) -> Option<Vec<Option<ObjRef>>> {
        match &self.heap.get(a)?.data {
            ObjData::Refs(v) if v.len().min(len) <= MAX_ARRAY_ITEMS => {
                Some(v.iter().take(len).copied().collect())
            }
            _ => None,
        }
    }

    /// Items described (not nested deeper than one level).
    fn items(
        &mut self,
        refs: Option<Vec<Option<ObjRef>>>,
        depth: u32,
        getters: bool,
    ) -> Option<Vec<RValue>> {
        if depth > 0 {
            return None;
        }
        Some(
            refs?
                .into_iter()
                .map(|e| match e {
                    None => RValue::Null,
                    Some(e) => self.record_value_of(e, getters, depth + 1),
                })
                .collect(),
        )
    }

    /// The (key, value) pairs of a `TreeMap`, `HashMap` or `LinkedHashMap`
    /// in iteration order; `None` beyond [`MAX_ARRAY_ITEMS`].
    fn map_entries(&self, map: ObjRef) -> Option<Vec<(ObjRef, Option<ObjRef>)>> {
        let class = self.class_of(map)?;
        let name = self.class(class).name.clone();
        let get = |o: ObjRef, f: &str| -> Option<Value> {
            let c = self.class_of(o)?;
            Some(self.field(o, self.field_slot(c, f)?))
        };
        let mut out = Vec::new();
        let push = |out: &mut Vec<(ObjRef, Option<ObjRef>)>, e: ObjRef| -> Option<()> {
            if out.len() >= MAX_ARRAY_ITEMS {
                return None;
            }
            out.push((get(e, "key")?.reference()?, get(e, "value")?.reference()));
            Some(())
        };
        match &*name {
            "java/util/TreeMap" => {
                // In order: left, node, right.
                let mut stack = Vec::new();
                let mut node = get(map, "root")?.reference();
                while node.is_some() || !stack.is_empty() {
                    while let Some(n) = node {
                        stack.push(n);
                        node = get(n, "left")?.reference();
                    }
                    let n = stack.pop()?;
                    push(&mut out, n)?;
                    node = get(n, "right")?.reference();
                }
            }
            "java/util/LinkedHashMap" => {
                let mut node = get(map, "head")?.reference();
                while let Some(n) = node {
                    push(&mut out, n)?;
                    node = get(n, "after")?.reference();
                }
            }
            "java/util/HashMap" => {
                let table = get(map, "table")?.reference();
                let bins = match table {
                    None => Vec::new(),
                    Some(t) => match &self.heap.get(t)?.data {
                        ObjData::Refs(v) => v.to_vec(),
                        _ => return None,
                    },
                };
                for bin in bins.into_iter().flatten() {
                    let mut node = Some(bin);
                    while let Some(n) = node {
                        push(&mut out, n)?;
                        node = get(n, "next")?.reference();
                    }
                }
            }
            _ => return None,
        }
        Some(out)
    }

    /// Values of `r`'s trivial getters: public `getX()`/`isX()` methods of
    /// its class (and superclasses), or named as the field (a record's
    /// accessors), whose code is `return this.f;`.
    fn trivial_getters(&mut self, r: ObjRef, class: ClassId) -> Vec<(MethodId, RValue)> {
        let mut out = Vec::new();
        let mut c = Some(class);
        while let Some(cid) = c {
            if !self.is_application(cid) {
                break;
            }
            for mid in self.class(cid).methods.clone() {
                let m = self.method(mid);
                let named = (m.name.starts_with("get") && m.name.len() > 3)
                    || (m.name.starts_with("is") && m.name.len() > 2);
                if m.is_static()
                    || m.access & crate::classfile::ACC_PUBLIC == 0
                    || !m.descriptor.starts_with("()")
                    || out
                        .iter()
                        .any(|(g, _): &(MethodId, RValue)| self.method(*g).name == m.name)
                {
                    continue;
                }
                // `getX()`/`isX()`, or an accessor named as its field (a record's).
                let Some((slot, field)) = self.getter_field(mid) else {
                    continue;
                };
                if !named && *field != *self.method(mid).name {
                    continue;
                }
                let m = self.method(mid);
                let Ok(d) = MethodDescriptor::parse(&m.descriptor) else {
                    continue;
                };
                let Some(ty) = d.ret else { continue };
                let v = self.field(r, slot);
                let value = match (&ty, v.reference()) {
                    (FieldType::Object(_) | FieldType::Array(_), Some(o)) => {
                        self.record_value_of(o, false, 1)
                    }
                    _ => self.record_value(v, &ty, false),
                };
                out.push((mid, value));
            }
            c = self.class(cid).super_class;
        }
        out
    }

    /// The field (slot, name) a method's code `aload_0; getfield f; <x>return` reads.
    fn getter_field(&self, mid: MethodId) -> Option<(u16, Rc<str>)> {
        let m = self.method(mid);
        let code = &m.raw.as_ref()?.code;
        let [0x2a, 0xb4, hi, lo, ret] = code.as_slice() else {
            return None;
        };
        if !(0xac..=0xb0).contains(ret) {
            return None;
        }
        let cp = &self.class(m.class).cp;
        let field = cp.member_ref(u16::from_be_bytes([*hi, *lo])).ok()?;
        if field.class != &*self.class(m.class).name {
            return None;
        }
        Some((self.field_slot(m.class, field.name)?, Rc::from(field.name)))
    }

    /// Recorded objects are GC roots.
    pub(crate) fn recording_roots(&self, roots: &mut Vec<ObjRef>) {
        if let Some(r) = &self.recorder {
            roots.extend(r.objects.iter().copied());
        }
    }
}
