//! The virtual network: host names, scripted remote TCP servers, connections
//! and datagrams that arrive at the program's ports, and remote HTTP
//! resources, all from the world file; and the program's own sockets. Nothing
//! here touches the host's network. Blocking never blocks: an operation that
//! nothing in the world can satisfy reports [`NetError::Timeout`] (the caller
//! advances the virtual clock) or fails as a vanished peer would.
use std::collections::{BTreeMap, BTreeSet, VecDeque};

use serde::{Deserialize, Serialize};

use super::Bytes;

/// A scripted remote TCP server (`servers` in the world file).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Server {
    /// Sent as soon as the program connects.
    #[serde(default, skip_serializing_if = "is_empty")]
    pub greeting: Bytes,
    /// Received line (without its `\n` or `\r\n`) → what the server sends back.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub replies: BTreeMap<String, Bytes>,
    /// Sent back for a line `replies` does not name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub otherwise: Option<Bytes>,
    /// Send every received byte straight back.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub echo: bool,
    /// Close the connection (end of stream for the program) after this many received lines.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub close_after: Option<u32>,
}

/// A TCP connection that arrives at one of the program's listening ports (`incoming`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Incoming {
    pub port: u16,
    /// The peer, `address:port`.
    #[serde(default = "default_peer")]
    pub from: String,
    /// What the peer sends; then it closes its side (end of stream) unless `keep_open`.
    #[serde(default, skip_serializing_if = "is_empty")]
    pub send: Bytes,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub keep_open: bool,
}

/// A UDP datagram queued for one of the program's ports (`datagrams`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Datagram {
    pub port: u16,
    #[serde(default = "default_peer")]
    pub from: String,
    #[serde(default)]
    pub data: Bytes,
}

/// A remote HTTP resource (`http`: URL → resource).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Resource {
    #[serde(default = "default_status")]
    pub status: u16,
    /// The reason phrase (default: the standard one for the status).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub headers: BTreeMap<String, String>,
    #[serde(default, skip_serializing_if = "is_empty")]
    pub body: Bytes,
}

/// The machine the program runs on (`interface`): its name and its one
/// network interface besides loopback.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Interface {
    #[serde(default = "default_if_name")]
    pub name: String,
    #[serde(default = "default_host")]
    pub host: String,
    #[serde(default = "default_if_address")]
    pub address: String,
}

impl Default for Interface {
    fn default() -> Interface {
        Interface {
            name: default_if_name(),
            host: default_host(),
            address: default_if_address(),
        }
    }
}

/// A TCP connection the program made or accepted, with what it sent (`--world-out`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Connection {
    /// `out`: the program connected; `in`: it accepted.
    pub direction: String,
    pub local: String,
    pub remote: String,
    #[serde(default)]
    pub sent: Bytes,
}

/// A datagram the program sent (`--world-out`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SentDatagram {
    pub from: String,
    pub to: String,
    #[serde(default)]
    pub data: Bytes,
}

/// An HTTP request the program made (`--world-out`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Request {
    pub method: String,
    pub url: String,
    /// Headers the program set, in order, as `[name, value]`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub headers: Vec<(String, String)>,
    #[serde(default, skip_serializing_if = "is_empty")]
    pub body: Bytes,
    /// The status served (0: the host was unknown).
    pub status: u16,
}

fn is_empty(b: &Bytes) -> bool {
    b.0.is_empty()
}
fn default_peer() -> String {
    "10.9.9.9:50000".to_string()
}
fn default_status() -> u16 {
    200
}
fn default_if_name() -> String {
    "eth0".to_string()
}
fn default_host() -> String {
    "terrarium".to_string()
}
fn default_if_address() -> String {
    "10.0.0.2".to_string()
}

/// Why a network operation failed; the natives turn these into Java exceptions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NetError {
    UnknownHost(String),
    Refused,
    InUse,
    /// Every ephemeral port is taken (Linux's `EADDRNOTAVAIL`).
    NoPortLeft,
    /// Nothing can satisfy the call before its timeout.
    Timeout,
    /// Nothing will ever satisfy the call and it has no timeout.
    Never,
    Closed,
    BadHandle,
}

