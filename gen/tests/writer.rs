//! Snapshots of the JUnit writer's output (`insta`): how a generated test
//! reads — names, inlined literals, world setup, assertions, expected
//! exceptions — for JUnit 4 and 5. Review changes with `cargo insta review`.
use std::rc::Rc;

use interp::MethodId;
use interp::classfile::FieldType;
use terrarium_gen::execute::Observed;
use terrarium_gen::junit::writer::{JUnit, write_class};
use terrarium_gen::model::{CallKind, Callable, Lit, Stmt, TestCase, WorldAction};
use terrarium_gen::postprocess::{Check, Expected, FinalTest};

fn callable(
    class: &str,
    name: &str,
    params: Vec<FieldType>,
    ret: Option<FieldType>,
    kind: CallKind,
) -> Rc<Callable> {
    let desc = format!(
        "({}){}",
        params.iter().map(FieldType::descriptor).collect::<String>(),
        ret.as_ref()
            .map(FieldType::descriptor)
            .unwrap_or_else(|| "V".into())
    );
    Rc::new(Callable {
        class: Rc::from(class),
        name: Rc::from(name),
        descriptor: Rc::from(desc.as_str()),
        params,
        ret,
        kind,
        method: MethodId(0),
        throws: Vec::new(),
        overloaded: false,
        generic: None,
        package_private: false,
    })
}

/// A plain test of `stmts` with no checks.
fn unchecked(stmts: Vec<Stmt>) -> FinalTest {
    FinalTest {
        case: TestCase {
            world: Vec::new(),
            stmts,
        },
        checks: Vec::new(),
        expected: None,
        world: false,
        goals: Vec::new(),
        threads_left: 0,
    }
}

fn string() -> FieldType {
    FieldType::Object("java/lang/String".into())
}

/// A bank account: a constructor, a void call, getters (of a value, an
/// array, a list and a set), an exception.
fn account_tests() -> Vec<FinalTest> {
    let ctor = callable(
        "com/acme/Account",
        "<init>",
        vec![string(), FieldType::Long],
        None,
        CallKind::Constructor,
    );
    let deposit = callable(
        "com/acme/Account",
        "deposit",
        vec![FieldType::Long],
        None,
        CallKind::Instance,
    );
    let balance = callable(
        "com/acme/Account",
        "getBalance",
        vec![],
        Some(FieldType::Long),
        CallKind::Instance,
    );
    let owner = callable(
        "com/acme/Account",
        "getOwner",
        vec![],
        Some(string()),
        CallKind::Instance,
    );
    let history = callable(
        "com/acme/Account",
        "getHistory",
        vec![],
        Some(FieldType::Array(Box::new(FieldType::Long))),
        CallKind::Instance,
    );
    let rates = callable(
        "com/acme/Account",
        "getRates",
        vec![],
        Some(FieldType::Array(Box::new(FieldType::Float))),
        CallKind::Instance,
    );
    let holders = callable(
        "com/acme/Account",
        "getHolders",
        vec![],
        Some(FieldType::Object("java/util/List".into())),
        CallKind::Instance,
    );
    let tags = callable(
        "com/acme/Account",
        "getTags",
        vec![],
        Some(FieldType::Object("java/util/Set".into())),
        CallKind::Instance,
    );
    let parse = callable(
        "com/acme/Account",
        "parseIban",
        vec![string()],
        Some(string()),
        CallKind::Static,
    );
    let list = callable(
        "java/util/ArrayList",
        "<init>",
        vec![],
        None,
        CallKind::Constructor,
    );
    let first = FinalTest {
        case: TestCase {
            world: Vec::new(),
            stmts: vec![
                Stmt::Lit(Lit::Str("DE12 3456".into())),
                Stmt::Lit(Lit::Long(500)),
                Stmt::Call {
                    callable: ctor.clone(),
                    receiver: None,
                    args: vec![0, 1],
                },
                Stmt::Lit(Lit::Long(-1)),
                Stmt::Call {
                    callable: deposit.clone(),
                    receiver: Some(2),
                    args: vec![3],
                },
            ],
        },
        checks: Vec::new(),
        expected: Some(Expected {
            class: "java.lang.IllegalArgumentException".into(),
            message: Some("deposit must be \"positive\"".into()),
        }),
        world: false,
        goals: Vec::new(),
        threads_left: 0,
    };
    let second = FinalTest {
        case: TestCase {
            world: Vec::new(),
            stmts: vec![
                Stmt::Lit(Lit::Str("AB12CDEF".into())),
                Stmt::Lit(Lit::Long(0)),
                Stmt::Call {
                    callable: ctor,
                    receiver: None,
                    args: vec![0, 1],
                },
                Stmt::Call {
                    callable: deposit,
                    receiver: Some(2),
                    args: vec![1],
                },
                Stmt::Call {
                    callable: parse,
                    receiver: None,
                    args: vec![0],
                },
                Stmt::Call {
                    callable: list,
                    receiver: None,
                    args: vec![],
                },
                Stmt::Lit(Lit::Null(string())),
            ],
        },
        checks: vec![
            Check::Returns {
                stmt: 4,
                value: Lit::Str("AB\n12".into()),
            },
            Check::Getter {
                var: 2,
                getter: balance,
                value: Lit::Long(0),
            },
            Check::Getter {
                var: 2,
                getter: owner,
                value: Lit::Null(string()),
            },
            Check::GetterItems {
                var: 2,
                getter: history,
                items: Observed::Array {
                    elem: FieldType::Long,
                    items: vec![Lit::Long(0), Lit::Long(-5)],
                },
            },
            Check::GetterItems {
                var: 2,
                getter: rates,
                items: Observed::Array {
                    elem: FieldType::Float,
                    items: vec![Lit::Float(0.5)],
                },
            },
            Check::GetterItems {
                var: 2,
                getter: holders,
                items: Observed::List(vec![Lit::Str("AB12CDEF".into())]),
            },
            Check::GetterItems {
                var: 2,
                getter: tags,
                items: Observed::Set(vec![Lit::Str("vip".into()), Lit::Str("new".into())]),
            },
        ],
        expected: None,
        world: false,
        goals: Vec::new(),
        threads_left: 0,
    };
    vec![first, second]
}

