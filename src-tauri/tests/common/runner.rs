//! A small test runner for test binaries that re-run themselves as child processes
//! (`harness = false`). It reads libtest's command line as `cargo test` passes it: a filter,
//! `--exact`, `--skip`, `--list`, and options with values (`--test-threads 1`,
//! `--format=terse`, …), whose values are never taken for a filter. The tests run one after
//! another whatever `--test-threads` says: each starts processes of its own.

use std::time::Instant;

pub type Test = (&'static str, fn());

/// libtest's options that take a value, as `--name value` or `--name=value`.
const WITH_VALUE: [&str; 7] =
    ["--test-threads", "--format", "--color", "--logfile", "--skip", "-Z", "--shuffle-seed"];

/// What the command line chose.
#[derive(Debug, Default, PartialEq)]
pub struct Choice {
    pub filters: Vec<String>,
    pub skip: Vec<String>,
    pub exact: bool,
    pub list: bool,
}

impl Choice {
    pub fn parse(args: &[String]) -> Choice {
        let mut choice = Choice::default();
        let mut it = args.iter();
        while let Some(a) = it.next() {
            let name = a.split('=').next().unwrap_or(a);
            if WITH_VALUE.contains(&name) {
                let value = if a.contains('=') {
                    a.split_once('=').map(|(_, v)| v.to_string())
                } else {
                    it.next().cloned()
                };
                if name == "--skip" {
                    choice.skip.extend(value);
                }
            } else if a == "--exact" {
                choice.exact = true;
            } else if a == "--list" {
                choice.list = true;
            } else if !a.starts_with('-') {
                choice.filters.push(a.clone());
            }
        }
        choice
    }

    pub fn runs(&self, name: &str) -> bool {
        let matches = |f: &String| if self.exact { name == f } else { name.contains(f.as_str()) };
        (self.filters.is_empty() || self.filters.iter().any(matches)) && !self.skip.iter().any(matches)
    }
}

/// Runs the chosen tests and exits: code 1 if any failed.
pub fn run(tests: &[Test], args: &[String]) -> ! {
    let choice = Choice::parse(args);
    let chosen: Vec<&Test> = tests.iter().filter(|(name, _)| choice.runs(name)).collect();
    if choice.list {
        for (name, _) in &chosen {
            println!("{name}: test");
        }
        std::process::exit(0);
    }
    let start = Instant::now();
    println!("\nrunning {} tests", chosen.len());
    let mut failed = 0;
    for (name, test) in &chosen {
        let ok = std::panic::catch_unwind(test).is_ok();
        failed += usize::from(!ok);
        println!("test {name} ... {}", if ok { "ok" } else { "FAILED" });
    }
    let result = if failed == 0 { "ok" } else { "FAILED" };
    println!(
        "\ntest result: {result}. {} passed; {failed} failed; 0 ignored; 0 measured; {} filtered out; finished in {:.2}s\n",
        chosen.len() - failed,
        tests.len() - chosen.len(),
        start.elapsed().as_secs_f64()
    );
    std::process::exit(i32::from(failed > 0));
}

/// The command lines `cargo test` passes, and what each chooses (checked by the runner's own
/// first test in `processes.rs`).
pub fn check_parsing() {
    let parse = |line: &str| Choice::parse(&line.split_whitespace().map(String::from).collect::<Vec<_>>());
    assert_eq!(parse("--test-threads 1"), Choice::default(), "a value is not a filter");
    assert_eq!(parse("--test-threads=2 --nocapture"), Choice::default());
    let c = parse("crash --format terse --skip second -q");
    assert_eq!((c.filters, c.skip), (vec!["crash".to_string()], vec!["second".to_string()]));
    let c = parse("--exact a_b");
    assert!(c.runs("a_b") && !c.runs("a_b_c"));
    assert!(parse("").runs("anything"));
}
