//! Making and reading objects from Rust: strings, arrays, class mirrors and
//! fields. These are what natives use; none of them runs Java code.
use super::Vm;
use crate::exec::natives::Interrupt;
use crate::runtime::class::{ClassId, ClassKind, PrimKind};
use crate::runtime::heap::ObjData;
use crate::runtime::value::{ObjRef, Value};

/// The longest array HotSpot makes (64-bit): longer ones fail with
/// "Requested array size exceeds VM limit" whatever the heap.
const MAX_ARRAY_LENGTH: usize = i32::MAX as usize - 2;

impl Vm {
    /// A new instance of `cid` with default field values (no constructor runs).
    pub fn new_object(&mut self, cid: ClassId) -> Result<ObjRef, Interrupt> {
        let fields: Box<[Value]> = self.class(cid).slot_defaults.iter().copied().collect();
        self.alloc(cid, ObjData::Fields(fields))
    }

    pub(crate) fn alloc(&mut self, cid: ClassId, data: ObjData) -> Result<ObjRef, Interrupt> {
        match self.heap.alloc(cid, data) {
            Ok(r) => Ok(r),
            Err(_) => Err(self.out_of_memory()),
        }
    }

    /// A new array of `len` elements of the given array class.
    pub fn new_array(&mut self, array_class: ClassId, len: usize) -> Result<ObjRef, Interrupt> {
        self.check_room(array_class, len)?;
        let data = match &self.class(array_class).kind {
            ClassKind::Array { elem, .. } => match elem {
                Some(p) => prim_array(*p, len),
                None => ObjData::Refs(vec![None; len].into_boxed_slice()),
            },
            // Only a crafted `multianewarray` (more dimensions than its
            // class has, or a class that is no array) gets here.
            _ => {
                let msg = format!(
                    "Illegal dimension in multianewarray: {} is not an array class",
                    self.class(array_class).java_name()
                );
                return Err(self.throw_new("java/lang/VerifyError", Some(&msg)));
            }
        };
        self.alloc(array_class, data)
    }

    /// A new primitive array (`newarray`).
    pub fn new_prim_array(&mut self, p: PrimKind, len: usize) -> Result<ObjRef, Interrupt> {
        let name = format!("[{}", p.descriptor());
        let cid = self
            .load_class(&name)
            .map_err(|e| Interrupt::Fatal(e.message()))?;
        self.check_room(cid, len)?;
        self.alloc(cid, prim_array(p, len))
    }

    /// Refuse an array that cannot fit before building it (no host allocation
    /// for a `new long[Integer.MAX_VALUE]`), and charge for zeroing it.
    pub(crate) fn check_room(&mut self, array_class: ClassId, len: usize) -> Result<(), Interrupt> {
        // HotSpot's limit for every element type on 64-bit, checked before the heap.
        if len > MAX_ARRAY_LENGTH {
            return Err(self.throw_new(
                "java/lang/OutOfMemoryError",
                Some("Requested array size exceeds VM limit"),
            ));
        }
        let elem = match &self.class(array_class).kind {
            ClassKind::Array { elem: Some(p), .. } => match p {
                PrimKind::Boolean | PrimKind::Byte => 1,
                PrimKind::Char | PrimKind::Short => 2,
                PrimKind::Long | PrimKind::Double => 8,
                _ => 4,
            },
            _ => 4,
        };
        let bytes = len.saturating_mul(elem).saturating_add(16);
        if self.heap.fits(bytes) {
            self.charge_bytes(bytes as u64);
            Ok(())
        } else {
            Err(self.out_of_memory())
        }
    }

    /// A new `java.lang.String` with these UTF-16 units (not interned).
    pub fn new_string(&mut self, units: &[u16]) -> Result<ObjRef, Interrupt> {
        self.new_string_owned(units.to_vec())
    }

    /// [`Vm::new_string`] taking the units it keeps (no second copy of a
    /// long text while it is made).
    pub fn new_string_owned(&mut self, units: Vec<u16>) -> Result<ObjRef, Interrupt> {
        let chars = self.alloc(
            self.well_known.char_array,
            ObjData::Chars(units.into_boxed_slice()),
        )?;
        let s = self.new_object(self.well_known.string)?;
        self.set_field(s, self.well_known.string_value, Value::from_ref(chars));
        Ok(s)
    }

    pub fn new_string_from(&mut self, s: &str) -> Result<ObjRef, Interrupt> {
        let units: Vec<u16> = s.encode_utf16().collect();
        self.new_string(&units)
    }

    /// The canonical instance of this string (literals, `String.intern`).
    pub fn intern(&mut self, units: &[u16]) -> Result<ObjRef, Interrupt> {
        if let Some(&s) = self.interned.get(units) {
            return Ok(s);
        }
        let s = self.new_string(units)?;
        self.interned.insert(units.to_vec(), s);
        if self.undo.is_some() {
            self.log_undo(super::checkpoint::Undo::Interned(units.to_vec()));
        }
        Ok(s)
    }