/// What the program's end of a TCP connection has.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stream {
    pub local: (String, u16),
    pub remote: (String, u16),
    inbound: VecDeque<u8>,
    /// The peer closed its side: end of stream once `inbound` is drained.
    peer_closed: bool,
    script: Option<Server>,
    line: Vec<u8>,
    lines: u32,
    /// Index into [`Net::connections`].
    record: usize,
    pub input_shut: bool,
    pub output_shut: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Socket {
    Stream(Stream),
    Listener {
        address: String,
        port: u16,
    },
    Udp {
        address: String,
        port: u16,
        /// The sender of the last datagram received.
        last_from: (String, u16),
    },
}

/// A served HTTP response.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Response {
    pub status: u16,
    pub reason: String,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

/// The network part of the world file.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Config {
    pub hosts: BTreeMap<String, Vec<String>>,
    pub servers: BTreeMap<String, Server>,
    pub incoming: Vec<Incoming>,
    pub datagrams: Vec<Datagram>,
    pub http: BTreeMap<String, Resource>,
    pub interface: Interface,
}

/// The network of one execution: the world's configuration and the program's sockets.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Net {
    pub config: Config,
    /// Names (lower case) → addresses: `hosts`, then the hosts of `http` URLs
    /// not named there (192.0.2.1, 192.0.2.2, ... in order).
    names: BTreeMap<String, Vec<String>>,
    servers: BTreeMap<(String, u16), Server>,
    http: BTreeMap<String, Resource>,
    incoming: VecDeque<Incoming>,
    datagrams: VecDeque<Datagram>,
    sockets: BTreeMap<i32, Socket>,
    next_handle: i32,
    next_port: u16,
    tcp_ports: BTreeSet<u16>,
    udp_ports: BTreeSet<u16>,
    responses: BTreeMap<i32, Response>,
    bodies: BTreeMap<i32, Vec<u8>>,
    /// What the program sent.
    pub connections: Vec<Connection>,
    pub sent_datagrams: Vec<SentDatagram>,
    pub requests: Vec<Request>,
    /// Bytes the program put into the network that it still holds: what it
    /// sent (kept for the world it leaves) and what waits to be read.
    used: u64,
}

/// What one record of traffic (a connection, a datagram, a request) costs
/// the world's data budget besides its bytes.
const RECORD_COST: u64 = 64;

/// The first ephemeral port handed out (then upwards, skipping ports in use).
pub const FIRST_EPHEMERAL_PORT: u16 = 40000;
pub const LOOPBACK: &str = "127.0.0.1";

/// `a.b.c.d` (each 0–255) → its four bytes.
pub fn parse_ipv4(s: &str) -> Option<[u8; 4]> {
    let mut out = [0u8; 4];
    let mut parts = s.split('.');
    for o in &mut out {
        let p = parts.next()?;
        if p.is_empty() || p.len() > 3 || !p.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        *o = p.parse().ok()?;
    }
    parts.next().is_none().then_some(out)
}

/// An IPv6 literal (optionally in brackets, `::` compression, a trailing
/// dotted quad) → its sixteen bytes.
pub fn parse_ipv6(s: &str) -> Option<[u8; 16]> {
    let s = s
        .strip_prefix('[')
        .and_then(|t| t.strip_suffix(']'))
        .unwrap_or(s);
    let s = s.split('%').next()?;
    let (head, tail) = match s.find("::") {
        Some(i) => (&s[..i], Some(&s[i + 2..])),
        None => (s, None),
    };
    let groups = |t: &str| -> Option<Vec<u16>> {
        let mut v = Vec::new();
        if t.is_empty() {
            return Some(v);
        }
        let parts: Vec<&str> = t.split(':').collect();
        for (i, p) in parts.iter().enumerate() {
            if i == parts.len() - 1 && p.contains('.') {
                let q = parse_ipv4(p)?;
                v.push(u16::from_be_bytes([q[0], q[1]]));
                v.push(u16::from_be_bytes([q[2], q[3]]));
            } else {
                if p.is_empty() || p.len() > 4 {
                    return None;
                }
                v.push(u16::from_str_radix(p, 16).ok()?);
            }
        }
        Some(v)
    };
    let h = groups(head)?;
    let words: Vec<u16> = match tail {
        None => {
            if h.len() != 8 {
                return None;
            }
            h
        }
        Some(t) => {
            if t.contains("::") {
                return None;
            }
            let tl = groups(t)?;
            if h.len() + tl.len() > 7 {
                return None;
            }
            let mut w = h;
            w.resize(8 - tl.len(), 0);
            w.extend(tl);
            w
        }
    };
    let mut out = [0u8; 16];
    for (i, w) in words.iter().enumerate() {
        out[2 * i..2 * i + 2].copy_from_slice(&w.to_be_bytes());
    }
    Some(out)
}

