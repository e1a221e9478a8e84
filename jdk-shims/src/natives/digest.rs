//! `jdk.internal.terrarium.Digests`: the message digests of
//! `java.security.MessageDigest`, computed by the RustCrypto crates (the
//! Java side keeps the input until `digest()`).
use interp::runtime::heap::ObjData;
use interp::{NativeResult, ObjRef, Value, Vm};
use sha2::Digest as _;

use super::{arg, array_range, byte_array, non_null, text};

natives! {
    "jdk/internal/terrarium/Digests" {
        /// The digest of the first `len` bytes by the named algorithm (MD2, MD5, SHA-1, SHA-2,
        /// SHA-3), or null for an unknown one.
        "compute" "(Ljava/lang/String;[BI)[B" => compute,
    }
}

/// The first `len` bytes of byte array `a`.
fn bytes(vm: &mut Vm, a: ObjRef, len: i32) -> Result<Vec<u8>, interp::Interrupt> {
    let r = array_range(vm, a, 0, len)?;
    Ok(match vm.heap.get(a).map(|o| &o.data) {
        Some(ObjData::Bytes(d)) => d
            .get(r)
            .map(|s| s.iter().map(|&x| x as u8).collect())
            .unwrap_or_default(),
        _ => Vec::new(),
    })
}

/// The digest of `input` by `algorithm` (a canonical name, as
/// `Digests.canonical` gives it); `None` for an unknown one.
fn digest(algorithm: &str, input: &[u8]) -> Option<Vec<u8>> {
    Some(match algorithm {
        "MD2" => md2::Md2::digest(input).to_vec(),
        "MD5" => md5::Md5::digest(input).to_vec(),
        "SHA-1" => sha1::Sha1::digest(input).to_vec(),
        "SHA-224" => sha2::Sha224::digest(input).to_vec(),
        "SHA-256" => sha2::Sha256::digest(input).to_vec(),
        "SHA-384" => sha2::Sha384::digest(input).to_vec(),
        "SHA-512" => sha2::Sha512::digest(input).to_vec(),
        "SHA-512/224" => sha2::Sha512_224::digest(input).to_vec(),
        "SHA-512/256" => sha2::Sha512_256::digest(input).to_vec(),
        "SHA3-224" => sha3::Sha3_224::digest(input).to_vec(),
        "SHA3-256" => sha3::Sha3_256::digest(input).to_vec(),
        "SHA3-384" => sha3::Sha3_384::digest(input).to_vec(),
        "SHA3-512" => sha3::Sha3_512::digest(input).to_vec(),
        _ => return None,
    })
}

fn compute(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let algorithm = text(vm, a, 0)?;
    let data = non_null(vm, a, 1)?;
    let input = bytes(vm, data, arg(a, 2).int())?;
    // Hashing runs at a few bytes per instruction's time.
    vm.charge_bytes(input.len() as u64 * 16);
    match digest(&algorithm, &input) {
        Some(d) => byte_array(vm, &d),
        None => Ok(Value::Ref(None)),
    }
}

#[cfg(test)]
mod tests {
    use super::digest;

    fn hex(b: &[u8]) -> String {
        b.iter().map(|x| format!("{x:02x}")).collect()
    }

    #[test]
    fn known_answers() {
        assert_eq!(
            hex(&digest("MD5", b"abc").unwrap_or_default()),
            "900150983cd24fb0d6963f7d28e17f72"
        );
        assert_eq!(
            hex(&digest("SHA-512/256", b"abc").unwrap_or_default()),
            "53048e2681941ef99b2e29b76b4c7dabe4c2d0c634fc6d46e0e2f13107e7af23"
        );
        assert!(digest("SHA-999", b"").is_none());
    }
}
