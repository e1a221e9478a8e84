//! Input-to-state replacement (Aschermann et al., "REDQUEEN", NDSS 2019):
//! where one value of a pair the code compared occurs in the test's inputs
//! (a literal, world data), the other is put in its place. A key
//! `"LIC-XY-2030-01-31"` whose edition `"XY"` was compared with `"BASIC"`
//! becomes `"LIC-BASIC-2030-01-31"` in one step, where edits would need
//! five; a character compared with `'/'` becomes `'/'` in the text it came
//! from; a number compared with a checksum the code computed becomes that
//! checksum (or one off it, for `<` and `>`). The interpreter records the
//! pairs (`Coverage::compared`, `compared_ints`); branch distances only say
//! how far, this says where to.

use crate::model::{Stmt, TestCase, world_path, world_path_mut};

/// One change to a test's inputs.
#[derive(Debug, Clone, PartialEq)]
pub enum Replacement {
    /// In text `slot` (as [`TestCase::texts`] numbers them), an occurrence
    /// of `from` becomes `to` (an empty `from`: the whole, empty, text).
    Text {
        slot: usize,
        from: String,
        to: String,
    },
    /// The integral literal at statement `stmt` takes `value`.
    Number { stmt: usize, value: i64 },
    /// In the file name (the last part of the path) of world action
    /// `action`, `from` becomes `to`: a listed file's name compared with
    /// `"." + extension` gets that extension.
    FileName {
        action: usize,
        from: String,
        to: String,
    },
}

/// The file name of a path: what follows its last `/`.
fn file_name(path: &str) -> &str {
    path.rsplit('/').next().unwrap_or(path)
}

/// Every replacement the compared pairs (texts, integers: an execution's
/// `compared`, `compared_ints`) allow in `t`, both ways round; and, one way,
/// each text the code parsed by a valid example of what its parser reads
/// (`parsed`: text, example).
pub fn replacements(
    t: &TestCase,
    compared: &[(String, String)],
    compared_ints: &[(i64, i64)],
    parsed: &[(String, String)],
) -> Vec<Replacement> {
    let texts = t.texts();
    let mut out = Vec::new();
    let in_texts = |from: &str, to: &str, out: &mut Vec<Replacement>| {
        for (slot, text) in texts.iter().enumerate() {
            if *text == from || (!from.is_empty() && text.contains(from)) {
                out.push(Replacement::Text {
                    slot,
                    from: from.to_string(),
                    to: to.to_string(),
                });
            }
        }
    };
    for (a, b) in compared {
        in_texts(a, b, &mut out);
        in_texts(b, a, &mut out);
        // A file name the code compared (`getName().endsWith(".txt")`).
        for (from, to) in [(a, b), (b, a)] {
            if from.is_empty() || to.is_empty() || to.contains('/') {
                continue;
            }
            for (action, w) in t.world.iter().enumerate() {
                if world_path(w).is_some_and(|p| file_name(p) == from.as_str()) {
                    out.push(Replacement::FileName {
                        action,
                        from: from.clone(),
                        to: to.clone(),
                    });
                }
            }
        }
    }
    for (text, example) in parsed {
        if text.is_empty() {
            // Nothing left to parse at the end of an input (`"OK "` cut
            // after its prefix): the example goes at the end of each text
            // (of its last line, for world texts that end in one).
            for (slot, whole) in texts.iter().enumerate().filter(|(_, w)| !w.is_empty()) {
                let (body, end) = match whole.strip_suffix('\n') {
                    Some(body) => (body, "\n"),
                    None => (*whole, ""),
                };
                out.push(Replacement::Text {
                    slot,
                    from: whole.to_string(),
                    to: format!("{body}{example}{end}"),
                });
            }
        } else {
            in_texts(text, example, &mut out);
        }
    }
    let as_char = |v: i64| u32::try_from(v).ok().and_then(char::from_u32);
    for &(a, b) in compared_ints {
        for (from, to) in [(a, b), (b, a)] {
            // In texts: as a character, and as a decimal number.
            if let (Some(f), Some(t)) = (as_char(from), as_char(to)) {
                in_texts(&f.to_string(), &t.to_string(), &mut out);
            }
            in_texts(&from.to_string(), &to.to_string(), &mut out);
            for (stmt, s) in t.stmts.iter().enumerate() {
                if let Stmt::Lit(l) = s
                    && l.as_i64() == Some(from)
                {
                    for value in [to, to.wrapping_add(1), to.wrapping_sub(1)] {
                        out.push(Replacement::Number { stmt, value });
                    }
                }
            }
        }
    }
    out
}

