//! The interpreter loop: an execution context ([`Exec`]) holding the running
//! frame's registers, one handler method per instruction grouped by category
//! (one file each), and a dispatch of one arm per instruction.
//!
//! Java calls never recurse on the Rust stack: an invoke pushes a `Frame` and
//! the loop switches to it in place ([`Exec::reload`]); the loop is left only
//! to throw, to end, to let another thread run or when the budget runs out,
//! and always through [`Exec::sync`], which writes the registers back.
//!
//! Every handler is `#[inline(always)]` and nothing out of line ever receives
//! the context itself (slow paths are `Vm` methods given plain values, called
//! after a sync), so the registers stay in machine registers as the local
//! variables of one function would.
use std::cell::Cell;
use std::mem::ManuallyDrop;
use std::rc::Rc;

use super::instr::{Code, Instr};
use super::natives::Interrupt;
use crate::runtime::class::ClassId;
use crate::runtime::heap::ObjData;
use crate::runtime::stack::{MASK, SLOTS};
use crate::runtime::value::Value;
use crate::vm::Vm;

mod arith;
mod array;
mod branch;
mod compare;
mod convert;
mod field;
mod invoke;
mod monitor;
mod object;
mod probe;
mod stack;

/// Why the loop stops: the turn ended with everything in order (budget
/// spent, a thread blocked, the run finished), or an interrupt for `Vm::run`.
pub(super) enum Leave {
    Yield,
    Interrupt(Interrupt),
}

impl From<Interrupt> for Leave {
    fn from(e: Interrupt) -> Leave {
        Leave::Interrupt(e)
    }
}

/// What a handler gives back: go on with the next instruction, or leave.
type Step = Result<(), Leave>;

/// The arm of an instruction with operands: `Kind(a, b) => handler`. The
/// arm reads its operands again with [`Exec::current`] rather than from
/// the dispatched value (see `run`); the pattern always matches there.
macro_rules! operands {
    ($ex:ident, $kind:ident($($a:ident),*) => $handler:expr) => {
        if let Instr::$kind($($a),*) = $ex.current() {
            $handler?
        }
    };
}

/// The running frame's registers, and the VM they belong to.
pub(super) struct Exec<'vm> {
    vm: &'vm mut Vm,
    /// Never dropped in place (see [`release`]).
    code: ManuallyDrop<Rc<Code>>,
    /// Index of the frame's first local in the value stack.
    base: usize,
    /// The next instruction.
    pc: usize,
    /// The class of the running method (whose constant pool the code uses).
    cid: ClassId,
    /// Index of the running frame in `vm.frames`.
    fi: usize,
    /// Budget left in this turn; written back at every sync.
    left: u64,
    /// The stack pointer and the slots live here while the loop runs
    /// (the slots are not reloaded through `vm` at every access); they go
    /// back to `vm.stack` ("parked", the slots swapped with the stack's
    /// spare) whenever anything else may look at the stack: calls,
    /// collection, exits. Slots are indexed through the stack's mask, so
    /// no access needs a bounds check. Never dropped in place (see
    /// [`release`]).
    sp: usize,
    slots: ManuallyDrop<Box<[Value; SLOTS]>>,
    parked: bool,
    /// Fuel is charged per straight-line run of instructions: at every
    /// taken branch and every sync, the distance from where the run started
    /// (`block`) to `pc` is exactly the number of instructions executed
    /// (superinstructions skip ahead, so they count in full). Only taken
    /// branches check for exhaustion: straight-line code ends.
    block: usize,
    /// With other threads, a turn may also end at a field access (not only
    /// at a taken branch), so unsynchronised read-modify-writes interleave as
    /// on a real JVM. Threads are only started by a native, which leaves this
    /// loop, so the flag stays true to the VM.
    preemptible: bool,
}

