//! What a recorded run read of its world (`terrarium record`), each read
//! kept as the world setup that makes a test read the same: a file's text
//! as `World.file`, a directory, an environment variable, a property, the
//! console input a read consumed, a random draw's value. A test replaying a
//! recorded call sets up the reads that call made (the recorder marks each
//! call's span with [`Reads::position`]).
//!
//! Reads are taken where the world logs an access ([`super::World::log`]),
//! so every access the log knows is seen here too; console input and
//! properties, which live outside the world, are added by their natives.
//! The capture is bounded: at most [`Reads::MAX_ITEMS`] reads and
//! [`Reads::MAX_BYTES`] bytes of file text; a file read again unchanged
//! costs no new text.
use std::collections::BTreeMap;

use super::action::Action;
use super::fs::{FaultKind, Fs, Node};
use super::log::Access;
use super::random::RandomValue;

/// One read of the world.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Read {
    /// The world setup under which the read finds what it found.
    Setup(Action),
    /// The same setup as the read at this index (a file read again, unchanged).
    Again(usize),
    /// Console input the program consumed (bytes; a read may end inside a
    /// character, so a call's reads are joined before they become text).
    Stdin { bytes: Vec<u8>, terminal: bool },
    /// A directory listing named this entry (a directory, or a file): it
    /// exists. What a file holds is read when it is opened or checked.
    Listed { path: String, dir: bool },
    /// The clock was read.
    Clock,
    /// A read no world setup reproduces (the network, a binary file, ...): why.
    Unsupported(String),
}

/// The reads of a recorded run, in order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Reads {
    pub items: Vec<Read>,
    /// Reads not kept because the capture was full.
    pub dropped: u64,
    bytes: u64,
    /// Reads from this index on may merge (a clock read repeated): the
    /// last [`Reads::mark`], so that no merge crosses a call's boundary.
    merge_from: usize,
    /// Per file path: the index of its last text kept, and that text.
    last_text: BTreeMap<String, (usize, String)>,
}

impl Reads {
    /// Reads kept at most.
    pub const MAX_ITEMS: usize = 200_000;
    /// Bytes of file text and console input kept at most.
    pub const MAX_BYTES: u64 = 64 << 20;

    /// Where the capture stands: a recorded call's reads are those between
    /// its position at the start and at the end. Dropped reads count, so a
    /// span reaching past [`Reads::items`] tells that some were lost.
    pub fn position(&self) -> u64 {
        self.items.len() as u64 + self.dropped
    }

    /// [`Reads::position`] at a recorded call's start or end: reads on
    /// either side are never merged.
    pub fn mark(&mut self) -> u64 {
        self.merge_from = self.items.len();
        self.position()
    }

    /// Whether the last read kept is `r` and may take a repeat of it.
    fn repeats(&self, r: &Read) -> bool {
        self.items.len() > self.merge_from && self.items.last() == Some(r)
    }

    pub fn push(&mut self, r: Read) {
        // A setup read repeated within one call (a loop checking a file)
        // says nothing new; console input and draws are consumed, so each counts.
        let consumed = matches!(
            r,
            Read::Stdin { .. } | Read::Setup(Action::NextRandom { .. })
        );
        if !consumed && self.repeats(&r) {
            return;
        }
        let size = match &r {
            Read::Setup(Action::File { content, .. }) => content.len() as u64,
            Read::Stdin { bytes, .. } => bytes.len() as u64,
            _ => 0,
        };
        if self.items.len() >= Self::MAX_ITEMS || self.bytes.saturating_add(size) > Self::MAX_BYTES
        {
            self.dropped += 1;
            return;
        }
        self.bytes += size;
        self.items.push(r);
    }

    /// The reads from position `start` to `end` (`None` when some of them
    /// were not kept).
    pub fn span(&self, start: u64, end: u64) -> Option<&[Read]> {
        let (s, e) = (usize::try_from(start).ok()?, usize::try_from(end).ok()?);
        self.items.get(s..e)
    }

