//! The host side of Terrarium: everything that touches the machine (files,
//! jars, the terminal). The core crates never do.
/// Exit status for a bad command line, class path or world file (every subcommand).
pub const EXIT_USAGE: u8 = 2;

pub mod api;
pub mod classpath;
pub mod generate;
pub mod jdk;
pub mod playground;
pub mod record;
pub mod reports;
pub mod run;
pub mod sandbox;
pub mod shake;
pub mod size;
pub mod test;
pub mod world;
