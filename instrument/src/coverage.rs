//! Coverage probes for test generation. Methods of the classes named in
//! [`Coverage::instrument`] are decoded with extra instructions: JaCoCo's
//! probes (see `jacoco`), which record that execution got there, and a
//! branch probe before every conditional jump and switch. A branch probe
//! looks at the operands about to be compared, records which arm will be
//! taken and how far the other arms are (branch distance), and changes
//! nothing. Code of other classes is decoded as usual and pays nothing.
//!
//! Lines, arms and methods count as covered the way JaCoCo counts them:
//! [`Coverage::settle`] follows each probe that ran back along JaCoCo's
//! coverage chain of instructions. Branches and lines that JaCoCo's filters
//! leave out (code javac generates) are not counted: sites have `counted`
//! false and such lines have no [`LineGoal`].
use std::rc::Rc;

use rustc_hash::{FxHashMap, FxHashSet};

use interp::exec::instr::Cond;
use interp::exec::instrument::{OperandProbe, ProbeHits};
use interp::runtime::value::Value;
use interp::{ClassId, MethodId};

use crate::testability::{ParseKind, StrProbe, StrTest};

/// No index (instead of `Option<u32>`, to keep the per-instruction tables small).
const NONE: u32 = u32::MAX;

/// What a branch probe compares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SiteKind {
    /// `if<cond>`: an int against zero.
    Int(Cond),
    /// `if_icmp<cond>`: two ints.
    IntCmp(Cond),
    /// `lcmp; if<cond>`: two longs.
    LongCmp(Cond),
    /// `fcmp<l|g>; if<cond>` / `dcmp<l|g>; if<cond>`: two floats or doubles
    /// (`nan` is what the comparison gives for NaN: -1 or 1).
    FloatCmp { cond: Cond, nan: i8, double: bool },
    /// `if_acmpeq` (`true`) / `if_acmpne`.
    RefEq(bool),
    /// `ifnull` (`true`) / `ifnonnull`.
    Null(bool),
    /// `tableswitch` / `lookupswitch`.
    Switch,
}

/// Keys kept per execution for key probes.
const KEYS_MAX: usize = 16;

/// A call of an instrumented method whose boolean result feeds the jump of
/// `site` (the flag problem: `if (!isValidAddress(from))` is a flat 0/1
/// to the caller). While it runs, the callee's own branch probes count how
/// many conditions it passed and how far the last one was from going the
/// other way; `return a && b && c` stops at the first false one, so an
/// input that passes more of them, or nearly passes the last, is closer to
/// flipping the result.
#[derive(Debug, Clone, Copy)]
struct FlagCall {
    site: u32,
    sites: u32,
    last: f64,
}

impl FlagCall {
    /// Distance of the caller's jump to the arm it did not take: between 1
    /// and 2, smaller the more sites the callee passed and the nearer its
    /// last one was to its other arm; 2 when the callee ran no probe.
    fn distance(self) -> f64 {
        if self.sites == 0 {
            return 2.0;
        }
        let n = self.sites as f64;
        let last = if self.last.is_finite() {
            self.last / (self.last + 1.0)
        } else {
            1.0
        };
        1.0 + (1.0 + last / 4.0) / (n + 1.0)
    }
}

/// Flag calls tracked at once (innermost last); deeper ones drop the outermost.
const FLAG_DEPTH: usize = 16;

/// One conditional jump or switch of an instrumented method. Its arms are
/// `first_arm .. first_arm + arms` in [`Coverage::arms`]: for a jump, the
/// jump taken then not taken; for a switch, one per distinct target, as
/// JaCoCo counts branches.
#[derive(Debug, Clone)]
pub struct BranchSite {
    pub method: MethodId,
    /// Bytecode offset of the jump (of the `lcmp`/`dcmp` before it, if any).
    pub bci: u32,
    pub line: Option<u32>,
    pub kind: SiteKind,
    pub first_arm: u32,
    pub arms: u32,
    /// JaCoCo counts its branches: no filter left it out (the hash switch
    /// of a string `switch`, a duplicated `finally` block, ...).
    pub counted: bool,
}

/// One arm of a switch: the keys that lead to it (empty for a default-only
/// target).
#[derive(Debug, Clone, Default)]
pub struct Arm {
    pub keys: Box<[i32]>,
    pub is_default: bool,
}