/// An address literal in the form Java prints it (`getHostAddress`): IPv4
/// dotted, IPv6 as eight hexadecimal groups without compression.
pub fn canonical_address(s: &str) -> Option<String> {
    if let Some(b) = parse_ipv4(s) {
        return Some(format!("{}.{}.{}.{}", b[0], b[1], b[2], b[3]));
    }
    let b = parse_ipv6(s)?;
    let g: Vec<String> = b
        .chunks(2)
        .map(|c| format!("{:x}", u16::from_be_bytes([c[0], c[1]])))
        .collect();
    Some(g.join(":"))
}

/// `address:port` (`[v6]:port` for IPv6) → canonical address and port.
pub fn parse_endpoint(s: &str) -> Option<(String, u16)> {
    let i = s.rfind(':')?;
    let (a, p) = (&s[..i], &s[i + 1..]);
    if a.contains(':') && !a.starts_with('[') {
        return None;
    }
    Some((canonical_address(a)?, p.parse().ok()?))
}

pub fn endpoint(a: &(String, u16)) -> String {
    if a.0.contains(':') {
        format!("[{}]:{}", a.0, a.1)
    } else {
        format!("{}:{}", a.0, a.1)
    }
}

pub fn is_loopback(address: &str) -> bool {
    address.starts_with("127.") || address == "0:0:0:0:0:0:0:1"
}

/// The standard reason phrase of an HTTP status.
pub fn reason_phrase(status: u16) -> &'static str {
    match status {
        100 => "Continue",
        200 => "OK",
        201 => "Created",
        202 => "Accepted",
        204 => "No Content",
        301 => "Moved Permanently",
        302 => "Found",
        303 => "See Other",
        304 => "Not Modified",
        307 => "Temporary Redirect",
        308 => "Permanent Redirect",
        400 => "Bad Request",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        405 => "Method Not Allowed",
        409 => "Conflict",
        410 => "Gone",
        429 => "Too Many Requests",
        500 => "Internal Server Error",
        501 => "Not Implemented",
        502 => "Bad Gateway",
        503 => "Service Unavailable",
        504 => "Gateway Timeout",
        _ => "",
    }
}

/// A URL reduced for lookup: scheme and host in lower case, default port
/// dropped, empty path as `/`, fragment dropped. `None` when it has no `scheme://host`.
pub fn url_key(url: &str) -> Option<(String, String, String)> {
    let url = url.split('#').next().unwrap_or(url);
    let (scheme, rest) = url.split_once("://")?;
    let scheme = scheme.to_ascii_lowercase();
    let cut = rest.find(['/', '?']).unwrap_or(rest.len());
    let (authority, path) = rest.split_at(cut);
    let authority = authority.rsplit('@').next().unwrap_or(authority);
    let (host, port) = if authority.starts_with('[') {
        match authority.find(']') {
            Some(i) => (
                &authority[..=i],
                authority[i + 1..].strip_prefix(':').unwrap_or(""),
            ),
            None => (authority, ""),
        }
    } else {
        match authority.rsplit_once(':') {
            Some((h, p)) => (h, p),
            None => (authority, ""),
        }
    };
    let host = host.to_ascii_lowercase();
    if host.is_empty() {
        return None;
    }
    let default = match scheme.as_str() {
        "http" => "80",
        "https" => "443",
        _ => "",
    };
    let port = if port.is_empty() || port == default {
        String::new()
    } else {
        format!(":{port}")
    };
    let path = if path.is_empty() || path.starts_with('?') {
        format!("/{path}")
    } else {
        path.to_string()
    };
    let bare = host
        .trim_start_matches('[')
        .trim_end_matches(']')
        .to_string();
    Some((format!("{scheme}://{host}{port}{path}"), bare, scheme))
}

