//! A method as JaCoCo 0.8.6 sees it, so that Terrarium counts lines and
//! branches the way JaCoCo does (`tests/tests/jacoco.rs` compares the two
//! with the real JaCoCo). Three ports of JaCoCo's own code:
//!
//! - the control flow of labels (`LabelFlowAnalyzer`): which offsets are
//!   reached from several places, by falling through, or start a line that
//!   calls a method;
//! - its probes (`MethodProbesAdapter`, `MethodAnalyzer`,
//!   `InstructionsBuilder`): where JaCoCo records "executed", and for every
//!   instruction the one before it on its coverage chain. An instruction
//!   counts as covered when a probe after it on its chain ran, so code that
//!   throws before the next probe is not covered — as in JaCoCo;
//! - its filters for code that javac generates (`analysis/filter/`):
//!   instructions left out and duplicated `finally` blocks merged.
//!
//! The filters match patterns over the method as ASM's tree API lists it —
//! labels, line numbers and instructions in one sequence — because several
//! of them look at where labels are; [`Node`] is that sequence.
use std::cell::Cell;

use interp::classfile::opcodes::{
    self as op, ALOAD, ARETURN, ASTORE, ATHROW, GOTO, ICONST_M1, IFEQ, IFNULL, ILOAD,
    INVOKEDYNAMIC, INVOKEINTERFACE, INVOKESPECIAL, INVOKEVIRTUAL, IRETURN, ISTORE, JSR, Kind, LDC,
    LOOKUPSWITCH, MONITOREXIT, RETURN, TABLESWITCH,
};
use interp::classfile::{ACC_BRIDGE, ACC_PRIVATE, ACC_SYNTHETIC};
use interp::classfile::{CodeAttribute, ConstantPool};
use interp::exec::instrument::MethodInfo;

/// ASM's opcode for a bytecode opcode: `aload_0` is `ALOAD`, `ldc_w` is
/// `LDC`, `goto_w` is `GOTO` (`wide` is resolved by the caller).
pub(crate) fn asm_opcode(code: u8) -> u8 {
    // The `<x>load_<n>` and `<x>store_<n>` forms come four to a type, in
    // the order of the general forms.
    match code {
        op::LDC_W | op::LDC2_W => LDC,
        op::ILOAD_0..=op::ALOAD_3 => ILOAD + (code - op::ILOAD_0) / 4,
        op::ISTORE_0..=op::ASTORE_3 => ISTORE + (code - op::ISTORE_0) / 4,
        op::GOTO_W => GOTO,
        op::JSR_W => JSR,
        _ => code,
    }
}

/// JaCoCo's instructions from the VM's view of them.
pub(crate) fn insns_of(view: &[interp::exec::instrument::Insn]) -> Vec<Insn> {
    view.iter()
        .map(|i| Insn {
            offset: i.offset,
            op: asm_opcode(i.opcode),
            operand: i.operand,
            target: i.target,
            cases: i.cases.iter().map(|&(_, t)| t).collect(),
        })
        .collect()
}

fn is_jump(code: u8) -> bool {
    matches!(
        op::kind(code),
        Some(Kind::CondJump | Kind::Goto | Kind::Jsr)
    )
}

fn is_exit(code: u8) -> bool {
    matches!(op::kind(code), Some(Kind::Return | Kind::Throw))
}

/// One bytecode instruction.
#[derive(Debug, Clone)]
pub(crate) struct Insn {
    pub offset: u32,
    /// ASM's opcode (see [`asm_opcode`]).
    pub op: u8,
    /// The local variable of a load, store or `iinc`; the constant-pool
    /// index of an invoke, field or type instruction, or a non-number `ldc`.
    pub operand: u16,
    /// Where a jump goes; a switch's default.
    pub target: Option<u32>,
    /// A switch's case targets, in key order.
    pub cases: Vec<u32>,
}

/// An edge out of an instruction, as the coverage chain follows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Edge {
    /// The only way on (not a branch).
    Plain,
    /// A conditional jump taken.
    Taken,
    /// A conditional jump not taken (falling through).
    NotTaken,
    /// A switch going to this offset.
    Case(u32),
}

/// Where a probe runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ProbeAt {
    /// Right before the instruction, also when it is jumped to (returns,
    /// `athrow`, a `goto` to a place reached from elsewhere too).
    Before(usize),
    /// Between the instruction before and this one: only when the one
    /// before falls through.
    Fallthrough(usize),
    /// When the branch instruction takes the probe's edge.
    Taken(usize),
}

