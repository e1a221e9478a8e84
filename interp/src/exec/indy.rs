//! `invokedynamic` by built-in substitution, one per bootstrap method javac
//! uses: string concatenation, lambdas and method references, record methods,
//! pattern switch. Any other bootstrap method is called in Java, through the
//! class library's `java.lang.invoke` (see `method_handles`).
use smallvec::SmallVec;

use super::instr::{Code, Instr};
use super::natives::Interrupt;
use crate::classfile::{Constant, ConstantPool, FieldType, MethodDescriptor};
use crate::runtime::class::*;
use crate::runtime::heap::ObjData;
use crate::runtime::value::{ObjRef, Value};
use crate::vm::{EmbedError, Vm};

/// A concatenation recipe: literal text and argument positions.
#[derive(Debug, Clone)]
pub struct ConcatPlan {
    pieces: Vec<Piece>,
    params: Vec<FieldType>,
}

#[derive(Debug, Clone)]
enum Piece {
    Lit(Vec<u16>),
    Arg(usize),
}

/// A record method: which one and the fields of its components.
#[derive(Debug, Clone)]
pub struct RecordPlan {
    kind: RecordMethodKind,
    record: ClassId,
    names: String,
    /// (slot, descriptor letter) of each component.
    fields: Vec<(u16, u8)>,
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum RecordMethodKind {
    ToString,
    Equals,
    HashCode,
}

const REF_INVOKE_VIRTUAL: u8 = 5;
const REF_INVOKE_STATIC: u8 = 6;
const REF_INVOKE_SPECIAL: u8 = 7;
const REF_NEW_INVOKE_SPECIAL: u8 = 8;
const REF_INVOKE_INTERFACE: u8 = 9;

impl Vm {
    /// Execute `invokedynamic` #idx of `cid`. Returns whether a frame was pushed.
    pub(crate) fn invoke_dynamic(&mut self, cid: ClassId, idx: u16) -> Result<bool, Interrupt> {
        // The entry must be an InvokeDynamic constant every time: a crafted
        // class may point an invokedynamic at a Methodref another instruction
        // resolved, whose cache entry is no call site.
        if let Err(e) = self.class(cid).cp.invoke_dynamic(idx) {
            let msg = format!("{} in class file {}", e.message, self.class(cid).name);
            return Err(self.throw_new("java/lang/VerifyError", Some(&msg)));
        }
        let resolved = match self
            .class(cid)
            .resolved
            .get(idx as usize)
            .copied()
            .flatten()
        {
            Some(r) => r,
            None => {
                let r = self.link_call_site(cid, idx)?;
                if matches!(r, Resolved::Switch { .. }) {
                    self.log_undo(crate::vm::Undo::Resolved(cid, idx, None));
                }
                if let Some(slot) = self.classes[cid.0 as usize].resolved.get_mut(idx as usize) {
                    *slot = Some(r);
                }
                r
            }
        };
        match resolved {
            Resolved::Lambda { class, singleton } => {
                if let Some(s) = singleton {
                    self.stack.push(Value::from_ref(s));
                    return Ok(false);
                }
                let obj = self.new_object(class)?;
                // Captured values are on the stack in field order.
                let slots: Vec<(u16, bool)> = self
                    .class(class)
                    .fields
                    .iter()
                    .map(|f| {
                        (
                            f.slot,
                            matches!(f.descriptor.as_bytes().first(), Some(b'J' | b'D')),
                        )
                    })
                    .collect();
                for &(slot, wide) in slots.iter().rev() {
                    let v = if wide {
                        self.stack.pop();
                        self.stack.pop()
                    } else {
                        self.stack.pop()
                    };
                    self.set_field(obj, slot, v);
                }
                if slots.is_empty() {
                    self.log_undo(crate::vm::Undo::Resolved(cid, idx, Some(resolved)));
                }
                if slots.is_empty()
                    && let Some(Some(Resolved::Lambda { singleton, .. })) =
                        self.classes[cid.0 as usize].resolved.get_mut(idx as usize)
                {
                    *singleton = Some(obj);
                }
                self.stack.push(Value::from_ref(obj));
                Ok(false)
            }
            Resolved::Concat(p) => self.concat(p),
            Resolved::Switch {
                labels,
                enum_switch,
            } => {
                let restart = self.stack.pop();
                let target = self.stack.pop();
                let (name, desc) = if enum_switch {
                    ("enumSwitch", "(Ljava/lang/Object;I[Ljava/lang/Object;)I")
                } else {
                    ("typeSwitch", "(Ljava/lang/Object;I[Ljava/lang/Object;)I")
                };
                self.call_helper(name, desc, &[target, restart, Value::from_ref(labels)])
            }
            Resolved::RecordMethod(p) => self.record_method(p),
            // Any other bootstrap: the class library's call site, through an adapter.
            Resolved::Method(m) => self.invoke(m),
            _ => Err(Interrupt::Fatal("corrupt call-site cache".into())),
        }
    }

    fn bsm_error(&mut self, msg: String) -> Interrupt {
        self.throw_new("java/lang/BootstrapMethodError", Some(&msg))
    }