/// A source line with code JaCoCo counts in an instrumented method.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LineGoal {
    pub method: MethodId,
    pub line: u32,
    /// The first goal of the same line of the same class: JaCoCo counts a
    /// class's line once, covered when any of its code ran (lambdas and
    /// field initialisers share lines with other methods).
    pub first: u32,
}

/// An instruction on JaCoCo's coverage chain (`Instruction`).
#[derive(Debug, Clone, Copy)]
struct ChainInsn {
    /// The instruction before it on its chain, or `NONE`.
    pred: u32,
    /// The arm by which the one before comes here, or `NONE`.
    pred_arm: u32,
    /// The line goal it covers, or `NONE` (not counted, or no line).
    line: u32,
    /// The counted method it belongs to (index into `Coverage::methods`), or `NONE`.
    method: u32,
    /// The last [`Coverage::settle`] that reached it.
    seen: u32,
}

/// One of JaCoCo's probes: when it runs, its instruction is covered (and
/// `arm`, when the probe sits on a branch).
#[derive(Debug, Clone, Copy)]
struct ChainProbe {
    insn: u32,
    arm: u32,
}

/// What an operand probe (`Probe::Operands`) of an instrumented method
/// looks at.
#[derive(Debug, Clone, Copy)]
pub(crate) enum OperandKind {
    /// The operands of the jump or switch of branch site `id`.
    Branch(u32),
    /// A `String` test whose result feeds the jump of site `id`.
    Str(u32, StrTest),
    /// A call of an instrumented method whose boolean result feeds the jump
    /// of site `id` (see [`FlagCall`]).
    Flag(u32),
    /// A collection call storing or looking up the key this many slots
    /// down the stack (see `testability::key_operand`).
    Key(u8),
    /// A call parsing the text on top of the stack (parse site `id`; see
    /// `testability::ParseKind`).
    Parse(u32),
}

#[derive(Default)]
pub struct Coverage {
    /// What each operand probe looks at (index: its id).
    operand_probes: Vec<OperandKind>,
    /// Internal names of the classes to instrument when their methods are decoded.
    pub instrument: FxHashSet<Rc<str>>,
    pub lines: Vec<LineGoal>,
    line_ids: FxHashMap<(MethodId, u32), u32>,
    class_lines: FxHashMap<(ClassId, u32), u32>,
    pub sites: Vec<BranchSite>,
    pub arms: Vec<Arm>,
    /// Per site: the arms it is control dependent on (see `control.rs`);
    /// empty for a site that runs whenever its method does.
    pub site_deps: Vec<Box<[u32]>>,
    /// Per line goal: the same for the line's first instruction.
    pub line_deps: Vec<Box<[u32]>>,
    /// Per arm: the arm JaCoCo counts its coverage for (itself, the arm of
    /// the `finally` copy it was merged into), or `NONE`.
    arm_owner: Vec<u32>,
    /// Per arm: the probe that runs when it is taken, or `NONE`.
    arm_probe: Vec<u32>,
    /// Methods with code JaCoCo counts.
    pub methods: Vec<MethodId>,
    chain: Vec<ChainInsn>,
    probes: Vec<ChainProbe>,
    settles: u32,
    /// After [`Coverage::settle`]: lines covered (the same for all goals of a line).
    pub line_hit: Vec<bool>,
    /// After [`Coverage::settle`]: lines covered by code of their own
    /// method, before a class's line is shared by all its goals (JaCoCo's
    /// line counters of a method count only its own code).
    pub line_own_hit: Vec<bool>,
    /// After [`Coverage::settle`]: arms covered.
    pub arm_hit: Vec<bool>,
    /// After [`Coverage::settle`]: methods covered (as `methods`).
    pub method_hit: Vec<bool>,
    /// Per execution: the smallest branch distance seen to each arm (0 when
    /// taken, infinity when its site was never reached).
    pub arm_distance: Vec<f64>,
    /// Set by a `String` probe for the site whose jump tests its result:
    /// (site, distance to a `true` result, to a `false` result).
    pending_str: Option<(u32, f64, f64)>,
    /// Per execution: the pairs of texts `String` probes compared (a few
    /// short, unequal ones; the receiver first), for the generator. A text
    /// the code computed and compared input with (`"HELLO " + token`,
    /// today's date) is a good input (dynamic seeding), and so is the input
    /// with the compared part replaced (input-to-state replacement).
    pub compared: Vec<(Vec<u16>, Vec<u16>)>,
    /// Per execution: the same for the ints and longs conditional jumps
    /// compared (unequal ones, a few per site so that a loop's counter does
    /// not crowd out the rest): a character compared with `'/'`, a checksum
    /// compared with the one the code computed.
    pub compared_ints: Vec<(i64, i64)>,
    /// Per execution and site: how many pairs it added to `compared_ints`.
    site_pairs: Vec<u8>,
    /// What each parse probe's call parses (index: the probe's id).
    pub parse_sites: Vec<ParseKind>,
    /// Per execution: the texts parse probes saw (probe id, text; a few
    /// short, distinct ones).
    pub parsed: Vec<(u32, Vec<u16>)>,
    /// Per execution: the flag calls running (see [`FlagCall`]).
    flag_calls: Vec<FlagCall>,
    /// Per execution: the distinct texts key probes saw (see [`key_operand`]).
    keys: Vec<Vec<u16>>,
    /// Executions so far (resets): which cases a switch pairs its key with
    /// moves from one to the next (see [`Coverage::note_switch`]).
    resets: u32,
}

