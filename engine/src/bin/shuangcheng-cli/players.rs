//! The two players of `match` and `sprt`: a level, and optionally a budget, a Twin Cities
//! master's weights (`--weights-a FILE|tuned|legacy`) or its depth limit (`--depth-a N`), so a
//! change can be played against the version before it. Also the random openings of a match.

use std::time::Duration;

use shuangcheng_engine::ai::SearchLimits;
use shuangcheng_engine::rng::Rng;
use shuangcheng_engine::twin_cities::ai::eval::{feature, Weights};
use shuangcheng_engine::twin_cities::ai::master::Master;
use shuangcheng_engine::twin_cities::TwinCities;
use shuangcheng_engine::{excerpt, new_game, AnyAi, AnyGame, GameKind};

use crate::args::{level_index, number, Args, CliError};

/// One side of a match, as the options gave it.
#[derive(Clone, Debug)]
pub struct Player {
    pub name: String,
    pub level: usize,
    pub budget: Option<Duration>,
    weights: Option<Weights>,
    depth: Option<i32>,
}

impl Player {
    /// Player `a` or `b` from `--a LEVEL` and its optional `--budget-a`, `--weights-a`,
    /// `--depth-a`.
    pub fn from_args(args: &mut Args, kind: GameKind, which: &str) -> Result<Player, CliError> {
        let name = args.required(&format!("--{which}"))?;
        let level = level_index(kind, &name)?;
        let budget = budget_option(args, &format!("--budget-{which}"))?;
        let weights = args.option(&format!("--weights-{which}")).map(|w| read_weights(&w)).transpose()?;
        let depth = match args.option(&format!("--depth-{which}")) {
            None => None,
            Some(d) => Some(d.parse::<i32>().ok().filter(|d| (1..=64).contains(d)).ok_or_else(|| {
                CliError::user(format!(
                    "bad --depth-{which} '{}': expected a depth from 1 to 64",
                    excerpt(&d)
                ))
            })?),
        };
        let master = level + 1 == new_game(kind, None).map_or(0, |g| g.ai_levels().len());
        if (weights.is_some() || depth.is_some()) && !(kind == GameKind::TwinCities && master) {
            return Err(CliError::user(format!(
                "--weights-{which} and --depth-{which} are for the twin-cities master only"
            )));
        }
        Ok(Player { name, level, budget, weights, depth })
    }

    /// This player's AI for `game`, seeded.
    pub fn new_ai(&self, game: &AnyGame, seed: u64) -> Result<AnyAi, CliError> {
        if self.weights.is_none() && self.depth.is_none() {
            return game.new_ai(self.level, seed).ok_or_else(|| CliError::user("no such level"));
        }
        let budget = self.budget.unwrap_or(game.ai_levels()[self.level].budget);
        let mut master = Master::new(self.weights.unwrap_or(Weights::TUNED), budget);
        if let Some(d) = self.depth {
            master = master.with_max_depth(d);
        }
        Ok(AnyAi::new::<TwinCities>(Box::new(master)))
    }

    /// The budget per move (per turn in Generals): the option's, or the level's.
    pub fn budget_in(&self, game: &AnyGame) -> Duration {
        self.budget.unwrap_or(game.ai_levels()[self.level].budget)
    }
}

/// A budget in milliseconds, if given.
fn budget_option(args: &mut Args, name: &str) -> Result<Option<Duration>, CliError> {
    match args.option(name) {
        None => Ok(None),
        Some(v) => v
            .parse::<u64>()
            .ok()
            .filter(|&ms| (1..=600_000).contains(&ms))
            .map(|ms| Some(Duration::from_millis(ms)))
            .ok_or_else(|| {
                CliError::user(format!(
                    "bad {name} '{}': expected milliseconds from 1 to 600000",
                    excerpt(&v)
                ))
            }),
    }
}

/// Weights by name (`tuned`, the master's; `legacy`, the lower levels') or from a file of
/// whole numbers, one per feature in the order of `feature::NAMES` (separated by spaces,
/// commas or newlines; `#` starts a comment).
fn read_weights(source: &str) -> Result<Weights, CliError> {
    match source {
        "tuned" => return Ok(Weights::TUNED),
        "legacy" => return Ok(Weights::LEGACY),
        _ => {}
    }
    let text = std::fs::read_to_string(source)
        .map_err(|e| CliError::user(format!("cannot read weights '{}': {e}", excerpt(source))))?;
    let numbers: Vec<&str> = text
        .lines()
        .map(|l| l.split('#').next().unwrap_or(""))
        .flat_map(|l| l.split(|c: char| c.is_whitespace() || c == ','))
        .filter(|w| !w.is_empty())
        .collect();
    if numbers.len() != feature::COUNT {
        return Err(CliError::user(format!(
            "weights '{}' has {} numbers: expected {}",
            excerpt(source),
            numbers.len(),
            feature::COUNT
        )));
    }
    let mut w = [0; feature::COUNT];
    for (slot, n) in w.iter_mut().zip(numbers) {
        *slot = n.parse().map_err(|_| {
            CliError::user(format!("weights '{}': '{}' is not a whole number", excerpt(source), excerpt(n)))
        })?;
    }
    Ok(Weights(w))
}

/// The start of a game pair: `plies` random plies from the start position (whole turns in
/// Generals, each played by the beginner level, which picks a random general, mode and
/// actions). An opening that ends the game is drawn again.
pub fn random_opening(kind: GameKind, plies: u64, seed: u64) -> Result<AnyGame, CliError> {
    let mut rng = Rng::new(seed);
    for _ in 0..1000 {
        let mut game = new_game(kind, None).map_err(|e| CliError::user(e.to_string()))?;
        let mut random_turns = game.new_ai(0, rng.next_u64()).ok_or_else(|| CliError::user("no level"))?;
        for _ in 0..plies {
            if game.outcome().is_some() {
                break;
            }
            if kind == GameKind::Generals {
                while game.outcome().is_none() {
                    let a = random_turns
                        .choose(&game, &SearchLimits::default())
                        .ok_or_else(|| CliError::user("the beginner found no action in an opening"))?;
                    play(&mut game, &a)?;
                    if game.at_turn_boundary() {
                        break;
                    }
                }
            } else {
                let legal = game.legal_actions();
                let a = rng.pick(&legal).map(|a| a.text.clone()).unwrap_or_default();
                play(&mut game, &a)?;
            }
        }
        if game.outcome().is_none() {
            return Ok(game);
        }
    }
    Err(CliError::user(format!("no opening of {plies} plies left the game open in 1000 tries")))
}

fn play(game: &mut AnyGame, action: &str) -> Result<(), CliError> {
    game.play(action).map(|_| ()).map_err(|e| CliError::user(format!("opening: {e} in {}", game.position())))
}

/// `--openings N`: the plies of each pair's random opening, if given.
pub fn openings_option(args: &mut Args) -> Result<Option<u64>, CliError> {
    if args.option_given("--openings") {
        let n = number(args, "--openings", 0)?;
        if !(1..=40).contains(&n) {
            return Err(CliError::user(format!("bad --openings {n}: expected plies from 1 to 40")));
        }
        return Ok(Some(n));
    }
    Ok(None)
}
