//! Coverage as JaCoCo reports it: covered and total branches, lines and
//! methods of a class, for `gen --report` and `terrarium test --coverage`.
//! What counts and what is covered the VM's instrumentation decides
//! (`instrument::Coverage`, with JaCoCo's probes and filters); this adds
//! it up per class. A [`ClassCoverage`] is keyed by what stays the same from
//! one VM to another, so the coverage of several runs merges.
use std::collections::BTreeMap;

use instrument::coverage::SiteKind;
use interp::Vm;
use serde::{Deserialize, Serialize};

/// Covered and total, as in JaCoCo's counters.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counter {
    pub covered: usize,
    pub total: usize,
}

impl Counter {
    pub fn percent(&self) -> f64 {
        if self.total == 0 {
            100.0
        } else {
            100.0 * self.covered as f64 / self.total as f64
        }
    }

    fn of<K>(hits: &BTreeMap<K, bool>) -> Counter {
        Counter {
            covered: hits.values().filter(|h| **h).count(),
            total: hits.len(),
        }
    }
}

/// One class's counters (a line of `terrarium test --coverage-report`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CoverageReport {
    pub class: String,
    pub branches: Counter,
    pub lines: Counter,
    pub methods: Counter,
}

/// Lines and branches no test covers, to look at in the source.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Missed {
    pub lines: Vec<u32>,
    pub branches: Vec<MissedBranch>,
}

impl Missed {
    pub fn is_empty(&self) -> bool {
        self.lines.is_empty() && self.branches.is_empty()
    }
}

/// One uncovered branch: where, and which way (`"jump"`/`"no jump"` for a
/// conditional jump, `"case 1,2"`/`"default"` for a switch target).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MissedBranch {
    pub method: String,
    pub line: Option<u32>,
    pub arm: String,
}

/// What of one class was covered.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ClassCoverage {
    /// (method, offset of its branch site, arm) → covered.
    branches: BTreeMap<(String, u32, u32), bool>,
    /// The same keys → how a missed branch is named.
    branch_names: BTreeMap<(String, u32, u32), MissedBranch>,
    /// Source line → covered.
    lines: BTreeMap<u32, bool>,
    /// Method (name and descriptor) → covered.
    methods: BTreeMap<String, bool>,
    /// The same methods in the class file's order.
    method_order: Vec<String>,
    /// Method → its source lines → covered.
    method_lines: BTreeMap<String, BTreeMap<u32, bool>>,
    /// The class file's `SourceFile` (`Parser.java`).
    source_file: Option<String>,
}

/// One method's counters, as JaCoCo's XML report lists them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MethodCoverage {
    pub name: String,
    pub descriptor: String,
    /// Its first source line.
    pub line: Option<u32>,
    pub lines: Counter,
    pub branches: Counter,
    pub covered: bool,
}

/// One source line: whether some of its code ran, and its branches.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LineCoverage {
    pub line: u32,
    pub covered: bool,
    pub branches: Counter,
}

impl ClassCoverage {
    /// Class `class` (internal name) in `vm`'s coverage tables, with the
    /// hits of [`instrument::Coverage::settle`] (or their union
    /// over several executions).
    pub fn of(
        vm: &Vm,
        class: &str,
        arm_hit: &[bool],
        line_hit: &[bool],
        method_hit: &[bool],
    ) -> ClassCoverage {
        let cov = instrument::coverage(vm);
        let in_class = |m: interp::MethodId| &*vm.class(vm.method(m).class).name == class;
        let key = |m: interp::MethodId| {
            let m = vm.method(m);
            format!("{}{}", m.name, m.descriptor)
        };
        let hit = |v: &[bool], i: usize| v.get(i) == Some(&true);
        let mut out = ClassCoverage::default();
        for site in cov.sites.iter().filter(|s| s.counted && in_class(s.method)) {
            for k in 0..site.arms {
                let a = (site.first_arm + k) as usize;
                let id = (key(site.method), site.bci, k);
                *out.branches.entry(id.clone()).or_default() |= hit(arm_hit, a);
                let arm = match (site.kind, cov.arms.get(a)) {
                    (SiteKind::Switch, Some(arm)) if arm.keys.is_empty() => "default".to_string(),
                    (SiteKind::Switch, Some(arm)) => {
                        let keys: Vec<String> = arm.keys.iter().map(i32::to_string).collect();
                        let default = if arm.is_default { " (default)" } else { "" };
                        format!("case {}{default}", keys.join(","))
                    }
                    _ if k == 0 => "jump".to_string(),
                    _ => "no jump".to_string(),
                };
                out.branch_names.insert(
                    id,
                    MissedBranch {
                        method: vm.method(site.method).name.to_string(),
                        line: site.line,
                        arm,
                    },
                );
            }
        }
        for (i, l) in cov.lines.iter().enumerate() {
            if in_class(l.method) {
                *out.lines.entry(l.line).or_default() |= hit(line_hit, i);
                *out.method_lines
                    .entry(key(l.method))
                    .or_default()
                    .entry(l.line)
                    .or_default() |= hit(line_hit, i);
            }
        }
        for (i, &m) in cov.methods.iter().enumerate() {
            if in_class(m) {
                let k = key(m);
                if !out.methods.contains_key(&k) {
                    out.method_order.push(k.clone());
                }
                *out.methods.entry(k).or_default() |= hit(method_hit, i);
                if out.source_file.is_none() {
                    out.source_file = vm.class(vm.method(m).class).source_file().map(String::from);
                }
            }
        }
        out
    }

