//! The virtual network (README, "The virtual network").
//!
//! - `corpus/net/<Name>.java` runs in the world `<Name>.world.json`; its
//!   expected output was recorded from HotSpot by `corpus/net/record.py`, which
//!   plays the same world on the host's real loopback. Each program runs 20
//!   times: stdout, stderr, status, `--world-out` and the access log must be
//!   identical every time.
//! - Isolation: while they run, real sockets bound on the host's loopback at
//!   the very addresses and ports the worlds use receive nothing.
//! - What only the world can say (no HotSpot run can show it: a real `accept`
//!   without a timeout waits forever) is checked against the world file, and
//!   each check says why its expectation follows.
use std::io::ErrorKind;
use std::net::{TcpListener, UdpSocket};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use host::run::{RunRequest, run_native};
use interp::VmConfig;
use jdk_shims::World;
use terrarium_gen::api::RunResponse;
use terrarium_tests::{fingerprint, java_files, javac, repo};

fn dir() -> PathBuf {
    repo().join("corpus/net")
}

/// The network corpus, compiled once.
fn classes() -> &'static Path {
    static OUT: OnceLock<PathBuf> = OnceLock::new();
    OUT.get_or_init(|| {
        let out = repo().join("target/net-classes");
        let _ = std::fs::remove_dir_all(&out);
        javac(&java_files(&dir()), &out).expect("javac");
        out
    })
}

fn world(name: &str) -> World {
    let text =
        std::fs::read_to_string(dir().join(format!("{name}.world.json"))).expect("world file");
    World::from_json(&text).unwrap_or_else(|e| panic!("{name}.world.json: {e}"))
}

fn run_in(classes: &Path, name: &str, world: World) -> RunResponse {
    let req = RunRequest {
        class_path: vec![classes.display().to_string()],
        main_class: name.to_string(),
        config: VmConfig {
            fuel: 2_000_000_000,
            ..VmConfig::default()
        },
        world,
        world_out: true,
        trace_world: true,
        ..RunRequest::default()
    };
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let mut r = run_native(&req, &mut out, &mut err);
    r.stdout = out;
    r.stderr = err;
    r
}

fn run(name: &str) -> RunResponse {
    run_in(classes(), name, world(name))
}

fn names() -> Vec<String> {
    java_files(&dir())
        .iter()
        .filter_map(|p| p.file_stem().and_then(|s| s.to_str()).map(str::to_string))
        .collect()
}

#[test]
fn network_programs_match_hotspot_and_are_deterministic() {
    let names = names();
    assert!(names.len() >= 4, "corpus/net has {names:?}");
    for name in &names {
        let read =
            |ext: &str| std::fs::read(dir().join(format!("{name}.{ext}"))).unwrap_or_default();
        let first = run(name);
        assert_eq!(
            String::from_utf8_lossy(&first.stdout),
            String::from_utf8_lossy(&read("stdout")),
            "{name}: stdout"
        );
        assert_eq!(
            String::from_utf8_lossy(&first.stderr),
            String::from_utf8_lossy(&read("stderr")),
            "{name}: stderr"
        );
        let want: i32 = String::from_utf8_lossy(&read("exit"))
            .trim()
            .parse()
            .unwrap_or(-1);
        assert_eq!(first.status, want, "{name}: exit status");
        let print = fingerprint(&first);
        for i in 1..20 {
            assert_eq!(
                fingerprint(&run(name)),
                print,
                "{name}: run {} differs",
                i + 1
            );
        }
    }
}

/// The addresses and ports the corpus worlds use, bound for real on the host.
struct Traps {
    tcp: Vec<TcpListener>,
    udp: Vec<UdpSocket>,
}