/// One of JaCoCo's probes: when it runs, `insn` is covered through `edge`.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Probe {
    pub at: ProbeAt,
    pub insn: usize,
    pub edge: Edge,
}

/// The result: per instruction, and the probes.
#[derive(Debug, Default)]
pub(crate) struct Plan {
    /// JaCoCo's line of each instruction (none before the first line number).
    pub line: Vec<Option<u32>>,
    /// Whether JaCoCo counts the instruction: not left out by a filter and
    /// not a duplicate merged into another.
    pub counted: Vec<bool>,
    /// The instruction whose coverage this one adds to (itself, or the copy
    /// of a `finally` block it was merged into).
    pub owner: Vec<usize>,
    /// The instruction before this one on its coverage chain, and the edge.
    pub pred: Vec<Option<(usize, Edge)>>,
    pub probes: Vec<Probe>,
}

/// An element of ASM's instruction list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Node {
    Label(u32),
    Line(u32),
    Insn(usize),
}

/// `LabelInfo`: what the flow analysis found out about an offset's label.
#[derive(Debug, Clone, Copy, Default)]
struct LabelInfo {
    exists: bool,
    target: bool,
    successor: bool,
    multi_target: bool,
    method_invocation_line: bool,
}

impl LabelInfo {
    fn set_target(&mut self) {
        if self.target || self.successor {
            self.multi_target = true;
        } else {
            self.target = true;
        }
    }
    fn set_successor(&mut self) {
        self.successor = true;
        if self.target {
            self.multi_target = true;
        }
    }
    fn needs_probe(&self) -> bool {
        self.successor && (self.multi_target || self.method_invocation_line)
    }
}

struct Method<'a> {
    insns: &'a [Insn],
    attr: &'a CodeAttribute,
    cp: &'a ConstantPool,
    ctx: &'a MethodInfo<'a>,
    nodes: Vec<Node>,
    /// Node of each instruction.
    insn_node: Vec<usize>,
    /// Per offset (0 ..= code length): its label's node, if it has a label.
    label_node: Vec<Option<usize>>,
    /// Per offset: the instruction starting there.
    insn_at: Vec<Option<usize>>,
    labels: Vec<LabelInfo>,
    /// Matching steps the filters may still take: javac's code needs a few
    /// per node; a hostile class must not make them quadratic.
    work: Cell<usize>,
}

/// JaCoCo's view of a method: `insns` are its instructions in order.
pub(crate) fn analyse(
    insns: &[Insn],
    attr: &CodeAttribute,
    cp: &ConstantPool,
    ctx: &MethodInfo<'_>,
) -> Plan {
    let mut m = Method::new(insns, attr, cp, ctx);
    m.flow();
    let mut plan = m.probes();
    let mut out = FilterOutput::new(insns.len());
    m.filter(&mut out);
    for i in 0..insns.len() {
        let owner = out.representative(i);
        plan.owner.push(owner);
        plan.counted
            .push(owner == i && !out.ignored.get(i).copied().unwrap_or(true));
    }
    plan
}

