//! The standard reports of `terrarium test`: Surefire's `TEST-<class>.xml`
//! (what Jenkins, GitLab and GitHub's test reporters read), JaCoCo's XML
//! coverage report (what Codecov and Sonar read), and an HTML page per
//! source file with its lines marked covered, partly covered or missed.
//! Written by hand: the formats are small and fixed.
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use terrarium_gen::coverage::{ClassCoverage, Counter, LineCoverage};
use terrarium_gen::junit::runner::{Status, TestDetail, TestResult};

/// `s` as XML character data (inside an element).
fn text(s: &str) -> String {
    escape(s, false)
}

/// `s` as an XML attribute value (line breaks kept as character references).
fn attr(s: &str) -> String {
    escape(s, true)
}

fn escape(s: &str, in_attribute: bool) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' if in_attribute => out.push_str("&quot;"),
            '\n' if in_attribute => out.push_str("&#10;"),
            '\r' if in_attribute => out.push_str("&#13;"),
            '\t' if in_attribute => out.push_str("&#9;"),
            '\t' | '\n' | '\r' => out.push(c),
            // XML 1.0 has no way to write other control characters, even
            // escaped; a test may print any.
            c if (c as u32) < 0x20 || c == '\u{FFFE}' || c == '\u{FFFF}' => out.push('\u{FFFD}'),
            c => out.push(c),
        }
    }
    out
}

/// Virtual seconds from instructions, one virtual nanosecond each; to the
/// nanosecond, since a unit test often runs fewer than a million.
fn seconds(instructions: u64) -> String {
    format!(
        "{}.{:09}",
        instructions / 1_000_000_000,
        instructions % 1_000_000_000
    )
}

/// How a failed test failed, split as Surefire reports it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// An `<error>` (an exception that is no assertion) rather than a `<failure>`.
    pub error: bool,
    /// The exception's class (`type`).
    pub kind: String,
    pub message: String,
    /// The element's text: the exception and where it was thrown.
    pub trace: String,
}

/// The exception class Terrarium's own reasons (`ran out of instructions`,
/// `called System.exit(1)`, a class that cannot run) are reported under.
pub const TERRARIUM_ERROR: &str = "terrarium.TestError";

fn is_binary_name(s: &str) -> bool {
    s.contains('.')
        && !s.starts_with('.')
        && !s.ends_with('.')
        && s.chars()
            .all(|c| c.is_alphanumeric() || c == '_' || c == '$' || c == '.')
}

/// Surefire counts a test whose exception is an `AssertionError` as failed,
/// any other as in error; Terrarium's reasons keep only the exception's
/// name, so the assertion errors of JUnit, opentest4j and Mockito are known
/// by name.
fn is_assertion(kind: &str) -> bool {
    let simple = kind.rsplit(['.', '$']).next().unwrap_or(kind);
    simple.ends_with("AssertionError")
        || simple.ends_with("AssertionFailedError")
        || simple == "ComparisonFailure"
        || simple == "MultipleFailuresError"
        || kind.starts_with("org.mockito.exceptions.verification.")
}

/// Split a failed test's reason (`java.lang.AssertionError: expected:<1>
/// but was:<2> (at com.acme.FooTest.testX(FooTest.java:12))`) into what
/// Surefire's `<failure>`/`<error>` holds.
pub fn problem(reason: &str) -> Problem {
    let (head, at) = match reason.rfind(" (at ") {
        Some(i) if reason.ends_with(')') => (&reason[..i], reason.get(i + 5..reason.len() - 1)),
        _ => (reason, None),
    };
    // JUnit 4's own reasons, under the exceptions JUnit 4 throws for them.
    let junit = [
        ("Expected exception: ", "java.lang.AssertionError"),
        ("Unexpected exception, ", "java.lang.Exception"),
        (
            "test timed out after ",
            "org.junit.runners.model.TestTimedOutException",
        ),
    ];
    let (kind, message) = if let Some((_, k)) = junit.iter().find(|(p, _)| head.starts_with(p)) {
        (k.to_string(), head.to_string())
    } else {
        match head.split_once(": ") {
            Some((k, m)) if is_binary_name(k) => (k.to_string(), m.to_string()),
            _ if is_binary_name(head) => (head.to_string(), String::new()),
            _ => (TERRARIUM_ERROR.to_string(), head.to_string()),
        }
    };
    let mut trace = head.to_string();
    if !head.starts_with(&kind) {
        trace = format!("{kind}: {head}");
    }
    trace.push('\n');
    if let Some(at) = at {
        trace.push_str(&format!("\tat {at}\n"));
    }
    Problem {
        error: !is_assertion(&kind),
        kind,
        message,
        trace,
    }
}

