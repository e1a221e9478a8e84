//! The access log: every contact the program made with its world, in order.
//!
//! Consecutive reads (or writes) of the same file, stdin reads and clock
//! reads of the same kind are merged into one record, so that a loop reading a
//! file byte by byte leaves one line, not thousands; the log is capped at
//! [`Log::MAX`] records (later ones are counted in `dropped`).
use serde::{Deserialize, Serialize};

/// One access. Serialised as `{"op": "read", "path": "/work/a.txt", "bytes": 12}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "snake_case", deny_unknown_fields)]
pub enum Access {
    /// A query: exists, isFile, isDirectory, canRead/Write/Execute, length, lastModified.
    Check {
        path: String,
    },
    /// A file opened for `mode` (`read`, `write`, `append`); `error` when it failed.
    Open {
        path: String,
        mode: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        error: Option<String>,
    },
    Read {
        path: String,
        bytes: u64,
    },
    Write {
        path: String,
        bytes: u64,
    },
    List {
        path: String,
    },
    Create {
        path: String,
    },
    Mkdir {
        path: String,
    },
    Delete {
        path: String,
    },
    Rename {
        from: String,
        to: String,
    },
    /// A change of permissions or modification time.
    SetAttribute {
        path: String,
        what: String,
    },
    Stdin {
        bytes: u64,
    },
    /// The clock was read (`millis`: currentTimeMillis, `nanos`: nanoTime) `count` times in a row.
    Time {
        clock: String,
        count: u64,
    },
    Property {
        name: String,
    },
    Env {
        name: String,
    },
    /// System.getenv(): the whole environment.
    EnvAll,
    /// A figure of the machine (`Runtime`): `availableProcessors`, `maxMemory`, `totalMemory`, `freeMemory`.
    Runtime {
        what: String,
    },
    /// A draw from the world's randomness: `call` of an unseeded generator
    /// (`nextInt(bound)`, ...; `Math.random` is `nextDouble()`) and the
    /// `value` it returned as Java prints it (`nextBytes` in hex), or a name
    /// drawn from the seed (`createTempFile`: the number in the name).
    Random {
        call: String,
        value: String,
    },
    /// A thread `started` or `ended` (not a use of the world: for the trace).
    Thread {
        event: String,
        name: String,
    },
    /// A host name looked up: its addresses, or `error`.
    Resolve {
        name: String,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        addresses: Vec<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        error: Option<String>,
    },
    /// A TCP connection to `remote` (`address:port`) from `local`; `error` when it failed.
    Connect {
        remote: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        local: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        error: Option<String>,
    },
    /// A TCP port listened on or a UDP port bound (`protocol` `tcp`/`udp`).
    Bind {
        protocol: String,
        port: u16,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        error: Option<String>,
    },
    /// A connection accepted on `port` from `remote`, or `error`.
    Accept {
        port: u16,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        remote: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        error: Option<String>,
    },
    /// Bytes sent on the TCP connection with `peer`.
    Send {
        peer: String,
        bytes: u64,
    },
    /// Bytes received on the TCP connection with `peer` (0 at the end of the stream).
    Receive {
        peer: String,
        bytes: u64,
    },
    /// A blocking call that nothing could satisfy: `what` (`accept`, `read`, `receive`) on `at`.
    Timeout {
        what: String,
        at: String,
        ms: i64,
    },
    SendDatagram {
        from: String,
        to: String,
        bytes: u64,
    },
    ReceiveDatagram {
        port: u16,
        from: String,
        bytes: u64,
    },
    /// A socket closed (`at`: its local end, and the peer of a connection).
    Close {
        at: String,
    },
    /// An HTTP request and the status served (0: unknown host).
    Http {
        method: String,
        url: String,
        status: u16,
    },
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Log {
    pub accesses: Vec<Access>,
    /// Records not kept because the log was full.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub dropped: u64,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

impl Log {
    /// Records kept at most.
    pub const MAX: usize = 100_000;

    pub fn push(&mut self, a: Access) {
        if let Some(last) = self.accesses.last_mut() {
            match (last, &a) {
                (Access::Read { path, bytes }, Access::Read { path: p, bytes: b })
                | (Access::Write { path, bytes }, Access::Write { path: p, bytes: b })
                    if path == p =>
                {
                    *bytes = bytes.saturating_add(*b);
                    return;
                }
                (Access::Send { peer, bytes }, Access::Send { peer: p, bytes: b })
                | (Access::Receive { peer, bytes }, Access::Receive { peer: p, bytes: b })
                    if peer == p && *bytes > 0 && *b > 0 =>
                {
                    *bytes = bytes.saturating_add(*b);
                    return;
                }
                (Access::Stdin { bytes }, Access::Stdin { bytes: b }) => {
                    *bytes = bytes.saturating_add(*b);
                    return;
                }
                (Access::Time { clock, count }, Access::Time { clock: c, count: n })
                    if clock == c =>
                {
                    *count = count.saturating_add(*n);
                    return;
                }
                _ => {}
            }
        }
        if self.accesses.len() >= Self::MAX {
            self.dropped += 1;
        } else {
            self.accesses.push(a);
        }
    }

    /// A log written by [`Log::to_json`] (`--trace-world`).
    pub fn from_json(text: &str) -> Result<Log, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }

    /// The log as pretty JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}
