//! World actions: what a test puts into the virtual world (console input,
//! files, clock, random draws, environment, properties, network) and its
//! small changes, among the parts of the world the class was seen to touch.
use std::collections::BTreeSet;

use rand::Rng;
use rand::seq::IndexedRandom;

use super::literals::int_text;
use super::{Factory, TIME_STEPS, pick_in, test_now};
use crate::execute::Touched;
use crate::model::{TestCase, WorldAction, iso_date, world_path, world_texts};

/// Share of world text edits that leave no text at all.
const EMPTY_TEXT: f64 = 0.05;

impl Factory {
    /// Add, change or drop one world action, among the parts of the world the
    /// class was seen to touch (with the names it used: those `seen` in the
    /// test's own execution first, so a datagram goes to the port this test
    /// binds).
    pub fn mutate_world(&mut self, t: &mut TestCase, seen: Option<&Touched>) {
        if !t.world.is_empty() && self.rng.random_bool(0.2) {
            let k = self.rng.random_range(0..t.world.len());
            t.world.remove(k);
            return;
        }
        // Local search on the world: a small change to an action's data, so
        // that text can creep towards what the code compares it with.
        if !t.world.is_empty() && self.rng.random_bool(0.4) {
            let k = self.rng.random_range(0..t.world.len());
            let mut action = t.world[k].clone();
            self.tweak_world(&mut action, t);
            t.world[k] = action;
            t.world.sort();
            return;
        }
        let seen = seen.filter(|_| self.rng.random_bool(0.7));
        // The kinds of world the test's own execution touched, else any the
        // class touched.
        let options = match seen {
            Some(own) if own.any() => world_kinds(own),
            _ => world_kinds(&self.world),
        };
        let Some(&kind) = options.choose(&mut self.rng) else {
            return;
        };
        let Some(action) = self.new_world_action(kind, t, seen) else {
            return;
        };
        // One action per kind and name: the new one replaces the old.
        t.world.retain(|a| !same_target(a, &action));
        t.world.push(action);
        t.world.sort();
    }

    /// A new world action of `kind`, on the names `seen` in the test's own
    /// execution if given, else on those the class touched (none when there
    /// is no name to use).
    fn new_world_action(
        &mut self,
        kind: WorldKind,
        t: &TestCase,
        seen: Option<&Touched>,
    ) -> Option<WorldAction> {
        Some(match kind {
            WorldKind::Stdin => {
                // Typed at a terminal, a `Scanner` per question sees only
                // its answer; a dialogue of several questions needs more
                // lines (spare ones let one more call read something).
                let terminal = self.rng.random_bool(0.3);
                let lines = self.rng.random_range(1..=if terminal { 10 } else { 6 });
                let mut text = String::new();
                for _ in 0..lines {
                    let line = self.world_text(t);
                    text.push_str(&line);
                    text.push('\n');
                }
                WorldAction::Stdin { text, terminal }
            }
            WorldKind::Files => {
                let files = names(seen.map(|x| &x.files), &self.world.files);
                let path = files.choose(&mut self.rng)?.clone();
                match self.rng.random_range(0..6) {
                    // A directory the class listed may also be one that
                    // cannot be listed (half of the time, so that the
                    // other kinds keep their share).
                    0 if self.world.dirs.contains(&path) && self.rng.random_bool(0.5) => {
                        WorldAction::UnreadableDirectory { path }
                    }
                    0 => WorldAction::Directory { path },
                    1 => WorldAction::FailingFile {
                        path,
                        message: "Input/output error".into(),
                    },
                    _ => {
                        let lines = self.rng.random_range(0..=3);
                        let mut content = String::new();
                        for _ in 0..lines {
                            let s = self.world_text(t);
                            content.push_str(&s);
                            content.push('\n');
                        }
                        WorldAction::File { path, content }
                    }
                }
            }
            WorldKind::Clock => {
                // Whole days and hours around the default instant, or a mined number.
                let base = jdk_shims::World::DEFAULT_EPOCH_MS;
                let epoch_ms = match self.rng.random_range(0..3) {
                    0 => base + self.rng.random_range(-400..=400i64) * 86_400_000,
                    1 => base + self.rng.random_range(-48..=48i64) * 3_600_000,
                    _ => self.constant_int().unwrap_or(base).max(0),
                };
                WorldAction::Clock { epoch_ms }
            }
            WorldKind::Random if self.rng.random_bool(0.5) => WorldAction::Seed {
                seed: self.rng.random_range(0..1_000_000),
            },
            WorldKind::Random => {
                let n = self.rng.random_range(1..=4);
                WorldAction::NextRandom {
                    values: (0..n).map(|_| self.random_value()).collect(),
                }
            }
            WorldKind::Env => {
                let env = names(seen.map(|x| &x.env), &self.world.env);
                let name = env.choose(&mut self.rng)?.clone();
                let value = self.world_text(t);
                WorldAction::Env { name, value }
            }
            WorldKind::Properties => {
                let props = names(seen.map(|x| &x.properties), &self.world.properties);
                let name = props.choose(&mut self.rng)?.clone();
                let value = self.world_text(t);
                if self.rng.random_bool(0.15) {
                    WorldAction::RemoveProperty { name }
                } else {
                    WorldAction::Property { name, value }
                }
            }
            WorldKind::Hosts => {
                let hosts = names(seen.map(|x| &x.hosts), &self.world.hosts);
                let name = hosts.choose(&mut self.rng)?.clone();
                let address = format!("10.0.0.{}", self.rng.random_range(2..=9));
                WorldAction::Host { name, address }
            }
            WorldKind::Connects => {
                let ends = names(seen.map(|x| &x.connects), &self.world.connects);
                let endpoint = ends.choose(&mut self.rng)?.clone();
                let greeting = if self.rng.random_bool(0.5) {
                    format!("{}\n", self.world_text(t))
                } else {
                    String::new()
                };
                let reply = format!("{}\n", self.world_text(t));
                WorldAction::Server {
                    endpoint,
                    greeting,
                    reply,
                }
            }
            WorldKind::TcpPorts | WorldKind::UdpPorts => {
                let udp = kind == WorldKind::UdpPorts;
                let ports = if udp {
                    names(seen.map(|x| &x.udp_ports), &self.world.udp_ports)
                } else {
                    names(seen.map(|x| &x.tcp_ports), &self.world.tcp_ports)
                };
                let port = *ports.choose(&mut self.rng)?;
                let from = format!(
                    "10.9.9.{}:{}",
                    self.rng.random_range(2..=9),
                    50000 + self.rng.random_range(0..10)
                );
                let lines = self.rng.random_range(1..=3);
                let mut data = String::new();
                for _ in 0..lines {
                    let s = self.world_text(t);
                    data.push_str(&s);
                    data.push('\n');
                }
                if udp {
                    WorldAction::Datagram {
                        port,
                        from,
                        data: data.trim_end().to_string(),
                    }
                } else {
                    WorldAction::Incoming { port, from, data }
                }
            }
            WorldKind::Urls => {
                let urls = names(seen.map(|x| &x.urls), &self.world.urls);
                let url = urls.choose(&mut self.rng)?.clone();
                const STATUSES: [u16; 5] = [200, 200, 404, 500, 301];
                let status = *STATUSES.choose(&mut self.rng)?;
                let body = format!("{}\n", self.world_text(t));
                WorldAction::Http { url, status, body }
            }
        })
    }