/// Character data that may hold anything, as CDATA (`]]>` split in two).
fn cdata(s: &str) -> String {
    format!(
        "<![CDATA[{}]]>",
        text_chars(s).replace("]]>", "]]]]><![CDATA[>")
    )
}

/// `s` with the characters XML cannot hold replaced.
fn text_chars(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            '\t' | '\n' | '\r' => c,
            c if (c as u32) < 0x20 || c == '\u{FFFE}' || c == '\u{FFFF}' => '\u{FFFD}',
            c => c,
        })
        .collect()
}

/// Surefire's `TEST-<class>.xml` for test class `class` and its results
/// (those of its nested classes included).
pub fn surefire_xml(class: &str, results: &[(TestResult, TestDetail)]) -> String {
    let count = |f: fn(&Status) -> bool| results.iter().filter(|(r, _)| f(&r.status)).count();
    let errors = results
        .iter()
        .filter(|(r, _)| matches!(&r.status, Status::Failed(why) if problem(why).error))
        .count();
    let failed = count(|s| matches!(s, Status::Failed(_)));
    let skipped = count(|s| matches!(s, Status::Skipped(_)));
    let time: u64 = results.iter().map(|(_, d)| d.instructions).sum();
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    let _ = writeln!(
        out,
        "<testsuite name=\"{}\" time=\"{}\" tests=\"{}\" errors=\"{errors}\" skipped=\"{skipped}\" failures=\"{}\">",
        attr(class),
        seconds(time),
        results.len(),
        failed - errors,
    );
    for (r, d) in results {
        // A failure of the class itself: JUnit 4 names it so.
        let name = if r.method.is_empty() {
            "initializationError"
        } else {
            r.method.as_str()
        };
        let _ = write!(
            out,
            "  <testcase name=\"{}\" classname=\"{}\" time=\"{}\"",
            attr(name),
            attr(&r.class),
            seconds(d.instructions)
        );
        let mut body = String::new();
        match &r.status {
            Status::Passed => {}
            Status::Skipped(why) => {
                let _ = writeln!(body, "    <skipped message=\"{}\"/>", attr(why));
            }
            Status::Failed(why) => {
                let p = problem(why);
                let element = if p.error { "error" } else { "failure" };
                let _ = writeln!(
                    body,
                    "    <{element} message=\"{}\" type=\"{}\">{}</{element}>",
                    attr(&p.message),
                    attr(&p.kind),
                    cdata(&p.trace)
                );
            }
        }
        for (element, printed) in [("system-out", &d.stdout), ("system-err", &d.stderr)] {
            if !printed.is_empty() {
                let _ = writeln!(body, "    <{element}>{}</{element}>", cdata(printed));
            }
        }
        if body.is_empty() {
            out.push_str("/>\n");
        } else {
            let _ = write!(out, ">\n{body}  </testcase>\n");
        }
    }
    out.push_str("</testsuite>\n");
    out
}

/// Write `TEST-<class>.xml` into `dir` (made if missing).
pub fn write_surefire(
    dir: &Path,
    class: &str,
    results: &[(TestResult, TestDetail)],
) -> Result<PathBuf, String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let path = dir.join(format!("TEST-{class}.xml"));
    std::fs::write(&path, surefire_xml(class, results))
        .map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(path)
}

/// The counters JaCoCo's XML report has and Terrarium counts as JaCoCo does:
/// not INSTRUCTION and COMPLEXITY.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Counts {
    branch: Counter,
    line: Counter,
    method: Counter,
    class: Counter,
}

impl Counts {
    fn add(&mut self, o: &Counts) {
        for (a, b) in [
            (&mut self.branch, o.branch),
            (&mut self.line, o.line),
            (&mut self.method, o.method),
            (&mut self.class, o.class),
        ] {
            a.covered += b.covered;
            a.total += b.total;
        }
    }

    /// JaCoCo's `<counter>` elements, in its order, those with nothing to count left out as JaCoCo does.
    fn xml(&self, out: &mut String) {
        for (kind, c) in [
            ("BRANCH", self.branch),
            ("LINE", self.line),
            ("METHOD", self.method),
            ("CLASS", self.class),
        ] {
            if c.total > 0 {
                let _ = write!(
                    out,
                    "<counter type=\"{kind}\" missed=\"{}\" covered=\"{}\"/>",
                    c.total - c.covered,
                    c.covered
                );
            }
        }
    }
}

