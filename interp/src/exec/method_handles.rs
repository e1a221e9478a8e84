//! `java.lang.invoke`'s VM side. Two kinds of bytecode reach into it:
//! calls of the signature-polymorphic methods (`MethodHandle.invokeExact`,
//! `invoke`, the access modes of `VarHandle`) and `ldc` of `MethodType`,
//! `MethodHandle` and dynamic constants. Each site gets a small generated
//! static method with the site's own descriptor that boxes its arguments
//! and calls the class library
//! (`jdk.internal.terrarium.invoke.Invokers.invoke(handle, site, args)` or
//! `Invokers.constant(id)`), then converts the boxed result back to the
//! site's return type. Everything else of `java.lang.invoke` is Java.
use rustc_hash::FxHashMap;

use super::instr::Instr;
use super::natives::Interrupt;
use super::reflect::{HiddenClass, HiddenMethod, synthetic_code};
use crate::classfile::{FieldType, MethodDescriptor};
use crate::runtime::class::*;
use crate::vm::Vm;

const INVOKERS: &str = "jdk/internal/terrarium/invoke/Invokers";

/// The signature-polymorphic sites and constants seen so far, numbered for
/// the class library.
#[derive(Default)]
pub(crate) struct InvokeSites {
    /// (method name, site descriptor) by site number.
    sites: Vec<(String, String)>,
    /// Adapter by (owner, name, descriptor): one per distinct call shape.
    adapters: FxHashMap<(String, String, String), MethodId>,
    /// (class, constant-pool index) by constant number.
    constants: Vec<(ClassId, u16)>,
    constant_adapters: FxHashMap<(ClassId, u16), MethodId>,
}

/// Is `owner.name` one of the signature-polymorphic methods (JVMS 2.9.3)?
fn polymorphic_owner(owner: &str) -> bool {
    owner == "java/lang/invoke/MethodHandle" || owner == "java/lang/invoke/VarHandle"
}

impl Vm {
    /// The adapter for a call of member `idx` of `cid`'s pool when it names a
    /// signature-polymorphic method; `None` for any other method.
    pub(crate) fn polymorphic_adapter(
        &mut self,
        cid: ClassId,
        idx: u16,
    ) -> Result<Option<MethodId>, Interrupt> {
        let cp = self.class(cid).cp.clone();
        let Ok(r) = cp.member_ref(idx) else {
            return Ok(None);
        };
        if !polymorphic_owner(r.class) {
            return Ok(None);
        }
        let owner = self.load_for_indy(r.class)?;
        // Signature-polymorphic: native, varargs, one Object[] parameter,
        // whatever it returns (`VarHandle.compareAndSet` says boolean).
        const POLYMORPHIC: u16 = ACC_NATIVE | 0x0080; // native varargs
        let declared = self.class(owner).methods.iter().any(|&m| {
            let m = self.method(m);
            &*m.name == r.name
                && m.descriptor.starts_with("([Ljava/lang/Object;)")
                && m.access & POLYMORPHIC == POLYMORPHIC
        });
        if !declared {
            return Ok(None);
        }
        let key = (
            r.class.to_string(),
            r.name.to_string(),
            r.descriptor.to_string(),
        );
        if let Some(&m) = self.invoke_sites.adapters.get(&key) {
            return Ok(Some(m));
        }
        let site_desc = match MethodDescriptor::parse(r.descriptor) {
            Ok(d) => d,
            Err(e) => return Err(self.throw_new("java/lang/ClassFormatError", Some(&e.message))),
        };
        let site = self.invoke_sites.sites.len() as i32;
        self.invoke_sites
            .sites
            .push((r.name.to_string(), r.descriptor.to_string()));
        let invoke = self.invokers_method(
            "invoke",
            "(Ljava/lang/Object;I[Ljava/lang/Object;)Ljava/lang/Object;",
        )?;
        // The adapter is an instance method whose receiver is the handle (of
        // another class: a direct call does not check it), so a null handle
        // fails at the call site with the site's helpful message, as on HotSpot.
        let mut out = vec![Instr::Load(0), Instr::IConst(site)];
        self.box_arguments(&mut out, &site_desc.params, 1)?;
        out.push(Instr::InvokeDirectQ(invoke));
        self.unbox_result(&mut out, site_desc.ret.as_ref())?;
        let locals = (site_desc.param_slots() + 1) as u16;
        let m = self.define_adapter(
            format!("java/lang/invoke/Invokers$Site{site}"),
            r.name,
            site_desc,
            ACC_PUBLIC,
            out,
            locals,
        )?;
        self.invoke_sites.adapters.insert(key, m);
        Ok(Some(m))
    }

    /// The adapter that loads constant `idx` of `cid` (a `MethodType`,
    /// `MethodHandle` or dynamic constant of type `ty`) through the class
    /// library, which resolves it once.
    pub(crate) fn constant_adapter(
        &mut self,
        cid: ClassId,
        idx: u16,
        ty: FieldType,
    ) -> Result<MethodId, Interrupt> {
        if let Some(&m) = self.invoke_sites.constant_adapters.get(&(cid, idx)) {
            return Ok(m);
        }
        let id = self.invoke_sites.constants.len() as i32;
        self.invoke_sites.constants.push((cid, idx));
        let constant = self.invokers_method("constant", "(I)Ljava/lang/Object;")?;
        let mut out = vec![Instr::IConst(id), Instr::InvokeDirectQ(constant)];
        self.unbox_result(&mut out, Some(&ty))?;
        let m = self.define_adapter(
            format!("java/lang/invoke/Invokers$Constant{id}"),
            "constant",
            MethodDescriptor {
                params: Vec::new(),
                ret: Some(ty),
            },
            ACC_PUBLIC | ACC_STATIC,
            out,
            0,
        )?;
        self.invoke_sites.constant_adapters.insert((cid, idx), m);
        Ok(m)
    }