impl Net {
    /// The network of a world file's keys; errors name the key.
    pub fn new(config: Config) -> Result<Net, String> {
        let mut names = BTreeMap::new();
        names.insert("localhost".to_string(), vec![LOOPBACK.to_string()]);
        let iface = &config.interface;
        let if_addr = canonical_address(&iface.address)
            .ok_or_else(|| format!("interface.address: `{}` is not an address", iface.address))?;
        names.insert(iface.host.to_ascii_lowercase(), vec![if_addr]);
        for (name, addrs) in &config.hosts {
            let mut v = Vec::new();
            for a in addrs {
                v.push(
                    canonical_address(a)
                        .ok_or_else(|| format!("hosts.{name}: `{a}` is not an IP address"))?,
                );
            }
            if v.is_empty() {
                return Err(format!("hosts.{name}: no addresses"));
            }
            names.insert(name.to_ascii_lowercase(), v);
        }
        let mut servers = BTreeMap::new();
        for (key, s) in &config.servers {
            let ep =
                parse_endpoint(key).ok_or_else(|| format!("servers.{key}: not `address:port`"))?;
            servers.insert(ep, s.clone());
        }
        for (i, c) in config.incoming.iter().enumerate() {
            parse_endpoint(&c.from)
                .ok_or_else(|| format!("incoming[{i}].from: `{}` is not `address:port`", c.from))?;
        }
        for (i, d) in config.datagrams.iter().enumerate() {
            parse_endpoint(&d.from).ok_or_else(|| {
                format!("datagrams[{i}].from: `{}` is not `address:port`", d.from)
            })?;
        }
        let mut http = BTreeMap::new();
        let mut implied = 0;
        for (url, r) in &config.http {
            let (key, host, _) =
                url_key(url).ok_or_else(|| format!("http.{url}: not an absolute URL"))?;
            if canonical_address(&host).is_none() && !names.contains_key(&host) {
                implied += 1;
                names.insert(host, vec![format!("192.0.2.{implied}")]);
            }
            http.insert(key, r.clone());
        }
        Ok(Net {
            names,
            servers,
            http,
            incoming: config.incoming.iter().cloned().collect(),
            datagrams: config.datagrams.iter().cloned().collect(),
            used: config.datagrams.iter().map(|d| d.data.0.len() as u64).sum(),
            next_handle: 1,
            next_port: FIRST_EPHEMERAL_PORT,
            config,
            ..Net::default()
        })
    }

    /// The addresses of a host name or literal.
    pub fn resolve(&self, name: &str) -> Result<Vec<String>, NetError> {
        if let Some(a) = canonical_address(name) {
            return Ok(vec![a]);
        }
        self.names
            .get(&name.to_ascii_lowercase())
            .cloned()
            .ok_or_else(|| NetError::UnknownHost(name.to_string()))
    }

    /// The name of an address (reverse lookup), if the world names it.
    pub fn name_of(&self, address: &str) -> Option<String> {
        if address == LOOPBACK {
            return Some("localhost".into());
        }
        if let Some((n, _)) = self.config.hosts.iter().find(|(_, v)| {
            v.iter()
                .any(|a| canonical_address(a).as_deref() == Some(address))
        }) {
            return Some(n.clone());
        }
        self.names
            .iter()
            .find(|(_, v)| v.iter().any(|a| a == address))
            .map(|(n, _)| n.clone())
    }

    pub fn local_address(&self) -> String {
        canonical_address(&self.config.interface.address).unwrap_or_default()
    }