impl Traps {
    fn set() -> Traps {
        let mut t = Traps {
            tcp: Vec::new(),
            udp: Vec::new(),
        };
        // Servers of NetWhois and NetHttp, listening ports of NetAnnounce and NetTimeout.
        for a in [
            "127.0.0.2:48043",
            "127.0.0.2:48044",
            "127.0.0.2:48045",
            "127.0.0.3:48080",
            "127.0.0.1:48001",
            "127.0.0.1:48100",
        ] {
            let l = TcpListener::bind(a).unwrap_or_else(|e| panic!("bind {a} on the host: {e}"));
            l.set_nonblocking(true).expect("nonblocking");
            t.tcp.push(l);
        }
        for a in ["127.0.0.1:47999", "127.0.0.1:48101"] {
            let u = UdpSocket::bind(a).unwrap_or_else(|e| panic!("bind udp {a} on the host: {e}"));
            u.set_nonblocking(true).expect("nonblocking");
            t.udp.push(u);
        }
        t
    }

    /// Whether anything arrived.
    fn touched(&self) -> Vec<String> {
        let mut v = Vec::new();
        for l in &self.tcp {
            match l.accept() {
                Err(e) if e.kind() == ErrorKind::WouldBlock => {}
                other => v.push(format!("{:?}: {other:?}", l.local_addr())),
            }
        }
        let mut buf = [0u8; 64];
        for u in &self.udp {
            match u.recv_from(&mut buf) {
                Err(e) if e.kind() == ErrorKind::WouldBlock => {}
                other => v.push(format!("{:?}: {other:?}", u.local_addr())),
            }
        }
        v
    }
}

#[test]
fn the_real_loopback_receives_nothing() {
    // The core cannot reach the host's network at all (clippy forbids
    // std::net in interp and jdk-shims); this shows it from the outside:
    // real sockets at the worlds' addresses stay untouched while every
    // program of the corpus runs, including the ones that connect, accept,
    // send datagrams and fetch URLs.
    let _ = classes();
    let traps = Traps::set();
    for name in names() {
        let r = run(&name);
        assert_eq!(
            r.status,
            0,
            "{name}: {}",
            String::from_utf8_lossy(&r.stderr)
        );
    }
    assert_eq!(traps.touched(), Vec::<String>::new());
}

#[test]
fn world_out_holds_what_the_programs_sent() {
    let w = run("NetWhois").world.expect("world out");
    let out: serde_json::Value = serde_json::from_str(&w.to_json()).expect("json");
    let conns = out["connections"].as_array().expect("connections");
    // NetWhois writes `q + "\r\n"` once per query, to the server of port 48043
    // (two queries), then connects to the silent server on 48044 and sends nothing.
    let sent: Vec<(&str, &str)> = conns
        .iter()
        .map(|c| {
            (
                c["remote"].as_str().unwrap_or(""),
                c["sent"].as_str().unwrap_or(""),
            )
        })
        .collect();
    assert_eq!(
        sent,
        [
            ("127.0.0.2:48043", "example.org\r\n"),
            ("127.0.0.2:48043", "nothing.test\r\n"),
            ("127.0.0.2:48044", ""),
        ]
    );
    // Ephemeral ports are handed out from 40000 up, in order.
    assert_eq!(conns[0]["local"], "127.0.0.1:40000");
    assert_eq!(conns[1]["local"], "127.0.0.1:40001");

    let w = run("NetAnnounce").world.expect("world out");
    let out: serde_json::Value = serde_json::from_str(&w.to_json()).expect("json");
    // The server answers each handshake line and echoes the accepted client's
    // further lines (`status`, `quit`); the refused client gets DENIED only.
    assert_eq!(out["connections"][0]["direction"], "in");
    assert_eq!(
        out["connections"][0]["sent"],
        "WELCOME\nECHO status\nECHO quit\n"
    );
    assert_eq!(out["connections"][1]["sent"], "DENIED\n");

    let w = run("NetHttp").world.expect("world out");
    let out: serde_json::Value = serde_json::from_str(&w.to_json()).expect("json");
    let reqs = out["http_requests"].as_array().expect("requests");
    // Both POSTs carry the body the program wrote.
    let posts: Vec<&serde_json::Value> = reqs.iter().filter(|r| r["method"] == "POST").collect();
    assert_eq!(posts.len(), 2);
    assert!(
        posts
            .iter()
            .all(|p| p["body"] == "name=terrarium" && p["status"] == 201)
    );
    // A known host without an entry is a 404.
    assert!(
        reqs.iter().any(
            |r| r["url"].as_str().is_some_and(|u| u.ends_with("/missing")) && r["status"] == 404
        )
    );
}