    /// A small change to `action`'s data: an edit of its text (or of one
    /// line of it), a nearby instant, another seed, status or queued value.
    fn tweak_world(&mut self, action: &mut WorldAction, t: &TestCase) {
        use WorldAction::*;
        let text = match action {
            Stdin { terminal, .. } if self.rng.random_bool(0.15) => {
                *terminal = !*terminal;
                return;
            }
            Stdin { text, .. } => text,
            File { content, .. } => content,
            Env { value, .. } | Property { value, .. } => value,
            Incoming { data, .. } | Datagram { data, .. } => data,
            Server {
                greeting, reply, ..
            } => {
                if self.rng.random_bool(0.5) {
                    greeting
                } else {
                    reply
                }
            }
            Http { status, body, .. } => {
                if self.rng.random_bool(0.3) {
                    const STATUSES: [u16; 8] = [200, 201, 204, 301, 302, 404, 500, 503];
                    if let Some(&s) = STATUSES.choose(&mut self.rng) {
                        *status = s;
                    }
                    return;
                }
                body
            }
            Clock { epoch_ms } => {
                let step = TIME_STEPS.choose(&mut self.rng).copied().unwrap_or(1_000);
                let k = self.rng.random_range(1..=3i64)
                    * if self.rng.random_bool(0.5) { 1 } else { -1 };
                *epoch_ms = epoch_ms.saturating_add(k * step).max(0);
                return;
            }
            Seed { seed } => {
                *seed = self.rng.random_range(0..1_000_000);
                return;
            }
            NextRandom { values } => {
                // Another value at one place, or one more value.
                let at = self.rng.random_range(0..=values.len());
                let v = self.random_value();
                match values.get_mut(at) {
                    Some(slot) => *slot = v,
                    None => values.push(v),
                }
                return;
            }
            _ => return,
        };
        *text = self.tweak_text(text, t);
    }

    /// An edit of one line of `text` (kept line-structured), a line of
    /// world text added or dropped, or no text at all (an empty file, a
    /// connection closed without a word: the boundary every tester tries).
    fn tweak_text(&mut self, text: &str, t: &TestCase) -> String {
        if self.rng.random_bool(EMPTY_TEXT) {
            return String::new();
        }
        let ends_nl = text.ends_with('\n');
        let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
        match self.rng.random_range(0..6) {
            0 => {
                let at = self.rng.random_range(0..=lines.len());
                let line = self.world_text(t);
                lines.insert(at, line);
            }
            1 if !lines.is_empty() => {
                let at = self.rng.random_range(0..lines.len());
                lines.remove(at);
            }
            _ if !lines.is_empty() => {
                let at = self.rng.random_range(0..lines.len());
                lines[at] = self.edit(&lines[at]);
            }
            _ => lines.push(self.world_text(t)),
        }
        let mut out = lines.join("\n");
        // No line at all is no text (end of input at once), not an empty line.
        if !lines.is_empty() && (ends_nl || text.is_empty()) {
            out.push('\n');
        }
        out
    }

