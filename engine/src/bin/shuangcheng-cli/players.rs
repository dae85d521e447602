//! The two players of `match` and `sprt`: a level, and optionally a budget, a master's weights
//! (`--weights-a FILE|tuned|legacy`) or its depth limit (`--depth-a N`), so a change can be
//! played against the version before it, or another build of the CLI (`--engine-a PATH`, run
//! as `PATH serve …`: [`crate::mover`]). `serve`'s one player comes from the same options
//! without the suffix (`--level`, `--weights`, `--depth`), built the same way. Which games'
//! masters take weights, and their weights' names, are the engine's
//! (`AiPlayers::weight_names`).

use std::time::Duration;

use shuangcheng_engine::ai::Score;
use shuangcheng_engine::{excerpt, new_game, AnyAi, AnyGame, GameKind};

use crate::args::{level_index, Args, CliError};

/// One side of a match (or `serve`'s player), as the options gave it.
#[derive(Clone, Debug)]
pub struct Player {
    pub name: String,
    pub level: usize,
    pub budget: Option<Duration>,
    weights: Option<Vec<Score>>,
    /// The `--weights` option as given (a file or a name), for an external engine.
    weights_source: Option<String>,
    depth: Option<i32>,
    /// `--engine-a PATH`: another build of the CLI plays this side.
    pub engine: Option<String>,
}

impl Player {
    /// Player `a` (`suffix` "-a") from `--a LEVEL` and its optional `--budget-a`,
    /// `--weights-a`, `--depth-a` and `--engine-a` (and so for "-b"); `serve`'s player
    /// (`suffix` "") from `--level LEVEL`, `--weights` and `--depth` (its budget is each
    /// `go`'s, and it is the engine).
    pub fn from_args(args: &mut Args, kind: GameKind, suffix: &str) -> Result<Player, CliError> {
        let side = suffix.strip_prefix('-');
        let level_option = side.map_or_else(|| "--level".to_string(), |w| format!("--{w}"));
        let name = args.required(&level_option)?;
        let level = level_index(kind, &name)?;
        let (budget, engine) = match side {
            Some(_) => (
                budget_option(args, &format!("--budget{suffix}"))?,
                args.option(&format!("--engine{suffix}")),
            ),
            None => (None, None),
        };
        let weights_source = args.option(&format!("--weights{suffix}"));
        let depth = args.option(&format!("--depth{suffix}"));
        let mut player =
            Player { name, level, budget, weights: None, weights_source: None, depth: None, engine };
        if weights_source.is_none() && depth.is_none() {
            return Ok(player);
        }
        let game = new_game(kind, None).map_err(|e| CliError::user(e.to_string()))?;
        let master = level + 1 == game.ai_levels().len();
        if !master || game.master_weight_names().is_empty() {
            return Err(CliError::user(format!(
                "--weights{suffix} and --depth{suffix} are for the {} master only",
                tunable_games()
            )));
        }
        player.weights = weights_source.as_deref().map(|w| read_weights(&game, w)).transpose()?;
        player.weights_source = weights_source;
        player.depth = match depth {
            None => None,
            Some(d) => Some(d.parse::<i32>().ok().filter(|d| (1..=64).contains(d)).ok_or_else(|| {
                CliError::user(format!(
                    "bad --depth{suffix} '{}': expected a depth from 1 to 64",
                    excerpt(&d)
                ))
            })?),
        };
        Ok(player)
    }

    /// This player's AI for `game`, seeded.
    pub fn new_ai(&self, game: &AnyGame, seed: u64) -> Result<AnyAi, CliError> {
        if self.weights.is_none() && self.depth.is_none() {
            return game.new_ai(self.level, seed).ok_or_else(|| CliError::user("no such level"));
        }
        game.tuned_master(self.weights.as_deref(), self.depth, self.budget_in(game))
            .ok_or_else(|| CliError::user("this master takes no weights"))
    }

    /// The budget per move (per turn in Generals): the option's, or the level's.
    pub fn budget_in(&self, game: &AnyGame) -> Duration {
        self.budget.unwrap_or(game.ai_levels()[self.level].budget)
    }

    /// This player's options as one line of words (`match --record`'s settings): two sides
    /// with the same words play alike.
    pub fn settings(&self) -> String {
        format!(
            "level {} budget {} weights {} depth {} engine {}",
            self.name,
            or_none(self.budget.map(|b| format!("{}ms", b.as_millis()))),
            or_none(self.weights_source.clone()),
            or_none(self.depth.map(|d| d.to_string())),
            or_none(self.engine.clone())
        )
    }

    /// The arguments of `serve` that build this player in another build of the CLI: the level
    /// as given, the seed, and the weights and depth if given.
    pub fn serve_args(&self, kind: GameKind, seed: u64) -> Vec<String> {
        let mut args = vec!["serve".to_string(), kind.id().to_string(), "--level".into(), self.name.clone()];
        args.extend(["--seed".to_string(), seed.to_string()]);
        if let Some(w) = &self.weights_source {
            args.extend(["--weights".to_string(), w.clone()]);
        }
        if let Some(d) = self.depth {
            args.extend(["--depth".to_string(), d.to_string()]);
        }
        args
    }
}

/// An option's value as a settings word: "none" if not given.
pub fn or_none(value: Option<String>) -> String {
    value.unwrap_or_else(|| "none".into())
}

/// The ids of the games whose master takes weights and a depth limit.
fn tunable_games() -> String {
    let ids = GameKind::ALL
        .into_iter()
        .filter(|&k| new_game(k, None).is_ok_and(|g| !g.master_weight_names().is_empty()));
    ids.map(|k| k.id()).collect::<Vec<_>>().join(", ")
}

/// A budget in milliseconds, if given.
pub fn budget_option(args: &mut Args, name: &str) -> Result<Option<Duration>, CliError> {
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

/// Weights by name (Twin Cities: `tuned`, the master's; `legacy`, the lower levels') or from
/// a file of whole numbers, one per weight in the order of the game's weight names (separated
/// by spaces, commas or newlines; `#` starts a comment).
fn read_weights(game: &AnyGame, source: &str) -> Result<Vec<Score>, CliError> {
    if let Some(named) = game.named_master_weights(source) {
        return Ok(named);
    }
    let text = std::fs::read_to_string(source)
        .map_err(|e| CliError::user(format!("cannot read weights '{}': {e}", excerpt(source))))?;
    let numbers: Vec<&str> = text
        .lines()
        .map(|l| l.split('#').next().unwrap_or(""))
        .flat_map(|l| l.split(|c: char| c.is_whitespace() || c == ','))
        .filter(|w| !w.is_empty())
        .collect();
    let count = game.master_weight_names().len();
    if numbers.len() != count {
        return Err(CliError::user(format!(
            "weights '{}' has {} numbers: expected {count}",
            excerpt(source),
            numbers.len()
        )));
    }
    numbers
        .into_iter()
        .map(|n| {
            n.parse().map_err(|_| {
                CliError::user(format!(
                    "weights '{}': '{}' is not a whole number",
                    excerpt(source),
                    excerpt(n)
                ))
            })
        })
        .collect()
}
