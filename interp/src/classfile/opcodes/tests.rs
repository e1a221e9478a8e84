use super::*;

fn walk(code: &[u8]) -> Result<Vec<Instruction<'_>>, CodeError> {
    instructions(code).collect()
}

#[test]
fn every_opcode_has_its_row() {
    assert_eq!(TABLE.len(), 202);
    assert_eq!(NAMES.len(), TABLE.len());
    for (row, name) in TABLE.iter().zip(NAMES) {
        assert_eq!(row.mnemonic.to_uppercase(), *name);
        assert_eq!(info(row.code), Some(row));
    }
    for op in 0xca..=0xff {
        assert_eq!(info(op), None);
        assert_eq!(
            walk(&[op]),
            Err(CodeError::IllegalOpcode { at: 0, op }),
            "0x{op:02x}"
        );
    }
}

#[test]
fn lengths_of_every_fixed_length_opcode() {
    let expected = |op: u8| -> usize {
        match op {
            0x10 | 0x12 | 0x15..=0x19 | 0x36..=0x3a | 0xa9 | 0xbc => 2,
            0x11 | 0x13 | 0x14 | 0x84 | 0x99..=0xa8 | 0xb2..=0xb8 | 0xbb | 0xbd => 3,
            0xc0 | 0xc1 | 0xc6 | 0xc7 => 3,
            0xc5 => 4,
            0xb9 | 0xba | 0xc8 | 0xc9 => 5,
            _ => 1,
        }
    };
    for row in TABLE {
        let Some(len) = row.operands.length() else {
            assert!(matches!(row.code, TABLESWITCH | LOOKUPSWITCH | WIDE));
            continue;
        };
        assert_eq!(len, expected(row.code), "{}", row.mnemonic);
        // `multianewarray` needs a dimension; the rest take any operand bytes.
        let mut code = vec![row.code];
        code.resize(len, 1);
        let insns = walk(&code).expect(row.mnemonic);
        assert_eq!(insns.len(), 1);
        assert_eq!((insns[0].opcode, insns[0].len), (row.code, len));
        // Cut short: an error, never a panic.
        for cut in 1..len {
            assert_eq!(
                walk(&code[..cut]),
                Err(CodeError::Truncated { at: cut }),
                "{}",
                row.mnemonic
            );
        }
    }
}

#[test]
fn operands_are_decoded() {
    let code = [
        ICONST_M1,
        BIPUSH,
        0xfe,
        SIPUSH,
        0x80,
        0x00,
        ALOAD_3,
        ISTORE,
        7,
        IINC,
        2,
        0xff,
        GOTO,
        0xff,
        0xf0,
        INVOKEINTERFACE,
        0x01,
        0x02,
        1,
        0,
        MULTIANEWARRAY,
        0,
        9,
        2,
    ];
    let ops: Vec<_> = walk(&code)
        .expect("valid")
        .iter()
        .map(|i| (i.offset, i.operand))
        .collect();
    assert_eq!(
        ops,
        [
            (0, Operand::Int(-1)),
            (1, Operand::Int(-2)),
            (3, Operand::Int(-32768)),
            (6, Operand::Local(3)),
            (7, Operand::Local(7)),
            (
                9,
                Operand::Iinc {
                    local: 2,
                    delta: -1
                }
            ),
            (12, Operand::Branch(-16)),
            (15, Operand::Cp(0x102)),
            (20, Operand::MultiANewArray { class: 9, dims: 2 }),
        ]
    );
}

#[test]
fn wide_forms() {
    for row in TABLE {
        let code = [WIDE, row.code, 0x01, 0x2c, 0xff, 0xfe];
        let r = walk(&code[..4]);
        match row.operands {
            Operands::Local => {
                let i = r.expect(row.mnemonic)[0];
                assert!(i.wide && i.opcode == row.code && i.len == 4);
                assert_eq!(i.operand, Operand::Local(300));
            }
            Operands::Iinc => {
                assert_eq!(r, Err(CodeError::Truncated { at: 4 }));
                let i = walk(&code).expect("wide iinc")[0];
                assert_eq!(i.len, 6);
                assert_eq!(
                    i.operand,
                    Operand::Iinc {
                        local: 300,
                        delta: -2
                    }
                );
            }
            _ => assert_eq!(
                r,
                Err(CodeError::BadWide {
                    at: 0,
                    op: row.code
                })
            ),
        }
    }
    assert!(TABLE.iter().filter(|r| r.widens()).count() == 12);
    // The index is read before the opcode is judged.
    assert_eq!(walk(&[WIDE, NOP, 0]), Err(CodeError::Truncated { at: 3 }));
    assert_eq!(walk(&[WIDE]), Err(CodeError::Truncated { at: 1 }));
    assert_eq!(
        walk(&[WIDE, 0xff, 0, 0]),
        Err(CodeError::BadWide { at: 0, op: 0xff })
    );
}

