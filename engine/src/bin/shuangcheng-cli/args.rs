//! A small argument reader: positionals and `--name value` options, every one accounted for.

use shuangcheng_engine::{excerpt, GameKind};

/// Why a command stopped.
#[derive(Debug)]
pub enum CliError {
    /// An error for the user: printed as one line, exit code 2.
    User(String),
    /// Standard output was closed by its reader: exit quietly, code 0.
    OutputClosed,
}

impl CliError {
    pub fn user(message: impl Into<String>) -> CliError {
        CliError::User(message.into())
    }
}

pub struct Args {
    positionals: Vec<String>,
    options: Vec<(String, String)>,
}

/// Options that take no value (`match --times`).
const FLAGS: [&str; 3] = ["--times", "--progress", "--fair-start"];

impl Args {
    pub fn parse(argv: &[String]) -> Result<Args, CliError> {
        let mut positionals = Vec::new();
        let mut options = Vec::new();
        let mut it = argv.iter();
        while let Some(a) = it.next() {
            if FLAGS.contains(&a.as_str()) {
                options.push((a.clone(), String::new()));
            } else if let Some(name) = a.strip_prefix("--") {
                let value = it
                    .next()
                    .ok_or_else(|| CliError::user(format!("option --{} needs a value", excerpt(name))))?;
                options.push((a.clone(), value.clone()));
            } else {
                positionals.push(a.clone());
            }
        }
        Ok(Args { positionals, options })
    }

    /// The next positional argument, required.
    pub fn positional(&mut self, what: &str) -> Result<String, CliError> {
        if self.positionals.is_empty() {
            return Err(CliError::user(format!("missing {what}")));
        }
        Ok(self.positionals.remove(0))
    }

    pub fn game(&mut self) -> Result<GameKind, CliError> {
        self.positional("GAME")?.parse().map_err(|e| CliError::user(format!("{e}")))
    }

    pub fn rest_positionals(&mut self) -> Vec<String> {
        std::mem::take(&mut self.positionals)
    }

    /// An option's value, taken once.
    pub fn option(&mut self, name: &str) -> Option<String> {
        let i = self.options.iter().position(|(n, _)| n == name)?;
        Some(self.options.remove(i).1)
    }

    /// Whether an option was given (its value stays to be taken).
    pub fn option_given(&self, name: &str) -> bool {
        self.options.iter().any(|(n, _)| n == name)
    }

    /// Whether a flag (an option without value) was given, taken once.
    pub fn flag(&mut self, name: &str) -> bool {
        self.option(name).is_some()
    }

    pub fn required(&mut self, name: &str) -> Result<String, CliError> {
        self.option(name).ok_or_else(|| CliError::user(format!("missing option {name}")))
    }

    /// Fails on anything not consumed, so a typo is never silently ignored.
    pub fn finish(&self) -> Result<(), CliError> {
        if let Some((name, _)) = self.options.first() {
            return Err(CliError::user(format!("unknown or repeated option {}", excerpt(name))));
        }
        if let Some(p) = self.positionals.first() {
            return Err(CliError::user(format!("unexpected argument '{}'", excerpt(p))));
        }
        Ok(())
    }
}

/// A level given by id or 1-based number, resolved against the game's levels.
pub fn level_index(kind: GameKind, name: &str) -> Result<usize, CliError> {
    let game = shuangcheng_engine::new_game(kind, None).map_err(|e| CliError::user(e.to_string()))?;
    let levels = game.ai_levels();
    shuangcheng_engine::ai::find_level(levels, name).ok_or_else(|| {
        let ids: Vec<&str> = levels.iter().map(|l| l.id).collect();
        CliError::user(format!(
            "unknown level '{}' for {kind}: expected one of {} or 1-{}",
            excerpt(name),
            ids.join(", "),
            ids.len()
        ))
    })
}

/// A whole number option with a default.
pub fn number(args: &mut Args, name: &str, default: u64) -> Result<u64, CliError> {
    match args.option(name) {
        None => Ok(default),
        Some(v) => v
            .parse()
            .map_err(|_| CliError::user(format!("bad {name} '{}': expected a whole number", excerpt(&v)))),
    }
}
