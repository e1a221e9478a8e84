//! Terrarium's class library: the embedded class files compiled from `java/`
//! and the Rust natives they declare (see NATIVES.md for the contract).
pub mod env;
pub mod float_text;
pub mod natives;
pub mod world;

use interp::ClassSource;

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/classes.rs"));
}

pub use env::Env;
pub use world::World;

/// The library's classes, as a class source for the VM.
pub struct LibrarySource;

impl LibrarySource {
    /// Internal names of every class the library provides, sorted.
    pub fn class_names() -> impl Iterator<Item = &'static str> {
        embedded::CLASSES.iter().map(|(n, _)| *n)
    }
    pub fn bytes(name: &str) -> Option<&'static [u8]> {
        lookup(embedded::CLASSES, name)
    }
}

impl ClassSource for LibrarySource {
    fn find(&mut self, internal_name: &str) -> Option<(Vec<u8>, String)> {
        Self::bytes(internal_name).map(|b| {
            (
                b.to_vec(),
                format!("terrarium library: {internal_name}.class"),
            )
        })
    }
    fn describe(&self) -> String {
        "<terrarium class library>".into()
    }
    fn class_names(&self) -> Vec<String> {
        Self::class_names().map(str::to_string).collect()
    }
}

/// The classes Terrarium gives to tests (`support/`): the JUnit 4 and
/// Jupiter API that `terrarium test` runs against, and `terrarium.World`.
/// Consulted after the application class path, so a JUnit on the class path wins.
pub struct SupportSource;

impl SupportSource {
    /// (internal name, class file bytes) of every support class, sorted.
    pub fn classes() -> &'static [(&'static str, &'static [u8])] {
        embedded::SUPPORT
    }
    pub fn bytes(name: &str) -> Option<&'static [u8]> {
        lookup(embedded::SUPPORT, name)
    }
}

impl ClassSource for SupportSource {
    fn find(&mut self, internal_name: &str) -> Option<(Vec<u8>, String)> {
        Self::bytes(internal_name).map(|b| {
            (
                b.to_vec(),
                format!("terrarium test support: {internal_name}.class"),
            )
        })
    }
    fn describe(&self) -> String {
        "<terrarium test support>".into()
    }
}

fn lookup(table: &'static [(&'static str, &'static [u8])], name: &str) -> Option<&'static [u8]> {
    table
        .binary_search_by(|(n, _)| (*n).cmp(name))
        .ok()
        .and_then(|i| table.get(i))
        .map(|(_, b)| *b)
}

/// All natives of the library. A native declared twice keeps its first
/// function (`tests/natives.rs` requires none).
pub fn natives() -> interp::Natives {
    let mut n = interp::Natives::new();
    let _twice = natives::register_all(&mut n);
    n
}

/// The Java source of `terrarium.World`, the world API of generated tests
/// (what `terrarium api` writes next to its class file).
pub const WORLD_API_SOURCE: &str = include_str!("../support/terrarium/World.java");

/// The sources of the world API's classes (package `terrarium`), by file
/// name: `World`, the natives behind it and the JUnit 4 category of world tests.
pub const WORLD_API_SOURCES: &[(&str, &str)] = &[
    ("World.java", WORLD_API_SOURCE),
    (
        "WorldNative.java",
        include_str!("../support/terrarium/WorldNative.java"),
    ),
    (
        "WorldTests.java",
        include_str!("../support/terrarium/WorldTests.java"),
    ),
];