fn i32s(v: &[i32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_be_bytes()).collect()
}

#[test]
fn switch_padding_at_each_alignment() {
    for nops in 0..4usize {
        let pad = 3 - nops % 4;
        // tableswitch 5..=7 after `nops` nops, then a return.
        let mut code = vec![NOP; nops];
        code.push(TABLESWITCH);
        code.extend(std::iter::repeat_n(0, pad));
        code.extend(i32s(&[100, 5, 7, 10, 20, 30]));
        code.push(RETURN);
        let insns = walk(&code).expect("tableswitch");
        let sw = insns[nops];
        assert_eq!(sw.len, 1 + pad + 24);
        let Operand::Switch(s) = sw.operand else {
            panic!("not a switch")
        };
        assert_eq!((s.default, s.low), (100, Some(5)));
        assert_eq!(s.cases().collect::<Vec<_>>(), [(5, 10), (6, 20), (7, 30)]);
        assert_eq!(insns.last().map(|i| i.opcode), Some(RETURN));
        for cut in nops + 1..code.len() - 1 {
            assert_eq!(walk(&code[..cut]), Err(CodeError::Truncated { at: cut }));
        }

        let mut code = vec![NOP; nops];
        code.push(LOOKUPSWITCH);
        code.extend(std::iter::repeat_n(0, pad));
        code.extend(i32s(&[100, 2, -1, 10, 9, 20]));
        let insns = walk(&code).expect("lookupswitch");
        let sw = insns[nops];
        assert_eq!(sw.len, 1 + pad + 24);
        let Operand::Switch(s) = sw.operand else {
            panic!("not a switch")
        };
        assert_eq!((s.default, s.low), (100, None));
        assert_eq!(s.cases().collect::<Vec<_>>(), [(-1, 10), (9, 20)]);
        for cut in nops + 1..code.len() {
            assert_eq!(walk(&code[..cut]), Err(CodeError::Truncated { at: cut }));
        }
    }
}

#[test]
fn bad_switches() {
    let mut code = vec![TABLESWITCH, 0, 0, 0];
    code.extend(i32s(&[0, 7, 5]));
    assert_eq!(
        walk(&code),
        Err(CodeError::BadTableSwitch {
            at: 0,
            low: 7,
            high: 5
        })
    );
    let mut code = vec![TABLESWITCH, 0, 0, 0];
    code.extend(i32s(&[0, i32::MIN, i32::MAX]));
    assert!(matches!(walk(&code), Err(CodeError::BadTableSwitch { .. })));
    let mut code = vec![LOOKUPSWITCH, 0, 0, 0];
    code.extend(i32s(&[0, -1]));
    assert_eq!(
        walk(&code),
        Err(CodeError::BadLookupSwitch { at: 0, pairs: -1 })
    );
    let mut code = vec![LOOKUPSWITCH, 0, 0, 0];
    code.extend(i32s(&[0, 65536]));
    assert!(matches!(
        walk(&code),
        Err(CodeError::BadLookupSwitch { .. })
    ));
}

#[test]
fn an_error_ends_the_walk() {
    let mut it = instructions(&[NOP, 0xff, NOP]);
    assert!(matches!(it.next(), Some(Ok(_))));
    assert!(matches!(it.next(), Some(Err(_))));
    assert_eq!(it.next(), None);
}

#[test]
fn kinds_and_effects() {
    let cond: Vec<u8> = TABLE
        .iter()
        .map(|r| r.code)
        .filter(|&c| is_cond_jump(c))
        .collect();
    let mut expected: Vec<u8> = (IFEQ..=IF_ACMPNE).collect();
    expected.extend([IFNULL, IFNONNULL]);
    assert_eq!(cond, expected);
    assert!(!is_cond_jump(0xff));
    for row in TABLE {
        // A shuffle names only slots it takes, and adds at most two.
        if let Effect::Shuffle { depth, order } = row.effect {
            assert!(order.iter().all(|&i| i < depth), "{}", row.mnemonic);
            assert!(order.len() <= usize::from(depth) + 2);
        }
        // Constant-pool-dependent effects are exactly the ones that vary.
        let varies = matches!(row.kind, Kind::Field | Kind::Invoke | Kind::Wide)
            || matches!(row.code, LDC | LDC_W | LDC2_W | MULTIANEWARRAY);
        assert_eq!(varies, row.effect == Effect::Varies, "{}", row.mnemonic);
    }
    assert_eq!(
        CodeError::Truncated { at: 3 }.to_string(),
        "code truncated at offset 3"
    );
}
