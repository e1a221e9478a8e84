//! The virtual file system: absolute, normalised paths mapped to files (bytes)
//! and directories, with modification times on the virtual clock, permissions,
//! injected I/O errors, and the table of open files.
use std::collections::BTreeMap;

use base64::Engine;
use serde::{Deserialize, Serialize};

/// Which operation an injected error breaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum FaultKind {
    Open,
    Read,
    Write,
}

/// An injected I/O error: the operation fails with `message` (as the OS's strerror text).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fault {
    pub kind: FaultKind,
    pub message: String,
}

/// The message of an injected error that names none: EIO's text.
pub const DEFAULT_FAULT_MESSAGE: &str = "Input/output error";

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Meta {
    /// Milliseconds since the epoch, on the virtual clock.
    pub mtime: i64,
    pub readable: bool,
    pub writable: bool,
    pub executable: bool,
    pub fault: Option<Fault>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Node {
    File { data: Vec<u8>, meta: Meta },
    Dir { meta: Meta },
}

impl Node {
    pub fn meta(&self) -> &Meta {
        match self {
            Node::File { meta, .. } | Node::Dir { meta } => meta,
        }
    }
    fn meta_mut(&mut self) -> &mut Meta {
        match self {
            Node::File { meta, .. } | Node::Dir { meta } => meta,
        }
    }
    pub fn is_dir(&self) -> bool {
        matches!(self, Node::Dir { .. })
    }
    /// Bytes of file data.
    fn len(&self) -> u64 {
        match self {
            Node::File { data, .. } => data.len() as u64,
            Node::Dir { .. } => 0,
        }
    }
    fn file(mtime: i64, data: Vec<u8>) -> Node {
        Node::File {
            data,
            meta: Meta {
                mtime,
                readable: true,
                writable: true,
                executable: false,
                fault: None,
            },
        }
    }
    /// A file nobody may write (as the JDK's own files are).
    pub fn read_only_file(mtime: i64, data: Vec<u8>) -> Node {
        let mut node = Node::file(mtime, data);
        node.meta_mut().writable = false;
        node
    }
    fn dir(mtime: i64) -> Node {
        Node::Dir {
            meta: Meta {
                mtime,
                readable: true,
                writable: true,
                executable: true,
                fault: None,
            },
        }
    }
}

/// Why a file operation failed; `message()` is the OS's text, as HotSpot shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FsError {
    NotFound,
    IsDir,
    NotDir,
    Denied,
    Exists,
    NotEmpty,
    Invalid,
    BadHandle,
    /// The world's data budget (`--max-world`) is spent: ENOSPC.
    NoSpace,
    Io(String),
}