    /// The adapter for `invokedynamic` entry `idx` of `cid` whose bootstrap
    /// method the VM does not substitute: it passes the site's arguments,
    /// boxed, to `Invokers.invokeDynamic(id, args)`, which bootstraps the
    /// call site once (as constant `id`) and calls its target.
    pub(crate) fn dynamic_call_adapter(
        &mut self,
        cid: ClassId,
        idx: u16,
        site: MethodDescriptor,
    ) -> Result<MethodId, Interrupt> {
        if let Some(&m) = self.invoke_sites.constant_adapters.get(&(cid, idx)) {
            return Ok(m);
        }
        let id = self.invoke_sites.constants.len() as i32;
        self.invoke_sites.constants.push((cid, idx));
        let call =
            self.invokers_method("invokeDynamic", "(I[Ljava/lang/Object;)Ljava/lang/Object;")?;
        let mut out = vec![Instr::IConst(id)];
        self.box_arguments(&mut out, &site.params, 0)?;
        out.push(Instr::InvokeDirectQ(call));
        self.unbox_result(&mut out, site.ret.as_ref())?;
        let locals = site.param_slots() as u16;
        let m = self.define_adapter(
            format!("java/lang/invoke/Invokers$Indy{id}"),
            "invokeDynamic",
            site,
            ACC_PUBLIC | ACC_STATIC,
            out,
            locals,
        )?;
        self.invoke_sites.constant_adapters.insert((cid, idx), m);
        Ok(m)
    }

    /// Site `id`'s method name and descriptor.
    pub fn invoke_site(&self, id: i32) -> Option<(&str, &str)> {
        let (n, d) = self.invoke_sites.sites.get(usize::try_from(id).ok()?)?;
        Some((n, d))
    }

    /// Constant `id`'s class and constant-pool index.
    pub fn invoke_constant(&self, id: i32) -> Option<(ClassId, u16)> {
        self.invoke_sites
            .constants
            .get(usize::try_from(id).ok()?)
            .copied()
    }

    fn invokers_method(&mut self, name: &str, descriptor: &str) -> Result<MethodId, Interrupt> {
        let c = self.load_for_indy(INVOKERS)?;
        self.find_method(c, name, descriptor).ok_or_else(|| {
            Interrupt::Fatal(format!(
                "the class library lacks Invokers.{name}{descriptor}"
            ))
        })
    }

    /// Emit: an `Object[]` of the parameters (locals from `first`), boxed.
    fn box_arguments(
        &mut self,
        out: &mut Vec<Instr>,
        params: &[FieldType],
        first: u16,
    ) -> Result<(), Interrupt> {
        let object_t = FieldType::Object("java/lang/Object".into());
        let object_array = self.load_for_indy("[Ljava/lang/Object;")?;
        out.push(Instr::IConst(params.len() as i32));
        out.push(Instr::ANewArrayQ(object_array));
        let mut local = first;
        for (i, p) in params.iter().enumerate() {
            out.push(Instr::Dup);
            out.push(Instr::IConst(i as i32));
            out.push(if p.slots() == 2 {
                Instr::Load2(local)
            } else {
                Instr::Load(local)
            });
            local += p.slots() as u16;
            self.adapt(out, p, p, &object_t)?;
            out.push(Instr::AAStore);
        }
        Ok(())
    }

    /// Emit: the `Object` on the stack as a `ret` (unboxed, cast), and return it.
    fn unbox_result(
        &mut self,
        out: &mut Vec<Instr>,
        ret: Option<&FieldType>,
    ) -> Result<(), Interrupt> {
        let object_t = FieldType::Object("java/lang/Object".into());
        match ret {
            None => {
                out.push(Instr::Pop);
                out.push(Instr::Return);
            }
            Some(r) => {
                let boxed = super::reflect::boxed_type(r);
                self.adapt(out, &object_t, &boxed, r)?;
                out.push(if r.slots() == 2 {
                    Instr::Return2
                } else {
                    Instr::Return1
                });
            }
        }
        Ok(())
    }

    fn define_adapter(
        &mut self,
        class_name: String,
        name: &str,
        descriptor: MethodDescriptor,
        access: u16,
        code: Vec<Instr>,
        locals: u16,
    ) -> Result<MethodId, Interrupt> {
        let object = self.well_known.object;
        let values = descriptor.param_slots() + 4;
        let c = self.define_hidden_class(HiddenClass {
            name: class_name,
            super_class: object,
            interfaces: Vec::new(),
            fields: Vec::new(),
            methods: vec![HiddenMethod {
                name: name.to_string(),
                descriptor,
                access,
                code: synthetic_code(code, locals, values),
                shown_as: None,
            }],
            access: ACC_PUBLIC | ACC_FINAL,
            hidden: true,
            like: object,
        });
        self.class(c)
            .methods
            .first()
            .copied()
            .ok_or_else(|| Interrupt::Fatal("adapter without a method".into()))
    }
}
