//! jdk.internal.terrarium.Net: the leaf operations behind java.net, all on the
//! world's virtual network (never the host's). Every access is logged. A call
//! that would block with nothing in the world to satisfy it returns at once:
//! with a timeout, the virtual clock advances by it and
//! `SocketTimeoutException` is thrown; without one, the exception a vanished
//! peer (or a socket closed under the call) would cause.
use interp::runtime::heap::ObjData;
use interp::{Interrupt, NativeResult, Value, Vm};

use super::string_array;
use super::{arg, array_range, boolean, env, non_null, string, text};
use crate::world::log::Access;
use crate::world::net::{NetError, endpoint};

natives! {
    /// The world's virtual network; never the host's. Addresses are text in Java's
    /// `getHostAddress` form; handles name the program's sockets (and HTTP responses). Every
    /// call is logged in the world's access log. A call nothing in the world can satisfy
    /// returns at once: with a timeout (ms > 0) the virtual clock advances by it and
    /// `SocketTimeoutException` is thrown (`Accept timed out`, `Read timed out`, `Receive timed
    /// out`); without one, `SocketException` (`Connection reset` for a read, `Socket closed`
    /// for accept and receive).
    "jdk/internal/terrarium/Net" {
        /// A name's addresses; `UnknownHostException` `"<name>: Name or service not known"`.
        "resolve" "(Ljava/lang/String;)[Ljava/lang/String;" => resolve,
        /// The world's name for an address, or null.
        "nameOf" "(Ljava/lang/String;)Ljava/lang/String;" => name_of,
        /// Host name, interface address, interface name.
        "localHost" "()[Ljava/lang/String;" => local_host,
        /// Whether anything answers there; if not, the timeout passes.
        "reachable" "(Ljava/lang/String;I)Z" => reachable,
        /// A connection to a scripted server (address, port, timeout); `ConnectException:
        /// Connection refused`.
        "connect" "(Ljava/lang/String;II)I" => connect,
        /// A listening socket; port 0 is ephemeral; `BindException: Address already in use`.
        "listen" "(Ljava/lang/String;I)I" => listen,
        /// The next incoming connection for the listener's port (handle, timeout).
        "accept" "(II)I" => accept,
        /// Bytes read, -1 at the end of the stream (handle, array, offset, length, timeout).
        "read" "(I[BIII)I" => read,
        /// Sends the bytes (handle, array, offset, length).
        "write" "(I[BII)V" => write,
        /// Bytes readable without blocking.
        "available" "(I)I" => available,
        /// Shuts down input (0) or output (1).
        "shutdown" "(II)V" => shutdown,
        /// Closes the handle.
        "close" "(I)V" => close,
        /// The local or remote end's address (for UDP, remote is the last sender); null when
        /// none.
        "address" "(IZ)Ljava/lang/String;" => address,
        /// The local or remote end's port; -1 when none.
        "port" "(IZ)I" => port,
        /// A datagram socket; port 0 is ephemeral; `BindException: Address already in use`.
        "udpBind" "(Ljava/lang/String;I)I" => udp_bind,
        /// Sends a datagram (handle, array, offset, length, address, port).
        "udpSend" "(I[BIILjava/lang/String;I)V" => udp_send,
        /// The next datagram for the socket's port, truncated to the length given: bytes
        /// copied.
        "udpReceive" "(I[BIII)I" => udp_receive,
        /// Method, URL, header names and values, body (or null): a response handle;
        /// `UnknownHostException` `"<host>"`.
        "http" "(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;[B)I" => http,
        /// Status, reason, then header names and values.
        "httpResponse" "(I)[Ljava/lang/String;" => http_response,
        /// The body (each response read once).
        "httpBody" "(I)[B" => http_body,
    }
}

/// Time passes by a blocked call's timeout.
fn advance(vm: &mut Vm, timeout_ms: i32) {
    vm.slept_ns = vm
        .slept_ns
        .saturating_add((timeout_ms.max(0) as i64).saturating_mul(1_000_000));
}

/// Log a call nothing could satisfy (its caller lets the timeout pass).
fn blocked(e: &mut crate::Env, err: &NetError, what: &str, at: String, timeout: i32) {
    if matches!(err, NetError::Timeout | NetError::Never) {
        e.world.log(Access::Timeout {
            what: what.into(),
            at,
            ms: if matches!(err, NetError::Timeout) {
                timeout as i64
            } else {
                0
            },
        });
    }
}

/// ENOBUFS when the world's data budget cannot take `bytes` more traffic
/// (see `Env::max_world`): the record of what was sent is part of the world.
fn room_for(vm: &mut Vm, bytes: usize) -> Result<(), Interrupt> {
    if env(vm)?.world_has_room(bytes as u64) {
        Ok(())
    } else {
        Err(vm.throw_new(
            "java/net/SocketException",
            Some("No buffer space available"),
        ))
    }
}

