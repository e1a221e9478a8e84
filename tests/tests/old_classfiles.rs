//! Class files javac 17 does not write, built by hand: version 49 (Java 5)
//! code with `jsr`/`ret` subroutines, as old javac emitted for `finally`,
//! version 65 (Java 21) pattern `switch` through `SwitchBootstraps`, and
//! `invokedynamic` with a bootstrap method of the program's own (as other
//! compilers and code generators emit).
use std::collections::BTreeMap;

use interp::{Outcome, Vm, VmConfig};
use jdk_shims::{Env, LibrarySource};
use terrarium_tests::MemorySource;

/// A constant pool under construction.
#[derive(Default)]
struct Pool(Vec<Vec<u8>>);

impl Pool {
    fn add(&mut self, entry: Vec<u8>) -> u16 {
        self.0.push(entry);
        self.0.len() as u16
    }
    fn utf8(&mut self, s: &str) -> u16 {
        let mut e = vec![1];
        e.extend((s.len() as u16).to_be_bytes());
        e.extend(s.as_bytes());
        self.add(e)
    }
    fn class(&mut self, name: &str) -> u16 {
        let n = self.utf8(name);
        self.add([vec![7], n.to_be_bytes().to_vec()].concat())
    }
    fn name_and_type(&mut self, name: &str, desc: &str) -> u16 {
        let (n, d) = (self.utf8(name), self.utf8(desc));
        self.add([vec![12], n.to_be_bytes().to_vec(), d.to_be_bytes().to_vec()].concat())
    }
    fn member_ref(&mut self, tag: u8, class: &str, name: &str, desc: &str) -> u16 {
        let c = self.class(class);
        let nat = self.name_and_type(name, desc);
        self.add(
            [
                vec![tag],
                c.to_be_bytes().to_vec(),
                nat.to_be_bytes().to_vec(),
            ]
            .concat(),
        )
    }
    fn method_ref(&mut self, class: &str, name: &str, desc: &str) -> u16 {
        self.member_ref(10, class, name, desc)
    }
    fn field_ref(&mut self, class: &str, name: &str, desc: &str) -> u16 {
        self.member_ref(9, class, name, desc)
    }
    fn string(&mut self, s: &str) -> u16 {
        let u = self.utf8(s);
        self.add([vec![8], u.to_be_bytes().to_vec()].concat())
    }
}

/// `public class Old { public static void main(String[]) { <code> } }` at version 49.
fn class_with_main(
    code: impl FnOnce(&mut Pool) -> Vec<u8>,
    max_stack: u16,
    max_locals: u16,
) -> Vec<u8> {
    class_with_main_at(49, |pool| (code(pool), Vec::new()), max_stack, max_locals)
}

/// The same at any version; `code` also returns the class's attributes (count excluded).
fn class_with_main_at(
    version: u16,
    code: impl FnOnce(&mut Pool) -> (Vec<u8>, Vec<Vec<u8>>),
    max_stack: u16,
    max_locals: u16,
) -> Vec<u8> {
    let mut pool = Pool::default();
    let this = pool.class("Old");
    let sup = pool.class("java/lang/Object");
    let code_name = pool.utf8("Code");
    let main_name = pool.utf8("main");
    let main_desc = pool.utf8("([Ljava/lang/String;)V");
    let (body, attributes) = code(&mut pool);
    let mut out = vec![0xca, 0xfe, 0xba, 0xbe, 0, 0];
    out.extend(version.to_be_bytes());
    out.extend(((pool.0.len() + 1) as u16).to_be_bytes());
    for e in &pool.0 {
        out.extend(e);
    }
    out.extend(0x0021u16.to_be_bytes());
    out.extend(this.to_be_bytes());
    out.extend(sup.to_be_bytes());
    out.extend([0, 0, 0, 0, 0, 1]); // no interfaces, no fields, one method
    out.extend(0x0009u16.to_be_bytes());
    out.extend(main_name.to_be_bytes());
    out.extend(main_desc.to_be_bytes());
    out.extend(1u16.to_be_bytes());
    out.extend(code_name.to_be_bytes());
    out.extend(((12 + body.len()) as u32).to_be_bytes());
    out.extend(max_stack.to_be_bytes());
    out.extend(max_locals.to_be_bytes());
    out.extend((body.len() as u32).to_be_bytes());
    out.extend(&body);
    out.extend([0, 0, 0, 0]); // no exception table, no attributes
    out.extend((attributes.len() as u16).to_be_bytes());
    for a in attributes {
        out.extend(a);
    }
    out
}

fn run(class: Vec<u8>) -> (Outcome, Vec<u8>) {
    run_with(class, BTreeMap::new())
}