    /// The words of the test's world data (a token a datagram announced is
    /// what the handshake must repeat).
    fn world_words(t: &TestCase) -> Vec<String> {
        let texts = t.world.iter().flat_map(world_texts);
        let words: BTreeSet<String> = texts
            .flat_map(|text| text.split_whitespace().map(str::to_string))
            .collect();
        words.into_iter().collect()
    }

    /// A line of console input or file content: often a string the test
    /// itself uses (what the code will compare it with), a file name the
    /// code opened, a date on the test's clock, a number, or a mined string.
    pub(super) fn world_text(&mut self, t: &TestCase) -> String {
        let literals: Vec<&str> = t.string_literals().collect();
        match self.rng.random_range(0..10) {
            0..=2 if !literals.is_empty() => literals
                .choose(&mut self.rng)
                .map_or_else(String::new, |l| l.to_string()),
            3 if !self.world.files.is_empty() => pick_in(&mut self.rng, &self.world.files)
                .cloned()
                .unwrap_or_default(),
            4 if self.world.time => {
                let day = test_now(t).div_euclid(86_400_000) + self.rng.random_range(-2..=2i64);
                iso_date(day)
            }
            5 => int_text(self),
            6 => {
                let words = Self::world_words(t);
                match words.choose(&mut self.rng) {
                    Some(w) => w.clone(),
                    None => self.random_string(),
                }
            }
            _ => self.random_string(),
        }
    }
}

/// The names in `own` (what the test's own execution touched), or else in
/// `all` (what the class was seen to touch).
fn names<T: Clone>(own: Option<&BTreeSet<T>>, all: &BTreeSet<T>) -> Vec<T> {
    match own {
        Some(o) if !o.is_empty() => o.iter().cloned().collect(),
        _ => all.iter().cloned().collect(),
    }
}

/// A kind of world action: one for each part of the world a class may touch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum WorldKind {
    Stdin,
    Files,
    Clock,
    Random,
    Env,
    Properties,
    Hosts,
    Connects,
    TcpPorts,
    UdpPorts,
    Urls,
}

impl WorldKind {
    /// Every kind, in the order a draw among them counts them.
    const ALL: [WorldKind; 11] = [
        WorldKind::Stdin,
        WorldKind::Files,
        WorldKind::Clock,
        WorldKind::Random,
        WorldKind::Env,
        WorldKind::Properties,
        WorldKind::Hosts,
        WorldKind::Connects,
        WorldKind::TcpPorts,
        WorldKind::UdpPorts,
        WorldKind::Urls,
    ];

    /// Whether `w` shows the class touching this part of the world.
    fn touched(self, w: &Touched) -> bool {
        match self {
            WorldKind::Stdin => w.stdin,
            WorldKind::Files => !w.files.is_empty(),
            WorldKind::Clock => w.time,
            WorldKind::Random => w.random,
            WorldKind::Env => !w.env.is_empty(),
            WorldKind::Properties => !w.properties.is_empty(),
            WorldKind::Hosts => !w.hosts.is_empty(),
            WorldKind::Connects => !w.connects.is_empty(),
            WorldKind::TcpPorts => !w.tcp_ports.is_empty(),
            WorldKind::UdpPorts => !w.udp_ports.is_empty(),
            WorldKind::Urls => !w.urls.is_empty(),
        }
    }
}

/// The kinds of world action `w` makes worth trying.
fn world_kinds(w: &Touched) -> Vec<WorldKind> {
    WorldKind::ALL
        .into_iter()
        .filter(|k| k.touched(w))
        .collect()
}

/// Do two world actions set the same thing?
fn same_target(a: &WorldAction, b: &WorldAction) -> bool {
    use WorldAction::*;
    match (a, b) {
        (Stdin { .. }, Stdin { .. })
        | (Clock { .. }, Clock { .. })
        | (Seed { .. }, Seed { .. })
        | (NextRandom { .. }, NextRandom { .. }) => true,
        (Env { name: x, .. }, Env { name: y, .. }) => x == y,
        (Host { name: x, .. }, Host { name: y, .. }) => x == y,
        (Server { endpoint: x, .. }, Server { endpoint: y, .. }) => x == y,
        (Http { url: x, .. }, Http { url: y, .. }) => x == y,
        (Incoming { port: x, .. }, Incoming { port: y, .. }) => x == y,
        (Datagram { port: x, .. }, Datagram { port: y, .. }) => x == y,
        (
            Property { name: x, .. } | RemoveProperty { name: x },
            Property { name: y, .. } | RemoveProperty { name: y },
        ) => x == y,
        _ => world_path(a).is_some() && world_path(a) == world_path(b),
    }
}