    /// The UTF-16 units of `v`, if it is a `java.lang.String`.
    pub fn string_units_of(&self, v: Value) -> Option<&[u16]> {
        let r = v.reference()?;
        if self.heap.get(r)?.class != self.well_known.string {
            return None;
        }
        self.string_units(r)
    }

    /// The UTF-16 units of a `java.lang.String`.
    pub fn string_units(&self, s: ObjRef) -> Option<&[u16]> {
        let chars = self.field(s, self.well_known.string_value).reference()?;
        match &self.heap.get(chars)?.data {
            ObjData::Chars(c) => Some(c),
            _ => None,
        }
    }

    /// A Rust `String` of a `java.lang.String` (unpaired surrogates become U+FFFD).
    pub fn string_text(&self, s: ObjRef) -> Option<String> {
        self.string_units(s).map(String::from_utf16_lossy)
    }

    pub fn field(&self, obj: ObjRef, slot: u16) -> Value {
        match self.heap.get(obj).map(|o| &o.data) {
            Some(ObjData::Fields(f)) => f.get(slot as usize).copied().unwrap_or_default(),
            _ => Value::Top,
        }
    }

    pub fn set_field(&mut self, obj: ObjRef, slot: u16, v: Value) {
        if let Some(ObjData::Fields(f)) = self.heap.get_mut(obj).map(|o| &mut o.data)
            && let Some(s) = f.get_mut(slot as usize)
        {
            *s = v;
        }
    }

    /// The slot of the instance field `name` of `cid` (declared or inherited).
    pub fn field_slot(&self, cid: ClassId, name: &str) -> Option<u16> {
        self.find_field(cid, name, false).map(|(_, f)| f.slot)
    }

    pub fn class_of(&self, obj: ObjRef) -> Option<ClassId> {
        self.heap.get(obj).map(|o| o.class)
    }

    /// `java.lang.Class` object for `cid`, made on first request.
    pub fn mirror(&mut self, cid: ClassId) -> Result<ObjRef, Interrupt> {
        if let Some(m) = self.class(cid).mirror {
            return Ok(m);
        }
        let m = self.new_object(self.well_known.class)?;
        self.set_field(m, self.well_known.class_vm_index, Value::Int(cid.0 as i32));
        self.classes[cid.0 as usize].mirror = Some(m);
        Ok(m)
    }

    /// The class a `java.lang.Class` object stands for.
    pub fn class_of_mirror(&self, mirror: ObjRef) -> Option<ClassId> {
        let i = self.field(mirror, self.well_known.class_vm_index).int();
        (i >= 0 && (i as usize) < self.classes.len()).then_some(ClassId(i as u32))
    }

    /// Look up a class by internal name and give its id, loading it if needed.
    pub fn class_id(&mut self, internal_name: &str) -> Result<ClassId, Interrupt> {
        match self.load_class(internal_name) {
            Ok(c) => Ok(c),
            Err(e) => Err(self.throw_new(e.java_class(), Some(&e.message()))),
        }
    }

    /// `int.class` and friends (`void.class` too).
    pub fn primitive_class_id(&mut self, p: PrimKind) -> ClassId {
        self.primitive_class(p)
    }

    /// Class metadata for natives.
    pub fn class_info(&self, cid: ClassId) -> &crate::runtime::class::Class {
        self.class(cid)
    }
    pub fn class_count(&self) -> usize {
        self.classes.len()
    }
    pub fn method_count(&self) -> usize {
        self.methods.len()
    }
    pub fn method_info(
        &self,
        m: crate::runtime::class::MethodId,
    ) -> &crate::runtime::class::Method {
        self.method(m)
    }
}

fn prim_array(p: PrimKind, len: usize) -> ObjData {
    match p {
        PrimKind::Boolean => ObjData::Booleans(vec![0; len].into_boxed_slice()),
        PrimKind::Byte => ObjData::Bytes(vec![0; len].into_boxed_slice()),
        PrimKind::Char => ObjData::Chars(vec![0; len].into_boxed_slice()),
        PrimKind::Short => ObjData::Shorts(vec![0; len].into_boxed_slice()),
        PrimKind::Int | PrimKind::Void => ObjData::Ints(vec![0; len].into_boxed_slice()),
        PrimKind::Long => ObjData::Longs(vec![0; len].into_boxed_slice()),
        PrimKind::Float => ObjData::Floats(vec![0.0; len].into_boxed_slice()),
        PrimKind::Double => ObjData::Doubles(vec![0.0; len].into_boxed_slice()),
    }
}