impl<'a> Method<'a> {
    fn new(
        insns: &'a [Insn],
        attr: &'a CodeAttribute,
        cp: &'a ConstantPool,
        ctx: &'a MethodInfo<'a>,
    ) -> Method<'a> {
        let len = attr.code.len();
        let mut insn_at = vec![None; len + 1];
        for (i, insn) in insns.iter().enumerate() {
            if let Some(x) = insn_at.get_mut(insn.offset as usize) {
                *x = Some(i);
            }
        }
        // ASM puts a label wherever something refers to an offset.
        let mut labels = vec![LabelInfo::default(); len + 1];
        let mut mark = |off: u32| {
            if let Some(l) = labels.get_mut(off as usize) {
                l.exists = true;
            }
        };
        for insn in insns {
            insn.target.into_iter().for_each(&mut mark);
            insn.cases.iter().copied().for_each(&mut mark);
        }
        for e in &attr.exception_table {
            mark(e.start_pc as u32);
            mark(e.end_pc as u32);
            mark(e.handler_pc as u32);
        }
        for l in &attr.line_numbers {
            mark(l.start_pc as u32);
        }
        for v in &attr.local_variables {
            mark(v.start_pc as u32);
            mark(v.start_pc as u32 + v.length as u32);
        }
        // Only labels at instruction boundaries (or the end) are visited.
        for (off, l) in labels.iter_mut().enumerate() {
            if off < len && insn_at.get(off).copied().flatten().is_none() {
                l.exists = false;
            }
        }
        // Line numbers of an offset in table order (the last one wins).
        let mut lines: Vec<(u32, u32)> = attr
            .line_numbers
            .iter()
            .map(|l| (l.start_pc as u32, l.line as u32))
            .collect();
        lines.sort_by_key(|l| l.0);
        let mut nodes = Vec::with_capacity(insns.len() * 2);
        let mut insn_node = Vec::with_capacity(insns.len());
        let mut label_node = vec![None; len + 1];
        let mut next_line = 0;
        let mut label = |off: u32, nodes: &mut Vec<Node>| {
            if labels.get(off as usize).is_some_and(|l| l.exists) {
                if let Some(n) = label_node.get_mut(off as usize) {
                    *n = Some(nodes.len());
                }
                nodes.push(Node::Label(off));
            }
        };
        for (i, insn) in insns.iter().enumerate() {
            label(insn.offset, &mut nodes);
            while let Some(&(pc, line)) = lines.get(next_line) {
                if pc > insn.offset {
                    break;
                }
                if pc == insn.offset {
                    nodes.push(Node::Line(line));
                }
                next_line += 1;
            }
            insn_node.push(nodes.len());
            nodes.push(Node::Insn(i));
        }
        label(len as u32, &mut nodes);
        let nodes_len = nodes.len();
        Method {
            insns,
            attr,
            cp,
            ctx,
            nodes,
            insn_node,
            label_node,
            insn_at,
            labels,
            work: Cell::new(nodes_len.saturating_mul(64).saturating_add(4096)),
        }
    }

    /// Take `n` steps of the filters' work; false when it is used up.
    fn spend(&self, n: usize) -> bool {
        let left = self.work.get();
        self.work.set(left.saturating_sub(n));
        left >= n
    }

    fn label(&mut self, off: u32) -> Option<&mut LabelInfo> {
        self.labels.get_mut(off as usize).filter(|l| l.exists)
    }

    fn info(&self, off: u32) -> LabelInfo {
        self.labels.get(off as usize).copied().unwrap_or_default()
    }

    /// The distinct targets of a switch, the default first (ASM's order).
    fn switch_targets(insn: &Insn) -> Vec<u32> {
        let mut out: Vec<u32> = Vec::with_capacity(insn.cases.len() + 1);
        for t in insn.target.iter().chain(&insn.cases) {
            if !out.contains(t) {
                out.push(*t);
            }
        }
        out
    }

    /// `LabelFlowAnalyzer`.
    fn flow(&mut self) {
        for e in self.attr.exception_table.iter().rev() {
            for off in [e.start_pc as u32, e.handler_pc as u32] {
                if let Some(l) = self.label(off) {
                    l.set_target();
                }
            }
        }
        let mut successor = false;
        let mut first = true;
        let mut line_start: Option<u32> = None;
        let mut at_label: Option<u32> = None;
        for n in 0..self.nodes.len() {
            match self.nodes[n] {
                Node::Label(off) => {
                    at_label = Some(off);
                    if let Some(l) = self.label(off) {
                        if first {
                            l.set_target();
                        }
                        if successor {
                            l.set_successor();
                        }
                    }
                }
                Node::Line(_) => line_start = at_label,
                Node::Insn(i) => {
                    at_label = None;
                    let Some(insn) = self.insns.get(i) else {
                        continue;
                    };
                    let op = insn.op;
                    if is_jump(op) {
                        if let Some(l) = insn.target.and_then(|t| self.label(t)) {
                            l.set_target();
                        }
                        successor = op != GOTO;
                    } else if op == TABLESWITCH || op == LOOKUPSWITCH {
                        for t in Self::switch_targets(insn) {
                            if let Some(l) = self.label(t) {
                                l.set_target();
                            }
                        }
                        successor = false;
                    } else {
                        successor = !is_exit(op) && op != op::RET;
                        if (INVOKEVIRTUAL..=INVOKEDYNAMIC).contains(&op)
                            && let Some(l) = line_start.and_then(|s| self.label(s))
                        {
                            l.method_invocation_line = true;
                        }
                    }
                    first = false;
                }
            }
        }
    }

    /// `MethodProbesAdapter` feeding `MethodAnalyzer`: the probes, each
    /// instruction's line and its predecessor on the coverage chain.
    fn probes(&self) -> Plan {
        let n = self.insns.len();
        let mut plan = Plan {
            line: vec![None; n],
            pred: vec![None; n],
            ..Plan::default()
        };
        // The edge by which an instruction goes on to the next one.
        let fall = |c: usize| {
            if self.insns.get(c).is_some_and(|x| op::is_cond_jump(x.op)) {
                Edge::NotTaken
            } else {
                Edge::Plain
            }
        };
        let mut current: Option<usize> = None;
        let mut line: Option<u32> = None;
        let mut jumps: Vec<(usize, u32, Edge)> = Vec::new();
        for node in &self.nodes {
            match *node {
                Node::Label(off) => {
                    let info = self.info(off);
                    if info.needs_probe() {
                        if let (Some(c), Some(next)) =
                            (current, self.insn_at.get(off as usize).copied().flatten())
                        {
                            plan.probes.push(Probe {
                                at: ProbeAt::Fallthrough(next),
                                insn: c,
                                edge: fall(c),
                            });
                        }
                        current = None;
                    }
                    if !info.successor {
                        current = None;
                    }
                }
                Node::Line(l) => line = Some(l),
                Node::Insn(i) => {
                    let Some(insn) = self.insns.get(i) else {
                        continue;
                    };
                    if let Some(l) = plan.line.get_mut(i) {
                        *l = line;
                    }
                    if let (Some(c), Some(p)) = (current, plan.pred.get_mut(i)) {
                        *p = Some((c, fall(c)));
                    }
                    current = Some(i);
                    let op = insn.op;
                    let multi = |t: u32| self.info(t).multi_target;
                    if is_exit(op) {
                        plan.probes.push(Probe {
                            at: ProbeAt::Before(i),
                            insn: i,
                            edge: Edge::Plain,
                        });
                    } else if is_jump(op) {
                        let Some(t) = insn.target else { continue };
                        let edge = if op == GOTO || op == JSR {
                            Edge::Plain
                        } else {
                            Edge::Taken
                        };
                        if !multi(t) {
                            jumps.push((i, t, edge));
                        } else if edge == Edge::Plain {
                            plan.probes.push(Probe {
                                at: ProbeAt::Before(i),
                                insn: i,
                                edge,
                            });
                        } else {
                            plan.probes.push(Probe {
                                at: ProbeAt::Taken(i),
                                insn: i,
                                edge,
                            });
                        }
                    } else if op == TABLESWITCH || op == LOOKUPSWITCH {
                        for t in Self::switch_targets(insn) {
                            if multi(t) {
                                plan.probes.push(Probe {
                                    at: ProbeAt::Taken(i),
                                    insn: i,
                                    edge: Edge::Case(t),
                                });
                            } else {
                                jumps.push((i, t, Edge::Case(t)));
                            }
                        }
                    }
                }
            }
        }
        for (src, t, edge) in jumps {
            if let Some(p) = self
                .insn_at
                .get(t as usize)
                .copied()
                .flatten()
                .and_then(|ti| plan.pred.get_mut(ti))
            {
                *p = Some((src, edge));
            }
        }
        plan
    }

    fn op(&self, node: Option<usize>) -> Option<u8> {
        match self.nodes.get(node?)? {
            Node::Insn(i) => self.insns.get(*i).map(|x| x.op),
            _ => None,
        }
    }

    fn insn(&self, node: Option<usize>) -> Option<&Insn> {
        match self.nodes.get(node?)? {
            Node::Insn(i) => self.insns.get(*i),
            _ => None,
        }
    }

    /// The next instruction's node after `node` (FinallyFilter's `next`).
    fn next_insn(&self, node: Option<usize>) -> Option<usize> {
        if !self.spend(1) {
            return None;
        }
        let mut n = node? + 1;
        while let Some(x) = self.nodes.get(n) {
            if let Node::Insn(_) = x {
                return Some(n);
            }
            n += 1;
        }
        None
    }

    fn label_node(&self, off: u32) -> Option<usize> {
        self.label_node.get(off as usize).copied().flatten()
    }

    /// `(owner, name, descriptor)` of an invoke's method.
    fn member(&self, insn: &Insn) -> Option<(&str, &str, &str)> {
        let m = self.cp.member_ref(insn.operand).ok()?;
        Some((m.class, m.name, m.descriptor))
    }

    /// The name of an `invokedynamic` and its bootstrap method's owner and name.
    fn indy(&self, insn: &Insn) -> Option<(&str, &str, &str)> {
        let (bsm, name, _) = self.cp.invoke_dynamic(insn.operand).ok()?;
        let handle = self.ctx.bootstrap_methods.get(bsm as usize)?;
        let (_, m) = self.cp.method_handle(handle.method_ref).ok()?;
        Some((name, m.class, m.name))
    }

    fn cursor(&self) -> Matcher<'_, 'a> {
        Matcher {
            m: self,
            cursor: None,
            vars: Vec::new(),
            owner: None,
        }
    }

    /// JaCoCo's filters for javac's code, in `Filters.all()` order (ECJ's,
    /// Kotlin's and the annotation filter are not ported).
    fn filter(&self, out: &mut FilterOutput) {
        if self.whole_method_filtered() {
            out.ignore_all();
            return;
        }
        self.synchronized(out);
        self.try_with_resources(out);
        self.finally(out);
        self.string_switch(out);
    }

    /// Filters that leave out a whole method: `EnumFilter`,
    /// `SyntheticFilter`, `BridgeFilter`, `PrivateEmptyNoArgConstructorFilter`,
    /// `EnumEmptyConstructorFilter`, `RecordsFilter`; and JaCoCo's
    /// `Analyzer` skips synthetic classes (an enum switch's map) altogether.
    fn whole_method_filtered(&self) -> bool {
        let ctx = self.ctx;
        if ctx.class_access & ACC_SYNTHETIC != 0 {
            return true;
        }
        let sup = ctx.super_class.unwrap_or("");
        let (name, desc) = (ctx.name, ctx.descriptor);
        if sup == "java/lang/Enum"
            && ((name == "values" && desc == format!("()[L{};", ctx.class_name))
                || (name == "valueOf"
                    && desc == format!("(Ljava/lang/String;)L{};", ctx.class_name)))
        {
            return true;
        }
        if ctx.access & ACC_SYNTHETIC != 0 && !name.starts_with("lambda$") {
            return true;
        }
        if ctx.access & ACC_BRIDGE != 0 {
            return true;
        }
        if ctx.access & ACC_PRIVATE != 0 && name == "<init>" && desc == "()V" {
            let mut c = self.cursor();
            c.first_is_aload0();
            c.next_is_invoke(INVOKESPECIAL, sup, "<init>", "()V");
            c.next_is(RETURN);
            if c.cursor.is_some() {
                return true;
            }
        }
        if sup == "java/lang/Enum" && name == "<init>" && desc == "(Ljava/lang/String;I)V" {
            let mut c = self.cursor();
            c.first_is_aload0();
            c.next_is(ALOAD);
            c.next_is(ILOAD);
            c.next_is_invoke(
                INVOKESPECIAL,
                "java/lang/Enum",
                "<init>",
                "(Ljava/lang/String;I)V",
            );
            c.next_is(RETURN);
            if c.cursor.is_some() {
                return true;
            }
        }
        if sup == "java/lang/Record" {
            let generated = |load_other: bool, indy: &str, ret: u8| {
                let mut c = self.cursor();
                c.first_is_aload0();
                if load_other {
                    c.next_is(ALOAD);
                }
                c.next_is_object_method(indy);
                c.next_is(ret);
                c.cursor.is_some()
            };
            let filtered = match (name, desc) {
                ("toString", "()Ljava/lang/String;") => generated(false, "toString", ARETURN),
                ("hashCode", "()I") => generated(false, "hashCode", IRETURN),
                ("equals", "(Ljava/lang/Object;)Z") => generated(true, "equals", IRETURN),
                _ => false,
            };
            if filtered {
                return true;
            }
        }
        false
    }

    /// `SynchronizedFilter`: the handler that releases the monitor.
    fn synchronized(&self, out: &mut FilterOutput) {
        for e in &self.attr.exception_table {
            if e.catch_type != 0 || e.start_pc == e.handler_pc {
                continue;
            }
            let Some(handler) = self.label_node(e.handler_pc as u32) else {
                continue;
            };
            let mut c = self.cursor();
            c.cursor = Some(handler);
            c.next_is(ALOAD);
            c.next_is(MONITOREXIT);
            c.next_is(ATHROW);
            if c.cursor.is_none() {
                c.cursor = Some(handler);
                c.next_is_var(ASTORE, "t");
                c.next_is(ALOAD);
                c.next_is(MONITOREXIT);
                c.next_is_var(ALOAD, "t");
                c.next_is(ATHROW);
            }
            if let Some(to) = c.cursor {
                out.ignore(self, handler, to);
            }
        }
    }

    /// `TryWithResourcesJavac11Filter`: the resource's close calls and the
    /// handler that closes it and adds suppressed exceptions.
    fn try_with_resources(&self, out: &mut FilterOutput) {
        for e in &self.attr.exception_table {
            if e.catch_type == 0
                || self.cp.class_name(e.catch_type).ok() != Some("java/lang/Throwable")
            {
                continue;
            }
            let Some(start) = self.label_node(e.handler_pc as u32) else {
                continue;
            };
            for null_check in [true, false] {
                self.try_with_resources_at(start, null_check, out);
            }
        }
    }

    fn try_with_resources_at(&self, start: usize, null_check: bool, out: &mut FilterOutput) {
        let mut c = self.cursor();
        c.cursor = start.checked_sub(1);
        c.next_is_var(ASTORE, "primaryExc");
        c.next_is_javac_close(null_check);
        c.next_is(GOTO);
        c.next_is_var(ASTORE, "t");
        c.next_is_var(ALOAD, "primaryExc");
        c.next_is_var(ALOAD, "t");
        c.next_is_invoke(
            INVOKEVIRTUAL,
            "java/lang/Throwable",
            "addSuppressed",
            "(Ljava/lang/Throwable;)V",
        );
        c.next_is_var(ALOAD, "primaryExc");
        c.next_is(ATHROW);
        let Some(end) = c.cursor else {
            return;
        };
        // Back from the handler to the close on the normal path.
        let mut s = start.checked_sub(1);
        c.cursor = s;
        while !c.next_is_javac_close(null_check) {
            s = s.and_then(|x| x.checked_sub(1));
            c.cursor = s;
            if c.cursor.is_none() {
                return;
            }
        }
        let Some(s) = s.map(|x| x + 1) else {
            return;
        };
        let m = c.cursor;
        c.next();
        if self.op(c.cursor) != Some(GOTO) {
            c.cursor = m;
        }
        if let Some(to) = c.cursor {
            out.ignore(self, s, to);
        }
        out.ignore(self, start, end);
    }

    /// `FinallyFilter`: the copies of a `finally` block at the exits of its
    /// `try` merge into the copy in the catch-any handler.
    fn finally(&self, out: &mut FilterOutput) {
        let table = &self.attr.exception_table;
        let range = |t: &interp::classfile::ExceptionTableEntry| {
            Some((
                self.label_node(t.start_pc as u32)?,
                self.label_node(t.end_pc as u32)?,
            ))
        };
        // JaCoCo redoes a handler's exits for each of its entries; the
        // second time changes nothing.
        let mut exits_done = std::collections::BTreeSet::new();
        for (k, any) in table.iter().enumerate() {
            if any.catch_type != 0 {
                continue;
            }
            let Some(handler) = self.label_node(any.handler_pc as u32) else {
                continue;
            };
            let e = self.next_insn(Some(handler));
            let size = self.finally_size(e);
            if size == 0 {
                continue;
            }
            let ranges: Vec<(usize, usize)> = table
                .iter()
                .filter(|t| t.handler_pc == any.handler_pc)
                .filter_map(range)
                .collect();
            if !self.spend(table.len() + ranges.len()) {
                return;
            }
            let is_inside = |n: Option<usize>| {
                n.is_some_and(|n| {
                    self.spend(ranges.len()) && ranges.iter().any(|&(s, end)| (s..end).contains(&n))
                })
            };
            let exits = exits_done.insert(any.handler_pc);
            for (j, t) in table.iter().enumerate() {
                if let Some((s, end)) = range(t).filter(|_| exits && t.handler_pc == any.handler_pc)
                {
                    if !self.spend(end.saturating_sub(s)) {
                        return;
                    }
                    let mut continues = false;
                    for n in s..end {
                        let Some(Node::Insn(i)) = self.nodes.get(n) else {
                            continue;
                        };
                        let Some(insn) = self.insns.get(*i) else {
                            continue;
                        };
                        if is_jump(insn.op) {
                            let target = insn.target.and_then(|t| self.label_node(t));
                            let jt = self.next_insn(target);
                            if !is_inside(jt) {
                                self.finally_merge(size, e, jt, out);
                            }
                            continues = insn.op != GOTO;
                        } else {
                            continues = !is_exit(insn.op);
                        }
                    }
                    let after = self.next_insn(Some(end));
                    if continues && !is_inside(after) {
                        self.finally_merge(size, e, after, out);
                    }
                }
                if j != k && t.start_pc == any.start_pc && t.end_pc == any.end_pc {
                    // javac's empty catch: the copy follows its `astore`.
                    let h = self.label_node(t.handler_pc as u32);
                    let i = self.next_insn(self.next_insn(h));
                    if !is_inside(i) {
                        self.finally_merge(size, e, i, out);
                    }
                }
            }
        }
    }

    /// Instructions of a catch-any handler between its `astore` and the
    /// `aload; athrow` that rethrows (0 when it does not have that shape).
    fn finally_size(&self, e: Option<usize>) -> usize {
        let Some(first) = self.insn(e) else {
            return 0;
        };
        if first.op != ASTORE {
            return 0;
        }
        let var = first.operand;
        let mut size = 0;
        let mut i = e;
        loop {
            i = self.next_insn(i);
            let Some(x) = self.insn(i) else {
                return 0;
            };
            if x.op == ALOAD && x.operand == var {
                break;
            }
            size += 1;
        }
        if self.op(self.next_insn(i)) != Some(ATHROW) {
            return 0;
        }
        size
    }

    fn finally_merge(
        &self,
        size: usize,
        mut e: Option<usize>,
        mut n: Option<usize>,
        out: &mut FilterOutput,
    ) {
        // isSame: the same opcodes after the handler's `astore`.
        let mut a = self.next_insn(e);
        let mut b = n;
        for _ in 0..size {
            if b.is_none() || self.op(a) != self.op(b) {
                return;
            }
            a = self.next_insn(a);
            b = self.next_insn(b);
        }
        if let Some(x) = e {
            out.ignore(self, x, x);
        }
        e = self.next_insn(e);
        for _ in 0..size {
            if let (Some(x), Some(y)) = (e, n) {
                out.merge(self, x, y);
            }
            e = self.next_insn(e);
            n = self.next_insn(n);
        }
        if let (Some(x), Some(y)) = (e, self.next_insn(e)) {
            out.ignore(self, x, y);
        }
        if let Some(x) = n.filter(|_| self.op(n) == Some(GOTO)) {
            out.ignore(self, x, x);
        }
    }

    /// `StringSwitchJavacFilter`: the switch on the string's hash code and
    /// the `equals` calls that pick the case for the second switch.
    fn string_switch(&self, out: &mut FilterOutput) {
        for (i, insn) in self.insns.iter().enumerate() {
            if insn.op != TABLESWITCH && insn.op != LOOKUPSWITCH {
                continue;
            }
            let (Some(&start), Some(dflt)) = (
                self.insn_node.get(i),
                insn.target.and_then(|t| self.label_node(t)),
            ) else {
                continue;
            };
            if self.string_switch_at(start, dflt) {
                out.ignore(self, start, dflt);
            }
        }
    }

    fn string_switch_at(&self, start: usize, second: usize) -> bool {
        let mut c = self.cursor();
        c.cursor = start.checked_sub(4);
        if c.op() != Some(ICONST_M1) {
            return false;
        }
        c.next_is_var(ISTORE, "c");
        c.next_is_var(ALOAD, "s");
        c.next_is_invoke(INVOKEVIRTUAL, "java/lang/String", "hashCode", "()I");
        c.next();
        loop {
            c.next_is_var(ALOAD, "s");
            c.next_is(LDC);
            c.next_is_invoke(
                INVOKEVIRTUAL,
                "java/lang/String",
                "equals",
                "(Ljava/lang/Object;)Z",
            );
            c.next_is(IFEQ);
            c.next();
            c.next_is_var(ISTORE, "c");
            let Some(at) = c.cursor else {
                return false;
            };
            if at + 1 == second {
                break;
            }
            c.next_is(GOTO);
            let target = self
                .insn(c.cursor)
                .and_then(|x| x.target)
                .and_then(|t| self.label_node(t));
            if c.cursor.is_none() || target != Some(second) {
                return false;
            }
        }
        c.next_is_var(ILOAD, "c");
        c.next_is_switch();
        c.cursor.is_some()
    }
}