/// Run `Old` with other classes on the class path.
fn run_with(class: Vec<u8>, mut classes: BTreeMap<String, Vec<u8>>) -> (Outcome, Vec<u8>) {
    classes.insert("Old".to_string(), class);
    let mut vm = match Vm::new(
        VmConfig {
            fuel: 1_000_000,
            ..VmConfig::default()
        },
        Box::new(LibrarySource),
        Box::new(MemorySource(classes)),
        jdk_shims::natives(),
        Box::new(Env::new()),
    ) {
        Ok(vm) => vm,
        Err(e) => panic!("{e}"),
    };
    if let Err(e) = vm.start_main("Old", &[]) {
        panic!("{e}");
    }
    let outcome = vm
        .run(u64::MAX)
        .unwrap_or(Outcome::Fatal("still running".into()));
    let out = vm
        .ext
        .downcast_ref::<Env>()
        .map(|e| e.stdout.clone())
        .unwrap_or_default();
    (outcome, out)
}

#[test]
fn jsr_and_ret_run_subroutines() {
    // x = 5; jsr ADD; jsr ADD; System.exit(x)   ADD: astore_2; iinc 1 10; ret 2   => 25
    let class = class_with_main(
        |pool| {
            let exit = pool.method_ref("java/lang/System", "exit", "(I)V");
            let mut c = vec![
                0x08, // iconst_5
                0x3c, // istore_1
                0xa8, 0x00, 0x0b, // jsr +11 -> 13
                0xa8, 0x00, 0x08, // jsr +8 -> 13
                0x1b, // iload_1
                0xb8, // invokestatic
            ];
            c.extend(exit.to_be_bytes());
            c.extend([
                0xb1, // return
                0x4d, // 13: astore_2
                0x84, 0x01, 0x0a, // iinc 1 10
                0xa9, 0x02, // ret 2
            ]);
            c
        },
        2,
        3,
    );
    let (outcome, _) = run(class);
    assert_eq!(outcome, Outcome::Exited(25));
}

#[test]
fn wide_ret_and_goto_w() {
    // x = 1; jsr_w SUB; goto_w END; SUB: wide astore 300; iinc 1 41; wide ret 300; END: System.exit(x)
    let class = class_with_main(
        |pool| {
            let exit = pool.method_ref("java/lang/System", "exit", "(I)V");
            let mut c = vec![
                0x04, // 0: iconst_1
                0x3c, // 1: istore_1
                0xc9, 0x00, 0x00, 0x00, 0x0a, // 2: jsr_w +10 -> 12
                0xc8, 0x00, 0x00, 0x00, 0x0f, // 7: goto_w +15 -> 22
                0xc4, 0x3a, 0x01, 0x2c, // 12: wide astore 300
                0x84, 0x01, 0x29, // 16: iinc 1 41
                0xc4, 0xa9, 0x01, 0x2c, // 19: wide ret 300
            ];
            // 23 is END; fix goto_w to land there: 7 + 16 = 23
            c[11] = 0x10;
            c.extend([0x1b, 0xb8]); // 23: iload_1; invokestatic
            c.extend(exit.to_be_bytes());
            c.push(0xb1);
            c
        },
        2,
        301,
    );
    let (outcome, _) = run(class);
    assert_eq!(outcome, Outcome::Exited(42));
}

#[test]
fn java21_type_switch_through_switch_bootstraps() {
    // typeSwitch over labels [Integer.class, String.class], printed for "hi", 7, 1L, null,
    // and "hi" restarted at label 2.
    let class = class_with_main_at(
        65,
        |pool| {
            let out = pool.field_ref("java/lang/System", "out", "Ljava/io/PrintStream;");
            let println = pool.method_ref("java/io/PrintStream", "println", "(I)V");
            let int_of = pool.method_ref("java/lang/Integer", "valueOf", "(I)Ljava/lang/Integer;");
            let long_of = pool.method_ref("java/lang/Long", "valueOf", "(J)Ljava/lang/Long;");
            let hi = pool.string("hi");
            let bsm = pool.method_ref(
                "java/lang/runtime/SwitchBootstraps",
                "typeSwitch",
                "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;[Ljava/lang/Object;)Ljava/lang/invoke/CallSite;",
            );
            let handle = pool.add([vec![15, 6], bsm.to_be_bytes().to_vec()].concat());
            let (integer, string) = (
                pool.class("java/lang/Integer"),
                pool.class("java/lang/String"),
            );
            let nat = pool.name_and_type("typeSwitch", "(Ljava/lang/Object;I)I");
            let indy = pool.add([vec![18, 0, 0], nat.to_be_bytes().to_vec()].concat());
            let bsm_attr_name = pool.utf8("BootstrapMethods");
            let mut code = Vec::new();
            let mut show = |value: &[u8], restart: u8| {
                code.push(0xb2);
                code.extend(out.to_be_bytes());
                code.extend(value);
                code.push(restart);
                code.push(0xba);
                code.extend(indy.to_be_bytes());
                code.extend([0, 0]);
                code.push(0xb6);
                code.extend(println.to_be_bytes());
            };
            let ldc_hi = [vec![0x13], hi.to_be_bytes().to_vec()].concat();
            show(&ldc_hi, 0x03);
            show(
                &[vec![0x10, 7, 0xb8], int_of.to_be_bytes().to_vec()].concat(),
                0x03,
            );
            show(
                &[vec![0x0a, 0xb8], long_of.to_be_bytes().to_vec()].concat(),
                0x03,
            );
            show(&[0x01], 0x03);
            show(&ldc_hi, 0x05);
            code.push(0xb1);
            let mut attr = Vec::new();
            attr.extend(bsm_attr_name.to_be_bytes());
            let body = [
                1u16.to_be_bytes(),
                handle.to_be_bytes(),
                2u16.to_be_bytes(),
                integer.to_be_bytes(),
                string.to_be_bytes(),
            ]
            .concat();
            attr.extend((body.len() as u32).to_be_bytes());
            attr.extend(body);
            (code, vec![attr])
        },
        4,
        1,
    );
    let (outcome, out) = run(class);
    assert_eq!(outcome, Outcome::Exited(0));
    assert_eq!(String::from_utf8_lossy(&out), "1\n0\n2\n-1\n2\n");
}

