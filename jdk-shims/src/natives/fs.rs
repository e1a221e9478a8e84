//! jdk.internal.terrarium.FileSystem: the leaf operations behind java.io's
//! files, all on the world's virtual file system (never the host's). Paths
//! arrive as the program gave them and are resolved against the world's working
//! directory; every access is logged.
use interp::runtime::heap::ObjData;
use interp::{Interrupt, NativeResult, Value, Vm};

use super::{arg, array_range, boolean, env, non_null, string, text};
use crate::env::Env;
use crate::world::fs::{Fs, FsError, OpenMode};
use crate::world::log::Access;

natives! {
    /// The world's virtual file system; never the host's. Paths are strings as the program gave
    /// them (`File.getPath()`); the native resolves a relative path against the world's `cwd`
    /// and normalises it (`.`, `..`, repeated `/`). The empty path names nothing. Every call is
    /// recorded in the world's access log. Failures carry the OS's text as HotSpot shows it:
    /// `No such file or directory`, `Is a directory`, `Not a directory`, `Permission denied`,
    /// or an injected error's message. Read and write of an injected error throw `IOException`
    /// with its message; a closed handle is `IOException: Stream Closed`.
    "jdk/internal/terrarium/FileSystem" {
        /// The working directory (`user.dir`).
        "cwd" "()Ljava/lang/String;" => cwd,
        /// The absolute normalised path (`getCanonicalPath`; no symbolic links in the world).
        "resolve" "(Ljava/lang/String;)Ljava/lang/String;" => resolve,
        /// Bits 1 exists, 2 directory, 4 readable, 8 writable, 16 executable; 0 when absent or
        /// a parent is missing.
        "stat" "(Ljava/lang/String;)I" => stat,
        /// Bytes of a file, 4096 for a directory, 0 when absent.
        "length" "(Ljava/lang/String;)J" => length,
        /// Milliseconds, 0 when absent.
        "lastModified" "(Ljava/lang/String;)J" => last_modified,
        /// Names in a directory sorted by UTF-8 bytes; null when not a readable directory.
        "list" "(Ljava/lang/String;)[Ljava/lang/String;" => list,
        /// Whether the directory was made.
        "mkdir" "(Ljava/lang/String;)Z" => mkdir,
        /// Whether deleted (directories only when empty).
        "delete" "(Ljava/lang/String;)Z" => delete,
        /// POSIX rename: replaces a file or an empty directory, moves subtrees.
        "rename" "(Ljava/lang/String;Ljava/lang/String;)Z" => rename,
        /// False if something exists; `IOException` with the reason when the parent is missing
        /// or read-only.
        "createFile" "(Ljava/lang/String;)Z" => create_file,
        /// Whether the time was set.
        "setLastModified" "(Ljava/lang/String;J)Z" => set_last_modified,
        /// Access 4 read, 2 write, 1 execute; whether set.
        "setPermission" "(Ljava/lang/String;IZ)Z" => set_permission,
        /// The next number for `File.createTempFile` names, a splitmix64 sequence from the
        /// world's seed (logged as a random draw, `createTempFile`).
        "tempNumber" "()J" => temp_number,
        /// Mode 0 read, 1 write (create/truncate), 2 append: a handle; `FileNotFoundException`
        /// `"<path> (<reason>)"`.
        "open" "(Ljava/lang/String;I)I" => open,
        /// Bytes read into the array, -1 at the end.
        "read" "(I[BII)I" => read,
        /// Writes the bytes, within the world's budget.
        "write" "(I[BII)V" => write,
        /// Bytes left to read.
        "available" "(I)I" => available,
        /// Bytes skipped (clamped to the file).
        "skip" "(IJ)J" => skip,
        /// Closes the handle.
        "close" "(I)V" => close,
    }
}

fn now(vm: &mut Vm) -> Result<i64, Interrupt> {
    let nanos = vm.nanos();
    Ok(env(vm)?.now_ms(nanos))
}

/// The absolute path of argument `i` (NPE when null); `None` for the empty path, which names nothing.
fn path(vm: &mut Vm, args: &[Value], i: usize) -> Result<Option<String>, Interrupt> {
    let p = text(vm, args, i)?;
    if p.is_empty() {
        return Ok(None);
    }
    Ok(Some(env(vm)?.world.resolve(&p)))
}

/// [`path`], logged as a check.
fn checked(vm: &mut Vm, args: &[Value], i: usize) -> Result<Option<String>, Interrupt> {
    let p = path(vm, args, i)?;
    if let Some(p) = &p {
        env(vm)?.world.log(Access::Check { path: p.clone() });
    }
    Ok(p)
}

