//! Control dependence (Ferrante, Ottenstein and Warren, 1987) of a method's
//! instructions on the edges out of its conditional jumps and switches: the
//! approach level of DynaMOSA's fitness (Panichella et al., TSE 2018) counts
//! how many of them stand between what an execution reached and a goal.
//!
//! Exceptional edges are left out, as EvoSuite leaves them out: a handler's
//! code depends on no branch, and the generator falls back to source
//! position for goals without dependences.
use interp::classfile::opcodes::{self as op, Kind};
use interp::exec::instrument::Insn;
use petgraph::algo::dominators::simple_fast;
use petgraph::graph::{DiGraph, NodeIndex};
use petgraph::visit::{Dfs, Reversed};

use crate::jacoco::Edge;

/// A branch's edge: the index of its conditional jump or switch, and which
/// way it goes.
pub(crate) type BranchEdge = (usize, Edge);

/// Per instruction, the branch edges it is control dependent on.
#[derive(Debug, Default)]
pub(crate) struct ControlDeps {
    block_of: Vec<u32>,
    deps: Vec<Vec<BranchEdge>>,
}

impl ControlDeps {
    /// The branch edges instruction `insn` is control dependent on: taking
    /// one of them makes it run (unless something throws), not taking it
    /// may skip it. Empty for code that runs whenever the method does.
    pub(crate) fn of(&self, insn: usize) -> &[BranchEdge] {
        self.block_of
            .get(insn)
            .and_then(|&b| self.deps.get(b as usize))
            .map_or(&[], Vec::as_slice)
    }