/// Make replacement `r` in `t`; of several occurrences of a text, the one
/// `occurrence` picks (modulo their number: the date's "01" may be there
/// twice).
pub fn apply(t: &mut TestCase, r: &Replacement, occurrence: usize) {
    match r {
        Replacement::Text { slot, from, to } => {
            let mut texts = t.texts_mut();
            let Some(text) = texts.get_mut(*slot) else {
                return;
            };
            if from.is_empty() {
                **text = to.clone();
            } else {
                let at: Vec<usize> = text.match_indices(from.as_str()).map(|(i, _)| i).collect();
                if at.is_empty() {
                    return;
                }
                let i = at[occurrence % at.len()];
                **text = format!("{}{to}{}", &text[..i], &text[i + from.len()..]);
            }
            // World actions are kept in their canonical order.
            t.world.sort();
        }
        Replacement::Number { stmt, value } => {
            if let Some(Stmt::Lit(l)) = t.stmts.get_mut(*stmt) {
                *l = l.with_i64(*value);
            }
        }
        Replacement::FileName { action, from, to } => {
            let Some(path) = t.world.get_mut(*action).and_then(world_path_mut) else {
                return;
            };
            if file_name(path) != from.as_str() {
                return;
            }
            let dir = &path[..path.len() - from.len()];
            *path = format!("{dir}{to}");
            t.world.sort();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Lit, WorldAction};

    /// Make every one of `options` in `t`, in order.
    fn apply_all(t: &mut TestCase, options: &[Replacement]) {
        for o in options {
            apply(t, o, 0);
        }
    }

    fn text(s: &str) -> Stmt {
        Stmt::Lit(Lit::Str(s.to_string()))
    }

    #[test]
    fn a_compared_text_replaces_the_part_of_the_input_it_came_from() {
        let mut t = TestCase {
            world: vec![],
            stmts: vec![text("LIC-XY-2030-01-31")],
        };
        let pairs = [("XY".to_string(), "BASIC".to_string())];
        let options = replacements(&t, &pairs, &[], &[]);
        assert_eq!(
            options,
            vec![Replacement::Text {
                slot: 0,
                from: "XY".into(),
                to: "BASIC".into()
            }]
        );
        apply(&mut t, &options[0], 0);
        assert_eq!(t.stmts[0], text("LIC-BASIC-2030-01-31"));
    }

    #[test]
    fn world_texts_and_empty_inputs_are_replaced_too() {
        let mut t = TestCase {
            world: vec![WorldAction::Stdin {
                text: "HELLO xyz\n".into(),
                terminal: false,
            }],
            stmts: vec![text("")],
        };
        let pairs = [
            ("HELLO xyz".to_string(), "HELLO tok".to_string()),
            (String::new(), "PRO".to_string()),
        ];
        let options = replacements(&t, &pairs, &[], &[]);
        assert_eq!(options.len(), 2, "{options:?}");
        apply_all(&mut t, &options);
        assert_eq!(t.stmts[0], text("PRO"));
        assert_eq!(
            t.world[0],
            WorldAction::Stdin {
                text: "HELLO tok\n".into(),
                terminal: false
            }
        );
    }

    #[test]
    fn compared_integers_replace_numbers_characters_and_digits() {
        let mut t = TestCase {
            world: vec![],
            stmts: vec![Stmt::Lit(Lit::Int(41)), text("a+b"), text("push 41")],
        };
        // `41 < 4711`, and `'+'` compared with `'/'`.
        let options = replacements(&t, &[], &[(41, 4711), ('+' as i64, '/' as i64)], &[]);
        let numbers: Vec<&Replacement> = options
            .iter()
            .filter(|o| matches!(o, Replacement::Number { .. }))
            .collect();
        assert_eq!(
            numbers,
            [4711, 4712, 4710]
                .map(|value| Replacement::Number { stmt: 0, value })
                .iter()
                .collect::<Vec<_>>()
        );
        for o in &options {
            if !matches!(o, Replacement::Number { value, .. } if *value != 4711) {
                apply(&mut t, o, 0);
            }
        }
        assert_eq!(t.stmts[0], Stmt::Lit(Lit::Int(4711)));
        assert_eq!(t.stmts[1], text("a/b"));
        assert_eq!(t.stmts[2], text("push 4711"));
    }

    #[test]
    fn a_parsed_text_is_replaced_by_an_example_one_way_only() {
        let mut t = TestCase {
            world: vec![WorldAction::Server {
                endpoint: "10.0.0.1:7".into(),
                greeting: String::new(),
                reply: "OK abc\n".into(),
            }],
            stmts: vec![text("LIC-PRO-01-01")],
        };
        // The code parsed "01-01" as a date and "abc" as a number.
        let parsed = [
            ("01-01".to_string(), "2026-01-06".to_string()),
            ("abc".to_string(), "12.5".to_string()),
        ];
        let options = replacements(&t, &[], &[], &parsed);
        assert_eq!(options.len(), 2, "{options:?}");
        apply_all(&mut t, &options);
        assert_eq!(t.stmts[0], text("LIC-PRO-2026-01-06"));
        assert_eq!(
            t.world[0],
            WorldAction::Server {
                endpoint: "10.0.0.1:7".into(),
                greeting: String::new(),
                reply: "OK 12.5\n".into(),
            }
        );
        // An example already in the inputs is not turned back into the text.
        assert!(replacements(&t, &[], &[], &parsed).is_empty());
        // Nothing parsed (`"OK "` cut after its prefix): examples are appended.
        let mut t = TestCase {
            world: vec![],
            stmts: vec![text("OK ")],
        };
        let empty = [(String::new(), "12.5".to_string())];
        let options = replacements(&t, &[], &[], &empty);
        assert_eq!(options.len(), 1, "{options:?}");
        apply(&mut t, &options[0], 0);
        assert_eq!(t.stmts[0], text("OK 12.5"));
    }

    #[test]
    fn a_file_name_compared_with_a_suffix_takes_it() {
        let t = TestCase {
            world: vec![
                WorldAction::Directory {
                    path: "/work/x".into(),
                },
                WorldAction::File {
                    path: "/work/x/x".into(),
                    content: String::new(),
                },
            ],
            stmts: vec![],
        };
        // `child.getName().endsWith("." + extension)` compared "x" with ".txt".
        let pairs = [("x".to_string(), ".txt".to_string())];
        let options = replacements(&t, &pairs, &[], &[]);
        assert_eq!(options.len(), 2, "{options:?}");
        // Only whole file names change (one replacement per mutation): the
        // directory "x" is renamed, or its file; nothing moves elsewhere.
        let renamed: Vec<Vec<String>> = options
            .iter()
            .map(|o| {
                let mut t = t.clone();
                apply(&mut t, o, 0);
                t.world.iter().filter_map(world_path).cloned().collect()
            })
            .collect();
        assert_eq!(
            renamed,
            // (in the world's canonical order: files before directories)
            [["/work/x/x", "/work/.txt"], ["/work/x/.txt", "/work/x"]]
        );
    }

    #[test]
    fn the_chosen_occurrence_is_replaced() {
        let mut t = TestCase {
            world: vec![],
            stmts: vec![text("2030-01-01")],
        };
        let r = Replacement::Text {
            slot: 0,
            from: "01".into(),
            to: "12".into(),
        };
        apply(&mut t, &r, 3);
        assert_eq!(t.stmts[0], text("2030-01-12"));
    }
}