impl FsError {
    pub fn message(&self) -> &str {
        match self {
            FsError::NotFound => "No such file or directory",
            FsError::IsDir => "Is a directory",
            FsError::NotDir => "Not a directory",
            FsError::Denied => "Permission denied",
            FsError::Exists => "File exists",
            FsError::NotEmpty => "Directory not empty",
            FsError::Invalid => "Invalid argument",
            FsError::BadHandle => "Stream Closed",
            FsError::NoSpace => "No space left on device",
            FsError::Io(m) => m,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OpenMode {
    Read,
    Write,
    Append,
}

impl OpenMode {
    pub fn name(self) -> &'static str {
        match self {
            OpenMode::Read => "read",
            OpenMode::Write => "write",
            OpenMode::Append => "append",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Handle {
    pub path: String,
    pub mode: OpenMode,
    pub pos: usize,
}

/// What `File`'s queries see.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stat {
    pub dir: bool,
    pub len: u64,
    pub mtime: i64,
    pub readable: bool,
    pub writable: bool,
    pub executable: bool,
}

/// Resolve `path` against the absolute directory `cwd` and normalise it:
/// no `.` or `..` components, no repeated or trailing `/` (`..` at the root stays at the root).
pub fn resolve(cwd: &str, path: &str) -> String {
    let mut parts: Vec<&str> = Vec::new();
    let joined;
    let full = if path.starts_with('/') {
        path
    } else {
        joined = format!("{cwd}/{path}");
        &joined
    };
    for c in full.split('/') {
        match c {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            c => parts.push(c),
        }
    }
    format!("/{}", parts.join("/"))
}

/// The parent of a normalised absolute path (`None` for the root).
pub fn parent(path: &str) -> Option<&str> {
    if path == "/" {
        return None;
    }
    match path.rfind('/') {
        Some(0) => Some("/"),
        Some(i) => path.get(..i),
        None => None,
    }
}

fn child_prefix(dir: &str) -> String {
    if dir == "/" {
        "/".to_string()
    } else {
        format!("{dir}/")
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fs {
    nodes: BTreeMap<String, Node>,
    handles: BTreeMap<i32, Handle>,
    next_handle: i32,
    /// Bytes the nodes hold: file data plus [`Fs::NODE_COST`] and the path per node.
    used: u64,
}

impl Default for Fs {
    fn default() -> Fs {
        Fs::new(0)
    }
}

impl Fs {
    /// An empty file system: only the root directory.
    pub fn new(mtime: i64) -> Fs {
        let mut nodes = BTreeMap::new();
        nodes.insert("/".to_string(), Node::dir(mtime));
        Fs {
            nodes,
            handles: BTreeMap::new(),
            next_handle: 3,
            used: Fs::cost("/", 0),
        }
    }

    /// What a node costs the world's data budget besides its data: its
    /// bookkeeping, so that a million empty files are not free.
    pub const NODE_COST: u64 = 64;

    fn cost(path: &str, len: u64) -> u64 {
        Fs::NODE_COST + path.len() as u64 + len
    }

    /// Bytes the file system holds (see [`Fs::NODE_COST`]).
    pub fn used(&self) -> u64 {
        self.used
    }

    /// What creating a node at `path` adds to [`Fs::used`].
    pub fn node_cost(path: &str) -> u64 {
        Fs::cost(path, 0)
    }

    /// How many bytes writing `len` bytes through handle `h` adds to the file.
    pub fn write_growth(&self, h: i32, len: usize) -> u64 {
        let Some(handle) = self.handles.get(&h) else {
            return 0;
        };
        let Some(Node::File { data, .. }) = self.nodes.get(&handle.path) else {
            return 0;
        };
        let pos = if handle.mode == OpenMode::Append {
            data.len()
        } else {
            handle.pos
        };
        pos.saturating_add(len).saturating_sub(data.len()) as u64
    }

    /// Put `node` at `path` (no parents made), keeping [`Fs::used`] true.
    fn put(&mut self, path: &str, node: Node) {
        self.used = self.used.saturating_add(Fs::cost(path, node.len()));
        if let Some(old) = self.nodes.insert(path.to_string(), node) {
            self.used = self.used.saturating_sub(Fs::cost(path, old.len()));
        }
    }

    /// Take the node at `path` away, keeping [`Fs::used`] true.
    fn take(&mut self, path: &str) -> Option<Node> {
        let node = self.nodes.remove(path)?;
        self.used = self.used.saturating_sub(Fs::cost(path, node.len()));
        Some(node)
    }

    pub fn node(&self, path: &str) -> Option<&Node> {
        self.nodes.get(path)
    }

    /// Every node, by path.
    pub fn nodes(&self) -> impl Iterator<Item = (&String, &Node)> {
        self.nodes.iter()
    }

    /// The bytes of a file.
    pub fn file_data(&self, path: &str) -> Option<&[u8]> {
        match self.nodes.get(path) {
            Some(Node::File { data, .. }) => Some(data),
            _ => None,
        }
    }

    /// Create the directory and its missing ancestors (a file in the way is an error).
    pub fn mkdirs(&mut self, path: &str, mtime: i64) -> Result<(), FsError> {
        match self.nodes.get(path) {
            Some(n) if n.is_dir() => return Ok(()),
            Some(_) => return Err(FsError::NotDir),
            None => {}
        }
        if let Some(p) = parent(path) {
            self.mkdirs(p, mtime)?;
        }
        self.put(path, Node::dir(mtime));
        Ok(())
    }

    /// Put a node at `path`, creating missing parent directories.
    pub fn insert(&mut self, path: &str, node: Node, mtime: i64) -> Result<(), FsError> {
        if let Some(p) = parent(path) {
            self.mkdirs(p, mtime)?;
        }
        self.put(path, node);
        Ok(())
    }

    /// A file with these bytes, created with its missing parents.
    pub fn put_file(&mut self, path: &str, data: Vec<u8>, mtime: i64) -> Result<(), FsError> {
        self.insert(path, Node::file(mtime, data), mtime)
    }

    /// A file whose `kind` of access fails with `message`, created with its missing parents.
    pub fn put_faulty_file(
        &mut self,
        path: &str,
        kind: FaultKind,
        message: &str,
        mtime: i64,
    ) -> Result<(), FsError> {
        let mut node = Node::file(mtime, Vec::new());
        node.meta_mut().fault = Some(Fault {
            kind,
            message: message.to_string(),
        });
        self.insert(path, node, mtime)
    }

    /// A directory without read permission (as `chmod a-r` leaves it: still
    /// writable and searchable), created with its missing parents; an
    /// existing directory keeps its entries. Listing it fails with
    /// `Permission denied`, while the names in it can still be reached.
    pub fn put_unreadable_dir(&mut self, path: &str, mtime: i64) -> Result<(), FsError> {
        self.mkdirs(path, mtime)?;
        if let Some(n) = self.nodes.get_mut(path) {
            n.meta_mut().readable = false;
        }
        Ok(())
    }

    /// Why `path` cannot be reached: a missing or non-directory ancestor.
    fn check_parents(&self, path: &str) -> Result<(), FsError> {
        let mut p = parent(path);
        let mut chain = Vec::new();
        while let Some(x) = p {
            chain.push(x);
            p = parent(x);
        }
        for dir in chain.iter().rev() {
            match self.nodes.get(*dir) {
                None => return Err(FsError::NotFound),
                Some(n) if !n.is_dir() => return Err(FsError::NotDir),
                Some(_) => {}
            }
        }
        Ok(())
    }

    /// The parent must exist, be a directory, and be writable.
    fn check_parent_writable(&self, path: &str) -> Result<(), FsError> {
        self.check_parents(path)?;
        match parent(path).and_then(|p| self.nodes.get(p)) {
            Some(n) if !n.meta().writable => Err(FsError::Denied),
            Some(_) => Ok(()),
            None => Err(FsError::Denied),
        }
    }

    pub fn stat(&self, path: &str) -> Option<Stat> {
        if self.check_parents(path).is_err() {
            return None;
        }
        self.nodes.get(path).map(|n| {
            let m = n.meta();
            Stat {
                dir: n.is_dir(),
                len: match n {
                    Node::File { data, .. } => data.len() as u64,
                    Node::Dir { .. } => 4096,
                },
                mtime: m.mtime,
                readable: m.readable,
                writable: m.writable,
                executable: m.executable,
            }
        })
    }

    /// The names in a directory, sorted; `None` when `path` is not a readable directory.
    pub fn list(&self, path: &str) -> Option<Vec<String>> {
        match self.nodes.get(path) {
            Some(n @ Node::Dir { .. }) if n.meta().readable => {}
            _ => return None,
        }
        let prefix = child_prefix(path);
        Some(
            self.nodes
                .range(prefix.clone()..)
                .take_while(|(k, _)| k.starts_with(&prefix))
                .filter_map(|(k, _)| k.get(prefix.len()..))
                .filter(|rest| !rest.is_empty() && !rest.contains('/'))
                .map(str::to_string)
                .collect(),
        )
    }

    fn has_children(&self, path: &str) -> bool {
        let prefix = child_prefix(path);
        self.nodes
            .range(prefix.clone()..)
            .next()
            .is_some_and(|(k, _)| k.starts_with(&prefix))
    }

    pub fn open(&mut self, path: &str, mode: OpenMode, now: i64) -> Result<i32, FsError> {
        self.check_parents(path)?;
        match self.nodes.get_mut(path) {
            // open(2) for reading checks permission first; a readable
            // directory opens, and the JDK then refuses it as a directory.
            Some(Node::Dir { meta }) if mode == OpenMode::Read && !meta.readable => {
                return Err(FsError::Denied);
            }
            Some(Node::Dir { .. }) => return Err(FsError::IsDir),
            Some(Node::File { data, meta }) => {
                if let Some(f) = &meta.fault
                    && f.kind == FaultKind::Open
                {
                    return Err(FsError::Io(f.message.clone()));
                }
                match mode {
                    OpenMode::Read if !meta.readable => return Err(FsError::Denied),
                    OpenMode::Write | OpenMode::Append if !meta.writable => {
                        return Err(FsError::Denied);
                    }
                    OpenMode::Write => {
                        self.used = self.used.saturating_sub(data.len() as u64);
                        data.clear();
                        meta.mtime = now;
                    }
                    _ => {}
                }
            }
            None => {
                if mode == OpenMode::Read {
                    return Err(FsError::NotFound);
                }
                self.check_parent_writable(path)?;
                self.put(path, Node::file(now, Vec::new()));
            }
        }
        let h = self.next_handle;
        self.next_handle = self.next_handle.wrapping_add(1).max(3);
        self.handles.insert(
            h,
            Handle {
                path: path.to_string(),
                mode,
                pos: 0,
            },
        );
        Ok(h)
    }

    pub fn handle(&self, h: i32) -> Option<&Handle> {
        self.handles.get(&h)
    }

    pub fn close(&mut self, h: i32) {
        self.handles.remove(&h);
    }

    /// Up to `max` bytes from the handle's position; empty at the end of the file.
    pub fn read(&mut self, h: i32, max: usize) -> Result<Vec<u8>, FsError> {
        let handle = self.handles.get_mut(&h).ok_or(FsError::BadHandle)?;
        match self.nodes.get(&handle.path) {
            Some(Node::File { data, meta }) => {
                if let Some(f) = &meta.fault
                    && f.kind == FaultKind::Read
                {
                    return Err(FsError::Io(f.message.clone()));
                }
                let start = handle.pos.min(data.len());
                let end = start.saturating_add(max).min(data.len());
                handle.pos = end;
                Ok(data.get(start..end).map(<[u8]>::to_vec).unwrap_or_default())
            }
            // Deleted while open: what is left to read is gone.
            _ => Ok(Vec::new()),
        }
    }

    /// Bytes left to read.
    pub fn available(&self, h: i32) -> Result<u64, FsError> {
        let handle = self.handles.get(&h).ok_or(FsError::BadHandle)?;
        Ok(match self.nodes.get(&handle.path) {
            Some(Node::File { data, .. }) => data.len().saturating_sub(handle.pos) as u64,
            _ => 0,
        })
    }

    /// Move the read position forward (or back) by `n`, clamped to the file; the bytes moved over.
    pub fn skip(&mut self, h: i32, n: i64) -> Result<i64, FsError> {
        let handle = self.handles.get_mut(&h).ok_or(FsError::BadHandle)?;
        let len = match self.nodes.get(&handle.path) {
            Some(Node::File { data, .. }) => data.len() as i64,
            _ => 0,
        };
        let from = handle.pos as i64;
        let to = from.saturating_add(n).clamp(0, len.max(from));
        handle.pos = to as usize;
        Ok(to - from)
    }

    pub fn write(&mut self, h: i32, bytes: &[u8], now: i64) -> Result<(), FsError> {
        let growth = self.write_growth(h, bytes.len());
        let handle = self.handles.get_mut(&h).ok_or(FsError::BadHandle)?;
        if handle.mode == OpenMode::Read {
            return Err(FsError::Io("Bad file descriptor".into()));
        }
        match self.nodes.get_mut(&handle.path) {
            Some(Node::File { data, meta }) => {
                if let Some(f) = &meta.fault
                    && f.kind == FaultKind::Write
                {
                    return Err(FsError::Io(f.message.clone()));
                }
                if handle.mode == OpenMode::Append {
                    handle.pos = data.len();
                }
                let end = handle.pos.saturating_add(bytes.len());
                if data.len() < end {
                    data.resize(end, 0);
                }
                self.used = self.used.saturating_add(growth);
                if let Some(dst) = data.get_mut(handle.pos..end) {
                    dst.copy_from_slice(bytes);
                }
                handle.pos = end;
                meta.mtime = now;
                Ok(())
            }
            // Deleted while open: the bytes go nowhere, as to an unlinked inode.
            _ => Ok(()),
        }
    }

    pub fn mkdir(&mut self, path: &str, now: i64) -> Result<(), FsError> {
        if self.nodes.contains_key(path) {
            return Err(FsError::Exists);
        }
        self.check_parent_writable(path)?;
        self.put(path, Node::dir(now));
        Ok(())
    }

    /// `Ok(false)` when something already exists at `path`.
    pub fn create_file(&mut self, path: &str, now: i64) -> Result<bool, FsError> {
        self.check_parents(path)?;
        if self.nodes.contains_key(path) {
            return Ok(false);
        }
        self.check_parent_writable(path)?;
        self.put(path, Node::file(now, Vec::new()));
        Ok(true)
    }

    pub fn delete(&mut self, path: &str) -> Result<(), FsError> {
        self.check_parents(path)?;
        match self.nodes.get(path) {
            None => return Err(FsError::NotFound),
            Some(n) if n.is_dir() && self.has_children(path) => return Err(FsError::NotEmpty),
            Some(_) => {}
        }
        if path == "/" {
            return Err(FsError::Denied);
        }
        self.check_parent_writable(path)?;
        self.take(path);
        Ok(())
    }

    /// POSIX rename: replaces a file or an empty directory at `to`; moves a directory's subtree.
    pub fn rename(&mut self, from: &str, to: &str) -> Result<(), FsError> {
        self.check_parents(from)?;
        let Some(src) = self.nodes.get(from) else {
            return Err(FsError::NotFound);
        };
        let src_dir = src.is_dir();
        if from == to {
            return Ok(());
        }
        if from == "/" || to.starts_with(&child_prefix(from)) {
            return Err(FsError::Invalid);
        }
        self.check_parent_writable(from)?;
        self.check_parent_writable(to)?;
        match self.nodes.get(to) {
            Some(d) if d.is_dir() => {
                if !src_dir {
                    return Err(FsError::IsDir);
                }
                if self.has_children(to) {
                    return Err(FsError::NotEmpty);
                }
            }
            Some(_) if src_dir => return Err(FsError::NotDir),
            _ => {}
        }
        let prefix = child_prefix(from);
        let moved: Vec<String> = std::iter::once(from.to_string())
            .chain(
                self.nodes
                    .range(prefix.clone()..)
                    .take_while(|(k, _)| k.starts_with(&prefix))
                    .map(|(k, _)| k.clone()),
            )
            .collect();
        for old in moved {
            if let Some(node) = self.take(&old) {
                let new = format!("{to}{}", old.get(from.len()..).unwrap_or_default());
                self.put(&new, node);
            }
        }
        Ok(())
    }

    pub fn set_mtime(&mut self, path: &str, mtime: i64) -> bool {
        match self.nodes.get_mut(path) {
            Some(n) => {
                n.meta_mut().mtime = mtime;
                true
            }
            None => false,
        }
    }

    /// Turn permission bits on or off: `access` 4 = read, 2 = write, 1 = execute.
    pub fn set_permission(&mut self, path: &str, access: i32, enable: bool) -> bool {
        match self.nodes.get_mut(path) {
            Some(n) => {
                let m = n.meta_mut();
                match access {
                    4 => m.readable = enable,
                    2 => m.writable = enable,
                    1 => m.executable = enable,
                    _ => return false,
                }
                true
            }
            None => false,
        }
    }
}

// ---------------------------------------------------------------- the `files` of a world file

/// One value of a world file's `files` object: text, or an object
/// (`{"base64": ...}`, `{"dir": true}`, `{"error": "read", "text": ...}`, ...).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Entry {
    Text(String),
    Spec(EntrySpec),
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EntrySpec {
    /// The file's content as text (UTF-8).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// The file's content as base64 bytes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub base64: Option<String>,
    /// `true`: a directory.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dir: Option<bool>,
    /// An injected I/O error: `open`, `read` or `write` fails.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<FaultKind>,
    /// The error's text (default "Input/output error").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub read_only: bool,
    /// No read permission: a file cannot be opened for reading, a
    /// directory cannot be listed (`Permission denied`); `canRead` is false.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub unreadable: bool,
    /// Modification time, milliseconds since the epoch (default: the clock's start).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mtime: Option<i64>,
}

impl Serialize for Entry {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Entry::Text(t) => s.serialize_str(t),
            Entry::Spec(spec) => spec.serialize(s),
        }
    }
}

impl<'de> Deserialize<'de> for Entry {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Entry, D::Error> {
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = Entry;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str(
                    "text, {\"base64\": ...}, {\"dir\": true} or {\"error\": \"open\"|\"read\"|\"write\", ...}",
                )
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Entry, E> {
                Ok(Entry::Text(v.to_string()))
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, map: A) -> Result<Entry, A::Error> {
                EntrySpec::deserialize(serde::de::value::MapAccessDeserializer::new(map))
                    .map(Entry::Spec)
            }
        }
        d.deserialize_any(V)
    }
}

impl Entry {
    /// The node this entry describes; `Err` says what is wrong (without the path).
    pub fn to_node(&self, default_mtime: i64) -> Result<Node, String> {
        let spec = match self {
            Entry::Text(t) => return Ok(Node::file(default_mtime, t.clone().into_bytes())),
            Entry::Spec(s) => s,
        };
        let mtime = spec.mtime.unwrap_or(default_mtime);
        if spec.text.is_some() && spec.base64.is_some() {
            return Err("`text` and `base64` exclude each other".into());
        }
        if spec.message.is_some() && spec.error.is_none() {
            return Err("`message` needs `error`".into());
        }
        let mut node = match spec.dir {
            Some(true) => {
                if spec.text.is_some() || spec.base64.is_some() || spec.error.is_some() {
                    return Err("a directory (`dir`) has no `text`, `base64` or `error`".into());
                }
                Node::dir(mtime)
            }
            Some(false) => return Err("`dir` may only be true".into()),
            None => {
                let data = match (&spec.text, &spec.base64) {
                    (Some(t), _) => t.clone().into_bytes(),
                    (_, Some(b)) => base64::engine::general_purpose::STANDARD
                        .decode(b)
                        .map_err(|e| format!("`base64`: {e}"))?,
                    _ => Vec::new(),
                };
                Node::file(mtime, data)
            }
        };
        let meta = node.meta_mut();
        meta.writable = !spec.read_only;
        meta.readable = !spec.unreadable;
        meta.fault = spec.error.map(|kind| Fault {
            kind,
            message: spec
                .message
                .clone()
                .unwrap_or_else(|| DEFAULT_FAULT_MESSAGE.to_string()),
        });
        Ok(node)
    }

    /// The entry that describes `node`: plain text when nothing else needs saying.
    pub fn from_node(node: &Node, default_mtime: i64) -> Entry {
        let meta = node.meta();
        let mut spec = EntrySpec {
            read_only: !meta.writable,
            unreadable: !meta.readable,
            mtime: (meta.mtime != default_mtime).then_some(meta.mtime),
            error: meta.fault.as_ref().map(|f| f.kind),
            message: meta
                .fault
                .as_ref()
                .filter(|f| f.message != DEFAULT_FAULT_MESSAGE)
                .map(|f| f.message.clone()),
            ..EntrySpec::default()
        };
        match node {
            Node::Dir { .. } => spec.dir = Some(true),
            Node::File { data, .. } => match std::str::from_utf8(data) {
                Ok(t) => {
                    if spec == EntrySpec::default() {
                        return Entry::Text(t.to_string());
                    }
                    spec.text = Some(t.to_string());
                }
                Err(_) => {
                    spec.base64 = Some(base64::engine::general_purpose::STANDARD.encode(data))
                }
            },
        }
        Entry::Spec(spec)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resolve_normalises() {
        assert_eq!(resolve("/work", "a/./b/../c"), "/work/a/c");
        assert_eq!(resolve("/work", "/x//y/"), "/x/y");
        assert_eq!(resolve("/work", "../../.."), "/");
        assert_eq!(resolve("/", ""), "/");
    }

    #[test]
    fn list_is_sorted_and_direct() {
        let mut fs = Fs::new(0);
        for p in ["/a/b c", "/a/b/x", "/a/b", "/a/B"] {
            let _ = fs.put_file(p, vec![], 0);
        }
        // "/a/b" became a directory for "/a/b/x", then was replaced by a file: fine for the test.
        assert_eq!(
            fs.list("/a"),
            Some(vec!["B".to_string(), "b".to_string(), "b c".to_string()])
        );
    }

    #[test]
    fn unreadable_dir_hides_its_names_but_not_its_files() {
        let mut fs = Fs::new(0);
        let _ = fs.put_file("/d/known.txt", b"x".to_vec(), 0);
        assert_eq!(fs.put_unreadable_dir("/d", 0), Ok(()));
        assert_eq!(fs.list("/d"), None);
        let st = fs.stat("/d").expect("still there");
        assert!(st.dir && !st.readable && st.writable && st.executable);
        // Search permission is kept: a known name opens.
        assert!(fs.open("/d/known.txt", OpenMode::Read, 0).is_ok());
        // Reading the directory itself fails on permission first; writing on its kind.
        assert_eq!(fs.open("/d", OpenMode::Read, 0), Err(FsError::Denied));
        assert_eq!(fs.open("/d", OpenMode::Write, 0), Err(FsError::IsDir));
        assert_eq!(fs.delete("/d"), Err(FsError::NotEmpty));
        // A file in the way is an error, not a directory.
        assert_eq!(
            fs.put_unreadable_dir("/d/known.txt", 0),
            Err(FsError::NotDir)
        );
    }

    #[test]
    fn rename_moves_subtree() {
        let mut fs = Fs::new(0);
        let _ = fs.put_file("/d/e/f.txt", b"x".to_vec(), 0);
        assert_eq!(fs.rename("/d", "/g"), Ok(()));
        assert_eq!(fs.file_data("/g/e/f.txt"), Some(&b"x"[..]));
        assert!(fs.node("/d").is_none());
        assert_eq!(fs.rename("/g", "/g/h"), Err(FsError::Invalid));
    }
}