    /// Whether anything in the world answers at `address`.
    pub fn reachable(&self, address: &str) -> bool {
        is_loopback(address)
            || address == self.local_address()
            || self.names.values().any(|v| v.iter().any(|a| a == address))
            || self.servers.keys().any(|(a, _)| a == address)
    }

    /// The address the program's end of a connection to `remote` has.
    fn local_for(&self, remote: &str) -> String {
        if is_loopback(remote) {
            LOOPBACK.to_string()
        } else {
            self.local_address()
        }
    }

    /// The next free ephemeral port, searching each port of the range at most once.
    fn ephemeral(&mut self, udp: bool) -> Result<u16, NetError> {
        let used = if udp {
            &self.udp_ports
        } else {
            &self.tcp_ports
        };
        for _ in FIRST_EPHEMERAL_PORT..=u16::MAX {
            let p = self.next_port;
            self.next_port = if p == u16::MAX {
                FIRST_EPHEMERAL_PORT
            } else {
                p + 1
            };
            if !used.contains(&p) {
                return Ok(p);
            }
        }
        Err(NetError::NoPortLeft)
    }

    fn add(&mut self, s: Socket) -> i32 {
        let h = self.next_handle;
        self.next_handle += 1;
        self.sockets.insert(h, s);
        h
    }

    pub fn socket(&self, h: i32) -> Option<&Socket> {
        self.sockets.get(&h)
    }

    /// Connect to a scripted server.
    pub fn connect(&mut self, address: &str, port: u16) -> Result<i32, NetError> {
        let Some(script) = self.servers.get(&(address.to_string(), port)).cloned() else {
            return Err(NetError::Refused);
        };
        let local = (self.local_for(address), self.ephemeral(false)?);
        self.tcp_ports.insert(local.1);
        let remote = (address.to_string(), port);
        self.connections.push(Connection {
            direction: "out".into(),
            local: endpoint(&local),
            remote: endpoint(&remote),
            sent: Bytes::default(),
        });
        self.hold(RECORD_COST + script.greeting.0.len() as u64);
        let stream = Stream {
            local,
            remote,
            inbound: script.greeting.0.iter().copied().collect(),
            peer_closed: script.close_after == Some(0),
            script: Some(script),
            line: Vec::new(),
            lines: 0,
            record: self.connections.len() - 1,
            input_shut: false,
            output_shut: false,
        };
        Ok(self.add(Socket::Stream(stream)))
    }

    /// Listen on a TCP port (0: an ephemeral one).
    pub fn listen(&mut self, address: &str, port: u16) -> Result<i32, NetError> {
        let port = if port == 0 {
            self.ephemeral(false)?
        } else {
            port
        };
        if !self.tcp_ports.insert(port) {
            return Err(NetError::InUse);
        }
        Ok(self.add(Socket::Listener {
            address: address.to_string(),
            port,
        }))
    }

    /// The next queued connection for a listener's port.
    pub fn accept(&mut self, h: i32, timeout: bool) -> Result<i32, NetError> {
        let Some(Socket::Listener { port, .. }) = self.sockets.get(&h) else {
            return Err(NetError::Closed);
        };
        let port = *port;
        let Some(i) = self.incoming.iter().position(|c| c.port == port) else {
            return Err(if timeout {
                NetError::Timeout
            } else {
                NetError::Never
            });
        };
        let Some(c) = self.incoming.remove(i) else {
            return Err(NetError::BadHandle);
        };
        let remote = parse_endpoint(&c.from).unwrap_or_default();
        let local = (self.local_for(&remote.0), port);
        self.connections.push(Connection {
            direction: "in".into(),
            local: endpoint(&local),
            remote: endpoint(&remote),
            sent: Bytes::default(),
        });
        self.hold(RECORD_COST + c.send.0.len() as u64);
        let stream = Stream {
            local,
            remote,
            inbound: c.send.0.iter().copied().collect(),
            peer_closed: !c.keep_open,
            script: None,
            line: Vec::new(),
            lines: 0,
            record: self.connections.len() - 1,
            input_shut: false,
            output_shut: false,
        };
        Ok(self.add(Socket::Stream(stream)))
    }