/// `AbstractMatcher`: a cursor over the nodes and the variables it bound.
struct Matcher<'m, 'a> {
    m: &'m Method<'a>,
    cursor: Option<usize>,
    vars: Vec<(&'static str, u16)>,
    /// `TryWithResourcesJavac11Filter`'s owner of `close`.
    owner: Option<&'m str>,
}

impl Matcher<'_, '_> {
    fn op(&self) -> Option<u8> {
        self.m.op(self.cursor)
    }

    fn skip_non_opcodes(&mut self) {
        while let Some(n) = self.cursor {
            match self.m.nodes.get(n) {
                Some(Node::Insn(_)) => return,
                Some(_) => self.cursor = Some(n + 1),
                None => self.cursor = None,
            }
        }
    }

    fn next(&mut self) {
        if !self.m.spend(1) {
            self.cursor = None;
        }
        if let Some(n) = self.cursor {
            self.cursor = Some(n + 1);
            self.skip_non_opcodes();
        }
    }

    fn first_is_aload0(&mut self) {
        self.cursor = Some(0);
        self.skip_non_opcodes();
        let is = self
            .m
            .insn(self.cursor)
            .is_some_and(|x| x.op == ALOAD && x.operand == 0);
        if !is {
            self.cursor = None;
        }
    }