/// World tests: console, a file, an unreadable directory, the clock, the
/// network; then console input typed at a terminal, and time passing
/// between two calls.
fn world_tests() -> Vec<FinalTest> {
    let ctor = callable(
        "com/acme/Login",
        "<init>",
        vec![],
        None,
        CallKind::Constructor,
    );
    let login = callable(
        "com/acme/Login",
        "login",
        vec![FieldType::Char, FieldType::Double],
        Some(FieldType::Boolean),
        CallKind::Instance,
    );
    let first = FinalTest {
        case: TestCase {
            world: vec![
                WorldAction::Stdin {
                    text: "alice\nsecret\n".into(),
                    terminal: false,
                },
                WorldAction::File {
                    path: "/work/users.txt".into(),
                    content: "alice:é\n".into(),
                },
                WorldAction::UnreadableDirectory {
                    path: "/work/private".into(),
                },
                WorldAction::Clock {
                    epoch_ms: 1_767_225_600_000,
                },
                WorldAction::Http {
                    url: "http://example.org/".into(),
                    status: 404,
                    body: "gone\n".into(),
                },
            ],
            stmts: vec![
                Stmt::Call {
                    callable: ctor,
                    receiver: None,
                    args: vec![],
                },
                Stmt::Lit(Lit::Char('\'' as u16)),
                Stmt::Lit(Lit::Double(f64::NAN)),
                Stmt::Call {
                    callable: login,
                    receiver: Some(0),
                    args: vec![1, 2],
                },
            ],
        },
        checks: vec![Check::Returns {
            stmt: 3,
            value: Lit::Boolean(true),
        }],
        expected: None,
        world: true,
        goals: Vec::new(),
        threads_left: 0,
    };
    let mut typed = first.clone();
    typed.case.world = vec![WorldAction::Stdin {
        text: "alice\nwrong\nalice\nsecret\n".into(),
        terminal: true,
    }];
    // Half an hour passes between the constructor and the login.
    typed
        .case
        .stmts
        .push(Stmt::World(WorldAction::AdvanceClock {
            millis: 30 * 60 * 1000,
        }));
    typed.case.move_tail(4, 1);
    typed.checks = vec![Check::Returns {
        stmt: 4,
        value: Lit::Boolean(false),
    }];
    vec![first, typed]
}

