//! Sizes on the command line (`512m`, `2g`, `65536`), and reading host
//! files no larger than a size.
use std::io::Read;

/// Parse a byte size with an optional `k`, `m` or `g` suffix (powers of 1024).
pub fn parse_size(s: &str) -> Result<usize, String> {
    let t = s.trim().to_ascii_lowercase();
    let (digits, mult) = match t.chars().last() {
        Some('k') => (&t[..t.len() - 1], 1usize << 10),
        Some('m') => (&t[..t.len() - 1], 1 << 20),
        Some('g') => (&t[..t.len() - 1], 1 << 30),
        _ => (t.as_str(), 1),
    };
    let n: usize = digits
        .parse()
        .map_err(|_| format!("not a size: {s:?} (use e.g. 512m, 2g, 65536)"))?;
    n.checked_mul(mult)
        .ok_or_else(|| format!("size too large: {s}"))
}

/// Parse a duration: seconds, with an optional `s`, `m` or `h` suffix
/// (`90`, `90s`, `2m`, `0.5s`).
pub fn parse_duration(s: &str) -> Result<std::time::Duration, String> {
    let t = s.trim().to_ascii_lowercase();
    let (digits, mult) = match t.chars().last() {
        Some('s') => (&t[..t.len() - 1], 1.0),
        Some('m') => (&t[..t.len() - 1], 60.0),
        Some('h') => (&t[..t.len() - 1], 3600.0),
        _ => (t.as_str(), 1.0),
    };
    let n: f64 = digits
        .parse()
        .map_err(|_| format!("not a duration: {s:?} (use e.g. 60s, 2m, 90)"))?;
    std::time::Duration::try_from_secs_f64(n * mult)
        .map_err(|_| format!("not a duration: {s:?} (use e.g. 60s, 2m, 90)"))
}

/// Everything `r` yields, refused with [`std::io::ErrorKind::FileTooLarge`]
/// beyond `cap` bytes: a host file never makes Terrarium allocate more than
/// its cap (a jar entry that inflates to gigabytes, `/dev/zero` as stdin).
pub fn read_capped(r: impl Read, cap: u64) -> std::io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    r.take(cap.saturating_add(1)).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > cap {
        return Err(std::io::Error::new(
            std::io::ErrorKind::FileTooLarge,
            format!("larger than {} MiB", cap >> 20),
        ));
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::{parse_duration, parse_size};
    use std::time::Duration;

    #[test]
    fn durations() {
        assert_eq!(parse_duration("60s"), Ok(Duration::from_secs(60)));
        assert_eq!(parse_duration("2m"), Ok(Duration::from_secs(120)));
        assert_eq!(parse_duration("90"), Ok(Duration::from_secs(90)));
        assert_eq!(parse_duration("0.5s"), Ok(Duration::from_millis(500)));
        assert!(parse_duration("soon").is_err());
        assert!(parse_duration("-1").is_err());
    }

    #[test]
    fn sizes() {
        assert_eq!(parse_size("64k"), Ok(65536));
        assert_eq!(parse_size("2M"), Ok(2 << 20));
        assert_eq!(parse_size("1g"), Ok(1 << 30));
        assert_eq!(parse_size("100"), Ok(100));
        assert!(parse_size("lots").is_err());
        assert!(parse_size("").is_err());
    }
}