/// At most this many compared pairs per execution, each text at most this long.
const COMPARED_MAX: usize = 32;
pub(crate) const COMPARED_LEN: usize = 80;
/// At most this many compared int pairs per site and execution.
const PAIRS_PER_SITE: u8 = 3;

impl Coverage {
    /// Forget what the last execution reached.
    pub fn reset(&mut self) {
        self.arm_distance
            .iter_mut()
            .for_each(|d| *d = f64::INFINITY);
        self.line_hit.iter_mut().for_each(|h| *h = false);
        self.arm_hit.iter_mut().for_each(|h| *h = false);
        self.method_hit.iter_mut().for_each(|h| *h = false);
        self.pending_str = None;
        self.compared.clear();
        self.compared_ints.clear();
        self.site_pairs.iter_mut().for_each(|n| *n = 0);
        self.parsed.clear();
        self.flag_calls.clear();
        self.keys.clear();
        self.resets = self.resets.wrapping_add(1);
    }

    /// A key probe saw `key` stored or looked up: it pairs with every other
    /// key of this execution (see [`key_operand`]).
    pub(crate) fn hit_key(&mut self, key: &[u16]) {
        if key.len() > COMPARED_LEN
            || self.keys.len() >= KEYS_MAX
            || self.keys.iter().any(|k| k == key)
        {
            return;
        }
        for k in &self.keys {
            let pair = (key.to_vec(), k.clone());
            if self.compared.len() < COMPARED_MAX && !self.compared.contains(&pair) {
                self.compared.push(pair);
            }
        }
        self.keys.push(key.to_vec());
    }

    /// A call whose boolean result feeds the jump of `site` starts.
    pub(crate) fn enter_flag_call(&mut self, site: u32) {
        if self.flag_calls.len() >= FLAG_DEPTH {
            self.flag_calls.remove(0);
        }
        self.flag_calls.push(FlagCall {
            site,
            sites: 0,
            last: f64::INFINITY,
        });
    }

    /// The flag call whose result the jump of `site` tests, if one ran; the
    /// calls it left behind (an exception thrown out of them) end with it.
    fn take_flag_call(&mut self, site: u32) -> Option<FlagCall> {
        let k = self.flag_calls.iter().rposition(|f| f.site == site)?;
        let f = self.flag_calls.get(k).copied();
        self.flag_calls.truncate(k);
        f
    }

    /// A probe of the innermost flag call's callee ran: `other` is its
    /// distance to the arm it did not take.
    fn note_flag_site(&mut self, other: f64) {
        if let Some(f) = self.flag_calls.last_mut() {
            f.sites = f.sites.saturating_add(1);
            f.last = other;
        }
    }

    /// An operand probe: its id.
    pub(crate) fn operand_probe(&mut self, kind: OperandKind) -> u32 {
        self.operand_probes.push(kind);
        (self.operand_probes.len() - 1) as u32
    }

