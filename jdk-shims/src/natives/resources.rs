//! `jdk.internal.terrarium.Resources`: the application class path's files
//! (resources), which the host read with the classes; and
//! `jdk.internal.terrarium.JrtFileSystem`: the class library's class files,
//! which its `jrt:/` image lists and reads.
use interp::{NativeResult, Value, Vm};

use super::{byte_array, string_array, text};

natives! {
    /// The application class path's other files (`ClassLoader.getResource` & co.,
    /// `ServiceLoader`, `ResourceBundle`).
    "jdk/internal/terrarium/Resources" {
        /// The URLs of every file at the path (`a/b.txt`), in class path order.
        "urls" "(Ljava/lang/String;)[Ljava/lang/String;" => urls,
        /// The bytes of the class path file with this URL, or null.
        "read" "(Ljava/lang/String;)[B" => read,
    }
    /// `jrt:/`: the class library as a read-only JDK image.
    "jdk/internal/terrarium/JrtFileSystem" {
        /// Every class of the library, by internal name.
        "libraryClasses" "()[Ljava/lang/String;" => library_classes,
        /// A library class's class file, or null.
        "libraryClass" "(Ljava/lang/String;)[B" => library_class,
    }
}

fn urls(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let path = text(vm, a, 0)?;
    let urls: Vec<String> = vm
        .app_resources(&path)
        .into_iter()
        .map(|(u, _)| u)
        .collect();
    string_array(vm, &urls)
}

fn read(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let url = text(vm, a, 0)?;
    match vm.app_resource_at(&url) {
        Some(bytes) => byte_array(vm, &bytes),
        None => Ok(Value::Ref(None)),
    }
}

fn library_classes(vm: &mut Vm, _: &[Value]) -> NativeResult {
    let names = vm.library_class_names();
    string_array(vm, &names)
}

fn library_class(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let name = text(vm, a, 0)?;
    match vm.library_class_bytes(&name) {
        Some(bytes) => byte_array(vm, &bytes),
        None => Ok(Value::Ref(None)),
    }
}