fn class_counts(c: &ClassCoverage) -> Counts {
    let methods = c.methods();
    Counts {
        branch: c.branches(),
        line: c.lines(),
        method: methods,
        class: Counter {
            covered: usize::from(methods.covered > 0),
            total: 1,
        },
    }
}

fn line_counter(lines: &BTreeMap<u32, LineCoverage>) -> Counter {
    Counter {
        covered: lines.values().filter(|l| l.covered).count(),
        total: lines.len(),
    }
}

/// A source file of a package: its lines (of all its classes) and counters.
#[derive(Default)]
struct SourceFile<'a> {
    lines: BTreeMap<u32, LineCoverage>,
    counts: Counts,
    classes: Vec<(&'a str, &'a ClassCoverage)>,
}

/// The measured classes by package (internal names), then by source file;
/// classes without code JaCoCo counts are left out, as JaCoCo does.
type Packages<'a> = BTreeMap<
    String,
    (
        Vec<(&'a str, &'a ClassCoverage)>,
        BTreeMap<String, SourceFile<'a>>,
    ),
>;

fn packages(classes: &[(String, ClassCoverage)]) -> Packages<'_> {
    let mut out: Packages = BTreeMap::new();
    let mut sorted: Vec<&(String, ClassCoverage)> = classes.iter().collect();
    sorted.sort_by(|a, b| a.0.cmp(&b.0));
    for (name, c) in sorted {
        if c.methods().total == 0 {
            continue;
        }
        let internal = name.as_str();
        let package = internal
            .replace('.', "/")
            .rsplit_once('/')
            .map_or(String::new(), |(p, _)| p.to_string());
        let entry = out.entry(package).or_default();
        entry.0.push((internal, c));
        if let Some(file) = c.source_file() {
            let f = entry.1.entry(file.to_string()).or_default();
            for l in c.line_coverage() {
                let merged = f.lines.entry(l.line).or_insert(LineCoverage {
                    line: l.line,
                    covered: false,
                    branches: Counter::default(),
                });
                merged.covered |= l.covered;
                merged.branches.covered += l.branches.covered;
                merged.branches.total += l.branches.total;
            }
            let mut counts = class_counts(c);
            counts.line = Counter::default();
            f.counts.add(&counts);
            f.classes.push((internal, c));
        }
    }
    for (_, files) in out.values_mut() {
        for f in files.values_mut() {
            f.counts.line = line_counter(&f.lines);
        }
    }
    out
}

/// JaCoCo's XML report (`report.dtd` 1.1) of `classes` (binary names and
/// what the tests covered), named `name`. `<line>`'s `mi`/`ci` say only
/// whether the line ran (0/1 or 1/0): Terrarium does not count JaCoCo's
/// instructions.
pub fn jacoco_xml(name: &str, classes: &[(String, ClassCoverage)]) -> String {
    let mut out = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\
         <!DOCTYPE report PUBLIC \"-//JACOCO//DTD Report 1.1//EN\" \"report.dtd\">",
    );
    let _ = write!(out, "<report name=\"{}\">", attr(name));
    let mut report = Counts::default();
    for (package, (members, files)) in packages(classes) {
        let _ = write!(out, "<package name=\"{}\">", attr(&package));
        let mut counts = Counts::default();
        for (class, c) in &members {
            let internal = class.replace('.', "/");
            let _ = write!(out, "<class name=\"{}\"", attr(&internal));
            if let Some(f) = c.source_file() {
                let _ = write!(out, " sourcefilename=\"{}\"", attr(f));
            }
            out.push('>');
            for m in c.method_coverage() {
                let _ = write!(
                    out,
                    "<method name=\"{}\" desc=\"{}\"",
                    attr(&m.name),
                    attr(&m.descriptor)
                );
                if let Some(l) = m.line {
                    let _ = write!(out, " line=\"{l}\"");
                }
                out.push('>');
                Counts {
                    branch: m.branches,
                    line: m.lines,
                    method: Counter {
                        covered: usize::from(m.covered),
                        total: 1,
                    },
                    class: Counter::default(),
                }
                .xml(&mut out);
                out.push_str("</method>");
            }
            let cc = class_counts(c);
            cc.xml(&mut out);
            out.push_str("</class>");
            if c.source_file().is_none() {
                counts.add(&cc);
            }
        }
        for (file, f) in &files {
            let _ = write!(out, "<sourcefile name=\"{}\">", attr(file));
            for l in f.lines.values() {
                let (mi, ci) = if l.covered { (0, 1) } else { (1, 0) };
                let _ = write!(
                    out,
                    "<line nr=\"{}\" mi=\"{mi}\" ci=\"{ci}\" mb=\"{}\" cb=\"{}\"/>",
                    l.line,
                    l.branches.total - l.branches.covered,
                    l.branches.covered
                );
            }
            f.counts.xml(&mut out);
            out.push_str("</sourcefile>");
            counts.add(&f.counts);
        }
        counts.xml(&mut out);
        out.push_str("</package>");
        report.add(&counts);
    }
    report.xml(&mut out);
    out.push_str("</report>");
    out
}

