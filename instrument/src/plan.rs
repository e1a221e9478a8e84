//! Where the probes of an instrumented method go: JaCoCo's probes where
//! its analysis (`jacoco`) says — before returns and `athrow`, on
//! fall-throughs into places reached from elsewhere too or starting a line
//! that calls a method — and an operand probe before each conditional jump
//! (before the `lcmp`/`fcmp`/`dcmp` that feeds it, so it sees the real
//! operands) and each switch, and before the library calls the testability
//! probes watch (`testability`). Registers the method's coverage chains,
//! line goals and sites in the coverage tables, with the arms each site and
//! line is control dependent on (`control`).
use interp::classfile::opcodes as op;
use interp::exec::decode::cond_of;
use interp::exec::instrument::{Insertion, MethodView, Probe};

use crate::control::ControlDeps;
use crate::coverage::{Arm, Coverage, OperandKind, SiteKind};
use crate::jacoco::{self, Edge, ProbeAt};
use crate::testability::{ParseKind, StrTest, key_operand};

/// The `invoke*` of instruction `i`, if it is one: its opcode and the
/// class, name and descriptor it names.
fn invoke<'v>(
    view: &'v MethodView<'_>,
    i: usize,
) -> Option<(u8, interp::classfile::MemberRef<'v>)> {
    let insn = view.insns.get(i)?;
    if !matches!(
        insn.opcode,
        op::INVOKEVIRTUAL | op::INVOKESPECIAL | op::INVOKESTATIC | op::INVOKEINTERFACE
    ) {
        return None;
    }
    Some((insn.opcode, view.cp.member_ref(insn.operand).ok()?))
}

