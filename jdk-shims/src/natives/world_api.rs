//! `terrarium.World`: the world API generated tests call to set up their
//! world. Each native applies one `world::action::Action`, the same change
//! the test generator made when it found the test.
use interp::runtime::heap::ObjData;
use interp::{Interrupt, NativeResult, Value, Vm};

use super::{arg, env, string, text};
use crate::world::action::Action;
use crate::world::random::RandomValue;

fn apply(vm: &mut Vm, action: Action) -> Result<Value, Interrupt> {
    let nanos = vm.nanos();
    let result = env(vm)?.apply(&action, nanos);
    match result {
        Ok(()) => Ok(Value::Top),
        Err(m) => Err(vm.throw_new("java/lang/IllegalArgumentException", Some(&m))),
    }
}

fn port(vm: &mut Vm, p: i32) -> Result<u16, Interrupt> {
    u16::try_from(p).map_err(|_| {
        vm.throw_new(
            "java/lang/IllegalArgumentException",
            Some(&format!("port out of range:{p}")),
        )
    })
}

/// `World.stdin` / `World.terminalStdin`: console input, piped or typed.
fn stdin(vm: &mut Vm, a: &[Value], terminal: bool) -> Result<Value, Interrupt> {
    let text = text(vm, a, 0)?;
    apply(vm, Action::Stdin { text, terminal })
}

natives! {
    /// The natives behind the world API of generated tests (`support/terrarium/World.java`
    /// calls them inside Terrarium only): each call changes the running program's world.
    "terrarium/WorldNative" {
        /// The console input the program will read (`System.in`).
        "stdin" "(Ljava/lang/String;)V" => world_stdin,
        /// Console input as a terminal gives it: a line at a time, as the program asks.
        "terminalStdin" "(Ljava/lang/String;)V" => terminal_stdin,
        /// A file with this text (UTF-8), its missing parent directories created.
        "file" "(Ljava/lang/String;Ljava/lang/String;)V" => file,
        /// A file whose opening fails with an `IOException` carrying this message.
        "failingFile" "(Ljava/lang/String;Ljava/lang/String;)V" => failing_file,
        /// A directory, its missing parents created.
        "directory" "(Ljava/lang/String;)V" => directory,
        /// A directory whose listing is denied.
        "unreadableDirectory" "(Ljava/lang/String;)V" => unreadable_directory,
        /// The clock shows this instant now (ms since the epoch) and runs on from it.
        "clock" "(J)V" => clock,
        /// Moves the clock forward (not negative).
        "advanceClock" "(J)V" => advance_clock,
        /// The seed of the world's random source.
        "seed" "(J)V" => seed,
        /// Queues whole values for the next unseeded random draws.
        "nextRandom" "([J)V" => next_random,
        /// Queues real values for the next unseeded random draws.
        "nextRandom" "([D)V" => next_random,
        /// An environment variable.
        "env" "(Ljava/lang/String;Ljava/lang/String;)V" => world_env,
        /// A system property.
        "property" "(Ljava/lang/String;Ljava/lang/String;)V" => property,
        /// No such system property, not even Terrarium's default.
        "clearProperty" "(Ljava/lang/String;)V" => clear_property,
        /// A host name that resolves to this address.
        "host" "(Ljava/lang/String;Ljava/lang/String;)V" => host,
        /// A scripted server at an endpoint: a greeting on connect, a reply to every line.
        "server" "(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V" => server,
        /// A TCP connection from an address to the program's port, sending data, then closing.
        "incoming" "(ILjava/lang/String;Ljava/lang/String;)V" => incoming,
        /// A UDP datagram from an address waiting at the program's port.
        "datagram" "(ILjava/lang/String;Ljava/lang/String;)V" => datagram,
        /// A remote HTTP resource: the URL answers with status and body.
        "http" "(Ljava/lang/String;ILjava/lang/String;)V" => http,
        /// What the program has written to `System.out` so far in this test.
        "stdout" "()Ljava/lang/String;" => stdout,
        /// The text of a file of the world, or null.
        "fileContent" "(Ljava/lang/String;)Ljava/lang/String;" => file_content,
    }
}