    /// The setup read `i` stands for, following [`Read::Again`].
    pub fn resolve<'r>(&'r self, r: &'r Read) -> &'r Read {
        match r {
            Read::Again(i) => self.items.get(*i).unwrap_or(r),
            _ => r,
        }
    }

    /// What path `path` holds now, as the setup that makes it so: nothing
    /// for a missing path.
    fn path(&mut self, fs: &Fs, path: &str) {
        let read = match fs.node(path) {
            None => return,
            Some(Node::Dir { meta }) if !meta.readable => {
                Read::Setup(Action::UnreadableDirectory { path: path.into() })
            }
            Some(Node::Dir { .. }) => Read::Setup(Action::Directory { path: path.into() }),
            Some(Node::File { meta, .. }) if meta.fault.is_some() => match &meta.fault {
                Some(f) if f.kind == FaultKind::Open => Read::Setup(Action::FailingFile {
                    path: path.into(),
                    message: f.message.clone(),
                }),
                _ => Read::Unsupported(format!("{path} fails when read or written")),
            },
            Some(Node::File { data, .. }) => match std::str::from_utf8(data) {
                Ok(text) => {
                    if let Some((i, last)) = self.last_text.get(path)
                        && last == text
                    {
                        let i = *i;
                        self.push(Read::Again(i));
                        return;
                    }
                    let i = self.items.len();
                    self.push(Read::Setup(Action::File {
                        path: path.into(),
                        content: text.into(),
                    }));
                    if self.items.len() > i {
                        self.last_text.insert(path.into(), (i, text.into()));
                    }
                    return;
                }
                Err(_) => Read::Unsupported(format!("{path} holds bytes that are not UTF-8 text")),
            },
        };
        self.push(read);
    }

    /// The reads access `a` made, as the world stood when it was logged.
    pub(super) fn access(&mut self, a: &Access, fs: &Fs, env: &BTreeMap<String, String>) {
        match a {
            Access::Check { path }
            | Access::Delete { path }
            | Access::SetAttribute { path, .. } => self.path(fs, path),
            Access::Mkdir { path } | Access::Create { path } => {
                if let Some(parent) = super::fs::parent(path) {
                    self.path(fs, parent);
                }
                self.path(fs, path);
            }
            Access::Rename { from, to } => {
                self.path(fs, from);
                if let Some(parent) = super::fs::parent(to) {
                    self.path(fs, parent);
                }
                self.path(fs, to);
            }
            Access::List { path } => {
                self.path(fs, path);
                for name in fs.list(path).unwrap_or_default() {
                    let entry = format!("{}/{name}", path.trim_end_matches('/'));
                    let dir = fs.node(&entry).is_some_and(Node::is_dir);
                    self.push(Read::Listed { path: entry, dir });
                }
            }
            // Logged after the open: a file opened to write is already
            // empty, so only its directory was read.
            Access::Open { path, mode, .. } if mode == "write" => {
                if let Some(parent) = super::fs::parent(path) {
                    self.path(fs, parent);
                }
            }
            Access::Open { path, .. } => self.path(fs, path),
            Access::Read { .. } | Access::Write { .. } | Access::Stdin { .. } => {}
            Access::Time { .. } => self.push(Read::Clock),
            Access::Env { name } => {
                if let Some(value) = env.get(name) {
                    self.push(Read::Setup(Action::Env {
                        name: name.clone(),
                        value: value.clone(),
                    }));
                }
            }
            Access::EnvAll => {
                for (name, value) in env {
                    self.push(Read::Setup(Action::Env {
                        name: name.clone(),
                        value: value.clone(),
                    }));
                }
            }
            // Names drawn from the seed, not values a test queues.
            Access::Random { call, .. } if call == "createTempFile" => {}
            Access::Random { call, value } => self.push(match random_value(value) {
                Some(v) => Read::Setup(Action::NextRandom { values: vec![v] }),
                None => Read::Unsupported(format!("a random draw ({call})")),
            }),
            Access::Property { .. } | Access::Runtime { .. } | Access::Thread { .. } => {}
            Access::Resolve { .. }
            | Access::Connect { .. }
            | Access::Bind { .. }
            | Access::Accept { .. }
            | Access::Send { .. }
            | Access::Receive { .. }
            | Access::Timeout { .. }
            | Access::SendDatagram { .. }
            | Access::ReceiveDatagram { .. }
            | Access::Close { .. }
            | Access::Http { .. } => {
                self.push(Read::Unsupported(NETWORK.into()));
            }
        }
    }
}