#[test]
fn blocking_without_a_timeout_fails_as_documented() {
    // HotSpot cannot record this: with nothing queued, a real accept, read or
    // receive without a timeout waits forever. The README says what
    // Terrarium does instead, and the log shows no time passed.
    let src = r#"
import java.io.*;
import java.net.*;
public class NoTimeout {
    public static void main(String[] args) throws Exception {
        try (ServerSocket s = new ServerSocket(7000)) { s.accept(); } catch (SocketException e) { System.out.println("accept: " + e); }
        try (DatagramSocket d = new DatagramSocket(7001)) { d.receive(new DatagramPacket(new byte[4], 4)); } catch (SocketException e) { System.out.println("receive: " + e); }
        try (Socket c = new Socket("10.1.2.3", 43)) {
            InputStream in = c.getInputStream();
            System.out.println("greeting: " + (char) in.read() + (char) in.read());
            in.read();
        } catch (SocketException e) { System.out.println("read: " + e); }
        try (Socket c = new Socket("10.1.2.3", 44)) { } catch (ConnectException e) { System.out.println("connect: " + e); }
        try { InetAddress.getByName("nowhere.example"); } catch (UnknownHostException e) { System.out.println("resolve: " + e); }
        System.out.println(InetAddress.getLocalHost() + " " + InetAddress.getByName("status.example.org"));
        System.out.println(InetAddress.getByName("10.1.2.3").isReachable(100) + " " + InetAddress.getByName("10.7.7.7").isReachable(100));
        java.util.Enumeration<NetworkInterface> e = NetworkInterface.getNetworkInterfaces();
        while (e.hasMoreElements()) { NetworkInterface n = e.nextElement(); System.out.println(n + " " + n.isLoopback() + " " + n.getInetAddresses().nextElement()); }
        try (DatagramSocket d = new DatagramSocket()) {
            byte[] b = "ping".getBytes();
            d.send(new DatagramPacket(b, b.length, InetAddress.getByName("10.1.2.3"), 9));
            System.out.println("sent from port " + d.getLocalPort());
        }
    }
}
"#;
    let tmp = repo().join("target/net-notimeout");
    let _ = std::fs::remove_dir_all(&tmp);
    std::fs::create_dir_all(&tmp).expect("mkdir");
    std::fs::write(tmp.join("NoTimeout.java"), src).expect("write");
    javac(&[tmp.join("NoTimeout.java")], &tmp).expect("javac");
    let w = World::from_json(
        r#"{"hosts": {"status.example.org": ["10.1.2.3"]},
            "servers": {"10.1.2.3:43": {"greeting": "hi"}}}"#,
    )
    .expect("world");
    let r = run_in(&tmp, "NoTimeout", w);
    // The server greets with "hi" and never closes: the third read has nothing
    // to wait for. The interface defaults to eth0 10.0.0.2 on host `terrarium`;
    // 10.1.2.3 is a known host (reachable), 10.7.7.7 nothing in the world.
    // The datagram goes out from the next ephemeral port, 40001: the TCP
    // connection took 40000 (one sequence for both protocols).
    assert_eq!(
        String::from_utf8_lossy(&r.stdout),
        "accept: java.net.SocketException: Socket closed\n\
         receive: java.net.SocketException: Socket closed\n\
         greeting: hi\n\
         read: java.net.SocketException: Connection reset\n\
         connect: java.net.ConnectException: Connection refused\n\
         resolve: java.net.UnknownHostException: nowhere.example: Name or service not known\n\
         terrarium/10.0.0.2 status.example.org/10.1.2.3\n\
         true false\n\
         name:lo (lo) true /127.0.0.1\n\
         name:eth0 (eth0) false /10.0.0.2\n\
         sent from port 40001\n"
    );
    let log = r.log.expect("log").to_json();
    assert!(
        log.contains(r#""what": "accept""#) && log.contains(r#""ms": 0"#),
        "{log}"
    );
    let out = r.world.expect("world").to_json();
    assert!(
        out.contains(r#""to": "10.1.2.3:9""#) && out.contains(r#""data": "ping""#),
        "{out}"
    );
}
