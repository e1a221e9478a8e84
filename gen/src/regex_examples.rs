//! Strings that match a regular expression the code mentions. Input checks
//! like `iban.matches("[A-Z]{2}\\d{2}[A-Z0-9]{4,30}")` guard most of a class;
//! random strings never pass them, mined constants rarely do. Like
//! EvoSuite's regex support, this turns each pattern-looking constant into a
//! few matching examples. Supported: literals, escapes (`\d \w \s \.`),
//! classes (`[a-z0-9_]`, `[^...]`), `.`, groups with `|`, the quantifiers
//! `? * + {n} {n,} {n,m}` and anchors; anything else gives no example.

/// Up to three strings matching `pattern` (none if it is not a pattern we read).
pub fn examples(pattern: &str) -> Vec<String> {
    if !looks_like_regex(pattern) {
        return Vec::new();
    }
    let chars: Vec<char> = pattern.chars().collect();
    let Some(node) = parse(&chars) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for variant in 0..3 {
        let mut s = String::new();
        if generate(&node, variant, &mut s, 0) && !out.contains(&s) {
            out.push(s);
        }
    }
    out
}

fn looks_like_regex(p: &str) -> bool {
    p.len() >= 2
        && p.len() <= 200
        && p.chars()
            .any(|c| matches!(c, '[' | '\\' | '{' | '+' | '*' | '|' | '^' | '$'))
}

#[derive(Debug)]
enum Node {
    /// One character from these (`negated`: not from these).
    Class {
        set: Vec<(char, char)>,
        negated: bool,
    },
    Seq(Vec<Node>),
    Alt(Vec<Node>),
    Repeat {
        node: Box<Node>,
        min: u32,
        max: u32,
    },
}

fn parse(chars: &[char]) -> Option<Node> {
    let mut pos = 0;
    let node = parse_alt(chars, &mut pos, 0)?;
    (pos == chars.len()).then_some(node)
}

const MAX_NESTING: u32 = 16;

fn parse_alt(c: &[char], pos: &mut usize, depth: u32) -> Option<Node> {
    if depth > MAX_NESTING {
        return None;
    }
    let mut alts = vec![parse_seq(c, pos, depth)?];
    while c.get(*pos) == Some(&'|') {
        *pos += 1;
        alts.push(parse_seq(c, pos, depth)?);
    }
    Some(if alts.len() == 1 {
        alts.pop()?
    } else {
        Node::Alt(alts)
    })
}

fn parse_seq(c: &[char], pos: &mut usize, depth: u32) -> Option<Node> {
    let mut items = Vec::new();
    while let Some(&ch) = c.get(*pos) {
        let atom = match ch {
            '|' | ')' => break,
            '^' | '$' => {
                *pos += 1;
                continue;
            }
            '(' => {
                *pos += 1;
                // Non-capturing and named groups read like plain ones.
                if c.get(*pos) == Some(&'?') {
                    *pos += 1;
                    match c.get(*pos) {
                        Some(':') => *pos += 1,
                        _ => return None,
                    }
                }
                let inner = parse_alt(c, pos, depth + 1)?;
                if c.get(*pos) != Some(&')') {
                    return None;
                }
                *pos += 1;
                inner
            }
            '[' => parse_class(c, pos)?,
            '.' => {
                *pos += 1;
                Node::Class {
                    set: vec![('a', 'z')],
                    negated: false,
                }
            }
            '\\' => {
                *pos += 1;
                let e = *c.get(*pos)?;
                *pos += 1;
                escape_class(e)?
            }
            '*' | '+' | '?' | '{' => return None,
            other => {
                *pos += 1;
                Node::Class {
                    set: vec![(other, other)],
                    negated: false,
                }
            }
        };
        let atom = parse_quantifier(c, pos, atom)?;
        items.push(atom);
    }
    Some(Node::Seq(items))
}

fn escape_class(e: char) -> Option<Node> {
    let set = match e {
        'd' => vec![('0', '9')],
        'w' => vec![('a', 'z'), ('A', 'Z'), ('0', '9'), ('_', '_')],
        's' => vec![(' ', ' ')],
        'D' => vec![('a', 'z')],
        'W' | 'S' => vec![('-', '-')],
        'b' | 'B' | 'A' | 'z' | 'Z' | 'G' => return Some(Node::Seq(Vec::new())),
        c if c.is_ascii_alphanumeric() => return None,
        c => vec![(c, c)],
    };
    Some(Node::Class {
        set,
        negated: false,
    })
}