    fn link_call_site(&mut self, cid: ClassId, idx: u16) -> Result<Resolved, Interrupt> {
        let cp = self.class(cid).cp.clone();
        let file = self.class(cid).file.clone();
        let (bsm_index, name, descriptor) = match cp.invoke_dynamic(idx) {
            Ok(x) => x,
            Err(e) => return Err(self.throw_new("java/lang/ClassFormatError", Some(&e.message))),
        };
        let Some(bsm) = file
            .as_ref()
            .and_then(|f| f.bootstrap_methods.get(bsm_index as usize))
            .cloned()
        else {
            return Err(self.bsm_error(format!("bootstrap method {bsm_index} missing")));
        };
        let (_, target) = match cp.method_handle(bsm.method_ref) {
            Ok(x) => x,
            Err(e) => return Err(self.throw_new("java/lang/ClassFormatError", Some(&e.message))),
        };
        let desc = match MethodDescriptor::parse(descriptor) {
            Ok(d) => d,
            Err(e) => return Err(self.throw_new("java/lang/ClassFormatError", Some(&e.message))),
        };
        match (target.class, target.name) {
            ("java/lang/invoke/StringConcatFactory", "makeConcatWithConstants" | "makeConcat") => {
                let plan =
                    self.concat_plan(&cp, &bsm.arguments, target.name == "makeConcat", desc)?;
                self.concat_plans.push(plan);
                Ok(Resolved::Concat((self.concat_plans.len() - 1) as u32))
            }
            ("java/lang/invoke/LambdaMetafactory", "metafactory" | "altMetafactory") => {
                let class = self.make_lambda_proxy(
                    cid,
                    &cp,
                    &bsm.arguments,
                    name,
                    &desc,
                    target.name == "altMetafactory",
                )?;
                Ok(Resolved::Lambda {
                    class,
                    singleton: None,
                })
            }
            ("java/lang/runtime/ObjectMethods", "bootstrap") => {
                let plan = self.record_plan(cid, &cp, &bsm.arguments, name)?;
                self.record_plans.push(plan);
                Ok(Resolved::RecordMethod((self.record_plans.len() - 1) as u32))
            }
            ("java/lang/runtime/SwitchBootstraps", kind @ ("typeSwitch" | "enumSwitch")) => {
                let labels = self.switch_labels(cid, &cp, &bsm.arguments)?;
                Ok(Resolved::Switch {
                    labels,
                    enum_switch: kind == "enumSwitch",
                })
            }
            // Any other bootstrap runs in Java (java.lang.invoke): the call
            // site is made there once, and each call goes through its target.
            _ => Ok(Resolved::Method(self.dynamic_call_adapter(cid, idx, desc)?)),
        }
    }

    fn concat_plan(
        &mut self,
        cp: &ConstantPool,
        args: &[u16],
        plain: bool,
        desc: MethodDescriptor,
    ) -> Result<ConcatPlan, Interrupt> {
        let mut pieces = Vec::new();
        if plain {
            pieces.extend((0..desc.params.len()).map(Piece::Arg));
            return Ok(ConcatPlan {
                pieces,
                params: desc.params,
            });
        }
        let recipe = match args.first().map(|&a| cp.string_utf16(a)) {
            Some(Ok(r)) => r.to_vec(),
            _ => return Err(self.bsm_error("makeConcatWithConstants without a recipe".into())),
        };
        let mut consts = args.iter().skip(1);
        let mut lit: Vec<u16> = Vec::new();
        let mut next_arg = 0;
        for u in recipe {
            match u {
                1 => {
                    if !lit.is_empty() {
                        pieces.push(Piece::Lit(std::mem::take(&mut lit)));
                    }
                    pieces.push(Piece::Arg(next_arg));
                    next_arg += 1;
                }
                2 => {
                    let text = match consts.next().map(|&c| (c, cp.get(c))) {
                        Some((c, Ok(Constant::String { .. }))) => {
                            cp.string_utf16(c).map(|s| s.to_vec()).unwrap_or_default()
                        }
                        Some((_, Ok(Constant::Integer(v)))) => {
                            v.to_string().encode_utf16().collect()
                        }
                        Some((_, Ok(Constant::Long(v)))) => v.to_string().encode_utf16().collect(),
                        _ => {
                            return Err(self.bsm_error("unsupported concatenation constant".into()));
                        }
                    };
                    lit.extend(text);
                }
                u => lit.push(u),
            }
        }
        if !lit.is_empty() {
            pieces.push(Piece::Lit(lit));
        }
        Ok(ConcatPlan {
            pieces,
            params: desc.params,
        })
    }

