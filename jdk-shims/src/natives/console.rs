//! jdk.internal.terrarium.Console: the program's stdin, stdout and stderr
//! (and the line HotSpot prints when the uncaught-exception handler fails).
use interp::runtime::heap::ObjData;
use interp::{NativeResult, Value, Vm};

use super::{arg, array_range, env, non_null};

natives! {
    "jdk/internal/terrarium/Console" {
        /// fd 1 = stdout, 2 = stderr: raw bytes, within the output budget (`Env::max_output`,
        /// stdout and stderr together): a write beyond it keeps what fits and ends the run
        /// (`Interrupt::OutputExhausted`).
        "write" "(I[BII)V" => write,
        /// fd 0: bytes read, -1 at the end of input (logged).
        "read" "(I[BII)I" => read,
    }
    "jdk/internal/terrarium/Uncaught" {
        /// (private static) writes HotSpot's `Exception: X thrown from the
        /// UncaughtExceptionHandler in thread "T"` line to stderr without allocating, for when
        /// printing the uncaught exception itself threw (a full heap).
        "handlerFailed" "(Ljava/lang/Throwable;)V" => handler_failed,
    }
}

/// HotSpot's line when the uncaught-exception handler itself throws.
fn handler_failed(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let class = arg(args, 0)
        .reference()
        .and_then(|t| vm.class_of(t))
        .map(|c| vm.class_info(c).java_name())
        .unwrap_or_default();
    let thread = vm.thread_name(vm.current_thread());
    let line = format!(
        "\nException: {class} thrown from the UncaughtExceptionHandler in thread \"{thread}\"\n"
    );
    if env(vm)?.write_output(2, line.as_bytes()) {
        Ok(Value::Top)
    } else {
        Err(interp::Interrupt::OutputExhausted)
    }
}

fn write(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let fd = arg(args, 0).int();
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
    if env(vm)?.write_output(fd, &bytes) {
        Ok(Value::Top)
    } else {
        Err(interp::Interrupt::OutputExhausted)
    }
}

fn read(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let b = non_null(vm, args, 1)?;
    let r = array_range(vm, b, arg(args, 2).int(), arg(args, 3).int())?;
    if r.is_empty() {
        return Ok(Value::Int(0));
    }
    let e = env(vm)?;
    let avail = e.stdin.get(e.stdin_pos..).unwrap_or(&[]);
    if avail.is_empty() {
        // A read at the end of input is an access too (it decides what the program does).
        e.world.log(crate::world::log::Access::Stdin { bytes: 0 });
        return Ok(Value::Int(-1));
    }
    // A terminal hands over one typed line per read.
    let line = match e.stdin_terminal {
        true => avail
            .iter()
            .position(|&c| c == b'\n')
            .map_or(avail.len(), |i| i + 1),
        false => avail.len(),
    };
    let n = line.min(r.len());
    let chunk: Vec<i8> = avail.iter().take(n).map(|&x| x as i8).collect();
    e.stdin_pos += n;
    e.world
        .log(crate::world::log::Access::Stdin { bytes: n as u64 });
    let terminal = e.stdin_terminal;
    if let Some(reads) = &mut e.world.reads {
        reads.push(crate::world::reads::Read::Stdin {
            bytes: chunk.iter().map(|&b| b as u8).collect(),
            terminal,
        });
    }
    if let Some(ObjData::Bytes(d)) = vm.heap.get_mut(b).map(|o| &mut o.data)
        && let Some(dst) = d.get_mut(r.start..r.start + n)
    {
        dst.copy_from_slice(&chunk);
    }
    Ok(Value::Int(n as i32))
}
