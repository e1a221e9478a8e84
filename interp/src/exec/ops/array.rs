//! Arrays: element loads and stores (generic over the element type through
//! `ObjData`'s typed views), `arraylength`, and array creation.
use smallvec::SmallVec;

use super::{Exec, Leave, Step};
use crate::exec::instr::ArrayKind;
use crate::exec::natives::Interrupt;
use crate::runtime::class::{ClassId, ClassKind, PrimKind};
use crate::runtime::heap::ObjData;
use crate::runtime::stack::MASK;
use crate::runtime::value::{ObjRef, Value};
use crate::vm::Vm;

impl Exec<'_> {
    /// `xaload`: `view` finds the elements, `conv` makes the value.
    #[inline(always)]
    pub(super) fn array_load<T: Copy>(
        &mut self,
        view: impl Fn(&ObjData) -> Option<&[T]>,
        conv: impl Fn(T) -> Value,
        wide: bool,
    ) -> Step {
        let idx = self.pop().int();
        let Some(r) = self.pop().reference() else {
            return Err(self.npe());
        };
        self.load_element(r, idx, view, conv, wide)
    }

    #[inline(always)]
    fn load_element<T: Copy>(
        &mut self,
        r: ObjRef,
        idx: i32,
        view: impl Fn(&ObjData) -> Option<&[T]>,
        conv: impl Fn(T) -> Value,
        wide: bool,
    ) -> Step {
        let got = match self.vm.heap.get(r).and_then(|o| view(&o.data)) {
            Some(a) => match usize::try_from(idx).ok().and_then(|i| a.get(i)) {
                Some(&x) => Ok(x),
                None => Err(a.len()),
            },
            None => return Err(self.array_mismatch()),
        };
        match got {
            Ok(x) => self.push_sized(conv(x), wide),
            Err(len) => Err(self.index_error(idx, len)),
        }
    }

    /// `xastore` of a primitive array.
    #[inline(always)]
    pub(super) fn array_store<T>(
        &mut self,
        view: impl Fn(&mut ObjData) -> Option<&mut [T]>,
        conv: impl Fn(Value) -> T,
        wide: bool,
    ) -> Step {
        let v = self.pop_sized(wide);
        let idx = self.pop().int();
        let Some(r) = self.pop().reference() else {
            return Err(self.npe());
        };
        let stored = match self.vm.heap.get_mut(r).and_then(|o| view(&mut o.data)) {
            Some(a) => {
                let len = a.len();
                match usize::try_from(idx).ok().and_then(|i| a.get_mut(i)) {
                    Some(x) => {
                        *x = conv(v);
                        Ok(())
                    }
                    None => Err(len),
                }
            }
            None => return Err(self.array_mismatch()),
        };
        match stored {
            Ok(()) => Ok(()),
            Err(len) => Err(self.index_error(idx, len)),
        }
    }

    /// `bastore`: boolean arrays keep only the low bit (JVMS bastore).
    #[inline(always)]
    pub(super) fn bastore(&mut self) -> Step {
        let v = self.pop().int();
        let idx = self.pop().int();
        let Some(r) = self.pop().reference() else {
            return Err(self.npe());
        };
        let (a, bits) = match self.vm.heap.get_mut(r).map(|o| &mut o.data) {
            Some(ObjData::Bytes(a)) => (a, v as i8),
            Some(ObjData::Booleans(a)) => (a, (v & 1) as i8),
            _ => return Err(self.array_mismatch()),
        };
        let len = a.len();
        match usize::try_from(idx).ok().and_then(|i| a.get_mut(i)) {
            Some(x) => {
                *x = bits;
                Ok(())
            }
            None => Err(self.index_error(idx, len)),
        }
    }

    /// `aastore`, with the store check.
    #[inline(always)]
    pub(super) fn aastore(&mut self) -> Step {
        let v = self.pop().reference();
        let idx = self.pop().int();
        let Some(r) = self.pop().reference() else {
            return Err(self.npe());
        };
        let (arr_class, len) = match self.vm.heap.get(r) {
            Some(o) => (o.class, o.data.array_len().unwrap_or(0)),
            None => return Err(self.npe()),
        };
        let Some(i) = usize::try_from(idx).ok().filter(|&i| i < len) else {
            return Err(self.index_error(idx, len));
        };
        if let Some(val) = v
            && let Some(name) = self.vm.store_mismatch(arr_class, val)
        {
            return Err(self.throw("java/lang/ArrayStoreException", Some(name)));
        }
        if let Some(x) = self
            .vm
            .heap
            .get_mut(r)
            .and_then(|o| o.data.refs_mut()?.get_mut(i))
        {
            *x = v;
        }
        Ok(())
    }

    /// `load a; load i; xaload` (past the array load, so failures are reported there).
    #[inline(always)]
    pub(super) fn loads_array_load(&mut self, kind: ArrayKind, a: u16, i: u16) -> Step {
        self.pc += 2;
        let idx = self.local(i).int();
        let Some(r) = self.local(a).reference() else {
            return Err(self.npe());
        };
        let int = |x: i32| Value::Int(x);
        match kind {
            ArrayKind::Int => self.load_element(r, idx, ObjData::ints, int, false),
            ArrayKind::Long => self.load_element(r, idx, ObjData::longs, Value::Long, true),
            ArrayKind::Float => self.load_element(r, idx, ObjData::floats, Value::Float, false),
            ArrayKind::Double => self.load_element(r, idx, ObjData::doubles, Value::Double, true),
            ArrayKind::Ref => self.load_element(r, idx, ObjData::refs, Value::Ref, false),
            ArrayKind::Byte => self.load_element(r, idx, ObjData::bytes, |x| int(x as i32), false),
            ArrayKind::Char => self.load_element(r, idx, ObjData::chars, |x| int(x as i32), false),
            ArrayKind::Short => {
                self.load_element(r, idx, ObjData::shorts, |x| int(x as i32), false)
            }
        }
    }

    #[inline(always)]
    pub(super) fn array_length(&mut self) -> Step {
        let Some(r) = self.pop().reference() else {
            return Err(self.npe());
        };
        let len = self
            .vm
            .heap
            .get(r)
            .and_then(|o| o.data.array_len())
            .unwrap_or(0);
        self.push_value(Value::Int(len as i32))
    }

    /// The count on top of the stack, which must not be negative.
    #[inline(always)]
    fn array_count(&mut self) -> Result<usize, Leave> {
        let n = self.pop().int();
        if n < 0 {
            let msg = Some(n.to_string());
            return Err(self.throw("java/lang/NegativeArraySizeException", msg));
        }
        Ok(n as usize)
    }

    /// `newarray`.
    #[inline(always)]
    pub(super) fn newarray(&mut self, p: PrimKind) -> Step {
        let n = self.array_count()?;
        self.sync();
        self.vm.gc_before(n);
        let r = self.vm.new_prim_array(p, n);
        let r = self.checked(r)?;
        self.unpark();
        self.push_value(Value::from_ref(r))
    }

    /// `anewarray` first executed: resolve the element class.
    #[inline(always)]
    pub(super) fn first_anewarray(&mut self, idx: u16) -> Step {
        self.sync();
        let c = self.vm.resolve_class_ref(self.cid, idx);
        let c = self.checked(c)?;
        let ac = self.vm.array_of(c);
        let ac = self.checked(ac)?;
        self.quicken(crate::exec::instr::Instr::ANewArrayQ(ac))
    }

    /// `anewarray`, quickened to the array class.
    #[inline(always)]
    pub(super) fn anewarray(&mut self, ac: ClassId) -> Step {
        let n = self.array_count()?;
        self.sync();
        self.vm.gc_before(n);
        let r = self.vm.new_array(ac, n);
        let r = self.checked(r)?;
        self.unpark();
        self.push_value(Value::from_ref(r))
    }

    #[inline(always)]
    pub(super) fn multi_anewarray(&mut self, idx: u16, dims: u8) -> Step {
        self.sync();
        let c = self.vm.resolve_class_ref(self.cid, idx);
        let c = self.checked(c)?;
        self.unpark();
        let (at, sp) = (self.sp.saturating_sub(dims as usize), self.sp);
        // Read through the slots alone: a closure holding the context
        // would hand its address out of line.
        let slots = &**self.slots;
        let counts: SmallVec<[i32; 4]> = (at..sp).map(|i| slots[i & MASK].int()).collect();
        self.sp = at;
        if let Some(&neg) = counts.iter().find(|&&n| n < 0) {
            let msg = Some(neg.to_string());
            return Err(self.throw("java/lang/NegativeArraySizeException", msg));
        }
        self.sync();
        self.vm
            .gc_before(counts.iter().map(|&n| n as usize).product());
        let r = self.vm.multi_array(c, &counts);
        let r = self.checked(r)?;
        self.unpark();
        self.push_value(Value::from_ref(r))
    }

    #[inline(always)]
    fn index_error(&mut self, idx: i32, len: usize) -> Leave {
        self.sync();
        Leave::Interrupt(self.vm.index_error(idx, len))
    }

    #[inline(always)]
    fn array_mismatch(&mut self) -> Leave {
        self.sync();
        Leave::Interrupt(self.vm.throw_new(
            "java/lang/IncompatibleClassChangeError",
            Some("array type mismatch"),
        ))
    }
}

impl Vm {
    #[cold]
    #[inline(never)]
    fn index_error(&mut self, idx: i32, len: usize) -> Interrupt {
        let msg = format!("Index {idx} out of bounds for length {len}");
        self.throw_new("java/lang/ArrayIndexOutOfBoundsException", Some(&msg))
    }

    /// The class name `ArrayStoreException` reports when `val` may not be
    /// stored in an array of class `arr_class`.
    fn store_mismatch(&self, arr_class: ClassId, val: ObjRef) -> Option<String> {
        let ClassKind::Array { component, .. } = self.class(arr_class).kind else {
            return None;
        };
        let vc = self.class_of(val).unwrap_or(component);
        (!self.is_subclass(vc, component)).then(|| self.class(vc).java_name())
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
            if let Some(x) = self
                .heap
                .get_mut(arr)
                .and_then(|o| o.data.refs_mut()?.get_mut(i))
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
}