    /// Concatenate natively when every argument's text is known without Java
    /// code; otherwise hand boxed parts to `Indy.concat`, which calls `String.valueOf`.
    fn concat(&mut self, plan: u32) -> Result<bool, Interrupt> {
        let Some(plan) = self.concat_plans.get(plan as usize).cloned() else {
            return Err(Interrupt::Fatal("corrupt concat plan".into()));
        };
        let slots: usize = plan.params.iter().map(FieldType::slots).sum();

        let raw: SmallVec<[Value; 8]> = self.stack.take_top(slots);
        let mut values: SmallVec<[Value; 8]> = SmallVec::new();
        let mut i = 0;
        for p in &plan.params {
            values.push(raw.get(i).copied().unwrap_or_default());
            i += p.slots();
        }
        let string_class = self.well_known.string;
        let native = plan.params.iter().zip(&values).all(|(t, v)| match t {
            FieldType::Float | FieldType::Double => false,
            FieldType::Object(_) | FieldType::Array(_) => match v.reference() {
                None => true,
                Some(r) => self.class_of(r) == Some(string_class),
            },
            _ => true,
        });
        if native {
            // The length first: a concatenation the heap cannot hold fails
            // before the host builds it, and the text is built in place.
            let mut len = 0usize;
            for piece in &plan.pieces {
                len = len.saturating_add(match piece {
                    Piece::Lit(l) => l.len(),
                    Piece::Arg(a) => match (plan.params.get(*a), values.get(*a)) {
                        (Some(FieldType::Object(_) | FieldType::Array(_)), Some(v)) => v
                            .reference()
                            .map_or(4, |r| self.string_units(r).map_or(0, <[u16]>::len)),
                        // At most the text of a long, "false" or a char.
                        _ => 20,
                    },
                });
            }
            if !self.heap.fits(len.saturating_mul(2)) {
                // Collect first, with the operands back on the (parked) stack as roots.
                self.stack.extend(&raw);
                self.gc();
                self.stack.take_top(slots);
                if !self.heap.fits(len.saturating_mul(2)) {
                    return Err(self.out_of_memory());
                }
            }
            let mut out: Vec<u16> = Vec::with_capacity(len);
            for piece in &plan.pieces {
                match piece {
                    Piece::Lit(l) => out.extend_from_slice(l),
                    Piece::Arg(a) => {
                        let (Some(t), Some(v)) = (plan.params.get(*a), values.get(*a)) else {
                            continue;
                        };
                        match t {
                            FieldType::Boolean => out.extend(
                                (if v.int() != 0 { "true" } else { "false" }).encode_utf16(),
                            ),
                            FieldType::Char => out.push(v.int() as u16),
                            FieldType::Long => out.extend(v.long().to_string().encode_utf16()),
                            FieldType::Object(_) | FieldType::Array(_) => match v.reference() {
                                None => out.extend("null".encode_utf16()),
                                Some(r) => {
                                    out.extend_from_slice(self.string_units(r).unwrap_or(&[]))
                                }
                            },
                            _ => out.extend(v.int().to_string().encode_utf16()),
                        }
                    }
                }
            }
            let s = self.new_string_owned(out)?;
            self.stack.push(Value::from_ref(s));
            return Ok(false);
        }
        let object_array = self
            .load_class("[Ljava/lang/Object;")
            .map_err(|e| Interrupt::Fatal(e.message()))?;
        let parts = self.new_array(object_array, plan.pieces.len())?;
        for (k, piece) in plan.pieces.iter().enumerate() {
            let part = match piece {
                Piece::Lit(l) => Some(self.new_string(l)?),
                Piece::Arg(a) => match (plan.params.get(*a), values.get(*a)) {
                    (Some(t), Some(v)) => self.box_value(t, *v)?,
                    _ => None,
                },
            };
            if let Some(ObjData::Refs(arr)) = self.heap.get_mut(parts).map(|o| &mut o.data)
                && let Some(x) = arr.get_mut(k)
            {
                *x = part;
            }
        }
        self.call_helper(
            "concat",
            "([Ljava/lang/Object;)Ljava/lang/String;",
            &[Value::from_ref(parts)],
        )
    }

    /// Push a frame for `jdk.internal.terrarium.Indy.<name>`.
    fn call_helper(
        &mut self,
        name: &str,
        descriptor: &str,
        args: &[Value],
    ) -> Result<bool, Interrupt> {
        let c = self
            .load_class("jdk/internal/terrarium/Indy")
            .map_err(|e| Interrupt::Fatal(e.message()))?;
        let Some(m) = self.find_method(c, name, descriptor) else {
            return Err(Interrupt::Fatal(format!(
                "the class library lacks Indy.{name}{descriptor}"
            )));
        };
        self.stack.extend(args);
        self.invoke(m)
    }

    /// Box a value of type `t` (references pass through).
    pub fn box_value(&mut self, t: &FieldType, v: Value) -> Result<Option<ObjRef>, Interrupt> {
        let class = match t {
            FieldType::Object(_) | FieldType::Array(_) => return Ok(v.reference()),
            FieldType::Int => "java/lang/Integer",
            FieldType::Long => "java/lang/Long",
            FieldType::Float => "java/lang/Float",
            FieldType::Double => "java/lang/Double",
            FieldType::Char => "java/lang/Character",
            FieldType::Boolean => "java/lang/Boolean",
            FieldType::Byte => "java/lang/Byte",
            FieldType::Short => "java/lang/Short",
        };
        let c = self
            .load_class(class)
            .map_err(|e| Interrupt::Fatal(e.message()))?;
        let slot = self
            .field_slot(c, "value")
            .ok_or_else(|| Interrupt::Fatal(format!("{class} has no value field")))?;
        let b = self.new_object(c)?;
        self.set_field(b, slot, v);
        Ok(Some(b))
    }