    /// The control dependences of `insns` (a method's code in order).
    pub(crate) fn of_method(insns: &[Insn]) -> ControlDeps {
        let n = insns.len();
        if n == 0 {
            return ControlDeps::default();
        }
        let index_of = |offset: u32| insns.binary_search_by_key(&offset, |x| x.offset).ok();
        let kind = |i: usize| insns.get(i).and_then(|x| op::kind(x.opcode));
        let ends_block = |k: Option<Kind>| {
            matches!(
                k,
                Some(
                    Kind::CondJump
                        | Kind::Goto
                        | Kind::Jsr
                        | Kind::Ret
                        | Kind::Switch
                        | Kind::Return
                        | Kind::Throw
                )
            )
        };
        let mut leader = vec![false; n];
        leader[0] = true;
        for (i, insn) in insns.iter().enumerate() {
            let targets = insn
                .target
                .into_iter()
                .chain(insn.cases.iter().map(|c| c.1));
            for t in targets.filter_map(index_of) {
                leader[t] = true;
            }
            if ends_block(kind(i))
                && let Some(l) = leader.get_mut(i + 1)
            {
                *l = true;
            }
        }
        let mut block_of = Vec::with_capacity(n);
        let mut starts = Vec::new();
        for (i, &l) in leader.iter().enumerate() {
            if l {
                starts.push(i);
            }
            block_of.push((starts.len() - 1) as u32);
        }
        let blocks = starts.len();
        let mut g: DiGraph<(), Option<BranchEdge>> = DiGraph::with_capacity(blocks + 1, blocks * 2);
        for _ in 0..=blocks {
            g.add_node(());
        }
        let exit = NodeIndex::new(blocks);
        let node_at = |offset: u32| {
            index_of(offset)
                .and_then(|i| block_of.get(i))
                .map(|&b| NodeIndex::new(b as usize))
        };
        for (b, &start) in starts.iter().enumerate() {
            let last = starts.get(b + 1).map_or(n, |&s| s) - 1;
            let from = NodeIndex::new(b);
            let next = if last + 1 < n {
                NodeIndex::new(b + 1)
            } else {
                exit
            };
            let Some(insn) = insns.get(last).filter(|_| start <= last) else {
                continue;
            };
            match kind(last) {
                Some(Kind::CondJump) => {
                    if let Some(to) = insn.target.and_then(node_at) {
                        g.add_edge(from, to, Some((last, Edge::Taken)));
                    }
                    g.add_edge(from, next, Some((last, Edge::NotTaken)));
                }
                Some(Kind::Goto) => {
                    if let Some(to) = insn.target.and_then(node_at) {
                        g.add_edge(from, to, None);
                    }
                }
                Some(Kind::Jsr) => {
                    if let Some(to) = insn.target.and_then(node_at) {
                        g.add_edge(from, to, None);
                    }
                    g.add_edge(from, next, None);
                }
                Some(Kind::Switch) => {
                    let mut targets: Vec<u32> = insn.cases.iter().map(|c| c.1).collect();
                    targets.extend(insn.target);
                    targets.sort_unstable();
                    targets.dedup();
                    for t in targets {
                        if let Some(to) = node_at(t) {
                            g.add_edge(from, to, Some((last, Edge::Case(t))));
                        }
                    }
                }
                Some(Kind::Ret | Kind::Return | Kind::Throw) => {
                    g.add_edge(from, exit, None);
                }
                _ => {
                    g.add_edge(from, next, None);
                }
            }
        }
        // A block that never reaches the exit (an endless loop) would have
        // no post-dominator: let it leave, as the analysis usually does.
        let mut reaches_exit = vec![false; blocks + 1];
        let mut dfs = Dfs::new(Reversed(&g), exit);
        while let Some(x) = dfs.next(Reversed(&g)) {
            reaches_exit[x.index()] = true;
        }
        for (b, _) in reaches_exit.iter().enumerate().filter(|(_, r)| !**r) {
            g.add_edge(NodeIndex::new(b), exit, None);
        }
        let post = simple_fast(Reversed(&g), exit);
        // Each branch edge a → b makes b and the blocks up b's chain of
        // post-dominators, up to a's immediate post-dominator, depend on it.
        let mut deps: Vec<Vec<BranchEdge>> = vec![Vec::new(); blocks];
        for e in g.edge_indices() {
            let (Some(&Some(label)), Some((a, b))) = (g.edge_weight(e), g.edge_endpoints(e)) else {
                continue;
            };
            let stop = post.immediate_dominator(a);
            let mut runner = Some(b);
            // The chain is at most as long as the method has blocks.
            for _ in 0..=blocks {
                match runner {
                    Some(r) if Some(r) != stop && r != exit => {
                        if let Some(d) = deps.get_mut(r.index()) {
                            d.push(label);
                        }
                        runner = post.immediate_dominator(r);
                    }
                    _ => break,
                }
            }
        }
        for d in &mut deps {
            d.sort_unstable();
            d.dedup();
        }
        ControlDeps { block_of, deps }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn insn(offset: u32, opcode: u8, target: Option<u32>) -> Insn {
        Insn {
            offset,
            opcode,
            operand: 0,
            target,
            cases: Vec::new(),
        }
    }

    /// `if (a) { if (b) { x } y } return` — x depends on b's not-taken
    /// edge only, y on a's, the return on nothing.
    #[test]
    fn nested_ifs_depend_on_their_enclosing_branch() {
        let code = [
            insn(0, op::ILOAD_0, None),
            insn(1, op::IFEQ, Some(12)), // if (!a) goto ret
            insn(4, op::ILOAD_1, None),
            insn(5, op::IFEQ, Some(10)), // if (!b) goto y
            insn(8, op::ICONST_0, None), // x
            insn(9, op::POP, None),
            insn(10, op::ICONST_1, None), // y
            insn(11, op::POP, None),
            insn(12, op::RETURN, None),
        ];
        let cd = ControlDeps::of_method(&code);
        assert_eq!(cd.of(0), &[]);
        assert_eq!(cd.of(3), &[(1, Edge::NotTaken)]);
        assert_eq!(cd.of(4), &[(3, Edge::NotTaken)]);
        assert_eq!(cd.of(6), &[(1, Edge::NotTaken)]);
        assert_eq!(cd.of(8), &[]);
    }

    /// A `while (c) body` loop: the body and the test itself depend on the
    /// loop's own edge back into it.
    #[test]
    fn a_loop_body_depends_on_its_condition() {
        let code = [
            insn(0, op::GOTO, Some(5)),
            insn(3, op::ICONST_0, None), // body
            insn(4, op::POP, None),
            insn(5, op::ILOAD_0, None), // condition
            insn(6, op::IFNE, Some(3)),
            insn(9, op::RETURN, None),
        ];
        let cd = ControlDeps::of_method(&code);
        assert_eq!(cd.of(1), &[(4, Edge::Taken)]);
        assert_eq!(cd.of(3), &[(4, Edge::Taken)]);
        assert_eq!(cd.of(5), &[]);
    }

    /// A switch's cases depend on their own edge; an endless loop does not
    /// break the analysis.
    #[test]
    fn switch_cases_and_endless_loops() {
        let mut switch = insn(1, op::TABLESWITCH, Some(30));
        switch.cases = vec![(0, 20), (1, 25)];
        let code = [
            insn(0, op::ILOAD_0, None),
            switch,
            insn(20, op::RETURN, None),
            insn(25, op::GOTO, Some(25)),
            insn(30, op::RETURN, None),
        ];
        let cd = ControlDeps::of_method(&code);
        assert_eq!(cd.of(2), &[(1, Edge::Case(20))]);
        assert_eq!(cd.of(3), &[(1, Edge::Case(25))]);
        assert_eq!(cd.of(4), &[(1, Edge::Case(30))]);
    }
}