    fn stream(&mut self, h: i32) -> Result<&mut Stream, NetError> {
        match self.sockets.get_mut(&h) {
            Some(Socket::Stream(s)) => Ok(s),
            _ => Err(NetError::Closed),
        }
    }

    /// Bytes the program's traffic holds (see [`Net::used`]'s field).
    pub fn used(&self) -> u64 {
        self.used
    }

    /// `n` more bytes of traffic are held.
    fn hold(&mut self, n: u64) {
        self.used = self.used.saturating_add(n);
    }

    /// `n` bytes of traffic were read or dropped.
    fn release(&mut self, n: u64) {
        self.used = self.used.saturating_sub(n);
    }

    /// Up to `max` received bytes; empty at the end of the stream.
    pub fn read(&mut self, h: i32, max: usize, timeout: bool) -> Result<Vec<u8>, NetError> {
        let s = self.stream(h)?;
        if s.input_shut {
            return Ok(Vec::new());
        }
        if s.inbound.is_empty() {
            if s.peer_closed {
                return Ok(Vec::new());
            }
            return Err(if timeout {
                NetError::Timeout
            } else {
                NetError::Never
            });
        }
        let n = max.min(s.inbound.len());
        let bytes: Vec<u8> = s.inbound.drain(..n).collect();
        self.release(n as u64);
        Ok(bytes)
    }

    pub fn available(&mut self, h: i32) -> Result<usize, NetError> {
        let s = self.stream(h)?;
        Ok(if s.input_shut { 0 } else { s.inbound.len() })
    }

    /// Send bytes to the peer, which may answer (a scripted server).
    pub fn write(&mut self, h: i32, data: &[u8]) -> Result<(), NetError> {
        let s = self.stream(h)?;
        if s.output_shut {
            return Err(NetError::Closed);
        }
        let record = s.record;
        let queued = s.inbound.len();
        if let Some(script) = &s.script {
            if script.echo && !s.peer_closed {
                s.inbound.extend(data.iter().copied());
            }
            for &b in data {
                if b != b'\n' {
                    s.line.push(b);
                    continue;
                }
                let mut line = std::mem::take(&mut s.line);
                if line.last() == Some(&b'\r') {
                    line.pop();
                }
                if s.peer_closed {
                    continue;
                }
                let text = String::from_utf8_lossy(&line);
                let reply = script
                    .replies
                    .get(text.as_ref())
                    .or(script.otherwise.as_ref());
                if let Some(r) = reply {
                    s.inbound.extend(r.0.iter().copied());
                }
                s.lines += 1;
                if script.close_after.is_some_and(|n| s.lines >= n) {
                    s.peer_closed = true;
                }
            }
        }
        let answered = s.inbound.len().saturating_sub(queued);
        self.hold(answered as u64 + data.len() as u64);
        if let Some(c) = self.connections.get_mut(record) {
            c.sent.0.extend_from_slice(data);
        }
        Ok(())
    }

    /// `how`: 0 input, 1 output.
    pub fn shutdown(&mut self, h: i32, how: i32) -> Result<(), NetError> {
        let s = self.stream(h)?;
        if how == 0 {
            s.input_shut = true;
        } else {
            s.output_shut = true;
        }
        Ok(())
    }

    pub fn close(&mut self, h: i32) {
        match self.sockets.remove(&h) {
            Some(Socket::Listener { port, .. }) => {
                self.tcp_ports.remove(&port);
            }
            Some(Socket::Stream(s)) => {
                self.tcp_ports.remove(&s.local.1);
                self.release(s.inbound.len() as u64);
            }
            Some(Socket::Udp { port, .. }) => {
                self.udp_ports.remove(&port);
            }
            None => {}
        }
    }

