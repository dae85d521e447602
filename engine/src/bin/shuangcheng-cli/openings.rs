//! Where the game pairs of `match` and `sprt` start (`--openings PLIES|start|FILE`): games 2k
//! and 2k + 1 start from the same opening, a playing first in the even one. A random opening
//! of PLIES plies (whole turns where a turn is several actions), drawn from the match's seed;
//! the start position itself, for what the first move is worth; or an opening of a book of
//! balanced ones ([`crate::book`]), the same for every build and every run. `--fair-start`
//! starts from the game's fair start instead of its start (Twin Cities' swap rule, T14).

use shuangcheng_engine::{excerpt, new_game, AnyGame, FairStart, GameKind};

use crate::args::{Args, CliError};
use crate::book::Book;
use crate::random_opening::random_opening;

/// The openings of a match's pairs.
pub enum Openings {
    Random(u64),
    Start,
    Book(Book),
}

impl Openings {
    /// `--openings PLIES|start|FILE`, if given: a number is plies, `start` the start position,
    /// anything else a book of `kind`'s openings (a file whose name starts with a digit or a
    /// sign is written `./…`).
    pub fn from_args(args: &mut Args, kind: GameKind) -> Result<Option<Openings>, CliError> {
        let Some(value) = args.option("--openings") else {
            return Ok(None);
        };
        if value == "start" {
            return Ok(Some(Openings::Start));
        }
        if !value.starts_with(|c: char| c.is_ascii_digit() || c == '-' || c == '+') && !value.is_empty() {
            return Ok(Some(Openings::Book(Book::read(&value, kind)?)));
        }
        let n = value.parse::<u64>().map_err(|_| {
            CliError::user(format!("bad --openings '{}': expected a whole number", excerpt(&value)))
        })?;
        if !(1..=40).contains(&n) {
            return Err(CliError::user(format!("bad --openings {n}: expected plies from 1 to 40")));
        }
        Ok(Some(Openings::Random(n)))
    }

    /// The game pair number `pair` starts from, in a match with `seed`; `start` is the start
    /// position when it is not the game's own (the fair start).
    pub fn game(
        &self,
        kind: GameKind,
        start: Option<&str>,
        seed: u64,
        pair: u64,
    ) -> Result<AnyGame, CliError> {
        match self {
            Openings::Random(plies) => {
                random_opening(kind, *plies, seed.wrapping_mul(7_919).wrapping_add(pair))
            }
            Openings::Start => new_game(kind, start).map_err(|e| CliError::user(e.to_string())),
            Openings::Book(book) => book.game(seed.wrapping_mul(7_919).wrapping_add(pair)),
        }
    }

    /// The openings as a `--record` file's settings word: two matches with the same word start
    /// their pairs alike.
    pub fn settings(&self) -> String {
        match self {
            Openings::Random(plies) => plies.to_string(),
            Openings::Start => "start".into(),
            Openings::Book(book) => book.settings(),
        }
    }

    /// The openings as the report names them.
    pub fn describe(&self) -> String {
        match self {
            Openings::Random(plies) => format!("{plies} plies"),
            Openings::Start => "the start position".into(),
            Openings::Book(book) => book.describe(),
        }
    }
}

/// `--fair-start`, if given: the game's fair start. Only from the start (no `--openings`, or
/// `--openings start`): the plies of an opening would play past what the option changes.
pub fn fair_start_option(
    args: &mut Args,
    kind: GameKind,
    openings: Option<&Openings>,
) -> Result<Option<FairStart>, CliError> {
    if !args.flag("--fair-start") {
        return Ok(None);
    }
    let fair = kind.info().fair_start.ok_or_else(|| CliError::user(format!("{kind} has no fair start")))?;
    if matches!(openings, Some(Openings::Random(_) | Openings::Book(_))) {
        return Err(CliError::user("--fair-start plays from the start: give --openings start or none"));
    }
    Ok(Some(fair))
}