    /// The labels of a pattern switch as objects: `Class` mirrors, `String`s and
    /// boxed `Integer`s, in an `Object[]` kept alive by the call site.
    fn switch_labels(
        &mut self,
        cid: ClassId,
        cp: &ConstantPool,
        args: &[u16],
    ) -> Result<ObjRef, Interrupt> {
        let object_array = self
            .load_class("[Ljava/lang/Object;")
            .map_err(|e| Interrupt::Fatal(e.message()))?;
        let labels = self.new_array(object_array, args.len())?;
        for (k, &a) in args.iter().enumerate() {
            let label = match cp.get(a) {
                Ok(Constant::Class { .. }) => {
                    let c = self.resolve_class_ref(cid, a)?;
                    self.mirror(c)?
                }
                Ok(Constant::String { .. }) => {
                    let units = cp.string_utf16(a).map(<[u16]>::to_vec).unwrap_or_default();
                    self.intern(&units)?
                }
                Ok(Constant::Integer(v)) => {
                    match self.box_value(&FieldType::Int, Value::Int(*v))? {
                        Some(b) => b,
                        None => return Err(Interrupt::Fatal("boxing failed".into())),
                    }
                }
                Ok(other) => {
                    let msg = format!(
                        "pattern switch label of kind {} is not supported by Terrarium",
                        other.kind_name()
                    );
                    return Err(self.bsm_error(msg));
                }
                Err(e) => {
                    return Err(self.throw_new("java/lang/ClassFormatError", Some(&e.message)));
                }
            };
            if let Some(ObjData::Refs(arr)) = self.heap.get_mut(labels).map(|o| &mut o.data)
                && let Some(x) = arr.get_mut(k)
            {
                *x = Some(label);
            }
        }
        Ok(labels)
    }

    fn record_plan(
        &mut self,
        cid: ClassId,
        cp: &ConstantPool,
        args: &[u16],
        name: &str,
    ) -> Result<RecordPlan, Interrupt> {
        let kind = match name {
            "toString" => RecordMethodKind::ToString,
            "equals" => RecordMethodKind::Equals,
            "hashCode" => RecordMethodKind::HashCode,
            other => return Err(self.bsm_error(format!("ObjectMethods.bootstrap for {other}"))),
        };
        let record = match args.first() {
            Some(&a) => self.resolve_class_ref(cid, a)?,
            None => {
                return Err(self.bsm_error("ObjectMethods.bootstrap without a record class".into()));
            }
        };
        let names = args
            .get(1)
            .and_then(|&a| cp.string_utf16(a).ok())
            .map(String::from_utf16_lossy)
            .unwrap_or_default();
        let mut fields = Vec::new();
        for &a in args.iter().skip(2) {
            let Ok((_, r)) = cp.method_handle(a) else {
                return Err(self.bsm_error("bad record component handle".into()));
            };
            let Some((_, f)) = self.find_field(record, r.name, false) else {
                return Err(self.bsm_error(format!("record component {} not found", r.name)));
            };
            fields.push((
                f.slot,
                f.descriptor.as_bytes().first().copied().unwrap_or(b'L'),
            ));
        }
        Ok(RecordPlan {
            kind,
            record,
            names,
            fields,
        })
    }

    fn record_values(&mut self, plan: &RecordPlan, rec: ObjRef) -> Result<ObjRef, Interrupt> {
        let object_array = self
            .load_class("[Ljava/lang/Object;")
            .map_err(|e| Interrupt::Fatal(e.message()))?;
        let arr = self.new_array(object_array, plan.fields.len())?;
        for (k, &(slot, d)) in plan.fields.iter().enumerate() {
            let v = self.field(rec, slot);
            let t = FieldType::parse(&(d as char).to_string())
                .unwrap_or(FieldType::Object(String::new()));
            let b = self.box_value(&t, v)?;
            if let Some(ObjData::Refs(a)) = self.heap.get_mut(arr).map(|o| &mut o.data)
                && let Some(x) = a.get_mut(k)
            {
                *x = b;
            }
        }
        Ok(arr)
    }