    /// The local (`remote` false) or remote end of a socket.
    pub fn end(&self, h: i32, remote: bool) -> Option<(String, u16)> {
        match self.sockets.get(&h)? {
            Socket::Stream(s) => Some(if remote {
                s.remote.clone()
            } else {
                s.local.clone()
            }),
            Socket::Listener { address, port } => (!remote).then(|| (address.clone(), *port)),
            Socket::Udp {
                address,
                port,
                last_from,
            } => Some(if remote {
                last_from.clone()
            } else {
                (address.clone(), *port)
            }),
        }
    }

    /// Bind a UDP socket (port 0: an ephemeral one).
    pub fn udp_bind(&mut self, address: &str, port: u16) -> Result<i32, NetError> {
        let port = if port == 0 {
            self.ephemeral(true)?
        } else {
            port
        };
        if !self.udp_ports.insert(port) {
            return Err(NetError::InUse);
        }
        Ok(self.add(Socket::Udp {
            address: address.to_string(),
            port,
            last_from: (String::new(), 0),
        }))
    }

    /// Send a datagram. One addressed to this machine (loopback, its
    /// interface or broadcast) reaches the program's own socket on that port.
    pub fn udp_send(&mut self, h: i32, to: (String, u16), data: &[u8]) -> Result<(), NetError> {
        let Some(Socket::Udp { port, .. }) = self.sockets.get(&h) else {
            return Err(NetError::Closed);
        };
        let from = (self.local_for(&to.0), *port);
        self.hold(RECORD_COST + data.len() as u64);
        self.sent_datagrams.push(SentDatagram {
            from: endpoint(&from),
            to: endpoint(&to),
            data: Bytes(data.to_vec()),
        });
        let here = is_loopback(&to.0)
            || to.0 == self.local_address()
            || to.0.ends_with(".255")
            || to.0 == "0.0.0.0";
        if here && self.udp_ports.contains(&to.1) {
            self.hold(data.len() as u64);
            self.datagrams.push_back(Datagram {
                port: to.1,
                from: endpoint(&from),
                data: Bytes(data.to_vec()),
            });
        }
        Ok(())
    }

    /// The next datagram queued for the socket's port: sender and data.
    pub fn udp_receive(&mut self, h: i32, timeout: bool) -> Result<Datagram, NetError> {
        let Some(Socket::Udp { port, .. }) = self.sockets.get(&h) else {
            return Err(NetError::Closed);
        };
        let port = *port;
        let Some(i) = self.datagrams.iter().position(|d| d.port == port) else {
            return Err(if timeout {
                NetError::Timeout
            } else {
                NetError::Never
            });
        };
        let d = self.datagrams.remove(i).ok_or(NetError::BadHandle)?;
        self.release(d.data.0.len() as u64);
        if let Some(Socket::Udp { last_from, .. }) = self.sockets.get_mut(&h) {
            *last_from = parse_endpoint(&d.from).unwrap_or_default();
        }
        Ok(d)
    }

    /// Serve an HTTP request from the world: a handle for the response.
    pub fn http(
        &mut self,
        method: &str,
        url: &str,
        headers: Vec<(String, String)>,
        body: Vec<u8>,
    ) -> Result<i32, NetError> {
        let (key, host, _) = url_key(url).ok_or_else(|| NetError::UnknownHost(url.to_string()))?;
        let known = self.resolve(&host).is_ok();
        let response = if !known {
            None
        } else {
            Some(match self.http.get(&key) {
                Some(r) => {
                    let mut hs: Vec<(String, String)> = r
                        .headers
                        .iter()
                        .map(|(k, v)| (k.clone(), v.clone()))
                        .collect();
                    hs.push(("Content-Length".into(), r.body.0.len().to_string()));
                    Response {
                        status: r.status,
                        reason: r
                            .reason
                            .clone()
                            .unwrap_or_else(|| reason_phrase(r.status).to_string()),
                        headers: hs,
                        body: r.body.0.clone(),
                    }
                }
                None => Response {
                    status: 404,
                    reason: reason_phrase(404).into(),
                    headers: vec![("Content-Length".into(), "0".into())],
                    body: Vec::new(),
                },
            })
        };
        self.hold(RECORD_COST + body.len() as u64);
        self.requests.push(Request {
            method: method.to_string(),
            url: url.to_string(),
            headers,
            body: Bytes(body),
            status: response.as_ref().map_or(0, |r| r.status),
        });
        let Some(r) = response else {
            return Err(NetError::UnknownHost(host));
        };
        let h = self.next_handle;
        self.next_handle += 1;
        self.responses.insert(h, r);
        Ok(h)
    }

