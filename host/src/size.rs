//! Sizes on the command line: `512m`, `2g`, `65536`.

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

#[cfg(test)]
mod tests {
    use super::parse_size;

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