    fn record_method(&mut self, plan: u32) -> Result<bool, Interrupt> {
        let Some(plan) = self.record_plans.get(plan as usize).cloned() else {
            return Err(Interrupt::Fatal("corrupt record plan".into()));
        };
        match plan.kind {
            RecordMethodKind::ToString => {
                let Some(rec) = self.stack.pop().reference() else {
                    return Err(self.throw_new("java/lang/NullPointerException", None));
                };
                let values = self.record_values(&plan, rec)?;
                let mirror = self.mirror(plan.record)?;
                let names = self.new_string_from(&plan.names)?;
                self.call_helper(
                    "recordToString",
                    "(Ljava/lang/Class;Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;",
                    &[
                        Value::from_ref(mirror),
                        Value::from_ref(names),
                        Value::from_ref(values),
                    ],
                )
            }
            RecordMethodKind::HashCode => {
                let Some(rec) = self.stack.pop().reference() else {
                    return Err(self.throw_new("java/lang/NullPointerException", None));
                };
                let values = self.record_values(&plan, rec)?;
                self.call_helper(
                    "recordHashCode",
                    "([Ljava/lang/Object;)I",
                    &[Value::from_ref(values)],
                )
            }
            RecordMethodKind::Equals => {
                let other = self.stack.pop().reference();
                let Some(rec) = self.stack.pop().reference() else {
                    return Err(self.throw_new("java/lang/NullPointerException", None));
                };
                let same_class = other.is_some_and(|o| self.class_of(o) == self.class_of(rec));
                let Some(other) = other.filter(|_| same_class) else {
                    self.stack.push(Value::Int(0));
                    return Ok(false);
                };
                let a = self.record_values(&plan, rec)?;
                let b = self.record_values(&plan, other)?;
                self.call_helper(
                    "recordEquals",
                    "([Ljava/lang/Object;[Ljava/lang/Object;)Z",
                    &[Value::from_ref(a), Value::from_ref(b)],
                )
            }
        }
    }

    /// Build the hidden class a lambda or method reference instantiates: one
    /// field per captured value and the interface method (plus bridges), whose
    /// code loads the captures and arguments, adapts them (cast, box, unbox,
    /// widen) and calls the implementation method.
    fn make_lambda_proxy(
        &mut self,
        host: ClassId,
        cp: &ConstantPool,
        args: &[u16],
        sam_name: &str,
        site: &MethodDescriptor,
        alt: bool,
    ) -> Result<ClassId, Interrupt> {
        let bad = |vm: &mut Vm, m: &str| vm.bsm_error(format!("LambdaMetafactory: {m}"));
        let Some(sam) = method_type(cp, args.first()) else {
            return Err(bad(self, "bad SAM type"));
        };
        let Some(&impl_handle) = args.get(1) else {
            return Err(bad(self, "no implementation"));
        };
        let Some(instantiated) = method_type(cp, args.get(2)) else {
            return Err(bad(self, "bad instantiated type"));
        };
        let (kind, impl_ref) = match cp.method_handle(impl_handle) {
            Ok((k, r)) => (
                k,
                (
                    r.class.to_string(),
                    r.name.to_string(),
                    r.descriptor.to_string(),
                ),
            ),
            Err(e) => return Err(self.throw_new("java/lang/ClassFormatError", Some(&e.message))),
        };
        let Some(FieldType::Object(iface_name)) = site.ret.clone() else {
            return Err(bad(self, "call site does not return an interface"));
        };
        let iface = self.load_for_indy(&iface_name)?;
        let mut interfaces = vec![iface];
        let (serializable, bridges) = if alt {
            self.alt_metafactory_flags(host, cp, args, &mut interfaces)?
        } else {
            (false, Vec::new())
        };
        let (impl_owner, impl_m, impl_desc) = self.lambda_impl(&impl_ref)?;

        // Generate the code first: it may load classes (boxes), which takes class ids.
        let mut all_types = vec![sam.clone()];
        all_types.extend(bridges);
        let object = self.well_known.object;
        let first_slot = self.class(object).slot_defaults.len() as u16;
        let mut codes = Vec::new();
        for ty in &all_types {
            codes.push(self.lambda_code(
                &site.params,
                first_slot,
                ty,
                &instantiated,
                kind,
                impl_m,
                impl_owner,
                &impl_desc,
            )?);
        }
        let write_replace = if serializable {
            self.write_replace_method()
        } else {
            None
        };
        let serialized = write_replace.is_some();
        self.lambda_count += 1;
        let name = format!("{}$$Lambda${}", self.class(host).name, self.lambda_count);
        let id = self.define_hidden_class(super::reflect::HiddenClass {
            name,
            super_class: object,
            interfaces,
            fields: site
                .params
                .iter()
                .enumerate()
                .map(|(k, p)| (format!("arg${}", k + 1), p.clone()))
                .collect(),
            methods: all_types
                .into_iter()
                .zip(codes)
                .map(|(descriptor, code)| super::reflect::HiddenMethod {
                    name: sam_name.to_string(),
                    descriptor,
                    access: ACC_PUBLIC | ACC_FINAL,
                    code,
                    shown_as: None,
                })
                .chain(write_replace)
                .collect(),
            access: ACC_PUBLIC | ACC_FINAL,
            hidden: true,
            like: host,
        });
        if serialized {
            let mut slot = first_slot;
            let captured = site
                .params
                .iter()
                .map(|p| {
                    let s = slot;
                    slot += 1;
                    (s, p.clone())
                })
                .collect();
            let info = super::reflect::LambdaInfo {
                capturing: host,
                interface: iface_name.clone(),
                method: sam_name.to_string(),
                method_type: method_type_text(cp, args.first()),
                impl_kind: kind,
                impl_class: impl_ref.0.clone(),
                impl_name: impl_ref.1.clone(),
                impl_type: impl_ref.2.clone(),
                instantiated: method_type_text(cp, args.get(2)),
                captured,
            };
            self.reflect.lambdas.insert(id, info);
        }
        Ok(id)
    }