#[test]
fn junit4_plain_tests() {
    insta::assert_snapshot!(write_class(
        "com/acme/Account",
        "AccountTest",
        &account_tests(),
        JUnit::Four
    ));
}

#[test]
fn junit5_plain_tests() {
    insta::assert_snapshot!(write_class(
        "com/acme/Account",
        "AccountTest",
        &account_tests(),
        JUnit::Five
    ));
}

#[test]
fn junit4_world_tests() {
    insta::assert_snapshot!(write_class(
        "com/acme/Login",
        "LoginWorldTest",
        &world_tests(),
        JUnit::Four
    ));
}

/// JUnit 5 world tests: the class tagged `terrarium`, and a test that relies
/// on the default world starts with `World.defaults()` (so that on another
/// JVM it is skipped like the others).
#[test]
fn junit5_world_tests() {
    let mut tests = world_tests();
    let mut defaults = tests[0].clone();
    defaults.case.world.clear();
    tests.push(defaults);
    insta::assert_snapshot!(write_class(
        "com/acme/Login",
        "LoginWorldTest",
        &tests,
        JUnit::Five
    ));
}

#[test]
fn arguments_of_overloaded_calls_are_cast_to_the_parameter_types() {
    // `Ledger.record(Object, long)` has an overload of the same arity: the
    // ArrayList and int arguments are cast so that javac picks this one.
    let mut record = callable(
        "com/acme/Ledger",
        "record",
        vec![
            FieldType::Object("java/lang/Object".into()),
            FieldType::Long,
        ],
        None,
        CallKind::Static,
    );
    if let Some(c) = Rc::get_mut(&mut record) {
        c.overloaded = true;
    }
    let list = callable(
        "java/util/ArrayList",
        "<init>",
        vec![],
        None,
        CallKind::Constructor,
    );
    let test = unchecked(vec![
        Stmt::Call {
            callable: list,
            receiver: None,
            args: vec![],
        },
        Stmt::Lit(Lit::Int(3)),
        Stmt::Call {
            callable: record,
            receiver: None,
            args: vec![0, 1],
        },
    ]);
    let text = write_class("com/acme/Ledger", "LedgerTest", &[test], JUnit::Four);
    assert!(
        text.contains("Ledger.record((Object) arrayList, (long) "),
        "{text}"
    );
}

#[test]
fn package_private_calls_on_a_subclass_elsewhere_go_through_the_owner() {
    // `JsonReader.locationString()` is package-private; `JsonTreeReader`
    // (another package) does not inherit it and has a private one of its
    // own, so `reader.locationString()` would not compile.
    let mut location = callable(
        "com/google/gson/stream/JsonReader",
        "locationString",
        vec![],
        Some(string()),
        CallKind::Instance,
    );
    if let Some(c) = Rc::get_mut(&mut location) {
        c.package_private = true;
    }
    let tree_reader = callable(
        "com/google/gson/internal/bind/JsonTreeReader",
        "<init>",
        vec![],
        None,
        CallKind::Constructor,
    );
    let test = unchecked(vec![
        Stmt::Call {
            callable: tree_reader,
            receiver: None,
            args: vec![],
        },
        Stmt::Call {
            callable: location,
            receiver: Some(0),
            args: vec![],
        },
    ]);
    let text = write_class(
        "com/google/gson/stream/JsonReader",
        "JsonReaderTest",
        &[test],
        JUnit::Four,
    );
    assert!(
        text.contains("((JsonReader) jsonTreeReader).locationString()"),
        "{text}"
    );
}