/// Why reads of the network are not set up.
const NETWORK: &str = "the network";

/// A drawn value as the log prints it, as the queued value that makes the
/// same draw give it (`world/random.rs`: a value in range is used as is).
fn random_value(text: &str) -> Option<RandomValue> {
    match text {
        "true" => Some(RandomValue::Int(1)),
        "false" => Some(RandomValue::Int(0)),
        _ => text
            .parse::<i64>()
            .map(RandomValue::Int)
            .ok()
            .or_else(|| text.parse::<f64>().ok().map(RandomValue::Real)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_read_again_unchanged_keeps_no_new_text() {
        let mut fs = Fs::new(0);
        fs.put_file("/work/a.txt", b"hello".to_vec(), 0)
            .expect("a file");
        let mut r = Reads::default();
        let open = Access::Open {
            path: "/work/a.txt".into(),
            mode: "read".into(),
            error: None,
        };
        r.access(&open, &fs, &BTreeMap::new());
        r.access(&open, &fs, &BTreeMap::new());
        assert_eq!(r.items.len(), 2);
        assert_eq!(r.items[1], Read::Again(0));
        assert_eq!(
            r.resolve(&r.items[1]),
            &Read::Setup(Action::File {
                path: "/work/a.txt".into(),
                content: "hello".into()
            })
        );
    }

    #[test]
    fn a_listing_names_its_entries_without_their_text() {
        let mut fs = Fs::new(0);
        fs.put_file("/work/d/a.txt", b"big".to_vec(), 0)
            .expect("a file");
        fs.mkdirs("/work/d/sub", 0).expect("a directory");
        let mut r = Reads::default();
        r.access(
            &Access::List {
                path: "/work/d".into(),
            },
            &fs,
            &BTreeMap::new(),
        );
        assert_eq!(
            r.items,
            vec![
                Read::Setup(Action::Directory {
                    path: "/work/d".into()
                }),
                Read::Listed {
                    path: "/work/d/a.txt".into(),
                    dir: false
                },
                Read::Listed {
                    path: "/work/d/sub".into(),
                    dir: true
                },
            ]
        );
    }

    #[test]
    fn draws_become_the_values_that_give_them() {
        assert!(matches!(random_value("17"), Some(RandomValue::Int(17))));
        assert!(matches!(random_value("true"), Some(RandomValue::Int(1))));
        assert!(matches!(random_value("0.25"), Some(RandomValue::Real(x)) if x == 0.25));
        assert!(random_value("0a1b").is_none());
    }

    #[test]
    fn repeats_within_a_call_are_kept_once_but_draws_each_time() {
        let mut r = Reads::default();
        r.push(Read::Clock);
        r.push(Read::Clock);
        let draw = Read::Setup(Action::NextRandom {
            values: vec![RandomValue::Int(3)],
        });
        r.push(draw.clone());
        r.push(draw.clone());
        assert_eq!(r.items.len(), 3);
        r.mark();
        r.push(Read::Clock);
        assert_eq!(r.items.len(), 4);
    }

    #[test]
    fn the_capture_is_bounded() {
        let mut r = Reads::default();
        for i in 0..Reads::MAX_ITEMS + 5 {
            r.push(Read::Stdin {
                bytes: vec![b'a'; usize::from(i % 2 == 0)],
                terminal: false,
            });
        }
        assert_eq!(r.items.len(), Reads::MAX_ITEMS);
        assert_eq!(r.position(), Reads::MAX_ITEMS as u64 + 5);
        assert!(r.span(0, r.position()).is_none());
    }
}
