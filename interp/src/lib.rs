//! The JVM: class files, linking, decoding and a non-recursive interpreter.
//! Knows the JVM specification and nothing of the JDK beyond the classes the
//! JVMS itself names (Object, String, Class, Throwable and the VM's exceptions).
pub mod classfile;