/// ENOSPC when a new node at `path` would not fit the world's data budget
/// (an existing node costs nothing more).
fn room_for_node(e: &mut Env, path: &str) -> Result<(), FsError> {
    if e.world.fs.node(path).is_some() || e.world_has_room(Fs::node_cost(path)) {
        Ok(())
    } else {
        Err(FsError::NoSpace)
    }
}

fn io_error(vm: &mut Vm, e: &FsError) -> Interrupt {
    vm.throw_new("java/io/IOException", Some(e.message()))
}

/// Bits: 1 exists, 2 directory, 4 readable, 8 writable, 16 executable.
fn stat(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let Some(p) = checked(vm, args, 0)? else {
        return Ok(Value::Int(0));
    };
    let bits = match env(vm)?.world.fs.stat(&p) {
        None => 0,
        Some(s) => {
            1 | if s.dir { 2 } else { 0 }
                | if s.readable { 4 } else { 0 }
                | if s.writable { 8 } else { 0 }
                | if s.executable { 16 } else { 0 }
        }
    };
    Ok(Value::Int(bits))
}

fn list(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let Some(p) = path(vm, args, 0)? else {
        return Ok(Value::Ref(None));
    };
    let e = env(vm)?;
    e.world.log(Access::List { path: p.clone() });
    let Some(names) = e.world.fs.list(&p) else {
        return Ok(Value::Ref(None));
    };
    super::string_array(vm, &names)
}

fn open(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let given = text(vm, args, 0)?;
    let mode = match arg(args, 1).int() {
        0 => OpenMode::Read,
        1 => OpenMode::Write,
        _ => OpenMode::Append,
    };
    let now = now(vm)?;
    let e = env(vm)?;
    let abs = e.world.resolve(&given);
    let result = if given.is_empty() {
        Err(FsError::NotFound)
    } else if mode == OpenMode::Read {
        e.world.fs.open(&abs, mode, now)
    } else {
        room_for_node(e, &abs).and_then(|_| e.world.fs.open(&abs, mode, now))
    };
    e.world.log(Access::Open {
        path: abs,
        mode: mode.name().into(),
        error: result.as_ref().err().map(|e| e.message().to_string()),
    });
    match result {
        Ok(h) => Ok(Value::Int(h)),
        Err(err) => {
            let m = format!("{given} ({})", err.message());
            Err(vm.throw_new("java/io/FileNotFoundException", Some(&m)))
        }
    }
}

fn read(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let h = arg(args, 0).int();
    let b = non_null(vm, args, 1)?;
    let r = array_range(vm, b, arg(args, 2).int(), arg(args, 3).int())?;
    if r.is_empty() {
        return Ok(Value::Int(0));
    }
    let e = env(vm)?;
    let path = e.world.fs.handle(h).map(|h| h.path.clone());
    let chunk = match e.world.fs.read(h, r.len()) {
        Ok(c) => c,
        Err(err) => return Err(io_error(vm, &err)),
    };
    if let Some(path) = path {
        e.world.log(Access::Read {
            path,
            bytes: chunk.len() as u64,
        });
    }
    if chunk.is_empty() {
        return Ok(Value::Int(-1));
    }
    vm.charge_bytes(chunk.len() as u64);
    if let Some(ObjData::Bytes(d)) = vm.heap.get_mut(b).map(|o| &mut o.data)
        && let Some(dst) = d.get_mut(r.start..r.start + chunk.len())
    {
        for (x, y) in dst.iter_mut().zip(&chunk) {
            *x = *y as i8;
        }
    }
    Ok(Value::Int(chunk.len() as i32))
}

fn write(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let h = arg(args, 0).int();
    let b = non_null(vm, args, 1)?;
    let r = array_range(vm, b, arg(args, 2).int(), arg(args, 3).int())?;
    let bytes: Vec<u8> = match vm.heap.get(b).map(|o| &o.data) {
        Some(ObjData::Bytes(d)) => d
            .get(r)
            .map(|s| s.iter().map(|&x| x as u8).collect())
            .unwrap_or_default(),
        _ => Vec::new(),
    };
    vm.charge_bytes(bytes.len() as u64);
    let now = now(vm)?;
    let e = env(vm)?;
    let path = e.world.fs.handle(h).map(|h| h.path.clone());
    let growth = e.world.fs.write_growth(h, bytes.len());
    let written = if e.world_has_room(growth) {
        e.world.fs.write(h, &bytes, now)
    } else {
        Err(FsError::NoSpace)
    };
    if let Err(err) = written {
        return Err(io_error(vm, &err));
    }
    if let Some(path) = path {
        e.world.log(Access::Write {
            path,
            bytes: bytes.len() as u64,
        });
    }
    Ok(Value::Top)
}