    fn next_is(&mut self, op: u8) {
        self.next();
        if self.cursor.is_some() && self.op() != Some(op) {
            self.cursor = None;
        }
    }

    fn next_is_switch(&mut self) {
        self.next();
        if !matches!(self.op(), Some(TABLESWITCH | LOOKUPSWITCH)) {
            self.cursor = None;
        }
    }

    fn next_is_var(&mut self, op: u8, name: &'static str) {
        self.next_is(op);
        let Some(var) = self.m.insn(self.cursor).map(|x| x.operand) else {
            return;
        };
        match self.vars.iter().find(|(n, _)| *n == name) {
            None => self.vars.push((name, var)),
            Some(&(_, v)) if v != var => self.cursor = None,
            Some(_) => {}
        }
    }

    fn next_is_invoke(&mut self, op: u8, owner: &str, name: &str, desc: &str) {
        self.next_is(op);
        let Some(insn) = self.m.insn(self.cursor) else {
            return;
        };
        if self.m.member(insn) != Some((owner, name, desc)) {
            self.cursor = None;
        }
    }

    /// `RecordsFilter`: an `invokedynamic` of `ObjectMethods.bootstrap`.
    fn next_is_object_method(&mut self, name: &str) {
        self.next_is(INVOKEDYNAMIC);
        let Some(insn) = self.m.insn(self.cursor) else {
            return;
        };
        if self.m.indy(insn) != Some((name, "java/lang/runtime/ObjectMethods", "bootstrap")) {
            self.cursor = None;
        }
    }

