//! Changes to the world that a test makes before (or while) the program
//! runs: the world API of generated tests (`terrarium.World` in Java, see
//! `natives/world_api.rs`) and the test generator's world actions are both
//! applied here, so they mean the same thing.
use serde::{Deserialize, Serialize};

use super::fs::FaultKind;
use super::random::RandomValue;
use super::{Bytes, net};
use crate::Env;

/// One change to the world.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum Action {
    /// Console input (replaces what is left of it); `terminal`: typed at a
    /// terminal, one line per read (see `World::stdin_terminal`).
    Stdin {
        text: String,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        terminal: bool,
    },
    /// A file with this content (parents created).
    File { path: String, content: String },
    /// A file whose opening fails with this message.
    FailingFile { path: String, message: String },
    /// A directory (parents created).
    Directory { path: String },
    /// A directory whose listing fails: no read permission (parents created,
    /// entries already there kept). `File.list` gives null, `Files.list`
    /// throws `AccessDeniedException`; names in it can still be opened.
    UnreadableDirectory { path: String },
    /// The clock shows this instant now (ms since the epoch).
    Clock { epoch_ms: i64 },
    /// Time passes: the clock jumps `millis` ahead (not negative), as if the
    /// program had waited that long. Between two calls of a test it is how
    /// a session times out or a cache entry expires.
    AdvanceClock { millis: i64 },
    /// The seed of the world's random source.
    Seed { seed: i64 },
    /// Values the next draws of unseeded generators take (appended to those queued).
    NextRandom { values: Vec<RandomValue> },
    /// An environment variable.
    Env { name: String, value: String },
    /// A system property.
    Property { name: String, value: String },
    /// No such system property (not even Terrarium's default).
    RemoveProperty { name: String },
    /// A host name that resolves to this address.
    Host { name: String, address: String },
    /// A remote TCP server at `endpoint` (`address:port`): sends `greeting`
    /// on connect and `reply` to every line it receives.
    Server {
        endpoint: String,
        greeting: String,
        reply: String,
    },
    /// A TCP connection from `from` arriving at the program's port, sending `data`.
    Incoming {
        port: u16,
        from: String,
        data: String,
    },
    /// A UDP datagram from `from` queued for the program's port.
    Datagram {
        port: u16,
        from: String,
        data: String,
    },
    /// A remote HTTP resource.
    Http {
        url: String,
        status: u16,
        body: String,
    },
}

impl Env {
    /// Apply `action`; an impossible one (a file under a file) is an error
    /// message naming the path.
    /// `nanos` is the virtual time (`Vm::nanos`) the change happens at.
    pub fn apply(&mut self, action: &Action, nanos: i64) -> Result<(), String> {
        let now = self.now_ms(nanos);
        let fail = |path: &str, e: super::fs::FsError| format!("{path}: {}", e.message());
        match action {
            Action::Stdin { text, terminal } => {
                self.stdin = text.as_bytes().to_vec();
                self.stdin_pos = 0;
                self.stdin_terminal = *terminal;
                self.world.stdin = self.stdin.clone();
                self.world.stdin_terminal = *terminal;
            }
            Action::File { path, content } => {
                let p = self.world.resolve(path);
                self.world
                    .fs
                    .put_file(&p, content.as_bytes().to_vec(), now)
                    .map_err(|e| fail(path, e))?;
            }
            Action::FailingFile { path, message } => {
                let p = self.world.resolve(path);
                self.world
                    .fs
                    .put_faulty_file(&p, FaultKind::Open, message, now)
                    .map_err(|e| fail(path, e))?;
            }
            Action::Directory { path } => {
                let p = self.world.resolve(path);
                self.world.fs.mkdirs(&p, now).map_err(|e| fail(path, e))?;
            }
            Action::UnreadableDirectory { path } => {
                let p = self.world.resolve(path);
                self.world
                    .fs
                    .put_unreadable_dir(&p, now)
                    .map_err(|e| fail(path, e))?;
            }
            Action::Clock { epoch_ms } => {
                // The clock reads `epoch_ms` now and runs on from there.
                let elapsed = self.now_ms(nanos).saturating_sub(self.epoch_ms);
                self.epoch_ms = epoch_ms.saturating_sub(elapsed);
                self.world.clock.epoch_ms = *epoch_ms;
            }
            Action::AdvanceClock { millis } => {
                if *millis < 0 {
                    return Err(format!("time cannot run backwards ({millis} ms)"));
                }
                self.epoch_ms = self.epoch_ms.saturating_add(*millis);
                self.world.clock.epoch_ms = self.now_ms(nanos);
            }
            Action::Seed { seed } => self.world.seed = *seed as u64,
            Action::NextRandom { values } => self.world.random.extend(values.iter().copied()),
            Action::Env { name, value } => {
                self.world.env.insert(name.clone(), value.clone());
            }
            Action::Property { name, value } => {
                self.properties.insert(name.clone(), value.clone());
                self.world.properties.insert(name.clone(), value.clone());
            }
            Action::RemoveProperty { name } => {
                self.properties.remove(name);
                self.world.properties.remove(name);
            }
            Action::Host { .. }
            | Action::Server { .. }
            | Action::Incoming { .. }
            | Action::Datagram { .. }
            | Action::Http { .. } => self.apply_network(action)?,
        }
        Ok(())
    }

    /// Network actions change the world's network configuration, which is
    /// then rebuilt: they belong before the code under test opens sockets.
    fn apply_network(&mut self, action: &Action) -> Result<(), String> {
        let mut config = self.world.net.config.clone();
        match action {
            Action::Host { name, address } => {
                config.hosts.insert(name.clone(), vec![address.clone()]);
            }
            Action::Server {
                endpoint,
                greeting,
                reply,
            } => {
                config.servers.insert(
                    endpoint.clone(),
                    net::Server {
                        greeting: Bytes(greeting.as_bytes().to_vec()),
                        otherwise: Some(Bytes(reply.as_bytes().to_vec())),
                        ..net::Server::default()
                    },
                );
            }
            Action::Incoming { port, from, data } => config.incoming.push(net::Incoming {
                port: *port,
                from: from.clone(),
                send: Bytes(data.as_bytes().to_vec()),
                keep_open: false,
            }),
            Action::Datagram { port, from, data } => config.datagrams.push(net::Datagram {
                port: *port,
                from: from.clone(),
                data: Bytes(data.as_bytes().to_vec()),
            }),
            Action::Http { url, status, body } => {
                config.http.insert(
                    url.clone(),
                    net::Resource {
                        status: *status,
                        reason: None,
                        headers: Default::default(),
                        body: Bytes(body.as_bytes().to_vec()),
                    },
                );
            }
            _ => return Ok(()),
        }
        self.world.net = net::Net::new(config)?;
        Ok(())
    }
}