    /// A served response, taken (each is read once).
    pub fn take_response(&mut self, h: i32) -> Option<Response> {
        self.responses.remove(&h)
    }

    /// Keep a response's body until [`Net::take_body`].
    pub fn keep_body(&mut self, h: i32, body: Vec<u8>) {
        self.bodies.insert(h, body);
    }

    pub fn take_body(&mut self, h: i32) -> Option<Vec<u8>> {
        self.bodies.remove(&h)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals() {
        assert_eq!(parse_ipv4("10.1.2.3"), Some([10, 1, 2, 3]));
        assert_eq!(parse_ipv4("10.1.2"), None);
        assert_eq!(parse_ipv4("10.1.2.256"), None);
        assert_eq!(canonical_address("::1").as_deref(), Some("0:0:0:0:0:0:0:1"));
        assert_eq!(
            canonical_address("[fe80::1:2]").as_deref(),
            Some("fe80:0:0:0:0:0:1:2")
        );
        assert_eq!(canonical_address("1:2:3:4:5:6:7:8:9"), None);
        assert_eq!(
            parse_endpoint("[::1]:80"),
            Some(("0:0:0:0:0:0:0:1".into(), 80))
        );
        assert_eq!(parse_endpoint("10.0.0.1:43"), Some(("10.0.0.1".into(), 43)));
    }

    #[test]
    fn url_keys() {
        let k = |u: &str| url_key(u).map(|t| t.0);
        assert_eq!(
            k("HTTP://Example.org").as_deref(),
            Some("http://example.org/")
        );
        assert_eq!(
            k("http://example.org:80/a?b#c").as_deref(),
            Some("http://example.org/a?b")
        );
        assert_eq!(
            k("http://example.org:8080?q").as_deref(),
            Some("http://example.org:8080/?q")
        );
        assert_eq!(k("mailto:x"), None);
    }

    #[test]
    fn scripted_server_replies_per_line_and_closes() {
        let mut servers = BTreeMap::new();
        let mut replies = BTreeMap::new();
        replies.insert("PING".to_string(), Bytes(b"PONG\n".to_vec()));
        servers.insert(
            "10.1.2.3:43".to_string(),
            Server {
                greeting: Bytes(b"hi\n".to_vec()),
                replies,
                close_after: Some(1),
                ..Server::default()
            },
        );
        let mut net = Net::new(Config {
            servers,
            ..Config::default()
        })
        .expect("config");
        assert_eq!(net.connect("10.1.2.4", 43), Err(NetError::Refused));
        let h = net.connect("10.1.2.3", 43).expect("connects");
        assert_eq!(net.read(h, 100, false).expect("greeting"), b"hi\n");
        assert_eq!(net.read(h, 100, true), Err(NetError::Timeout));
        net.write(h, b"PING\r\n").expect("write");
        assert_eq!(net.read(h, 100, false).expect("reply"), b"PONG\n");
        assert_eq!(net.read(h, 100, false).expect("end"), b"");
        assert_eq!(net.connections[0].sent.0, b"PING\r\n");
        assert_eq!(net.connections[0].local, "10.0.0.2:40000");
    }

    #[test]
    fn running_out_of_ephemeral_ports_is_an_error_not_a_hang() {
        let mut net = Net::new(Config::default()).expect("config");
        let range = usize::from(u16::MAX - FIRST_EPHEMERAL_PORT) + 1;
        for _ in 0..range {
            net.udp_bind("0.0.0.0", 0).expect("a free port");
        }
        assert_eq!(net.udp_bind("0.0.0.0", 0), Err(NetError::NoPortLeft));
        // TCP ports are a separate space.
        assert!(net.listen("0.0.0.0", 0).is_ok());
    }
}
