//! `terrarium.World`: the world API generated tests call to set up their
//! world. Each native applies one `world::action::Action`, the same change
//! the test generator made when it found the test.
use interp::runtime::heap::ObjData;
use interp::{Interrupt, Natives, Value, Vm};

use super::{arg, env, string, text};
use crate::world::action::Action;
use crate::world::random::RandomValue;

const W: &str = "terrarium/World";

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

pub fn register(n: &mut Natives) {
    n.register(W, "stdin", "(Ljava/lang/String;)V", |vm, a| {
        stdin(vm, a, false)
    });
    n.register(W, "terminalStdin", "(Ljava/lang/String;)V", |vm, a| {
        stdin(vm, a, true)
    });
    n.register(
        W,
        "file",
        "(Ljava/lang/String;Ljava/lang/String;)V",
        |vm, a| {
            let (path, content) = (text(vm, a, 0)?, text(vm, a, 1)?);
            apply(vm, Action::File { path, content })
        },
    );
    n.register(
        W,
        "failingFile",
        "(Ljava/lang/String;Ljava/lang/String;)V",
        |vm, a| {
            let (path, message) = (text(vm, a, 0)?, text(vm, a, 1)?);
            apply(vm, Action::FailingFile { path, message })
        },
    );
    n.register(W, "directory", "(Ljava/lang/String;)V", |vm, a| {
        let path = text(vm, a, 0)?;
        apply(vm, Action::Directory { path })
    });
    n.register(
        W,
        "unreadableDirectory",
        "(Ljava/lang/String;)V",
        |vm, a| {
            let path = text(vm, a, 0)?;
            apply(vm, Action::UnreadableDirectory { path })
        },
    );
    n.register(W, "clock", "(J)V", |vm, a| {
        let epoch_ms = arg(a, 0).long();
        apply(vm, Action::Clock { epoch_ms })
    });
    n.register(W, "advanceClock", "(J)V", |vm, a| {
        let millis = arg(a, 0).long();
        apply(vm, Action::AdvanceClock { millis })
    });
    n.register(W, "seed", "(J)V", |vm, a| {
        let seed = arg(a, 0).long();
        apply(vm, Action::Seed { seed })
    });
    // World.nextRandom(long...) and (double...): whole and real values.
    n.register(W, "nextRandom", "([J)V", next_random);
    n.register(W, "nextRandom", "([D)V", next_random);
    n.register(
        W,
        "env",
        "(Ljava/lang/String;Ljava/lang/String;)V",
        |vm, a| {
            let (name, value) = (text(vm, a, 0)?, text(vm, a, 1)?);
            apply(vm, Action::Env { name, value })
        },
    );
    n.register(
        W,
        "property",
        "(Ljava/lang/String;Ljava/lang/String;)V",
        |vm, a| {
            let (name, value) = (text(vm, a, 0)?, text(vm, a, 1)?);
            apply(vm, Action::Property { name, value })
        },
    );
    n.register(W, "clearProperty", "(Ljava/lang/String;)V", |vm, a| {
        let name = text(vm, a, 0)?;
        apply(vm, Action::RemoveProperty { name })
    });
    n.register(
        W,
        "host",
        "(Ljava/lang/String;Ljava/lang/String;)V",
        |vm, a| {
            let (name, address) = (text(vm, a, 0)?, text(vm, a, 1)?);
            apply(vm, Action::Host { name, address })
        },
    );
    n.register(
        W,
        "server",
        "(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V",
        |vm, a| {
            let (endpoint, greeting, reply) = (text(vm, a, 0)?, text(vm, a, 1)?, text(vm, a, 2)?);
            apply(
                vm,
                Action::Server {
                    endpoint,
                    greeting,
                    reply,
                },
            )
        },
    );
    n.register(
        W,
        "incoming",
        "(ILjava/lang/String;Ljava/lang/String;)V",
        |vm, a| {
            let port = port(vm, arg(a, 0).int())?;
            let (from, data) = (text(vm, a, 1)?, text(vm, a, 2)?);
            apply(vm, Action::Incoming { port, from, data })
        },
    );
    n.register(
        W,
        "datagram",
        "(ILjava/lang/String;Ljava/lang/String;)V",
        |vm, a| {
            let port = port(vm, arg(a, 0).int())?;
            let (from, data) = (text(vm, a, 1)?, text(vm, a, 2)?);
            apply(vm, Action::Datagram { port, from, data })
        },
    );
    n.register(
        W,
        "http",
        "(Ljava/lang/String;ILjava/lang/String;)V",
        |vm, a| {
            let url = text(vm, a, 0)?;
            let status = u16::try_from(arg(a, 1).int()).unwrap_or(0);
            let body = text(vm, a, 2)?;
            apply(vm, Action::Http { url, status, body })
        },
    );
    n.register(W, "stdout", "()Ljava/lang/String;", |vm, _| {
        let out = String::from_utf8_lossy(&env(vm)?.stdout).into_owned();
        string(vm, &out)
    });
    n.register(
        W,
        "fileContent",
        "(Ljava/lang/String;)Ljava/lang/String;",
        |vm, a| {
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
        },
    );
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