    /// `altMetafactory`'s arguments past the first three: its flags, the
    /// marker interfaces (added to `interfaces`) and the bridge types.
    /// Whether the lambda is serializable, and its bridges.
    fn alt_metafactory_flags(
        &mut self,
        host: ClassId,
        cp: &ConstantPool,
        args: &[u16],
        interfaces: &mut Vec<ClassId>,
    ) -> Result<(bool, Vec<MethodDescriptor>), Interrupt> {
        let int_at = |pos: usize| {
            args.get(pos).and_then(|&i| match cp.get(i) {
                Ok(Constant::Integer(v)) => Some(*v),
                _ => None,
            })
        };
        // A count never exceeds the arguments there are (a negative or huge
        // one would otherwise loop for ever).
        let count_at = |pos: usize| int_at(pos).map_or(0, |v| (v.max(0) as usize).min(args.len()));
        let flags = int_at(3).unwrap_or(0);
        let serializable = flags & 1 != 0;
        if serializable && let Ok(ser) = self.load_class("java/io/Serializable") {
            interfaces.push(ser);
        }
        let mut bridges = Vec::new();
        let mut pos = 4;
        if flags & 2 != 0 {
            let n = count_at(pos);
            pos += 1;
            for k in 0..n {
                if let Some(&ci) = args.get(pos + k) {
                    let c = self.resolve_class_ref(host, ci)?;
                    interfaces.push(c);
                }
            }
            pos += n;
        }
        if flags & 4 != 0 {
            let n = count_at(pos);
            pos += 1;
            for k in 0..n {
                if let Some(b) = method_type(cp, args.get(pos + k)) {
                    bridges.push(b);
                }
            }
        }
        Ok((serializable, bridges))
    }

    /// The implementation method a lambda calls, named by `(class, name,
    /// descriptor)`: its class, the method and its parsed descriptor.
    fn lambda_impl(
        &mut self,
        (class, name, descriptor): &(String, String, String),
    ) -> Result<(ClassId, MethodId, MethodDescriptor), Interrupt> {
        let owner = self.load_for_indy(class)?;
        let Some(m) = self.find_method(owner, name, descriptor) else {
            let msg = format!("{}.{}{}", class.replace('/', "."), name, descriptor);
            return Err(self.throw_new("java/lang/NoSuchMethodError", Some(&msg)));
        };
        match MethodDescriptor::parse(descriptor) {
            Ok(d) => Ok((owner, m, d)),
            Err(e) => Err(self.throw_new("java/lang/ClassFormatError", Some(&e.message))),
        }
    }

    /// A serializable lambda writes itself as a SerializedLambda, as the
    /// JDK's proxies do: its `writeReplace` asks the class library to make
    /// one. `None` if the class library has no such helper.
    fn write_replace_method(&mut self) -> Option<super::reflect::HiddenMethod> {
        let lambdas = self
            .load_class("jdk/internal/terrarium/invoke/Lambdas")
            .ok()?;
        let helper = self.find_method(
            lambdas,
            "serialize",
            "(Ljava/lang/Object;)Ljava/lang/Object;",
        )?;
        Some(super::reflect::HiddenMethod {
            name: "writeReplace".to_string(),
            descriptor: MethodDescriptor {
                params: Vec::new(),
                ret: Some(FieldType::Object("java/lang/Object".to_string())),
            },
            access: ACC_PRIVATE | ACC_FINAL,
            code: super::reflect::synthetic_code(
                vec![Instr::Load(0), Instr::InvokeDirectQ(helper), Instr::Return1],
                1,
                2,
            ),
            shown_as: None,
        })
    }

    /// An object of interface `iface` whose method `sam` (erased descriptor
    /// `desc`) ignores its arguments and returns `value` (nothing when
    /// `desc` returns void): what a test's `x -> "abc"` makes. A hidden
    /// class as a lambda proxy is, with the value in a field.
    pub fn constant_lambda(
        &mut self,
        iface: &str,
        sam: &str,
        desc: &MethodDescriptor,
        value: Value,
    ) -> Result<ObjRef, EmbedError> {
        let iface_id = self.load_class(iface)?;
        let object = self.well_known.object;
        let slot = self.class(object).slot_defaults.len() as u16;
        let (instrs, fields) = match &desc.ret {
            None => (vec![Instr::Return], Vec::new()),
            Some(ret) => {
                let (get, ret_instr) = if ret.slots() == 2 {
                    (Instr::GetField2Q(slot), Instr::Return2)
                } else {
                    (Instr::GetFieldQ(slot), Instr::Return1)
                };
                (
                    vec![Instr::Load(0), get, ret_instr],
                    vec![("value".to_string(), ret.clone())],
                )
            }
        };
        let locals = (desc.param_slots() + 1) as u16;
        self.lambda_count += 1;
        let name = format!("{iface}$$Lambda${}", self.lambda_count);
        let id = self.define_hidden_class(super::reflect::HiddenClass {
            name,
            super_class: object,
            interfaces: vec![iface_id],
            fields,
            methods: vec![super::reflect::HiddenMethod {
                name: sam.to_string(),
                descriptor: desc.clone(),
                access: ACC_PUBLIC | ACC_FINAL,
                code: super::reflect::synthetic_code(instrs, locals, 2),
                shown_as: None,
            }],
            access: ACC_PUBLIC | ACC_FINAL,
            hidden: true,
            like: iface_id,
        });
        let obj = self.new_object(id).map_err(|_| EmbedError::HeapExhausted)?;
        if desc.ret.is_some() {
            self.set_field(obj, slot, value);
        }
        Ok(obj)
    }