#[test]
fn invokedynamic_with_the_programs_own_bootstrap() {
    // IndyBoot.boot links each site to the static IndyBoot method named like
    // the site; a second site of the same name shares nothing but the target.
    let src = terrarium_tests::repo().join("target/test-indy-boot");
    let _ = std::fs::remove_dir_all(&src);
    std::fs::create_dir_all(&src).unwrap_or_else(|e| panic!("{e}"));
    let java = src.join("IndyBoot.java");
    std::fs::write(
        &java,
        "import java.lang.invoke.*;\n\
         public class IndyBoot {\n\
           static int linked;\n\
           public static CallSite boot(MethodHandles.Lookup l, String name, MethodType t) throws Exception {\n\
             linked++;\n\
             return new ConstantCallSite(MethodHandles.lookup().findStatic(IndyBoot.class, name, t));\n\
           }\n\
           public static int twice(int x) { return 2 * x + linked * 1000; }\n\
           public static String greet(String s) { return \"hello \" + s; }\n\
         }\n",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    if let Err(e) = terrarium_tests::javac(&[java], &src) {
        panic!("{e}");
    }
    let boot_class = std::fs::read(src.join("IndyBoot.class")).unwrap_or_else(|e| panic!("{e}"));
    let class = class_with_main_at(
        61,
        |pool| {
            let out = pool.field_ref("java/lang/System", "out", "Ljava/io/PrintStream;");
            let println_i = pool.method_ref("java/io/PrintStream", "println", "(I)V");
            let println_s =
                pool.method_ref("java/io/PrintStream", "println", "(Ljava/lang/String;)V");
            let bsm = pool.method_ref(
                "IndyBoot",
                "boot",
                "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/CallSite;",
            );
            let handle = pool.add([vec![15, 6], bsm.to_be_bytes().to_vec()].concat());
            let twice = pool.name_and_type("twice", "(I)I");
            let greet = pool.name_and_type("greet", "(Ljava/lang/String;)Ljava/lang/String;");
            let indy_twice = pool.add([vec![18, 0, 0], twice.to_be_bytes().to_vec()].concat());
            let indy_greet = pool.add([vec![18, 0, 0], greet.to_be_bytes().to_vec()].concat());
            let who = pool.string("indy");
            let bsm_attr_name = pool.utf8("BootstrapMethods");
            let mut code = Vec::new();
            // println(twice(21)) twice over: the site links once.
            for _ in 0..2 {
                code.push(0xb2);
                code.extend(out.to_be_bytes());
                code.extend([0x10, 21, 0xba]);
                code.extend(indy_twice.to_be_bytes());
                code.extend([0, 0, 0xb6]);
                code.extend(println_i.to_be_bytes());
            }
            code.push(0xb2);
            code.extend(out.to_be_bytes());
            code.push(0x13);
            code.extend(who.to_be_bytes());
            code.push(0xba);
            code.extend(indy_greet.to_be_bytes());
            code.extend([0, 0, 0xb6]);
            code.extend(println_s.to_be_bytes());
            code.push(0xb1);
            let mut attr = Vec::new();
            attr.extend(bsm_attr_name.to_be_bytes());
            let body = [1u16.to_be_bytes(), handle.to_be_bytes(), 0u16.to_be_bytes()].concat();
            attr.extend((body.len() as u32).to_be_bytes());
            attr.extend(body);
            (code, vec![attr])
        },
        3,
        1,
    );
    let (outcome, out) = run_with(class, [("IndyBoot".to_string(), boot_class)].into());
    assert_eq!(
        (outcome, String::from_utf8_lossy(&out).into_owned()),
        (Outcome::Exited(0), "1042\n1042\nhello indy\n".to_string())
    );
}