    /// `[aload r; ifnull] aload r; invoke{virtual,interface} close()V`.
    fn next_is_javac_close(&mut self, null_check: bool) -> bool {
        if null_check {
            self.next_is_var(ALOAD, "r");
            self.next_is(IFNULL);
        }
        self.next_is_var(ALOAD, "r");
        self.next();
        let m = self.m;
        let Some(insn) = m.insn(self.cursor) else {
            self.cursor = None;
            return false;
        };
        if insn.op != INVOKEINTERFACE && insn.op != INVOKEVIRTUAL {
            self.cursor = None;
            return false;
        }
        match m.member(insn) {
            Some((owner, "close", "()V")) => match self.owner {
                None => self.owner = Some(owner),
                Some(o) if o != owner => self.cursor = None,
                Some(_) => {}
            },
            _ => self.cursor = None,
        }
        self.cursor.is_some()
    }
}

/// `MethodCoverageCalculator` as a filter output: instructions left out,
/// and merged ones (each pointing towards its set's representative).
struct FilterOutput {
    ignored: Vec<bool>,
    merged: Vec<Option<usize>>,
}

impl FilterOutput {
    fn new(n: usize) -> FilterOutput {
        FilterOutput {
            ignored: vec![false; n],
            merged: vec![None; n],
        }
    }

