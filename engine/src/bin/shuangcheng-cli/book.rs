//! Books of balanced openings, as fishtest's: `openings GAME --plies P --depth D --bound B
//! --count N [--seed S] [--progress]` draws random openings of P plies
//! ([`random_opening`]) and keeps the first N, each position once, whose value for the side
//! to move by the master's search D plies deep (turns in Generals; `AnyGame::searched_value`)
//! lies within ±B on the review's scale (a sure win 1). `match` and `sprt` play from one with
//! `--openings FILE` ([`crate::openings`]).
//!
//! A book is text: its first line the command that wrote it (so it names its game, and says
//! how to write it again), then one opening per line, its value and its actions separated by
//! `;` (a Generals action holds a space, a Twin Cities exchange a comma); lines starting with
//! `#` are comments. A book is checked whole when read: every opening plays from the start.

use std::collections::HashSet;
use std::io::Write;

use shuangcheng_engine::{excerpt, new_game, AnyGame, GameKind};

use crate::args::{number, Args, CliError};
use crate::output::Output;
use crate::random_opening::random_opening;

/// What the `openings` command was asked for.
struct Spec {
    kind: GameKind,
    plies: u64,
    depth: u32,
    bound: f32,
    count: u64,
    seed: u64,
}

impl Spec {
    fn from_args(args: &mut Args) -> Result<Spec, CliError> {
        let kind = args.game()?;
        let plies = bounded(args, "--plies", 1..=40)?;
        let depth = bounded(args, "--depth", 1..=20)? as u32;
        let bound = args.required("--bound")?;
        let bound = bound.parse::<f32>().ok().filter(|b| *b > 0.0 && *b < 1.0).ok_or_else(|| {
            CliError::user(format!("bad --bound '{}': expected a value between 0 and 1", excerpt(&bound)))
        })?;
        let count = bounded(args, "--count", 1..=100_000)?;
        let seed = number(args, "--seed", 1)?;
        Ok(Spec { kind, plies, depth, bound, count, seed })
    }

    /// The command that writes this book: its first line.
    fn command(&self) -> String {
        let Spec { kind, plies, depth, bound, count, seed } = self;
        format!(
            "shuangcheng-cli openings {} --plies {plies} --depth {depth} --bound {bound} --count {count} --seed {seed}",
            kind.id()
        )
    }
}

/// A required whole number option within `range`.
fn bounded(args: &mut Args, name: &str, range: std::ops::RangeInclusive<u64>) -> Result<u64, CliError> {
    if !args.option_given(name) {
        return Err(CliError::user(format!("missing option {name}")));
    }
    let n = number(args, name, 0)?;
    if !range.contains(&n) {
        return Err(CliError::user(format!(
            "bad {name} {n}: expected a number from {} to {}",
            range.start(),
            range.end()
        )));
    }
    Ok(n)
}

/// One opening of a book: its value for the side to move after it, and its actions.
#[derive(Clone, Debug, PartialEq)]
struct Opening {
    value: f32,
    actions: Vec<String>,
}

impl Opening {
    fn to_line(&self) -> String {
        format!("{:+.3} {}", self.value, self.actions.join("; "))
    }

    fn from_line(line: &str) -> Option<Opening> {
        let (value, actions) = line.split_once(' ')?;
        let value = value.parse().ok()?;
        Some(Opening { value, actions: actions.split(';').map(|a| a.trim().to_string()).collect() })
    }
}

/// `openings`: writes a book on standard output, with a last comment line counting the
/// openings tried.
pub fn run(args: &mut Args, out: &mut Output) -> Result<(), CliError> {
    let spec = Spec::from_args(args)?;
    let progress = args.flag("--progress");
    args.finish()?;
    out.line(spec.command())?;
    out.line("# each line: the opening's value for the side to move (-1 to 1), then its actions")?;
    let mut kept = 0;
    let tried = generate(&spec, |opening| {
        out.line(opening.to_line())?;
        kept += 1;
        if progress && kept % 100 == 0 {
            // Progress is a courtesy: a closed stderr must not stop the command.
            let _ = writeln!(std::io::stderr().lock(), "{kept} of {} openings kept", spec.count);
        }
        Ok(())
    })?;
    out.line(format!("# {} openings kept of {tried} tried", spec.count))
}