/// How a line is marked: JaCoCo's `fc` (fully covered), `pc` (partly: it
/// ran, some of its branches did not), `nc` (missed).
fn line_class(l: &LineCoverage) -> &'static str {
    if !l.covered {
        "nc"
    } else if l.branches.covered < l.branches.total {
        "pc"
    } else {
        "fc"
    }
}

const CSS: &str = "body{font-family:sans-serif;margin:1.5em}\
table.src{border-collapse:collapse;font-family:monospace;font-size:13px}\
table.src td{padding:0 .6em;white-space:pre;vertical-align:top}\
td.nr{color:#888;text-align:right;user-select:none}\
tr.fc td.code{background:#d7f5d7}tr.pc td.code{background:#fbf1bd}tr.nc td.code{background:#fbd2d2}\
table.sum{border-collapse:collapse}table.sum td,table.sum th{border:1px solid #ccc;padding:.2em .6em;text-align:right}\
table.sum td:first-child,table.sum th:first-child{text-align:left}\
.legend span{padding:0 .5em;margin-right:.5em}";

fn percent(c: &Counter) -> String {
    format!("{}/{} ({:.0}%)", c.covered, c.total, c.percent())
}

/// The source file `package/file` under one of `sources`.
fn find_source(sources: &[PathBuf], package: &str, file: &str) -> Option<(PathBuf, String)> {
    sources.iter().find_map(|dir| {
        let path = dir.join(package).join(file);
        let bytes = std::fs::read(&path).ok()?;
        Some((path, String::from_utf8_lossy(&bytes).into_owned()))
    })
}

/// The page of one source file: its lines, each marked as it was covered.
fn source_page(
    title: &str,
    counts: &Counts,
    source: &str,
    lines: &BTreeMap<u32, LineCoverage>,
) -> String {
    let mut out = format!(
        "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>{t}</title><style>{CSS}</style></head><body>\n\
         <p><a href=\"{up}index.html\">all classes</a></p><h1>{t}</h1>\n\
         <p>branches {}, lines {}, methods {}</p>\n\
         <p class=\"legend\"><span class=\"fc\" style=\"background:#d7f5d7\">covered</span>\
         <span style=\"background:#fbf1bd\">partly covered (branches missed)</span>\
         <span style=\"background:#fbd2d2\">missed</span></p>\n<table class=\"src\">\n",
        percent(&counts.branch),
        percent(&counts.line),
        percent(&counts.method),
        t = text(title),
        up = "../".repeat(title.matches('/').count()),
    );
    for (i, code) in source.lines().enumerate() {
        let nr = u32::try_from(i + 1).unwrap_or(u32::MAX);
        let (class, tip) = match lines.get(&nr) {
            None => ("", String::new()),
            Some(l) => {
                let missed = l.branches.total - l.branches.covered;
                let tip = match (l.branches.total, missed) {
                    (0, _) => String::new(),
                    (t, 0) => format!(" title=\"All {t} branches covered.\""),
                    (t, m) => format!(" title=\"{m} of {t} branches missed.\""),
                };
                (line_class(l), tip)
            }
        };
        let _ = writeln!(
            out,
            "<tr class=\"{class}\" id=\"L{nr}\"{tip}><td class=\"nr\">{nr}</td><td class=\"code\">{}</td></tr>",
            text(code)
        );
    }
    out.push_str("</table>\n</body></html>\n");
    out
}

