//! The interpreter's value: one operand-stack or local-variable slot.
use std::num::NonZeroU32;

/// A reference to a heap object: an index into the heap's object table
/// (never 0, so `Option<ObjRef>` is as small as `ObjRef`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ObjRef(NonZeroU32);

impl ObjRef {
    pub(crate) fn from_index(index: usize) -> Option<ObjRef> {
        u32::try_from(index + 1)
            .ok()
            .and_then(NonZeroU32::new)
            .map(ObjRef)
    }
    pub(crate) fn index(self) -> usize {
        (self.0.get() - 1) as usize
    }
}

/// One slot. `long` and `double` take two slots (the value, then `Top`), on the
/// operand stack as in the locals, exactly as the JVMS counts them: that keeps
/// `dup2`/`pop2` and argument passing free of type tests.
///
/// Accessors never panic: bytecode is not verified, so a slot of the wrong kind
/// reads as zero/null (garbage in, no crash).
#[derive(Copy, Clone, Debug, PartialEq, Default)]
pub enum Value {
    #[default]
    Top,
    Int(i32),
    Long(i64),
    Float(f32),
    Double(f64),
    Ref(Option<ObjRef>),
}

const _: () = assert!(std::mem::size_of::<Value>() <= 16);

pub const NULL: Value = Value::Ref(None);

impl Value {
    #[inline(always)]
    pub fn int(self) -> i32 {
        match self {
            Value::Int(v) => v,
            _ => 0,
        }
    }
    #[inline(always)]
    pub fn long(self) -> i64 {
        match self {
            Value::Long(v) => v,
            _ => 0,
        }
    }
    #[inline(always)]
    pub fn float(self) -> f32 {
        match self {
            Value::Float(v) => v,
            _ => 0.0,
        }
    }
    #[inline(always)]
    pub fn double(self) -> f64 {
        match self {
            Value::Double(v) => v,
            _ => 0.0,
        }
    }
    #[inline(always)]
    pub fn reference(self) -> Option<ObjRef> {
        match self {
            Value::Ref(r) => r,
            _ => None,
        }
    }
    pub fn from_ref(r: ObjRef) -> Value {
        Value::Ref(Some(r))
    }
}