/// Draws openings and gives `keep` the balanced ones, each position once, until it has had
/// `spec.count`; returns how many were drawn.
fn generate(spec: &Spec, mut keep: impl FnMut(&Opening) -> Result<(), CliError>) -> Result<u64, CliError> {
    let (mut kept, mut tried) = (0, 0);
    let mut seen = HashSet::new();
    while kept < spec.count {
        if tried >= spec.count.saturating_mul(1000) {
            return Err(CliError::user(format!(
                "only {kept} of {tried} openings were within ±{} at depth {}",
                spec.bound, spec.depth
            )));
        }
        let game =
            random_opening(spec.kind, spec.plies, spec.seed.wrapping_mul(1_000_003).wrapping_add(tried))?;
        tried += 1;
        if !seen.insert(game.position()) {
            continue;
        }
        if let Some(value) = balanced(&game, spec.depth, spec.bound)? {
            keep(&Opening { value, actions: game.history() })?;
            kept += 1;
        }
    }
    Ok(tried)
}

/// The value of the opening `game` for the side to move if it is within ±`bound`.
fn balanced(game: &AnyGame, depth: u32, bound: f32) -> Result<Option<f32>, CliError> {
    let value = game.searched_value(depth).ok_or_else(|| {
        CliError::user(format!("{} has no searched value for {}", game.kind(), game.position()))
    })?;
    Ok((value.abs() <= bound).then_some(value))
}

/// A book read for a match: its openings, and where it came from.
pub struct Book {
    path: String,
    kind: GameKind,
    openings: Vec<Vec<String>>,
    /// The file's FNV-1a hash: a `--record` file names the book its games came from.
    hash: u64,
}

impl Book {
    pub fn read(path: &str, kind: GameKind) -> Result<Book, CliError> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| CliError::user(format!("cannot read the openings '{}': {e}", excerpt(path))))?;
        Book::parse(&text, path, kind)
    }

    /// The book of `text`, read from `path`, checked whole for `kind`.
    fn parse(text: &str, path: &str, kind: GameKind) -> Result<Book, CliError> {
        let error = |what: String| CliError::user(format!("the openings '{}' {what}", excerpt(path)));
        let mut lines = text.lines().enumerate();
        let header = lines.next().map_or("", |(_, l)| l);
        let prefix = "shuangcheng-cli openings ";
        let Some(game) = header.strip_prefix(prefix).and_then(|rest| rest.split(' ').next()) else {
            return Err(error(format!("are not a book: the first line should start with '{prefix}'")));
        };
        if game != kind.id() {
            return Err(error(format!("are a book of {}, not {kind}", excerpt(game))));
        }
        let mut book = Book { path: path.to_string(), kind, openings: Vec::new(), hash: fnv1a(text) };
        for (n, line) in lines.filter(|(_, l)| !l.is_empty() && !l.starts_with('#')) {
            let opening = Opening::from_line(line)
                .ok_or_else(|| error(format!("have a bad line {}: '{}'", n + 1, excerpt(line))))?;
            book.openings.push(opening.actions);
            if let Err(CliError::User(e)) = book.game(book.openings.len() as u64 - 1) {
                return Err(error(format!("line {}: {e}", n + 1)));
            }
        }
        if book.openings.is_empty() {
            return Err(error("hold no opening".into()));
        }
        Ok(book)
    }

    /// The game after opening `n` (counted round the book).
    pub fn game(&self, n: u64) -> Result<AnyGame, CliError> {
        let actions = &self.openings[(n % self.openings.len() as u64) as usize];
        let mut game = new_game(self.kind, None).map_err(|e| CliError::user(e.to_string()))?;
        for a in actions {
            game.play(a).map_err(|e| CliError::user(format!("{e} in {}", game.position())))?;
        }
        if game.outcome().is_some() {
            return Err(CliError::user(format!("the game is over after '{}'", excerpt(&actions.join("; ")))));
        }
        Ok(game)
    }

    /// The book as a `--record` file's settings word.
    pub fn settings(&self) -> String {
        format!("{}#{:016x}", self.path, self.hash)
    }

    /// The book as the report names it.
    pub fn describe(&self) -> String {
        format!("{} ({} openings)", self.path, self.openings.len())
    }
}