    fn ignore_all(&mut self) {
        self.ignored.iter_mut().for_each(|x| *x = true);
    }

    /// Leave out the instructions of nodes `from ..= to`.
    fn ignore(&mut self, m: &Method<'_>, from: usize, to: usize) {
        for n in from..=to {
            if let Some(Node::Insn(i)) = m.nodes.get(n)
                && let Some(x) = self.ignored.get_mut(*i)
            {
                *x = true;
            }
        }
    }

    fn representative(&self, mut i: usize) -> usize {
        // Each step moves to an instruction merged earlier; bounded anyway.
        for _ in 0..self.merged.len() {
            match self.merged.get(i).copied().flatten() {
                Some(r) => i = r,
                None => break,
            }
        }
        i
    }

    /// Merge the instruction of node `b` into the set of node `a`'s.
    fn merge(&mut self, m: &Method<'_>, a: usize, b: usize) {
        let (Some(Node::Insn(a)), Some(Node::Insn(b))) = (m.nodes.get(a), m.nodes.get(b)) else {
            return;
        };
        let (ra, rb) = (self.representative(*a), self.representative(*b));
        if ra != rb
            && let Some(x) = self.merged.get_mut(rb)
        {
            *x = Some(ra);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn asm_opcodes() {
        assert_eq!(asm_opcode(0x2a), ALOAD); // aload_0
        assert_eq!(asm_opcode(0x1d), ILOAD); // iload_3
        assert_eq!(asm_opcode(0x4e), ASTORE); // astore_3
        assert_eq!(asm_opcode(0x3b), ISTORE); // istore_0
        assert_eq!(asm_opcode(0x13), LDC);
        assert_eq!(asm_opcode(0xc8), GOTO);
        assert_eq!(asm_opcode(0x60), 0x60);
    }
}