fn cwd(vm: &mut Vm, _: &[Value]) -> NativeResult {
    let cwd = env(vm)?.world.cwd.clone();
    string(vm, &cwd)
}

fn resolve(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let p = text(vm, a, 0)?;
    let abs = env(vm)?.world.resolve(&p);
    string(vm, &abs)
}

fn length(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let p = checked(vm, a, 0)?;
    let st = p.and_then(|p| env(vm).ok().and_then(|e| e.world.fs.stat(&p)));
    Ok(Value::Long(st.map(|s| s.len as i64).unwrap_or(0)))
}

fn last_modified(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let p = checked(vm, a, 0)?;
    let st = p.and_then(|p| env(vm).ok().and_then(|e| e.world.fs.stat(&p)));
    Ok(Value::Long(st.map(|s| s.mtime).unwrap_or(0)))
}

fn mkdir(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let Some(p) = path(vm, a, 0)? else {
        return boolean(false);
    };
    let now = now(vm)?;
    let e = env(vm)?;
    e.world.log(Access::Mkdir { path: p.clone() });
    boolean(
        room_for_node(e, &p)
            .and_then(|_| e.world.fs.mkdir(&p, now))
            .is_ok(),
    )
}

fn delete(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let Some(p) = path(vm, a, 0)? else {
        return boolean(false);
    };
    let e = env(vm)?;
    e.world.log(Access::Delete { path: p.clone() });
    boolean(e.world.fs.delete(&p).is_ok())
}

fn rename(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let (Some(from), Some(to)) = (path(vm, a, 0)?, path(vm, a, 1)?) else {
        return boolean(false);
    };
    let e = env(vm)?;
    e.world.log(Access::Rename {
        from: from.clone(),
        to: to.clone(),
    });
    boolean(e.world.fs.rename(&from, &to).is_ok())
}

fn create_file(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let Some(p) = path(vm, a, 0)? else {
        return Err(vm.throw_new("java/io/IOException", Some(FsError::NotFound.message())));
    };
    let now = now(vm)?;
    let e = env(vm)?;
    e.world.log(Access::Create { path: p.clone() });
    match room_for_node(e, &p).and_then(|_| e.world.fs.create_file(&p, now)) {
        Ok(b) => boolean(b),
        Err(err) => Err(vm.throw_new("java/io/IOException", Some(err.message()))),
    }
}

fn set_last_modified(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let Some(p) = path(vm, a, 0)? else {
        return boolean(false);
    };
    let t = arg(a, 1).long();
    let e = env(vm)?;
    e.world.log(Access::SetAttribute {
        path: p.clone(),
        what: "mtime".into(),
    });
    boolean(e.world.fs.set_mtime(&p, t))
}

fn set_permission(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let Some(p) = path(vm, a, 0)? else {
        return boolean(false);
    };
    let (access, enable) = (arg(a, 1).int(), arg(a, 2).int() != 0);
    let e = env(vm)?;
    let what = match access {
        4 => "readable",
        2 => "writable",
        _ => "executable",
    };
    e.world.log(Access::SetAttribute {
        path: p.clone(),
        what: format!("{what}={enable}"),
    });
    boolean(e.world.fs.set_permission(&p, access, enable))
}

fn temp_number(vm: &mut Vm, _: &[Value]) -> NativeResult {
    Ok(Value::Long(env(vm)?.world.next_temp_number() as i64))
}

fn available(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let h = arg(a, 0).int();
    match env(vm)?.world.fs.available(h) {
        Ok(n) => Ok(Value::Int(n.min(i32::MAX as u64) as i32)),
        Err(e) => Err(io_error(vm, &e)),
    }
}

fn skip(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let (h, n) = (arg(a, 0).int(), arg(a, 1).long());
    match env(vm)?.world.fs.skip(h, n) {
        Ok(n) => Ok(Value::Long(n)),
        Err(e) => Err(io_error(vm, &e)),
    }
}

fn close(vm: &mut Vm, a: &[Value]) -> NativeResult {
    env(vm)?.world.fs.close(arg(a, 0).int());
    Ok(Value::Top)
}