fn next_random(vm: &mut Vm, a: &[Value]) -> Result<Value, Interrupt> {
    let values = match arg(a, 0).reference().and_then(|r| vm.heap.get(r)) {
        Some(o) => match &o.data {
            ObjData::Longs(d) => d.iter().map(|&n| RandomValue::Int(n)).collect(),
            ObjData::Doubles(d) => d.iter().map(|&x| RandomValue::Real(x)).collect(),
            _ => Vec::new(),
        },
        None => return Err(vm.throw_new("java/lang/NullPointerException", None)),
    };
    apply(vm, Action::NextRandom { values })
}

fn world_stdin(vm: &mut Vm, a: &[Value]) -> NativeResult {
    stdin(vm, a, false)
}

fn terminal_stdin(vm: &mut Vm, a: &[Value]) -> NativeResult {
    stdin(vm, a, true)
}

fn file(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let (path, content) = (text(vm, a, 0)?, text(vm, a, 1)?);
    apply(vm, Action::File { path, content })
}

fn failing_file(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let (path, message) = (text(vm, a, 0)?, text(vm, a, 1)?);
    apply(vm, Action::FailingFile { path, message })
}

fn directory(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let path = text(vm, a, 0)?;
    apply(vm, Action::Directory { path })
}

fn unreadable_directory(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let path = text(vm, a, 0)?;
    apply(vm, Action::UnreadableDirectory { path })
}

fn clock(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let epoch_ms = arg(a, 0).long();
    apply(vm, Action::Clock { epoch_ms })
}

fn advance_clock(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let millis = arg(a, 0).long();
    apply(vm, Action::AdvanceClock { millis })
}

fn seed(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let seed = arg(a, 0).long();
    apply(vm, Action::Seed { seed })
}

fn world_env(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let (name, value) = (text(vm, a, 0)?, text(vm, a, 1)?);
    apply(vm, Action::Env { name, value })
}

fn property(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let (name, value) = (text(vm, a, 0)?, text(vm, a, 1)?);
    apply(vm, Action::Property { name, value })
}

fn clear_property(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let name = text(vm, a, 0)?;
    apply(vm, Action::RemoveProperty { name })
}

fn host(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let (name, address) = (text(vm, a, 0)?, text(vm, a, 1)?);
    apply(vm, Action::Host { name, address })
}

fn server(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let (endpoint, greeting, reply) = (text(vm, a, 0)?, text(vm, a, 1)?, text(vm, a, 2)?);
    apply(
        vm,
        Action::Server {
            endpoint,
            greeting,
            reply,
        },
    )
}

fn incoming(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let port = port(vm, arg(a, 0).int())?;
    let (from, data) = (text(vm, a, 1)?, text(vm, a, 2)?);
    apply(vm, Action::Incoming { port, from, data })
}

fn datagram(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let port = port(vm, arg(a, 0).int())?;
    let (from, data) = (text(vm, a, 1)?, text(vm, a, 2)?);
    apply(vm, Action::Datagram { port, from, data })
}

fn http(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let url = text(vm, a, 0)?;
    let status = u16::try_from(arg(a, 1).int()).unwrap_or(0);
    let body = text(vm, a, 2)?;
    apply(vm, Action::Http { url, status, body })
}

fn stdout(vm: &mut Vm, _: &[Value]) -> NativeResult {
    let out = String::from_utf8_lossy(&env(vm)?.stdout).into_owned();
    string(vm, &out)
}

fn file_content(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let path = text(vm, a, 0)?;
    let e = env(vm)?;
    let p = e.world.resolve(&path);
    match e
        .world
        .fs
        .file_data(&p)
        .map(|d| String::from_utf8_lossy(d).into_owned())
    {
        Some(t) => string(vm, &t),
        None => Ok(Value::Ref(None)),
    }
}
