//! `jdk.internal.terrarium.Resources`: the application class path's files
//! (resources), which the host read with the classes; and
//! `jdk.internal.terrarium.JrtFileSystem`: the class library's class files,
//! which its `jrt:/` image lists and reads.
use interp::{Natives, Value};

use super::{byte_array, string_array, text};

const RES: &str = "jdk/internal/terrarium/Resources";
const JRT: &str = "jdk/internal/terrarium/JrtFileSystem";

pub fn register(n: &mut Natives) {
    n.register(
        RES,
        "urls",
        "(Ljava/lang/String;)[Ljava/lang/String;",
        |vm, a| {
            let path = text(vm, a, 0)?;
            let urls: Vec<String> = vm
                .app_resources(&path)
                .into_iter()
                .map(|(u, _)| u)
                .collect();
            string_array(vm, &urls)
        },
    );
    n.register(RES, "read", "(Ljava/lang/String;)[B", |vm, a| {
        let url = text(vm, a, 0)?;
        match vm.app_resource_at(&url) {
            Some(bytes) => byte_array(vm, &bytes),
            None => Ok(Value::Ref(None)),
        }
    });
    n.register(JRT, "libraryClasses", "()[Ljava/lang/String;", |vm, _| {
        let names = vm.library_class_names();
        string_array(vm, &names)
    });
    n.register(JRT, "libraryClass", "(Ljava/lang/String;)[B", |vm, a| {
        let name = text(vm, a, 0)?;
        match vm.library_class_bytes(&name) {
            Some(bytes) => byte_array(vm, &bytes),
            None => Ok(Value::Ref(None)),
        }
    });
}
