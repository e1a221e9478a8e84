//! `jdk.internal.terrarium.Resources`: the application class path's files
//! (resources), which the host read with the classes.
use interp::runtime::class::PrimKind;
use interp::runtime::heap::ObjData;
use interp::{Natives, Value};

use super::text;

const RES: &str = "jdk/internal/terrarium/Resources";

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
            let ac = vm.class_id("[Ljava/lang/String;")?;
            let arr = vm.new_array(ac, urls.len())?;
            for (i, u) in urls.iter().enumerate() {
                let s = vm.new_string_from(u)?;
                if let Some(ObjData::Refs(v)) = vm.heap.get_mut(arr).map(|o| &mut o.data)
                    && let Some(x) = v.get_mut(i)
                {
                    *x = Some(s);
                }
            }
            Ok(Value::from_ref(arr))
        },
    );
    n.register(RES, "read", "(Ljava/lang/String;)[B", |vm, a| {
        let url = text(vm, a, 0)?;
        let Some(bytes) = vm.app_resource_at(&url) else {
            return Ok(Value::Ref(None));
        };
        let arr = vm.new_prim_array(PrimKind::Byte, bytes.len())?;
        if let Some(ObjData::Bytes(v)) = vm.heap.get_mut(arr).map(|o| &mut o.data) {
            for (x, b) in v.iter_mut().zip(&bytes) {
                *x = *b as i8;
            }
        }
        Ok(Value::from_ref(arr))
    });
}
