//! The JVM: class files, linking, decoding and a non-recursive interpreter.
//! Knows the JVM specification and nothing of the JDK beyond the classes the
//! JVMS itself names (Object, String, Class, Throwable and the VM's exceptions).
pub mod classfile;
pub mod exec;
pub mod runtime;
pub mod vm;

pub use exec::natives::{Interrupt, NativeFn, NativeResult, Natives};
pub use exec::reflect::LambdaInfo;
pub use runtime::class::{ClassId, MethodId};
pub use runtime::value::{ObjRef, Value};
pub use vm::{ClassSource, Outcome, Vm, VmConfig};