/// The 64-bit FNV-1a hash: the same in every build, unlike the standard library's.
fn fnv1a(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ b as u64).wrapping_mul(0x0100_0000_01b3))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(kind: GameKind, plies: u64, depth: u32, bound: f32, count: u64) -> Spec {
        Spec { kind, plies, depth, bound, count, seed: 1 }
    }

    /// The openings the generator keeps for `spec`, and how many it drew.
    fn generated(spec: &Spec) -> (Vec<Opening>, u64) {
        let mut kept = Vec::new();
        let tried = generate(spec, |o| {
            kept.push(o.clone());
            Ok(())
        })
        .unwrap();
        (kept, tried)
    }

    /// The game after `opening`, played from the start.
    fn played(kind: GameKind, opening: &Opening) -> AnyGame {
        let mut game = new_game(kind, None).unwrap();
        opening.actions.iter().for_each(|a| drop(game.play(a).unwrap()));
        game
    }

    #[test]
    fn z9_a_balanced_zhili_opening_is_a_drawn_one() {
        // Zhili is solved: a won or lost opening is worth ±1, beyond any bound below 1.
        let spec = spec(GameKind::Zhili, 4, 1, 0.5, 20);
        let (kept, tried) = generated(&spec);
        assert_eq!(kept.len(), 20);
        assert!(tried > 20, "some openings drawn were won or lost, and left out");
        for opening in &kept {
            let game = played(GameKind::Zhili, opening);
            assert_eq!(game.verdict().map(|v| v.to_string()), Some("draw".into()), "{opening:?}");
        }
    }

    #[test]
    fn every_kept_opening_is_within_the_bound_by_a_search_of_its_own() {
        // Generals' openings are whole turns, its depth is in turns.
        for (kind, plies, depth, bound) in
            [(GameKind::TwinCities, 4, 2, 0.2), (GameKind::Generals, 2, 2, 0.005)]
        {
            let spec = spec(kind, plies, depth, bound, 3);
            let (kept, tried) = generated(&spec);
            assert!(tried > 3, "{kind}: some openings drawn were left out, so the bound bit");
            let mut positions = HashSet::new();
            for opening in &kept {
                let game = played(kind, opening);
                assert!(game.outcome().is_none() && game.at_turn_boundary(), "{kind}: {opening:?}");
                assert!(positions.insert(game.position()), "{kind}: each position once");
                let value = game.searched_value(depth).unwrap();
                assert!(value.abs() <= bound, "{kind}: {value} for {}", game.position());
                assert_eq!(value, opening.value, "{kind}: the value written is the value");
            }
        }
    }

    #[test]
    fn a_book_reads_back_what_the_generator_wrote_and_only_for_its_game() {
        let spec = spec(GameKind::TwinCities, 4, 2, 0.2, 3);
        let (kept, _) = generated(&spec);
        let lines: Vec<String> = kept.iter().map(Opening::to_line).collect();
        let text = format!("{}\n# a comment\n{}\n", spec.command(), lines.join("\n"));
        let book = Book::parse(&text, "tc.txt", GameKind::TwinCities).unwrap();
        assert_eq!(book.openings, kept.iter().map(|o| o.actions.clone()).collect::<Vec<_>>());
        assert_eq!(book.game(4).unwrap().history(), kept[1].actions, "counted round the book");
        assert_eq!(Opening::from_line(&lines[0]).map(|o| o.to_line()), Some(lines[0].clone()));
        let refused = |text: &str, kind: GameKind| match Book::parse(text, "b.txt", kind) {
            Err(CliError::User(e)) => e,
            _ => panic!("{text} read as a book of {kind}"),
        };
        assert!(refused(&text, GameKind::Generals).contains("are a book of twin-cities, not generals"));
        // Nothing stands on a1 at the start.
        let damaged = text.replace(&kept[1].actions[0], "a1a2");
        assert!(refused(&damaged, GameKind::TwinCities).contains("line 4: illegal action 'a1a2'"));
        assert!(refused(&lines.join("\n"), GameKind::TwinCities).contains("are not a book"));
        assert!(refused(&spec.command(), GameKind::TwinCities).contains("hold no opening"));
    }
}
