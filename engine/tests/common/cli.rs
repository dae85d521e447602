//! The `shuangcheng-cli` binary run with arguments, and its contract for a user error.

use std::process::{Command, Output};

pub fn cli(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_shuangcheng-cli")).args(args).output().expect("the binary runs")
}

/// A user error: exit code 2, nothing on stdout, one line on stderr, no panic trace.
pub fn fails(args: &[&str], reason: &str) {
    let out = cli(args);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert!(out.stdout.is_empty(), "{args:?} printed on stdout");
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    assert!(err.contains(reason), "{args:?}: {err}");
    assert!(!err.contains("panicked"), "{args:?}: {err}");
}