fn parse_class(c: &[char], pos: &mut usize) -> Option<Node> {
    *pos += 1; // '['
    let negated = c.get(*pos) == Some(&'^');
    if negated {
        *pos += 1;
    }
    let mut set = Vec::new();
    let mut first = true;
    loop {
        let ch = *c.get(*pos)?;
        if ch == ']' && !first {
            *pos += 1;
            break;
        }
        first = false;
        let lo = if ch == '\\' {
            *pos += 1;
            let e = *c.get(*pos)?;
            *pos += 1;
            match escape_class(e)? {
                Node::Class { set: s, .. } => {
                    set.extend(s);
                    continue;
                }
                _ => continue,
            }
        } else {
            *pos += 1;
            ch
        };
        if c.get(*pos) == Some(&'-') && c.get(*pos + 1).is_some_and(|&n| n != ']') {
            let hi = *c.get(*pos + 1)?;
            *pos += 2;
            if hi < lo {
                return None;
            }
            set.push((lo, hi));
        } else {
            set.push((lo, lo));
        }
    }
    Some(Node::Class { set, negated })
}

fn parse_quantifier(c: &[char], pos: &mut usize, atom: Node) -> Option<Node> {
    let (min, max) = match c.get(*pos) {
        Some('?') => (0, 1),
        Some('*') => (0, 3),
        Some('+') => (1, 3),
        Some('{') => {
            let close = c[*pos..].iter().position(|&x| x == '}')? + *pos;
            let body: String = c[*pos + 1..close].iter().collect();
            *pos = close;
            let (a, b) = match body.split_once(',') {
                None => {
                    let n = body.trim().parse().ok()?;
                    (n, n)
                }
                Some((a, "")) => {
                    let n: u32 = a.trim().parse().ok()?;
                    (n, n + 2)
                }
                Some((a, b)) => (a.trim().parse().ok()?, b.trim().parse().ok()?),
            };
            if a > b || b > 64 {
                return None;
            }
            (a, b)
        }
        _ => return Some(atom),
    };
    *pos += 1;
    // Lazy and possessive markers change nothing for an example.
    if matches!(c.get(*pos), Some('?' | '+')) {
        *pos += 1;
    }
    Some(Node::Repeat {
        node: Box::new(atom),
        min,
        max,
    })
}

/// Write an example: variant 0 is the shortest, 1 and 2 longer and with other characters.
fn generate(n: &Node, variant: u32, out: &mut String, k: u32) -> bool {
    match n {
        Node::Class { set, negated } => {
            if *negated {
                let c = ('a'..='z')
                    .chain('A'..='Z')
                    .chain('0'..='9')
                    .find(|c| !set.iter().any(|&(lo, hi)| lo <= *c && *c <= hi));
                match c {
                    Some(c) => out.push(c),
                    None => return false,
                }
            } else {
                let Some(&(lo, hi)) = set.get((variant as usize + k as usize) % set.len().max(1))
                else {
                    return false;
                };
                let span = hi as u32 - lo as u32;
                let pick = if span == 0 {
                    0
                } else {
                    (k * 7 + variant * 3) % (span + 1)
                };
                out.push(char::from_u32(lo as u32 + pick).unwrap_or(lo));
            }
            true
        }
        Node::Seq(items) => items
            .iter()
            .enumerate()
            .all(|(i, x)| generate(x, variant, out, k + i as u32)),
        Node::Alt(alts) => match alts.get(variant as usize % alts.len().max(1)) {
            Some(a) => generate(a, variant, out, k),
            None => false,
        },
        Node::Repeat { node, min, max } => {
            let times = match variant {
                0 => *min,
                1 => (*min).max(1).min(*max),
                _ => (*min + 2).min(*max),
            };
            (0..times).all(|i| generate(node, variant, out, k + i))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::examples;

    #[test]
    fn examples_match_common_validation_patterns() {
        let iban = examples("[A-Z]{2}\\d{2}[A-Z0-9]{4,30}");
        assert!(!iban.is_empty());
        for e in &iban {
            assert!(
                e.len() >= 8 && e[..2].chars().all(|c| c.is_ascii_uppercase()),
                "{e}"
            );
            assert!(e[2..4].chars().all(|c| c.is_ascii_digit()), "{e}");
        }
        assert_eq!(
            examples("[A-Z]{3}-\\d{3}").first().map(String::len),
            Some(7)
        );
        assert!(
            examples("(GET|POST) /\\w+")
                .iter()
                .any(|e| e.starts_with("GET /") || e.starts_with("POST /"))
        );
        assert!(examples("hello").is_empty(), "plain text is not a pattern");
        assert!(examples("a(b").is_empty(), "unbalanced: no example");
    }
}