/// The Java exception for a failed operation `op`.
fn throw(vm: &mut Vm, err: &NetError, op: &str) -> Interrupt {
    let (class, msg) = match err {
        NetError::UnknownHost(h) => ("java/net/UnknownHostException", h.clone()),
        NetError::Refused => ("java/net/ConnectException", "Connection refused".into()),
        NetError::InUse => ("java/net/BindException", "Address already in use".into()),
        NetError::NoPortLeft => (
            "java/net/BindException",
            "Cannot assign requested address".into(),
        ),
        NetError::Timeout => (
            "java/net/SocketTimeoutException",
            match op {
                "accept" => "Accept timed out",
                "receive" => "Receive timed out",
                _ => "Read timed out",
            }
            .into(),
        ),
        NetError::Never => (
            "java/net/SocketException",
            if op == "read" {
                "Connection reset"
            } else {
                "Socket closed"
            }
            .into(),
        ),
        NetError::Closed | NetError::BadHandle => {
            ("java/net/SocketException", "Socket closed".into())
        }
    };
    vm.throw_new(class, Some(&msg))
}

fn peer(e: &crate::Env, h: i32) -> String {
    e.world
        .net
        .end(h, true)
        .map(|r| endpoint(&r))
        .unwrap_or_default()
}

/// The bytes `b[off, off + len)` of arguments `i`, `i + 1`, `i + 2`.
fn bytes_arg(vm: &mut Vm, args: &[Value], i: usize) -> Result<Vec<u8>, Interrupt> {
    let b = non_null(vm, args, i)?;
    let r = array_range(vm, b, arg(args, i + 1).int(), arg(args, i + 2).int())?;
    Ok(match vm.heap.get(b).map(|o| &o.data) {
        Some(ObjData::Bytes(d)) => d
            .get(r)
            .map(|s| s.iter().map(|&x| x as u8).collect())
            .unwrap_or_default(),
        _ => Vec::new(),
    })
}

fn bytes_arg_whole(vm: &Vm, args: &[Value], i: usize) -> Vec<u8> {
    match arg(args, i)
        .reference()
        .and_then(|b| vm.heap.get(b))
        .map(|o| &o.data)
    {
        Some(ObjData::Bytes(d)) => d.iter().map(|&x| x as u8).collect(),
        _ => Vec::new(),
    }
}

fn strings_arg(vm: &Vm, args: &[Value], i: usize) -> Vec<String> {
    let refs: Vec<_> = match arg(args, i)
        .reference()
        .and_then(|b| vm.heap.get(b))
        .map(|o| &o.data)
    {
        Some(ObjData::Refs(d)) => d.to_vec(),
        _ => Vec::new(),
    };
    refs.iter()
        .map(|r| r.and_then(|r| vm.string_text(r)).unwrap_or_default())
        .collect()
}

/// Copy `chunk` into the byte array argument `i` at `off`.
fn fill(vm: &mut Vm, args: &[Value], i: usize, off: usize, chunk: &[u8]) {
    if let Some(b) = arg(args, i).reference()
        && let Some(ObjData::Bytes(d)) = vm.heap.get_mut(b).map(|o| &mut o.data)
        && let Some(dst) = d.get_mut(off..off + chunk.len())
    {
        for (x, y) in dst.iter_mut().zip(chunk) {
            *x = *y as i8;
        }
    }
}

fn read(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let h = arg(args, 0).int();
    let b = non_null(vm, args, 1)?;
    let r = array_range(vm, b, arg(args, 2).int(), arg(args, 3).int())?;
    let timeout = arg(args, 4).int();
    if r.is_empty() {
        return Ok(Value::Int(0));
    }
    let e = env(vm)?;
    let peer = peer(e, h);
    match e.world.net.read(h, r.len(), timeout > 0) {
        Ok(chunk) => {
            e.world.log(Access::Receive {
                peer,
                bytes: chunk.len() as u64,
            });
            if chunk.is_empty() {
                return Ok(Value::Int(-1));
            }
            fill(vm, args, 1, r.start, &chunk);
            Ok(Value::Int(chunk.len() as i32))
        }
        Err(err) => {
            blocked(e, &err, "read", peer, timeout);
            if matches!(err, NetError::Timeout) {
                advance(vm, timeout);
            }
            Err(throw(vm, &err, "read"))
        }
    }
}