    /// Operand probe `id` ran (see [`OperandKind`]).
    pub(crate) fn hit_operands(&mut self, id: u32, probe: &mut OperandProbe<'_>) {
        let Some(&kind) = self.operand_probes.get(id as usize) else {
            return;
        };
        let short = |p: &OperandProbe<'_>, depth: usize| {
            p.string(depth)
                .filter(|u| u.len() <= COMPARED_LEN)
                .map(<[u16]>::to_vec)
        };
        match kind {
            OperandKind::Branch(site) => {
                let top = probe.top();
                self.hit_branch(site, top, probe.hits());
            }
            OperandKind::Str(site, test) => {
                let (recv, arg) = if test.operands() == 2 { (2, 1) } else { (1, 0) };
                // Measured while the strings are borrowed; only short texts
                // are copied (for the generator's input mutations).
                let keep = self.wants_compared();
                let measured = StrProbe::of(test, probe.string(recv), probe.string(arg), keep);
                self.hit_string(site, measured);
            }
            OperandKind::Flag(site) => self.enter_flag_call(site),
            OperandKind::Key(depth) => {
                if self.wants_compared()
                    && let Some(key) = short(probe, depth as usize)
                {
                    self.hit_key(&key);
                }
            }
            OperandKind::Parse(site) => {
                if self.wants_parsed()
                    && let Some(text) = short(probe, 1)
                {
                    self.hit_parse(site, &text);
                }
            }
        }
    }

    /// A parse probe for a call that parses `kind` (see [`ParseKind`]).
    pub(crate) fn parse_site(&mut self, kind: ParseKind) -> u32 {
        self.parse_sites.push(kind);
        (self.parse_sites.len() - 1) as u32
    }

    /// Whether this execution still collects parsed texts.
    pub(crate) fn wants_parsed(&self) -> bool {
        self.parsed.len() < COMPARED_MAX
    }

    /// Parse probe `site` saw `text` about to be parsed.
    pub(crate) fn hit_parse(&mut self, site: u32, text: &[u16]) {
        if text.len() <= COMPARED_LEN
            && self.wants_parsed()
            && !self.parsed.iter().any(|(s, t)| *s == site && t == text)
        {
            self.parsed.push((site, text.to_vec()));
        }
    }

    /// Remember that site `site` compared `a` with `b` (see `compared_ints`).
    fn note_ints(&mut self, site: u32, a: i64, b: i64) {
        if a == b || self.compared_ints.len() >= COMPARED_MAX {
            return;
        }
        let Some(n) = self.site_pairs.get_mut(site as usize) else {
            return;
        };
        if *n < PAIRS_PER_SITE && !self.compared_ints.contains(&(a, b)) {
            *n += 1;
            self.compared_ints.push((a, b));
        }
    }

    /// Whether this execution still collects compared pairs.
    pub(crate) fn wants_compared(&self) -> bool {
        self.compared.len() < COMPARED_MAX
    }

    /// A `String` probe ran: remember its distances for the jump of `site`,
    /// and the texts it compared.
    pub(crate) fn hit_string(&mut self, site: u32, probe: StrProbe) {
        if let Some(pair) = probe.pair
            && self.wants_compared()
            && !self.compared.contains(&pair)
        {
            self.compared.push(pair);
        }
        self.pending_str = probe.distances.map(|(t, f)| (site, t, f));
    }

    /// Work out what is covered from the probes run since the last
    /// [`Coverage::reset`]: each probe covers its instruction and the ones
    /// before it on its chain, up to one already covered (JaCoCo's
    /// `Instruction.propagateExecutedBranch`).
    pub fn settle(&mut self, hits: &ProbeHits) {
        self.line_hit.iter_mut().for_each(|h| *h = false);
        self.arm_hit.iter_mut().for_each(|h| *h = false);
        self.method_hit.iter_mut().for_each(|h| *h = false);
        self.settles = self.settles.wrapping_add(1);
        if self.settles == 0 {
            self.chain.iter_mut().for_each(|c| c.seen = 0);
            self.settles = 1;
        }
        for p in 0..self.probes.len() {
            if !hits.is_hit(p as u32) {
                continue;
            }
            let Some(&ChainProbe { insn, arm }) = self.probes.get(p) else {
                continue;
            };
            self.cover_arm(arm);
            let mut i = insn;
            while let Some(c) = self.chain.get_mut(i as usize) {
                if c.seen == self.settles {
                    break;
                }
                c.seen = self.settles;
                let c = *c;
                if let Some(h) = self.line_hit.get_mut(c.line as usize) {
                    *h = true;
                }
                if let Some(h) = self.method_hit.get_mut(c.method as usize) {
                    *h = true;
                }
                self.cover_arm(c.pred_arm);
                i = c.pred;
            }
        }
        self.line_own_hit.clone_from(&self.line_hit);
        for l in 0..self.lines.len() {
            if self.line_hit.get(l) == Some(&true)
                && let Some(first) = self.lines.get(l).map(|g| g.first as usize)
                && let Some(h) = self.line_hit.get_mut(first)
            {
                *h = true;
            }
        }
        for l in 0..self.lines.len() {
            let first = self.lines.get(l).map_or(l, |g| g.first as usize);
            if self.line_hit.get(first) == Some(&true)
                && let Some(h) = self.line_hit.get_mut(l)
            {
                *h = true;
            }
        }
    }

    fn cover_arm(&mut self, arm: u32) {
        let owner = self.arm_owner.get(arm as usize).copied().unwrap_or(NONE);
        if let Some(h) = self.arm_hit.get_mut(owner as usize) {
            *h = true;
        }
    }

    /// The goal of `line` in `method`, if its code was decoded.
    pub fn find_line_goal(&self, method: MethodId, line: u32) -> Option<u32> {
        self.line_ids.get(&(method, line)).copied()
    }

    /// The goal of `line` in `method` (of `class`), made on first use.
    pub(crate) fn line_goal(&mut self, class: ClassId, method: MethodId, line: u32) -> u32 {
        if let Some(&id) = self.line_ids.get(&(method, line)) {
            return id;
        }
        let id = self.lines.len() as u32;
        let first = *self.class_lines.entry((class, line)).or_insert(id);
        self.lines.push(LineGoal {
            method,
            line,
            first,
        });
        self.line_ids.insert((method, line), id);
        self.line_hit.push(false);
        self.line_deps.push(Box::default());
        id
    }

    /// A counted method: its index in `methods`.
    pub(crate) fn counted_method(&mut self, method: MethodId) -> u32 {
        if let Some(i) = self.methods.iter().rposition(|&m| m == method) {
            return i as u32;
        }
        self.methods.push(method);
        self.method_hit.push(false);
        (self.methods.len() - 1) as u32
    }

    /// Add an instruction to the chains: `pred` (an index returned
    /// earlier) and the arm that leads from it, its line goal and counted
    /// method. Returns its index.
    pub(crate) fn chain_insn(
        &mut self,
        pred: Option<u32>,
        pred_arm: Option<u32>,
        line: Option<u32>,
        method: Option<u32>,
    ) -> u32 {
        self.chain.push(ChainInsn {
            pred: pred.unwrap_or(NONE),
            pred_arm: pred_arm.unwrap_or(NONE),
            line: line.unwrap_or(NONE),
            method: method.unwrap_or(NONE),
            seen: 0,
        });
        (self.chain.len() - 1) as u32
    }

    /// The number of chain instructions so far (the next one's index).
    pub(crate) fn chain_len(&self) -> u32 {
        self.chain.len() as u32
    }

    /// A probe covering chain instruction `insn` (and `arm`, when it sits
    /// on a branch). Returns its id.
    pub(crate) fn probe(&mut self, insn: u32, arm: Option<u32>) -> u32 {
        self.probes.push(ChainProbe {
            insn,
            arm: arm.unwrap_or(NONE),
        });
        (self.probes.len() - 1) as u32
    }

    /// Taking `arm` runs `probe`.
    pub(crate) fn set_arm_probe(&mut self, arm: u32, probe: u32) {
        if let Some(p) = self.arm_probe.get_mut(arm as usize) {
            *p = probe;
        }
    }

    /// JaCoCo counts `arm`'s coverage for `owner` (`None`: not at all).
    pub(crate) fn set_arm_owner(&mut self, arm: u32, owner: Option<u32>) {
        if let Some(o) = self.arm_owner.get_mut(arm as usize) {
            *o = owner.unwrap_or(NONE);
        }
    }

    pub(crate) fn site(
        &mut self,
        method: MethodId,
        bci: u32,
        line: Option<u32>,
        kind: SiteKind,
        arms: Vec<Arm>,
    ) -> u32 {
        let first_arm = self.arms.len() as u32;
        let n = arms.len() as u32;
        for a in arms {
            self.arm_owner.push(self.arms.len() as u32);
            self.arm_probe.push(NONE);
            self.arms.push(a);
            self.arm_hit.push(false);
            self.arm_distance.push(f64::INFINITY);
        }
        self.site_pairs.push(0);
        self.site_deps.push(Box::default());
        self.sites.push(BranchSite {
            method,
            bci,
            line,
            kind,
            first_arm,
            arms: n,
            counted: true,
        });
        (self.sites.len() - 1) as u32
    }

    fn reach(&mut self, arm: u32, distance: f64, hits: &mut ProbeHits) {
        let a = arm as usize;
        if let Some(d) = self.arm_distance.get_mut(a)
            && distance < *d
        {
            *d = distance;
        }
        if distance == 0.0 {
            let p = self.arm_probe.get(a).copied().unwrap_or(NONE);
            hits.hit(p);
        }
    }

    /// A branch probe ran: `top` are the four topmost stack slots, the top first.
    pub(crate) fn hit_branch(&mut self, id: u32, top: [Value; 4], hits: &mut ProbeHits) {
        let Some(site) = self.sites.get(id as usize) else {
            return;
        };
        let (kind, first) = (site.kind, site.first_arm);
        let pending = self.pending_str.take();
        let flag = if self.flag_calls.is_empty() {
            None
        } else {
            self.take_flag_call(id)
        };
        let (d_true, d_false) = match kind {
            SiteKind::Int(c) => {
                let (t, f) = compare(c, top[0].int() as f64, 0.0);
                // The int is a result computed elsewhere, the callee's
                // boolean (a flag call) or a String test's 1 or 0: the arm
                // not taken gets that distance to the other result.
                let other = match (flag, pending) {
                    (Some(call), _) => Some(call.distance()),
                    (None, Some((site, to_true, to_false))) if site == id => {
                        let result = top[0].int() != 0;
                        Some(if result { to_false } else { to_true }.max(1.0))
                    }
                    _ => None,
                };
                match other {
                    Some(o) => (
                        if t == 0.0 { 0.0 } else { o },
                        if f == 0.0 { 0.0 } else { o },
                    ),
                    None => (t, f),
                }
            }
            SiteKind::IntCmp(c) => {
                let (a, b) = (top[1].int(), top[0].int());
                self.note_ints(id, a as i64, b as i64);
                compare(c, a as f64, b as f64)
            }
            SiteKind::LongCmp(c) => {
                let (a, b) = (top[3].long(), top[1].long());
                self.note_ints(id, a, b);
                compare_long(c, a, b)
            }
            SiteKind::FloatCmp { cond, nan, double } => {
                let (a, b) = if double {
                    (top[3].double(), top[1].double())
                } else {
                    (top[1].float() as f64, top[0].float() as f64)
                };
                if a.is_nan() || b.is_nan() {
                    let taken = cond.test(nan as i32, 0);
                    if taken { (0.0, 1.0) } else { (1.0, 0.0) }
                } else {
                    compare(cond, a, b)
                }
            }
            SiteKind::RefEq(eq) => {
                let same = top[0].reference() == top[1].reference();
                if same == eq { (0.0, 1.0) } else { (1.0, 0.0) }
            }
            SiteKind::Null(if_null) => {
                let null = top[0].reference().is_none();
                if null == if_null {
                    (0.0, 1.0)
                } else {
                    (1.0, 0.0)
                }
            }
            SiteKind::Switch => {
                self.hit_switch(id, top[0].int(), hits);
                self.note_flag_site(1.0);
                return;
            }
        };
        if !self.flag_calls.is_empty() {
            self.note_flag_site(d_true.max(d_false));
        }
        self.reach(first, d_true, hits);
        self.reach(first + 1, d_false, hits);
    }

    fn hit_switch(&mut self, id: u32, key: i32, hits: &mut ProbeHits) {
        let Some(site) = self.sites.get(id as usize) else {
            return;
        };
        let (first, n) = (site.first_arm, site.arms);
        let matched = (first..first + n).find(|&a| {
            self.arms
                .get(a as usize)
                .is_some_and(|arm| arm.keys.contains(&key))
        });
        for a in first..first + n {
            let Some(arm) = self.arms.get(a as usize) else {
                continue;
            };
            let d = if Some(a) == matched || (matched.is_none() && arm.is_default) {
                0.0
            } else if arm.keys.is_empty() {
                1.0
            } else {
                arm.keys
                    .iter()
                    .map(|&k| (k as f64 - key as f64).abs())
                    .fold(f64::INFINITY, f64::min)
            };
            self.reach(a, d, hits);
        }
        self.note_switch(id, key, matched);
    }

    /// Pair a switch's `key` with cases it did not match, as a comparison
    /// is paired (`compared_ints`): a character switched on becomes `'{'`
    /// in the text it came from, a number the case's. A few per execution,
    /// from a case that moves on with each execution so that all come up.
    fn note_switch(&mut self, id: u32, key: i32, matched: Option<u32>) {
        let full = self
            .site_pairs
            .get(id as usize)
            .is_none_or(|&n| n >= PAIRS_PER_SITE);
        if full || self.compared_ints.len() >= COMPARED_MAX {
            return;
        }
        let Some(site) = self.sites.get(id as usize) else {
            return;
        };
        let (first, n) = (site.first_arm, site.arms);
        let missed: Vec<i32> = (first..first + n)
            .filter(|&a| Some(a) != matched)
            .filter_map(|a| self.arms.get(a as usize))
            .flat_map(|arm| arm.keys.iter().copied())
            .collect();
        if missed.is_empty() {
            return;
        }
        let start = self.resets as usize % missed.len();
        for j in 0..(PAIRS_PER_SITE as usize).min(missed.len()) {
            let k = missed[(start + j) % missed.len()];
            self.note_ints(id, i64::from(key), i64::from(k));
        }
    }
}