impl Vm {
    /// Run the top frame until it calls, returns, throws or the budget ends.
    pub(crate) fn interpret(&mut self) -> Result<(), Interrupt> {
        let Some(frame) = self.frames.last() else {
            return Ok(());
        };
        let (code, base, pc) = (frame.code.clone(), frame.base as usize, frame.pc as usize);
        let cid = self.method(frame.method).class;
        let mut ex = Exec {
            fi: self.frames.len() - 1,
            left: self.slice_left,
            sp: self.stack.sp,
            slots: ManuallyDrop::new(self.stack.lend()),
            parked: false,
            block: pc,
            preemptible: self.threads.many(),
            vm: self,
            code: ManuallyDrop::new(code),
            base,
            pc,
            cid,
        };
        let left = ex.run();
        // Every way out syncs; parking again is a no-op that makes sure.
        ex.park();
        let Exec {
            vm, code, slots, ..
        } = ex;
        vm.stack.give_back(ManuallyDrop::into_inner(slots));
        release(ManuallyDrop::into_inner(code));
        match left {
            Ok(()) | Err(Leave::Yield) => Ok(()),
            Err(Leave::Interrupt(e)) => Err(e),
        }
    }
}

impl Exec<'_> {
    /// The loop, with the dispatch of one arm per instruction. Inlined
    /// into `interpret`, so the context is a local of the function that
    /// loops: its fields live in registers and `vm` keeps the no-alias
    /// guarantee of `interpret`'s `&mut self`. Every arm leaves with `?`,
    /// so the way back to the top carries no result to test.
    #[inline(always)]
    fn run(&mut self) -> Step {
        use crate::runtime::value::NULL;
        use Instr::*;
        use convert::Width::*;
        loop {
            debug_assert!(!self.parked, "a path went on without taking the stack back");
            let Some(instr) = self.code.instrs.get(self.pc).map(Cell::get) else {
                return Err(self.fell_off());
            };
            self.pc += 1;
            // Arms read their operands with `current` rather than from
            // `instr`: the operands of a value matched here are all decoded
            // before the jump, each in a register of its own, which pushes
            // the context's registers (the stack pointer, the frame base)
            // out to memory.
            match instr {
                Nop => {}
                AConstNull => self.push_value(NULL)?,
                IConst(..) => operands!(self, IConst(v) => self.push_value(Value::Int(v))),
                LConst(..) => operands!(self, LConst(v) => self.push_wide(Value::Long(v))),
                FConst(..) => operands!(self, FConst(v) => self.push_value(Value::Float(v))),
                DConst(..) => operands!(self, DConst(v) => self.push_wide(Value::Double(v))),
                LdcResolved(..) => {
                    operands!(self, LdcResolved(r) => self.push_value(Value::from_ref(r)))
                }
                Ldc(..) => operands!(self, Ldc(idx) => self.ldc(idx)),
                Load(..) => operands!(self, Load(i) => self.load(i)),
                Load2(..) => operands!(self, Load2(i) => self.load2(i)),
                Store(..) => operands!(self, Store(i) => self.store(i)),
                Store2(..) => operands!(self, Store2(i) => self.store2(i)),
                IALoad => self.array_load(ObjData::ints, Value::Int, false)?,
                LALoad => self.array_load(ObjData::longs, Value::Long, true)?,
                FALoad => self.array_load(ObjData::floats, Value::Float, false)?,
                DALoad => self.array_load(ObjData::doubles, Value::Double, true)?,
                AALoad => self.array_load(ObjData::refs, Value::Ref, false)?,
                BALoad => self.array_load(ObjData::bytes, |x: i8| Value::Int(x as i32), false)?,
                CALoad => self.array_load(ObjData::chars, |x: u16| Value::Int(x as i32), false)?,
                SALoad => self.array_load(ObjData::shorts, |x: i16| Value::Int(x as i32), false)?,
                IAStore => self.array_store(ObjData::ints_mut, Value::int, false)?,
                LAStore => self.array_store(ObjData::longs_mut, Value::long, true)?,
                FAStore => self.array_store(ObjData::floats_mut, Value::float, false)?,
                DAStore => self.array_store(ObjData::doubles_mut, Value::double, true)?,
                CAStore => {
                    self.array_store(ObjData::chars_mut, |v: Value| v.int() as u16, false)?
                }
                SAStore => {
                    self.array_store(ObjData::shorts_mut, |v: Value| v.int() as i16, false)?
                }
                BAStore => self.bastore()?,
                AAStore => self.aastore()?,
                Pop => self.drop_slots(1)?,
                Pop2 => self.drop_slots(2)?,
                Dup => self.dup()?,
                DupX1 => self.dup_x1()?,
                DupX2 => self.dup_x2()?,
                Dup2 => self.dup2()?,
                Dup2X1 => self.dup2_x1()?,
                Dup2X2 => self.dup2_x2()?,
                Swap => self.swap()?,
                IAdd => self.int_op(i32::wrapping_add)?,
                ISub => self.int_op(i32::wrapping_sub)?,
                IMul => self.int_op(i32::wrapping_mul)?,
                IDiv => self.int_div(i32::wrapping_div)?,
                IRem => self.int_div(i32::wrapping_rem)?,
                IAnd => self.int_op(|a, b| a & b)?,
                IOr => self.int_op(|a, b| a | b)?,
                IXor => self.int_op(|a, b| a ^ b)?,
                IShl => self.int_op(|a, b| a.wrapping_shl(b as u32))?,
                IShr => self.int_op(|a, b| a.wrapping_shr(b as u32))?,
                IUShr => self.int_op(|a, b| (a as u32).wrapping_shr(b as u32) as i32)?,
                LAdd => self.long_op(i64::wrapping_add)?,
                LSub => self.long_op(i64::wrapping_sub)?,
                LMul => self.long_op(i64::wrapping_mul)?,
                LDiv => self.long_div(i64::wrapping_div)?,
                LRem => self.long_div(i64::wrapping_rem)?,
                LAnd => self.long_op(|a, b| a & b)?,
                LOr => self.long_op(|a, b| a | b)?,
                LXor => self.long_op(|a, b| a ^ b)?,
                LShl => self.long_shift(|a, s| a.wrapping_shl(s))?,
                LShr => self.long_shift(|a, s| a.wrapping_shr(s))?,
                LUShr => self.long_shift(|a, s| (a as u64).wrapping_shr(s) as i64)?,
                FAdd => self.float_op(|a, b| a + b)?,
                FSub => self.float_op(|a, b| a - b)?,
                FMul => self.float_op(|a, b| a * b)?,
                FDiv => self.float_op(|a, b| a / b)?,
                FRem => self.float_op(|a, b| a % b)?,
                DAdd => self.double_op(|a, b| a + b)?,
                DSub => self.double_op(|a, b| a - b)?,
                DMul => self.double_op(|a, b| a * b)?,
                DDiv => self.double_op(|a, b| a / b)?,
                DRem => self.double_op(|a, b| a % b)?,
                INeg => self.convert(Int, Int, |v| Value::Int(v.int().wrapping_neg()))?,
                LNeg => self.convert(Long, Long, |v| Value::Long(v.long().wrapping_neg()))?,
                FNeg => self.convert(Int, Int, |v| Value::Float(-v.float()))?,
                DNeg => self.convert(Long, Long, |v| Value::Double(-v.double()))?,
                IInc(..) => operands!(self, IInc(i, d) => self.iinc(i, d)),
                I2L => self.convert(Int, Long, |v| Value::Long(v.int() as i64))?,
                I2F => self.convert(Int, Int, |v| Value::Float(v.int() as f32))?,
                I2D => self.convert(Int, Long, |v| Value::Double(v.int() as f64))?,
                L2I => self.convert(Long, Int, |v| Value::Int(v.long() as i32))?,
                L2F => self.convert(Long, Int, |v| Value::Float(v.long() as f32))?,
                L2D => self.convert(Long, Long, |v| Value::Double(v.long() as f64))?,
                F2I => self.convert(Int, Int, |v| Value::Int(v.float() as i32))?,
                F2L => self.convert(Int, Long, |v| Value::Long(v.float() as i64))?,
                F2D => self.convert(Int, Long, |v| Value::Double(v.float() as f64))?,
                D2I => self.convert(Long, Int, |v| Value::Int(v.double() as i32))?,
                D2L => self.convert(Long, Long, |v| Value::Long(v.double() as i64))?,
                D2F => self.convert(Long, Int, |v| Value::Float(v.double() as f32))?,
                I2B => self.convert(Int, Int, |v| Value::Int(v.int() as i8 as i32))?,
                I2C => self.convert(Int, Int, |v| Value::Int(v.int() as u16 as i32))?,
                I2S => self.convert(Int, Int, |v| Value::Int(v.int() as i16 as i32))?,
                LCmp => self.lcmp()?,
                FCmpL => self.fcmp(-1)?,
                FCmpG => self.fcmp(1)?,
                DCmpL => self.dcmp(-1)?,
                DCmpG => self.dcmp(1)?,
                If(..) => operands!(self, If(c, t) => self.if_zero(c, t)),
                IfICmp(..) => operands!(self, IfICmp(c, t) => self.if_icmp(c, t)),
                IfACmpEq(..) => operands!(self, IfACmpEq(t) => self.if_acmp(true, t)),
                IfACmpNe(..) => operands!(self, IfACmpNe(t) => self.if_acmp(false, t)),
                IfNull(..) => operands!(self, IfNull(t) => self.if_null(true, t)),
                IfNonNull(..) => operands!(self, IfNonNull(t) => self.if_null(false, t)),
                Goto(..) => operands!(self, Goto(t) => self.jump(t as usize)),
                Jsr(..) => operands!(self, Jsr(t) => self.jsr(t)),
                Ret(..) => operands!(self, Ret(i) => self.ret(i)),
                TableSwitch(..) => operands!(self, TableSwitch(n) => self.table_switch(n)),
                LookupSwitch(..) => operands!(self, LookupSwitch(n) => self.lookup_switch(n)),
                Return1 => self.return_values(1)?,
                Return2 => self.return_values(2)?,
                Return => self.return_values(0)?,
                GetFieldQ(..) => operands!(self, GetFieldQ(slot) => self.get_field(slot, false)),
                GetField2Q(..) => operands!(self, GetField2Q(slot) => self.get_field(slot, true)),
                PutFieldQ(..) => operands!(self, PutFieldQ(slot) => self.put_field(slot, false)),
                PutField2Q(..) => operands!(self, PutField2Q(slot) => self.put_field(slot, true)),
                GetStaticQ(..) => {
                    operands!(self, GetStaticQ(c, slot) => self.get_static(c, slot, false))
                }
                GetStatic2Q(..) => {
                    operands!(self, GetStatic2Q(c, slot) => self.get_static(c, slot, true))
                }
                PutStaticQ(..) => {
                    operands!(self, PutStaticQ(c, slot) => self.put_static(c, slot, false))
                }
                PutStatic2Q(..) => {
                    operands!(self, PutStatic2Q(c, slot) => self.put_static(c, slot, true))
                }
                GetField(..) | PutField(..) | GetStatic(..) | PutStatic(..) => {
                    if let instr @ (GetField(idx) | PutField(idx) | GetStatic(idx)
                    | PutStatic(idx)) = self.current()
                    {
                        self.first_field_access(idx, instr)?
                    }
                }
                InvokeDirectQ(..) => operands!(self, InvokeDirectQ(m) => self.invoke_direct(m)),
                InvokeEmpty(..) => {
                    operands!(self, InvokeEmpty(n, receiver) => self.invoke_empty(n, receiver))
                }
                InvokeVirtualQ(..) => {
                    operands!(self, InvokeVirtualQ(sel, n) => self.invoke_virtual(sel, n))
                }
                InvokeVirtualCached(..) => {
                    operands!(self, InvokeVirtualCached(sel, n, c, m) => self.invoke_cached(sel, n, c, m))
                }
                InvokeVirtual(..) | InvokeSpecial(..) | InvokeStatic(..) | InvokeInterface(..) => {
                    if let instr @ (InvokeVirtual(idx) | InvokeSpecial(idx) | InvokeStatic(idx)
                    | InvokeInterface(idx)) = self.current()
                    {
                        self.first_invoke(idx, instr)?
                    }
                }
                InvokeDynamic(..) => {
                    operands!(self, InvokeDynamic(idx) => self.invoke_dynamic(idx))
                }
                NewQ(..) => operands!(self, NewQ(c) => self.new_instance(c)),
                New(..) => {
                    if let instr @ New(idx) = self.current() {
                        self.first_new(idx, instr)?
                    }
                }
                NewArray(..) => operands!(self, NewArray(p) => self.newarray(p)),
                ANewArray(..) => operands!(self, ANewArray(idx) => self.first_anewarray(idx)),
                ANewArrayQ(..) => operands!(self, ANewArrayQ(ac) => self.anewarray(ac)),
                MultiANewArray(..) => {
                    operands!(self, MultiANewArray(idx, dims) => self.multi_anewarray(idx, dims))
                }
                ArrayLength => self.array_length()?,
                AThrow => self.athrow()?,
                CheckCast(..) | InstanceOf(..) => {
                    if let instr @ (CheckCast(idx) | InstanceOf(idx)) = self.current() {
                        self.first_type_check(idx, instr)?
                    }
                }
                CheckCastQ(..) => operands!(self, CheckCastQ(c) => self.check_cast(c)),
                InstanceOfQ(..) => operands!(self, InstanceOfQ(c) => self.instance_of(c)),
                IfLocalsCmp(..) => {
                    operands!(self, IfLocalsCmp(c, a, b, t) => self.if_locals_cmp(c, a, b, t))
                }
                IfLocalConstCmp(..) => {
                    operands!(self, IfLocalConstCmp(c, a, k, t) => self.if_local_const_cmp(c, a, k, t))
                }
                IfLocal(..) => operands!(self, IfLocal(c, a, t) => self.if_local(c, a, t)),
                IIncGoto(..) => operands!(self, IIncGoto(a, d, t) => self.iinc_goto(a, d, t)),
                LCmpIf(..) => operands!(self, LCmpIf(c, t) => self.lcmp_if(c, t)),
                DCmpIf(..) => operands!(self, DCmpIf(c, nan, t) => self.dcmp_if(c, nan, t)),
                FCmpIf(..) => operands!(self, FCmpIf(c, nan, t) => self.fcmp_if(c, nan, t)),
                LoadsIAdd(..) => operands!(self, LoadsIAdd(a, b) => self.loads_iadd(a, b)),
                Load2x(..) => operands!(self, Load2x(a, b) => self.load_2x(a, b)),
                IBinLocal(..) => operands!(self, IBinLocal(op, b) => self.ibin_local(op, b)),
                IBinConst(..) => operands!(self, IBinConst(op, k) => self.ibin_const(op, k)),
                DBinLocal(..) => operands!(self, DBinLocal(op, b) => self.dbin_local(op, b)),
                StoreLoad(..) => operands!(self, StoreLoad(a, b) => self.store_load(a, b)),
                LoadConstIAdd(..) => {
                    operands!(self, LoadConstIAdd(a, k) => self.load_const_iadd(a, k))
                }
                LoadDupGetField(..) => {
                    operands!(self, LoadDupGetField(n, slot, wide) => self.load_dup_get_field(n, slot, wide))
                }
                LoadGetField(..) => {
                    operands!(self, LoadGetField(n, slot, wide) => self.load_get_field(n, slot, wide))
                }
                LoadsArrayLoad(..) => {
                    operands!(self, LoadsArrayLoad(kind, a, i) => self.loads_array_load(kind, a, i))
                }
                Probe(..) => operands!(self, Probe(id) => self.probe(id)),
                ProbeOperands(..) => operands!(self, ProbeOperands(id) => self.operand_probe(id)),
                EnsureInit(..) => operands!(self, EnsureInit(c) => self.ensure_init(c)),
                MonitorEnter => self.enter_monitor()?,
                MonitorExit => self.exit_monitor()?,
            }
        }
    }

    /// The instruction being executed, read again in its arm (see `run`);
    /// the compiler knows its kind from the dispatch.
    #[inline(always)]
    fn current(&self) -> Instr {
        self.code
            .instrs
            .get(self.pc.wrapping_sub(1))
            .map_or(Instr::Nop, Cell::get)
    }

    // ---- leaving and re-entering the loop ------------------------------

    /// Charge the run since `block`, and write the registers back to the VM
    /// (the frame's pc, the budget, the stack pointer).
    #[inline(always)]
    fn sync(&mut self) {
        self.left = self
            .vm
            .spend(self.left, self.pc.saturating_sub(self.block) as u64);
        self.block = self.pc;
        self.vm.slice_left = self.left;
        if let Some(f) = self.vm.frames.get_mut(self.fi) {
            f.pc = self.pc as u32;
        }
        self.park();
    }

    #[inline(always)]
    fn park(&mut self) {
        if !self.parked {
            self.vm.stack.sp = self.sp;
            std::mem::swap(&mut *self.slots, &mut self.vm.stack.slots);
            self.parked = true;
        }
    }

    /// Back from the VM: take the stack back; what it or a native charged
    /// for its own work ([`Vm::charge`]) comes out of the budget too.
    #[inline(always)]
    fn unpark(&mut self) {
        if self.parked {
            self.sp = self.vm.stack.sp;
            std::mem::swap(&mut *self.slots, &mut self.vm.stack.slots);
            self.parked = false;
            self.left = self.vm.spend(self.left, 0);
        }
    }

    /// Leave the loop with everything written back.
    #[inline(always)]
    fn stop(&mut self) -> Leave {
        self.sync();
        Leave::Yield
    }

    /// Switch the registers to the (new) top frame after a call or return.
    #[inline(always)]
    fn reload(&mut self) -> Step {
        let Some(frame) = self.vm.frames.last() else {
            return Err(Leave::Yield);
        };
        let old = std::mem::replace(&mut self.code, ManuallyDrop::new(frame.code.clone()));
        self.base = frame.base as usize;
        self.pc = frame.pc as usize;
        self.cid = self.vm.method(frame.method).class;
        self.fi = self.vm.frames.len() - 1;
        self.block = self.pc;
        // A local of its own now, so dropping it here takes no address of
        // the context.
        drop(ManuallyDrop::into_inner(old));
        Ok(())
    }

    /// Sync, then hand the VM's answer on (the `?` of a slow path).
    #[inline(always)]
    fn checked<T>(&mut self, r: Result<T, Interrupt>) -> Result<T, Leave> {
        match r {
            Ok(v) => Ok(v),
            Err(e) => {
                self.sync();
                Err(Leave::Interrupt(e))
            }
        }
    }

    /// Take the branch to `target`; the turn ends here when the budget is spent.
    #[inline(always)]
    fn jump(&mut self, target: usize) -> Step {
        self.left = self
            .left
            .saturating_sub(self.pc.saturating_sub(self.block) as u64);
        self.pc = target;
        self.block = target;
        if self.left == 0 {
            return Err(self.stop());
        }
        Ok(())
    }

    /// A switch point: if the turn is used up, stop before this instruction.
    #[inline(always)]
    fn switch_point(&mut self) -> Step {
        if self.preemptible && (self.pc - 1).saturating_sub(self.block) as u64 >= self.left {
            self.pc -= 1;
            return Err(self.stop());
        }
        Ok(())
    }

    /// Throw a new `class` with `msg` at the current instruction.
    #[inline(always)]
    fn throw(&mut self, class: &str, msg: Option<String>) -> Leave {
        self.sync();
        Leave::Interrupt(self.vm.throw_new(class, msg.as_deref()))
    }

    /// Throw `NullPointerException` at the current instruction.
    #[inline(always)]
    fn npe(&mut self) -> Leave {
        self.sync();
        Leave::Interrupt(self.vm.throw_npe(self.pc.saturating_sub(1)))
    }

    #[inline(always)]
    fn fell_off(&mut self) -> Leave {
        self.sync();
        Leave::Interrupt(self.vm.fell_off(self.fi))
    }

    /// Rewrite the instruction just executed into `q`, and execute it again.
    #[inline(always)]
    fn quicken(&mut self, q: Instr) -> Step {
        if let Some(cell) = self.code.instrs.get(self.pc - 1) {
            cell.set(q);
        }
        self.pc -= 1;
        self.unpark();
        Ok(())
    }

    // ---- the value stack -----------------------------------------------

    #[inline(always)]
    fn pop(&mut self) -> Value {
        self.sp = self.sp.saturating_sub(1);
        self.slots[self.sp & MASK]
    }

    /// Pop a long or double (two slots; the value is in the lower one).
    #[inline(always)]
    fn pop2(&mut self) -> Value {
        self.sp = self.sp.saturating_sub(2);
        self.slots[self.sp & MASK]
    }

    #[inline(always)]
    fn push(&mut self, v: Value) {
        self.slots[self.sp & MASK] = v;
        self.sp += 1;
    }

    /// Push a long or double (two slots).
    #[inline(always)]
    fn push2(&mut self, v: Value) {
        self.push(v);
        self.push(Value::Top);
    }

    #[inline(always)]
    fn push_value(&mut self, v: Value) -> Step {
        self.push(v);
        Ok(())
    }

    #[inline(always)]
    fn push_wide(&mut self, v: Value) -> Step {
        self.push2(v);
        Ok(())
    }

    /// The value `depth` slots below the top (1 is the top).
    #[inline(always)]
    fn peek(&self, depth: usize) -> Value {
        self.slots[self.sp.wrapping_sub(depth) & MASK]
    }

    /// The slot `depth` below the top, to write a result over an operand.
    #[inline(always)]
    fn slot_mut(&mut self, depth: usize) -> &mut Value {
        &mut self.slots[self.sp.wrapping_sub(depth) & MASK]
    }

    #[inline(always)]
    fn local(&self, i: u16) -> Value {
        self.slots[(self.base + i as usize) & MASK]
    }

    #[inline(always)]
    fn set_local(&mut self, i: u16, v: Value) {
        self.slots[(self.base + i as usize) & MASK] = v;
    }

    /// Pop a value of one slot or (`wide`) two.
    #[inline(always)]
    fn pop_sized(&mut self, wide: bool) -> Value {
        if wide { self.pop2() } else { self.pop() }
    }

    #[inline(always)]
    fn push_sized(&mut self, v: Value, wide: bool) -> Step {
        if wide {
            self.push_wide(v)
        } else {
            self.push_value(v)
        }
    }
}

/// Drop code the loop no longer runs, out of line. Dropping an `Rc` in
/// place (also when unwinding) hands its address to `Rc`'s slow path, and an
/// address taken inside the context makes LLVM keep every register of the
/// loop in memory; so the context's `Rc` is never dropped in place.
#[inline(never)]
fn release(code: Rc<Code>) {
    drop(code);
}

impl Vm {
    #[cold]
    #[inline(never)]
    fn fell_off(&mut self, fi: usize) -> Interrupt {
        let Some(m) = self.frames.get(fi).map(|f| f.method) else {
            return Interrupt::Fatal("execution fell off the end of a frame that is gone".into());
        };
        let msg = format!(
            "{}: execution fell off the end of the code",
            self.describe_method(m)
        );
        self.throw_new("java/lang/VerifyError", Some(&msg))
    }
}