fn udp_receive(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let h = arg(args, 0).int();
    let b = non_null(vm, args, 1)?;
    let r = array_range(vm, b, arg(args, 2).int(), arg(args, 3).int())?;
    let timeout = arg(args, 4).int();
    let e = env(vm)?;
    let port = e.world.net.end(h, false).map_or(0, |l| l.1);
    match e.world.net.udp_receive(h, timeout > 0) {
        Ok(d) => {
            e.world.log(Access::ReceiveDatagram {
                port,
                from: d.from.clone(),
                bytes: d.data.0.len() as u64,
            });
            let n = d.data.0.len().min(r.len());
            fill(vm, args, 1, r.start, &d.data.0[..n]);
            Ok(Value::Int(n as i32))
        }
        Err(err) => {
            blocked(e, &err, "receive", format!("port {port}"), timeout);
            if matches!(err, NetError::Timeout) {
                advance(vm, timeout);
            }
            Err(throw(vm, &err, "receive"))
        }
    }
}

fn resolve(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let name = text(vm, a, 0)?;
    let e = env(vm)?;
    let r = e.world.net.resolve(&name);
    let msg = format!("{name}: Name or service not known");
    e.world.log(Access::Resolve {
        name: name.clone(),
        addresses: r.clone().unwrap_or_default(),
        error: r.is_err().then(|| "unknown host".to_string()),
    });
    match r {
        Ok(v) => string_array(vm, &v),
        Err(_) => Err(vm.throw_new("java/net/UnknownHostException", Some(&msg))),
    }
}

fn name_of(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let address = text(vm, a, 0)?;
    let e = env(vm)?;
    let r = e.world.net.name_of(&address);
    e.world.log(Access::Resolve {
        name: address,
        addresses: r.iter().cloned().collect(),
        error: r.is_none().then(|| "no name".to_string()),
    });
    match r {
        Some(n) => string(vm, &n),
        None => Ok(Value::Ref(None)),
    }
}

fn local_host(vm: &mut Vm, _: &[Value]) -> NativeResult {
    let e = env(vm)?;
    let i = &e.world.net.config.interface;
    let v = [i.host.clone(), e.world.net.local_address(), i.name.clone()];
    string_array(vm, &v)
}

fn reachable(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let address = text(vm, a, 0)?;
    let timeout = arg(a, 1).int();
    let e = env(vm)?;
    let ok = e.world.net.reachable(&address);
    e.world.log(Access::Connect {
        remote: format!("{address} (echo)"),
        local: None,
        error: (!ok).then(|| "unreachable".to_string()),
    });
    if !ok {
        advance(vm, timeout);
    }
    boolean(ok)
}

fn connect(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let address = text(vm, a, 0)?;
    let port = arg(a, 1).int() as u16;
    let e = env(vm)?;
    let r = e.world.net.connect(&address, port);
    let remote = endpoint(&(address, port));
    let local = r
        .as_ref()
        .ok()
        .and_then(|h| e.world.net.end(*h, false))
        .map(|l| endpoint(&l));
    e.world.log(Access::Connect {
        remote,
        local,
        error: r.as_ref().err().map(|_| "Connection refused".to_string()),
    });
    r.map(Value::Int).map_err(|err| throw(vm, &err, "connect"))
}

fn listen(vm: &mut Vm, a: &[Value]) -> NativeResult {
    bind(vm, a, "tcp")
}

/// Bind a TCP listener or a UDP socket to `address`:`port` (0: an
/// ephemeral port), logging the port it got or why not.
fn bind(vm: &mut Vm, a: &[Value], protocol: &str) -> NativeResult {
    let address = text(vm, a, 0)?;
    let port = arg(a, 1).int() as u16;
    let e = env(vm)?;
    let r = if protocol == "udp" {
        e.world.net.udp_bind(&address, port)
    } else {
        e.world.net.listen(&address, port)
    };
    let bound = r
        .as_ref()
        .ok()
        .and_then(|h| e.world.net.end(*h, false))
        .map_or(port, |l| l.1);
    e.world.log(Access::Bind {
        protocol: protocol.into(),
        port: bound,
        error: r
            .as_ref()
            .err()
            .map(|_| "Address already in use".to_string()),
    });
    r.map(Value::Int).map_err(|err| throw(vm, &err, "bind"))
}

fn accept(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let (h, timeout) = (arg(a, 0).int(), arg(a, 1).int());
    let e = env(vm)?;
    let port = e.world.net.end(h, false).map_or(0, |l| l.1);
    let r = e.world.net.accept(h, timeout > 0);
    match &r {
        Ok(c) => {
            let remote = e.world.net.end(*c, true).map(|r| endpoint(&r));
            e.world.log(Access::Accept {
                port,
                remote,
                error: None,
            });
        }
        Err(err) => blocked(e, err, "accept", format!("port {port}"), timeout),
    }
    if matches!(r, Err(NetError::Timeout)) {
        advance(vm, timeout);
    }
    r.map(Value::Int).map_err(|err| throw(vm, &err, "accept"))
}