/// [`compare`] for longs, on their exact values: two different longs may
/// be the same double, and an arm must not look taken when it is not.
fn compare_long(c: Cond, a: i64, b: i64) -> (f64, f64) {
    let gap = ((a as i128 - b as i128).unsigned_abs() as f64).max(1.0);
    match a.cmp(&b) {
        std::cmp::Ordering::Equal => compare(c, 0.0, 0.0),
        std::cmp::Ordering::Less => compare(c, 0.0, gap),
        std::cmp::Ordering::Greater => compare(c, gap, 0.0),
    }
}

/// Branch distances (to make `a <cond> b` true, to make it false).
fn compare(c: Cond, a: f64, b: f64) -> (f64, f64) {
    let gap = (a - b).abs();
    match c {
        Cond::Eq => {
            if a == b {
                (0.0, 1.0)
            } else {
                (gap, 0.0)
            }
        }
        Cond::Ne => {
            let (t, f) = compare(Cond::Eq, a, b);
            (f, t)
        }
        Cond::Lt => {
            if a < b {
                (0.0, gap)
            } else {
                (gap + 1.0, 0.0)
            }
        }
        Cond::Ge => {
            let (t, f) = compare(Cond::Lt, a, b);
            (f, t)
        }
        Cond::Gt => {
            if a > b {
                (0.0, gap)
            } else {
                (gap + 1.0, 0.0)
            }
        }
        Cond::Le => {
            let (t, f) = compare(Cond::Gt, a, b);
            (f, t)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testability::key_operand;

    #[test]
    fn a_flag_call_is_closer_the_more_conditions_its_callee_passed() {
        let d = |sites, last| {
            FlagCall {
                site: 0,
                sites,
                last,
            }
            .distance()
        };
        assert_eq!(d(0, f64::INFINITY), 2.0);
        assert!(d(3, 5.0) < d(2, 0.5), "more conditions passed");
        assert!(d(2, 0.5) < d(2, 5.0), "the last one nearer");
        assert!(d(1, 100.0) < 2.0 && d(50, 0.0) > 1.0);
    }

    #[test]
    fn a_flag_call_ends_at_its_jump_and_feeds_the_call_around_it() {
        let mut cov = Coverage::default();
        cov.enter_flag_call(7);
        cov.enter_flag_call(9);
        cov.note_flag_site(3.0);
        // An exception left call 9 unfinished; call 7's jump ends both.
        let f = cov.take_flag_call(7);
        assert!(f.is_some_and(|f| f.sites == 0));
        assert!(cov.flag_calls.is_empty());
        cov.enter_flag_call(7);
        cov.enter_flag_call(9);
        cov.note_flag_site(3.0);
        let inner = cov.take_flag_call(9);
        assert!(inner.is_some_and(|f| f.sites == 1 && f.last == 3.0));
        assert_eq!(cov.take_flag_call(8).map(|f| f.site), None);
        assert!(cov.take_flag_call(7).is_some());
    }

    #[test]
    fn keys_stored_and_looked_up_pair_up_as_compared_texts() {
        assert_eq!(
            key_operand(
                "java/util/Map",
                "put",
                "(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;"
            ),
            Some(2)
        );
        assert_eq!(
            key_operand(
                "java/util/Map",
                "get",
                "(Ljava/lang/Object;)Ljava/lang/Object;"
            ),
            Some(1)
        );
        assert_eq!(
            key_operand("java/util/List", "get", "(I)Ljava/lang/Object;"),
            None
        );
        assert_eq!(
            key_operand(
                "subjects/Registry",
                "get",
                "(Ljava/lang/Object;)Ljava/lang/Object;"
            ),
            None
        );
        let mut cov = Coverage::default();
        let units = |s: &str| s.encode_utf16().collect::<Vec<u16>>();
        cov.hit_key(&units("a"));
        cov.hit_key(&units("a"));
        cov.hit_key(&units("b"));
        assert_eq!(cov.compared, vec![(units("b"), units("a"))]);
        cov.reset();
        cov.hit_key(&units("b"));
        assert!(cov.compared.is_empty());
    }

    #[test]
    fn parse_probes_keep_a_few_short_distinct_texts_per_execution() {
        let mut cov = Coverage::default();
        let site = cov.parse_site(ParseKind::Integer);
        let units = |s: &str| s.encode_utf16().collect::<Vec<u16>>();
        cov.hit_parse(site, &units("12"));
        cov.hit_parse(site, &units("12"));
        cov.hit_parse(site, &units(&"9".repeat(COMPARED_LEN + 1)));
        assert_eq!(cov.parsed, vec![(site, units("12"))]);
        for k in 0..2 * COMPARED_MAX {
            cov.hit_parse(site, &units(&k.to_string()));
        }
        assert_eq!(cov.parsed.len(), COMPARED_MAX);
        cov.reset();
        assert!(cov.parsed.is_empty());
    }

    #[test]
    fn a_switch_pairs_its_key_with_cases_it_missed_and_moves_on() {
        let mut cov = Coverage::default();
        cov.sites.push(BranchSite {
            method: MethodId(0),
            bci: 0,
            line: None,
            kind: SiteKind::Switch,
            first_arm: 0,
            arms: 3,
            counted: true,
        });
        cov.site_pairs.push(0);
        let arm = |keys: &[i32], is_default| Arm {
            keys: keys.into(),
            is_default,
        };
        // `case '{': case '[': ... case '"': ... default:`
        cov.arms = vec![
            arm(&['{' as i32, '[' as i32], false),
            arm(&['"' as i32], false),
            arm(&[], true),
        ];
        // 'x' matched nothing: it pairs with three cases, in order.
        cov.note_switch(0, 'x' as i32, None);
        let pairs = |cov: &Coverage| -> Vec<(i64, i64)> { cov.compared_ints.clone() };
        let x = 'x' as i64;
        assert_eq!(
            pairs(&cov),
            vec![(x, '{' as i64), (x, '[' as i64), (x, '"' as i64)]
        );
        // No more than three per site and execution.
        cov.note_switch(0, 'y' as i32, None);
        assert_eq!(cov.compared_ints.len(), 3);
        // The next execution starts one case on; a matched case is no pair.
        cov.reset();
        cov.note_switch(0, '"' as i32, Some(1));
        assert_eq!(
            pairs(&cov),
            vec![('"' as i64, '[' as i64), ('"' as i64, '{' as i64)]
        );
    }

    #[test]
    fn longs_that_round_to_the_same_double_are_not_equal() {
        // 2^53 + 1 and 2^53 are the same double.
        let (a, b) = ((1i64 << 53) + 1, 1i64 << 53);
        assert_eq!(a as f64, b as f64);
        let (taken, not_taken) = compare_long(Cond::Eq, a, b);
        assert!(taken > 0.0 && not_taken == 0.0);
        assert_eq!(compare_long(Cond::Eq, b, b), (0.0, 1.0));
        let (taken, _) = compare_long(Cond::Lt, i64::MIN, i64::MAX);
        assert_eq!(taken, 0.0);
    }
}