/// Write the HTML report into `dir`: `index.html` (every class and its
/// counters) and per source file found under `sources` a page
/// `<package>/<File>.java.html` of its lines. The pages written.
pub fn write_html(
    dir: &Path,
    classes: &[(String, ClassCoverage)],
    sources: &[PathBuf],
) -> Result<Vec<PathBuf>, String> {
    let io = |p: &Path, e: std::io::Error| format!("{}: {e}", p.display());
    std::fs::create_dir_all(dir).map_err(|e| io(dir, e))?;
    let mut written = Vec::new();
    let mut rows = String::new();
    let mut total = Counts::default();
    for (package, (members, files)) in packages(classes) {
        let mut pages: BTreeMap<&str, String> = BTreeMap::new();
        for (file, f) in &files {
            let title = if package.is_empty() {
                file.clone()
            } else {
                format!("{package}/{file}")
            };
            let Some((_, source)) = find_source(sources, &package, file) else {
                continue;
            };
            let path = dir.join(format!("{title}.html"));
            if let Some(parent) = path.parent() {
                std::fs::create_dir_all(parent).map_err(|e| io(parent, e))?;
            }
            std::fs::write(&path, source_page(&title, &f.counts, &source, &f.lines))
                .map_err(|e| io(&path, e))?;
            written.push(path);
            for (class, _) in &f.classes {
                pages.insert(*class, format!("{title}.html"));
            }
        }
        for (class, c) in &members {
            let counts = class_counts(c);
            total.add(&counts);
            let name = match pages.get(class) {
                Some(page) => format!("<a href=\"{}\">{}</a>", attr(page), text(class)),
                None if c.source_file().is_some() => {
                    format!("{} (source not found under --sources)", text(class))
                }
                None => format!("{} (no source file recorded)", text(class)),
            };
            let _ = writeln!(
                rows,
                "<tr><td>{name}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
                percent(&counts.branch),
                percent(&counts.line),
                percent(&counts.method)
            );
        }
    }
    let index = format!(
        "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>Coverage</title><style>{CSS}</style></head><body>\n\
         <h1>Coverage</h1>\n<p>Counted as JaCoCo counts lines, branches and methods (measured by terrarium test).</p>\n\
         <table class=\"sum\">\n<tr><th>class</th><th>branches</th><th>lines</th><th>methods</th></tr>\n{rows}\
         <tr><th>total</th><th>{}</th><th>{}</th><th>{}</th></tr>\n</table>\n</body></html>\n",
        percent(&total.branch),
        percent(&total.line),
        percent(&total.method)
    );
    let path = dir.join("index.html");
    std::fs::write(&path, index).map_err(|e| io(&path, e))?;
    written.push(path);
    Ok(written)
}

/// Branch coverage of `classes` together, in percent (100 with no branches).
pub fn branch_percent(classes: &[(String, ClassCoverage)]) -> f64 {
    let mut c = Counter::default();
    for (_, cov) in classes {
        let b = cov.branches();
        c.covered += b.covered;
        c.total += b.total;
    }
    c.percent()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reasons_split_as_surefire_reports_them() {
        let p = problem(
            "java.lang.AssertionError: expected:<1> but was:<2> (at demo.FooTest.x(FooTest.java:12))",
        );
        assert!(!p.error);
        assert_eq!(p.kind, "java.lang.AssertionError");
        assert_eq!(p.message, "expected:<1> but was:<2>");
        assert_eq!(
            p.trace,
            "java.lang.AssertionError: expected:<1> but was:<2>\n\tat demo.FooTest.x(FooTest.java:12)\n"
        );
        let p =
            problem("java.lang.IllegalStateException: boom (at demo.FooTest.y(FooTest.java:3))");
        assert!(p.error);
        assert_eq!(p.kind, "java.lang.IllegalStateException");
        let p = problem("ran out of instructions (an endless loop? raise --fuel)");
        assert!(p.error);
        assert_eq!(p.kind, TERRARIUM_ERROR);
        assert_eq!(problem("java.lang.NullPointerException").message, "");
        assert!(!problem("Expected exception: java.io.IOException").error);
    }

    #[test]
    fn text_that_xml_cannot_hold_is_replaced() {
        assert_eq!(attr("a<b>\"&\n\u{1}"), "a&lt;b&gt;&quot;&amp;&#10;\u{FFFD}");
        assert_eq!(cdata("x]]>y"), "<![CDATA[x]]]]><![CDATA[>y]]>");
    }
}