impl Coverage {
    /// The probes of `view` (see the module's comment).
    pub(crate) fn plan(&mut self, view: &MethodView<'_>) -> Vec<Insertion> {
        let insns = jacoco::insns_of(view.insns);
        let plan = jacoco::analyse(&insns, view.code, view.cp, &view.info);
        let (method, class) = (view.method, view.class);
        let attr = view.code;
        let n = view.insns.len();
        let opcode = |i: usize| view.insns.get(i).map(|x| x.opcode);
        let is_switch = |o: u8| o == op::TABLESWITCH || o == op::LOOKUPSWITCH;
        let mut leaders: Vec<u32> = attr
            .line_numbers
            .iter()
            .map(|l| l.start_pc as u32)
            .collect();
        leaders.push(0);
        leaders.extend(attr.exception_table.iter().map(|e| e.handler_pc as u32));
        for (i, insn) in view.insns.iter().enumerate() {
            leaders.extend(insn.target);
            leaders.extend(insn.cases.iter().map(|&(_, t)| t));
            if op::is_cond_jump(insn.opcode) {
                leaders.extend(view.insns.get(i + 1).map(|x| x.offset));
            }
        }
        leaders.sort_unstable();
        leaders.dedup();
        let is_leader = |off: u32| leaders.binary_search(&off).is_ok();

        // JaCoCo's probes by where they run.
        let mut before: Vec<Vec<usize>> = vec![Vec::new(); n];
        let mut fallthrough: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (k, p) in plan.probes.iter().enumerate() {
            match p.at {
                ProbeAt::Before(i) => before.get_mut(i).into_iter().for_each(|v| v.push(k)),
                ProbeAt::Fallthrough(i) => {
                    fallthrough.get_mut(i).into_iter().for_each(|v| v.push(k))
                }
                ProbeAt::Taken(_) => {}
            }
        }

        // The branch sites: `site_at[i]` is probed before instruction i and
        // belongs to the jump or switch `site_of[j]`. The other operand
        // probes of instruction i are `calls[i]`, in the order they run.
        let mut site_at: Vec<Option<u32>> = vec![None; n];
        let mut site_of: Vec<Option<u32>> = vec![None; n];
        let mut switch_targets: Vec<Vec<u32>> = vec![Vec::new(); n];
        let mut calls: Vec<Vec<OperandKind>> = vec![Vec::new(); n];
        let line_of = |i: usize| plan.line.get(i).copied().flatten();
        let mut i = 0;
        while i < n {
            let (Some(insn), Some(code)) = (view.insns.get(i), opcode(i)) else {
                break;
            };
            let at = insn.offset;
            let next_op = opcode(i + 1);
            let next_is_if = next_op.is_some_and(|o| (op::IFEQ..=op::IFLE).contains(&o))
                && view.insns.get(i + 1).is_some_and(|x| !is_leader(x.offset))
                && fallthrough.get(i + 1).is_some_and(Vec::is_empty);
            let feeds_test = matches!(next_op, Some(op::IFEQ | op::IFNE)) && next_is_if;
            let jump_arms = || vec![Arm::default(), Arm::default()];
            if let Some((code, m)) = invoke(view, i)
                && let Some(probes) = calls.get_mut(i)
            {
                // A String test feeding the jump right after it: probe its
                // operands for the jump's site, which is the next one created.
                if code == op::INVOKEVIRTUAL
                    && feeds_test
                    && m.class == "java/lang/String"
                    && let Some(test) = StrTest::of(m.name, m.descriptor)
                {
                    probes.push(OperandKind::Str(self.sites.len() as u32, test));
                }
                // A call of an instrumented boolean method feeding the jump
                // right after it: the callee's probes measure it for the
                // jump's site.
                if feeds_test && m.descriptor.ends_with(")Z") && self.instrument.contains(m.class) {
                    probes.push(OperandKind::Flag(self.sites.len() as u32));
                }
                // A collection call that stores or looks up a key: probe the key.
                if matches!(code, op::INVOKEVIRTUAL | op::INVOKEINTERFACE)
                    && let Some(depth) = key_operand(m.class, m.name, m.descriptor)
                {
                    probes.push(OperandKind::Key(depth));
                }
                // A call that parses text: probe the text (see `ParseKind`).
                if matches!(code, op::INVOKESTATIC | op::INVOKESPECIAL)
                    && let Some(kind) = ParseKind::of(m.class, m.name, m.descriptor)
                {
                    probes.push(OperandKind::Parse(self.parse_site(kind)));
                }
            }
            let (site, jump) = match code {
                op::LCMP..=op::DCMPG if next_is_if => {
                    let cond = cond_of(next_op.unwrap_or(op::IFEQ) - op::IFEQ);
                    let kind = match code {
                        op::LCMP => SiteKind::LongCmp(cond),
                        _ => SiteKind::FloatCmp {
                            cond,
                            nan: if code == op::FCMPL || code == op::DCMPL {
                                -1
                            } else {
                                1
                            },
                            double: code >= op::DCMPL,
                        },
                    };
                    let s = self.site(method, at, line_of(i + 1), kind, jump_arms());
                    (Some(s), i + 1)
                }
                op::IFEQ..=op::IFLE => {
                    let kind = SiteKind::Int(cond_of(code - op::IFEQ));
                    (
                        Some(self.site(method, at, line_of(i), kind, jump_arms())),
                        i,
                    )
                }
                op::IF_ICMPEQ..=op::IF_ICMPLE => {
                    let kind = SiteKind::IntCmp(cond_of(code - op::IF_ICMPEQ));
                    (
                        Some(self.site(method, at, line_of(i), kind, jump_arms())),
                        i,
                    )
                }
                op::IF_ACMPEQ | op::IF_ACMPNE => {
                    let kind = SiteKind::RefEq(code == op::IF_ACMPEQ);
                    (
                        Some(self.site(method, at, line_of(i), kind, jump_arms())),
                        i,
                    )
                }
                op::IFNULL | op::IFNONNULL => {
                    let kind = SiteKind::Null(code == op::IFNULL);
                    (
                        Some(self.site(method, at, line_of(i), kind, jump_arms())),
                        i,
                    )
                }
                _ if is_switch(code) => {
                    let mut keyed: Vec<(u32, i32)> =
                        insn.cases.iter().map(|&(k, t)| (t, k)).collect();
                    keyed.sort_unstable();
                    let mut targets: Vec<u32> = keyed.iter().map(|&(t, _)| t).collect();
                    targets.extend(insn.target);
                    targets.sort_unstable();
                    targets.dedup();
                    let arms = targets
                        .iter()
                        .map(|&t| Arm {
                            keys: keyed
                                .iter()
                                .filter(|&&(kt, _)| kt == t)
                                .map(|&(_, k)| k)
                                .collect(),
                            is_default: Some(t) == insn.target,
                        })
                        .collect();
                    if let Some(x) = switch_targets.get_mut(i) {
                        *x = targets;
                    }
                    let s = self.site(method, at, line_of(i), SiteKind::Switch, arms);
                    (Some(s), i)
                }
                _ => (None, i),
            };
            if let Some(s) = site {
                if let Some(x) = site_at.get_mut(i) {
                    *x = Some(s);
                }
                if let Some(x) = site_of.get_mut(jump) {
                    *x = Some(s);
                }
            }
            i = jump + 1;
        }
        // The arm of branch instruction `i` that `edge` takes.
        let arm_of = |cov: &Coverage, i: usize, edge: Edge| -> Option<u32> {
            let site = cov.sites.get(site_of.get(i).copied().flatten()? as usize)?;
            let k = match edge {
                Edge::Plain => return None,
                Edge::Taken => 0,
                Edge::NotTaken => 1,
                Edge::Case(t) => switch_targets.get(i)?.iter().position(|&x| x == t)? as u32,
            };
            (k < site.arms).then_some(site.first_arm + k)
        };

        // Coverage chains, line goals, the counted method.
        let counted = |i: usize| plan.counted.get(i) == Some(&true);
        let goals: Vec<Option<u32>> = (0..n)
            .map(|i| {
                let l = line_of(i).filter(|_| counted(i))?;
                Some(self.line_goal(class, method, l))
            })
            .collect();
        let slot = (0..n).any(counted).then(|| self.counted_method(method));
        let base = self.chain_len();
        for i in 0..n {
            let owner = plan.owner.get(i).copied().unwrap_or(i);
            let (line, in_method) = if counted(owner) {
                (goals.get(owner).copied().flatten(), slot)
            } else {
                (None, None)
            };
            let pred = plan.pred.get(i).copied().flatten();
            let pred_arm = pred.and_then(|(p, e)| arm_of(self, p, e));
            self.chain_insn(
                pred.map(|(p, _)| base + p as u32),
                pred_arm,
                line,
                in_method,
            );
        }
        // Which arms JaCoCo counts, and for which (merged `finally` copies).
        for i in 0..n {
            let Some(s) = site_of.get(i).copied().flatten() else {
                continue;
            };
            let owner = plan.owner.get(i).copied().unwrap_or(i);
            let owner_site = site_of
                .get(owner)
                .copied()
                .flatten()
                .filter(|_| counted(owner));
            let (Some(site), owner_site) = (
                self.sites.get(s as usize).cloned(),
                owner_site.and_then(|o| self.sites.get(o as usize).cloned()),
            ) else {
                continue;
            };
            for k in 0..site.arms {
                let to = owner_site
                    .as_ref()
                    .filter(|o| o.arms == site.arms)
                    .map(|o| o.first_arm + k);
                self.set_arm_owner(site.first_arm + k, to);
            }
            if let Some(x) = self.sites.get_mut(s as usize) {
                x.counted = owner == i && counted(i);
            }
        }
        // What each site and line is control dependent on, as arms (a
        // line by its first instruction).
        let control = ControlDeps::of_method(view.insns);
        let dep_arms = |cov: &Coverage, i: usize| -> Box<[u32]> {
            let mut arms: Vec<u32> = control
                .of(i)
                .iter()
                .filter_map(|&(j, e)| arm_of(cov, j, e))
                .collect();
            arms.sort_unstable();
            arms.dedup();
            arms.into()
        };
        let mut lines_done = rustc_hash::FxHashSet::default();
        for i in 0..n {
            if let Some(s) = site_of.get(i).copied().flatten() {
                let deps = dep_arms(self, i);
                if let Some(x) = self.site_deps.get_mut(s as usize) {
                    *x = deps;
                }
            }
            if let Some(l) = goals.get(i).copied().flatten()
                && lines_done.insert(l)
            {
                let deps = dep_arms(self, i);
                if let Some(x) = self.line_deps.get_mut(l as usize) {
                    *x = deps;
                }
            }
        }
        let mut ids = Vec::with_capacity(plan.probes.len());
        for p in &plan.probes {
            let arm = arm_of(self, p.insn, p.edge);
            let id = self.probe(base + p.insn as u32, arm);
            if let (ProbeAt::Taken(_), Some(a)) = (p.at, arm) {
                self.set_arm_probe(a, id);
            }
            ids.push(id);
        }

        // In the order they run: fall-through probes (between the
        // instruction before and this one), the branch probe, JaCoCo's
        // probe before the instruction, the call's probes.
        let mut out = Vec::new();
        let hit = |before: usize, id: u32, fallthrough: bool| Insertion {
            before,
            probe: Probe::Hit(id),
            fallthrough,
        };
        for i in 0..n {
            for &k in fallthrough.get(i).into_iter().flatten() {
                out.extend(ids.get(k).map(|&id| hit(i, id, true)));
            }
            if let Some(s) = site_at.get(i).copied().flatten() {
                let id = self.operand_probe(OperandKind::Branch(s));
                out.push(Insertion {
                    before: i,
                    probe: Probe::Operands(id),
                    fallthrough: false,
                });
            }
            for &k in before.get(i).into_iter().flatten() {
                out.extend(ids.get(k).map(|&id| hit(i, id, false)));
            }
            for &kind in calls.get(i).into_iter().flatten() {
                let id = self.operand_probe(kind);
                out.push(Insertion {
                    before: i,
                    probe: Probe::Operands(id),
                    fallthrough: false,
                });
            }
        }
        out
    }
}