    /// Class `class` (internal name) as the last
    /// [`instrument::Coverage::settle`] of `vm` left it, with each
    /// method's lines counted from its own code, as JaCoCo counts them
    /// per method.
    pub fn of_settled(vm: &Vm, class: &str) -> ClassCoverage {
        let cov = instrument::coverage(vm);
        let mut out = Self::of(vm, class, &cov.arm_hit, &cov.line_hit, &cov.method_hit);
        for lines in out.method_lines.values_mut() {
            lines.values_mut().for_each(|h| *h = false);
        }
        for (i, l) in cov.lines.iter().enumerate() {
            let m = vm.method(l.method);
            if &*vm.class(m.class).name == class
                && cov.line_own_hit.get(i) == Some(&true)
                && let Some(h) = out
                    .method_lines
                    .get_mut(&format!("{}{}", m.name, m.descriptor))
                    .and_then(|lines| lines.get_mut(&l.line))
            {
                *h = true;
            }
        }
        out
    }

    /// Add what `other` covered.
    pub fn merge(&mut self, other: &ClassCoverage) {
        fn union<K: Ord + Clone>(a: &mut BTreeMap<K, bool>, b: &BTreeMap<K, bool>) {
            for (k, v) in b {
                *a.entry(k.clone()).or_default() |= *v;
            }
        }
        union(&mut self.branches, &other.branches);
        for (k, v) in &other.branch_names {
            self.branch_names
                .entry(k.clone())
                .or_insert_with(|| v.clone());
        }
        union(&mut self.lines, &other.lines);
        for m in &other.method_order {
            if !self.methods.contains_key(m) {
                self.method_order.push(m.clone());
            }
        }
        union(&mut self.methods, &other.methods);
        for (m, lines) in &other.method_lines {
            union(self.method_lines.entry(m.clone()).or_default(), lines);
        }
        if self.source_file.is_none() {
            self.source_file.clone_from(&other.source_file);
        }
    }

    /// The counters of class `class` (its binary name).
    pub fn report(&self, class: &str) -> CoverageReport {
        CoverageReport {
            class: class.to_string(),
            branches: self.branches(),
            lines: self.lines(),
            methods: self.methods(),
        }
    }

    /// The class file's `SourceFile` (`Parser.java`), if it has one.
    pub fn source_file(&self) -> Option<&str> {
        self.source_file.as_deref()
    }

    /// Its methods with code JaCoCo counts, in the class file's order.
    pub fn method_coverage(&self) -> Vec<MethodCoverage> {
        self.method_order
            .iter()
            .map(|key| {
                let (name, descriptor) = key.split_at(key.find('(').unwrap_or(key.len()));
                let lines = self.method_lines.get(key);
                MethodCoverage {
                    name: name.to_string(),
                    descriptor: descriptor.to_string(),
                    line: lines.and_then(|l| l.keys().next().copied()),
                    lines: lines.map(Counter::of).unwrap_or_default(),
                    branches: Counter {
                        covered: self
                            .branches
                            .iter()
                            .filter(|((m, _, _), h)| m == key && **h)
                            .count(),
                        total: self.branches.keys().filter(|(m, _, _)| m == key).count(),
                    },
                    covered: self.methods.get(key) == Some(&true),
                }
            })
            .collect()
    }

    /// Its source lines with code JaCoCo counts, in order, with their branches.
    pub fn line_coverage(&self) -> Vec<LineCoverage> {
        let mut out: BTreeMap<u32, LineCoverage> = self
            .lines
            .iter()
            .map(|(&line, &covered)| {
                let branches = Counter::default();
                (
                    line,
                    LineCoverage {
                        line,
                        covered,
                        branches,
                    },
                )
            })
            .collect();
        for (k, hit) in &self.branches {
            let Some(line) = self.branch_names.get(k).and_then(|b| b.line) else {
                continue;
            };
            let l = out.entry(line).or_insert(LineCoverage {
                line,
                covered: false,
                branches: Counter::default(),
            });
            l.branches.total += 1;
            l.branches.covered += usize::from(*hit);
        }
        out.into_values().collect()
    }

    pub fn branches(&self) -> Counter {
        Counter::of(&self.branches)
    }

    pub fn lines(&self) -> Counter {
        Counter::of(&self.lines)
    }

    pub fn methods(&self) -> Counter {
        Counter::of(&self.methods)
    }

    /// What is left uncovered, in source order.
    /// The source lines some test executes, in order.
    pub fn covered_lines(&self) -> Vec<u32> {
        self.lines
            .iter()
            .filter(|(_, h)| **h)
            .map(|(l, _)| *l)
            .collect()
    }

    pub fn missed(&self) -> Missed {
        let mut branches: Vec<MissedBranch> = self
            .branches
            .iter()
            .filter(|(_, h)| !**h)
            .filter_map(|(k, _)| self.branch_names.get(k).cloned())
            .collect();
        branches.sort_by_key(|b| b.line);
        Missed {
            lines: self
                .lines
                .iter()
                .filter(|(_, h)| !**h)
                .map(|(l, _)| *l)
                .collect(),
            branches,
        }
    }
}