fn write(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let h = arg(a, 0).int();
    let bytes = bytes_arg(vm, a, 1)?;
    room_for(vm, bytes.len())?;
    let e = env(vm)?;
    let peer = peer(e, h);
    let r = e.world.net.write(h, &bytes);
    if r.is_ok() {
        e.world.log(Access::Send {
            peer,
            bytes: bytes.len() as u64,
        });
    }
    r.map(|_| Value::Top)
        .map_err(|err| throw(vm, &err, "write"))
}

fn available(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let h = arg(a, 0).int();
    match env(vm)?.world.net.available(h) {
        Ok(n) => Ok(Value::Int(n.min(i32::MAX as usize) as i32)),
        Err(err) => Err(throw(vm, &err, "read")),
    }
}

fn shutdown(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let (h, how) = (arg(a, 0).int(), arg(a, 1).int());
    match env(vm)?.world.net.shutdown(h, how) {
        Ok(()) => Ok(Value::Top),
        Err(err) => Err(throw(vm, &err, "shutdown")),
    }
}

fn close(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let h = arg(a, 0).int();
    let e = env(vm)?;
    if let Some(local) = e.world.net.end(h, false) {
        let at = match e.world.net.end(h, true) {
            Some(r) if !r.0.is_empty() => format!("{} - {}", endpoint(&local), endpoint(&r)),
            _ => endpoint(&local),
        };
        e.world.log(Access::Close { at });
    }
    e.world.net.close(h);
    Ok(Value::Top)
}

fn address(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let (h, remote) = (arg(a, 0).int(), arg(a, 1).int() != 0);
    match env(vm)?.world.net.end(h, remote) {
        Some((addr, _)) => string(vm, &addr),
        None => Ok(Value::Ref(None)),
    }
}

fn port(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let (h, remote) = (arg(a, 0).int(), arg(a, 1).int() != 0);
    let p = env(vm)?.world.net.end(h, remote).map_or(-1, |e| e.1 as i32);
    Ok(Value::Int(p))
}

fn udp_bind(vm: &mut Vm, a: &[Value]) -> NativeResult {
    bind(vm, a, "udp")
}

fn udp_send(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let h = arg(a, 0).int();
    let bytes = bytes_arg(vm, a, 1)?;
    let to = (text(vm, a, 4)?, arg(a, 5).int() as u16);
    room_for(vm, bytes.len())?;
    let e = env(vm)?;
    let from = e.world.net.end(h, false).map(|l| endpoint(&l));
    let r = e.world.net.udp_send(h, to.clone(), &bytes);
    if r.is_ok() {
        let from = e
            .world
            .net
            .sent_datagrams
            .last()
            .map(|d| d.from.clone())
            .or(from)
            .unwrap_or_default();
        e.world.log(Access::SendDatagram {
            from,
            to: endpoint(&to),
            bytes: bytes.len() as u64,
        });
    }
    r.map(|_| Value::Top).map_err(|err| throw(vm, &err, "send"))
}

fn http(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let method = text(vm, a, 0)?;
    let url = text(vm, a, 1)?;
    let flat = strings_arg(vm, a, 2);
    let headers: Vec<(String, String)> = flat
        .chunks(2)
        .map(|c| (c[0].clone(), c.get(1).cloned().unwrap_or_default()))
        .collect();
    let body = match arg(a, 3).reference() {
        Some(_) => bytes_arg_whole(vm, a, 3),
        None => Vec::new(),
    };
    room_for(vm, body.len())?;
    let e = env(vm)?;
    let r = e.world.net.http(&method, &url, headers, body);
    let status = e.world.net.requests.last().map_or(0, |q| q.status);
    e.world.log(Access::Http {
        method,
        url,
        status,
    });
    match r {
        Ok(h) => Ok(Value::Int(h)),
        Err(NetError::UnknownHost(host)) => {
            Err(vm.throw_new("java/net/UnknownHostException", Some(&host)))
        }
        Err(err) => Err(throw(vm, &err, "connect")),
    }
}

fn http_response(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let h = arg(a, 0).int();
    let Some(r) = env(vm)?.world.net.take_response(h) else {
        return Ok(Value::Ref(None));
    };
    let mut v = vec![r.status.to_string(), r.reason.clone()];
    for (k, val) in &r.headers {
        v.push(k.clone());
        v.push(val.clone());
    }
    // The body travels in a second response slot, read by httpBody.
    env(vm)?.world.net.keep_body(h, r.body);
    string_array(vm, &v)
}

fn http_body(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let h = arg(a, 0).int();
    let body = env(vm)?.world.net.take_body(h).unwrap_or_default();
    super::byte_array(vm, &body)
}