    pub(crate) fn load_for_indy(&mut self, name: &str) -> Result<ClassId, Interrupt> {
        match self.load_class(name) {
            Ok(c) => Ok(c),
            Err(e) => Err(self.throw_new(e.java_class(), Some(&e.message()))),
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn lambda_code(
        &mut self,
        captured: &[FieldType],
        first_slot: u16,
        ty: &MethodDescriptor,
        instantiated: &MethodDescriptor,
        kind: u8,
        impl_m: MethodId,
        impl_owner: ClassId,
        impl_desc: &MethodDescriptor,
    ) -> Result<Code, Interrupt> {
        let mut out: Vec<Instr> = Vec::new();
        let receiver_in_params = matches!(
            kind,
            REF_INVOKE_VIRTUAL | REF_INVOKE_INTERFACE | REF_INVOKE_SPECIAL
        ) && !self.method(impl_m).is_static();
        // The implementation's parameter list as the adapter sees it: receiver first for instance methods.
        let mut targets: Vec<FieldType> = Vec::new();
        if receiver_in_params {
            targets.push(FieldType::Object(self.class(impl_owner).name.to_string()));
        }
        targets.extend(impl_desc.params.iter().cloned());
        if matches!(kind, REF_INVOKE_STATIC | REF_NEW_INVOKE_SPECIAL) {
            out.push(Instr::EnsureInit(impl_owner));
        }
        if kind == REF_NEW_INVOKE_SPECIAL {
            out.push(Instr::NewQ(impl_owner));
            out.push(Instr::Dup);
        }
        let mut t = targets.iter();
        for (k, c) in captured.iter().enumerate() {
            out.push(Instr::Load(0));
            let slot = first_slot + k as u16;
            out.push(if c.slots() == 2 {
                Instr::GetField2Q(slot)
            } else {
                Instr::GetFieldQ(slot)
            });
            if let Some(target) = t.next() {
                self.adapt(&mut out, c, c, target)?;
            }
        }
        let mut local = 1u16;
        for (k, p) in ty.params.iter().enumerate() {
            out.push(if p.slots() == 2 {
                Instr::Load2(local)
            } else {
                Instr::Load(local)
            });
            local += p.slots() as u16;
            let inst = instantiated.params.get(k).unwrap_or(p);
            if let Some(target) = t.next() {
                self.adapt(&mut out, p, inst, target)?;
            }
        }
        let m = self.method(impl_m);
        if m.is_static()
            || kind == REF_NEW_INVOKE_SPECIAL
            || kind == REF_INVOKE_SPECIAL
            || m.access & ACC_PRIVATE != 0
        {
            out.push(Instr::InvokeDirectQ(impl_m));
        } else {
            out.push(Instr::InvokeVirtualQ(m.selector, m.arg_slots));
        }
        let produced = if kind == REF_NEW_INVOKE_SPECIAL {
            Some(FieldType::Object(self.class(impl_owner).name.to_string()))
        } else {
            impl_desc.ret.clone()
        };
        match (&produced, &ty.ret) {
            (_, None) => match produced.as_ref().map(FieldType::slots) {
                Some(2) => out.push(Instr::Pop2),
                Some(_) => out.push(Instr::Pop),
                None => {}
            },
            (Some(p), Some(r)) => {
                let inst = instantiated.ret.clone().unwrap_or(r.clone());
                self.adapt(&mut out, p, p, &inst)?;
                if inst != *r && !r.is_reference() {
                    self.adapt(&mut out, &inst, &inst, r)?;
                }
            }
            (None, Some(_)) => out.push(Instr::AConstNull),
        }
        out.push(match ty.ret.as_ref().map(FieldType::slots) {
            None => Instr::Return,
            Some(2) => Instr::Return2,
            Some(_) => Instr::Return1,
        });
        Ok(super::reflect::synthetic_code(
            out,
            local,
            captured.len() + usize::from(local),
        ))
    }

    /// Emit the conversion of a value of type `from` (statically `inst`, the
    /// instantiated type) to `to`: cast, box, unbox or widen.
    pub(crate) fn adapt(
        &mut self,
        out: &mut Vec<Instr>,
        from: &FieldType,
        inst: &FieldType,
        to: &FieldType,
    ) -> Result<(), Interrupt> {
        use FieldType as F;
        if from == to {
            return Ok(());
        }
        match (from.is_reference(), to.is_reference()) {
            (true, true) => {
                if let F::Object(n) = to
                    && n == "java/lang/Object"
                {
                    return Ok(());
                }
                let c = self.load_for_indy(&class_name_of(to))?;
                out.push(Instr::CheckCastQ(c));
            }
            (true, false) => {
                // Unbox: through the instantiated box type if it names one, else the target's box.
                let box_of = |t: &F| -> Option<(&'static str, &'static str, &'static str)> {
                    Some(match t {
                        F::Int => ("java/lang/Integer", "intValue", "()I"),
                        F::Long => ("java/lang/Long", "longValue", "()J"),
                        F::Float => ("java/lang/Float", "floatValue", "()F"),
                        F::Double => ("java/lang/Double", "doubleValue", "()D"),
                        F::Boolean => ("java/lang/Boolean", "booleanValue", "()Z"),
                        F::Char => ("java/lang/Character", "charValue", "()C"),
                        F::Byte => ("java/lang/Byte", "byteValue", "()B"),
                        F::Short => ("java/lang/Short", "shortValue", "()S"),
                        _ => return None,
                    })
                };
                let prim = match inst {
                    F::Object(n) => prim_of_box(n).unwrap_or(to.clone()),
                    _ => to.clone(),
                };
                let Some((bx, getter, desc)) = box_of(&prim) else {
                    return Ok(());
                };
                let c = self.load_for_indy(bx)?;
                out.push(Instr::CheckCastQ(c));
                let m = self
                    .find_method(c, getter, desc)
                    .ok_or_else(|| Interrupt::Fatal(format!("{bx}.{getter} missing")))?;
                out.push(Instr::InvokeDirectQ(m));
                widen(out, &prim, to);
            }
            (false, true) => {
                let prim = match to {
                    F::Object(n) => prim_of_box(n).unwrap_or(from.clone()),
                    _ => from.clone(),
                };
                widen(out, from, &prim);
                let (bx, desc) = match prim {
                    F::Int => ("java/lang/Integer", "(I)Ljava/lang/Integer;"),
                    F::Long => ("java/lang/Long", "(J)Ljava/lang/Long;"),
                    F::Float => ("java/lang/Float", "(F)Ljava/lang/Float;"),
                    F::Double => ("java/lang/Double", "(D)Ljava/lang/Double;"),
                    F::Boolean => ("java/lang/Boolean", "(Z)Ljava/lang/Boolean;"),
                    F::Char => ("java/lang/Character", "(C)Ljava/lang/Character;"),
                    F::Byte => ("java/lang/Byte", "(B)Ljava/lang/Byte;"),
                    F::Short => ("java/lang/Short", "(S)Ljava/lang/Short;"),
                    _ => return Ok(()),
                };
                let c = self.load_for_indy(bx)?;
                let m = self
                    .find_method(c, "valueOf", desc)
                    .ok_or_else(|| Interrupt::Fatal(format!("{bx}.valueOf missing")))?;
                out.push(Instr::EnsureInit(c));
                out.push(Instr::InvokeDirectQ(m));
            }
            (false, false) => widen(out, from, to),
        }
        Ok(())
    }
}

/// The descriptor of the `MethodType` constant at `i`, if it is one.
fn method_type(cp: &ConstantPool, i: Option<&u16>) -> Option<MethodDescriptor> {
    MethodDescriptor::parse(method_type_descriptor(cp, i)?).ok()
}

/// The descriptor text of the `MethodType` constant at `i` (for
/// SerializedLambda), empty if it is none.
fn method_type_text(cp: &ConstantPool, i: Option<&u16>) -> String {
    method_type_descriptor(cp, i)
        .map(str::to_string)
        .unwrap_or_default()
}

fn method_type_descriptor<'a>(cp: &'a ConstantPool, i: Option<&u16>) -> Option<&'a str> {
    match cp.get(*i?).ok()? {
        Constant::MethodType { descriptor_index } => cp.utf8(*descriptor_index).ok(),
        _ => None,
    }
}

fn class_name_of(t: &FieldType) -> String {
    match t {
        FieldType::Object(n) => n.clone(),
        other => other.descriptor(),
    }
}

/// The primitive type a box class holds (`java/lang/Integer` → `int`).
pub(crate) fn prim_of_box(n: &str) -> Option<FieldType> {
    Some(match n {
        "java/lang/Integer" => FieldType::Int,
        "java/lang/Long" => FieldType::Long,
        "java/lang/Float" => FieldType::Float,
        "java/lang/Double" => FieldType::Double,
        "java/lang/Boolean" => FieldType::Boolean,
        "java/lang/Character" => FieldType::Char,
        "java/lang/Byte" => FieldType::Byte,
        "java/lang/Short" => FieldType::Short,
        _ => return None,
    })
}

/// Primitive widening conversions (JLS 5.1.2).
fn widen(out: &mut Vec<Instr>, from: &FieldType, to: &FieldType) {
    use FieldType as F;
    let int_like = |t: &F| matches!(t, F::Int | F::Short | F::Byte | F::Char | F::Boolean);
    match (from, to) {
        (f, F::Long) if int_like(f) => out.push(Instr::I2L),
        (f, F::Float) if int_like(f) => out.push(Instr::I2F),
        (f, F::Double) if int_like(f) => out.push(Instr::I2D),
        (F::Long, F::Float) => out.push(Instr::L2F),
        (F::Long, F::Double) => out.push(Instr::L2D),
        (F::Float, F::Double) => out.push(Instr::F2D),
        _ => {}
    }
}
