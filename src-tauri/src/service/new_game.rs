//! New games: the catalog of games the UI offers, the options of a new game checked against
//! the engine and the settings, the stage it starts in (a setup phase's setups given, drawn
//! for an AI side, or set up by the players), and rematches.

use shuangcheng_engine::{excerpt, new_game, GameKind, Side};

use super::error::{AppError, AppResult};
use super::matches::moves::Moves;
use super::matches::Stage;
use super::settings::{self, Settings};
use super::setup::{self, SetupState};
use super::time_control;
use super::types::{CatalogEntry, GameOptions, LevelInfo, Mode, NewGameOptions, Seat};

/// Longest position text accepted from the UI.
const MAX_POSITION_LEN: usize = 4096;

/// A new game's id: 128 random bits in hex.
pub fn new_id() -> String {
    format!("{:016x}{:016x}", super::random::next_u64(), super::random::next_u64())
}

/// The games of the engine's registry, in its order: each one's registry entry (names,
/// capabilities, timer range, glyphs, board drawer), AI levels, the settings' timer, level and
/// training for it, and the engine's catalog of it (sides, seat layouts, start, board, pieces,
/// diagrams).
pub fn catalog(settings: &Settings) -> Vec<CatalogEntry> {
    GameKind::ALL
        .iter()
        .map(|&game| CatalogEntry {
            game,
            info: game.info(),
            default_timer_secs: settings.default_timer_secs.get(game),
            default_level: game.default_level(&settings.default_level).map(|l| l.id.to_string()),
            training: settings.training.get(game),
            seat_counts: game.catalog().seat_layouts.iter().map(|l| l.seats.len()).collect(),
            levels: game
                .ai_levels()
                .iter()
                .map(|l| LevelInfo {
                    id: l.id.to_string(),
                    name_en: l.name_en.to_string(),
                    name_zh: l.name_zh.to_string(),
                    budget_ms: l.budget.as_millis() as u64,
                })
                .collect(),
            rules: game.catalog(),
        })
        .collect()
}

/// Checks new-game options against the engine and the settings.
pub fn options_of(opts: &NewGameOptions, settings: &Settings) -> AppResult<GameOptions> {
    let rules = opts.game.catalog();
    if rules.seat_layout(opts.seats.len()).is_none() {
        let counts: Vec<String> = rules.seat_layouts.iter().map(|l| l.seats.len().to_string()).collect();
        return Err(AppError::bad_request(format!(
            "{} needs {} seats, not {}",
            opts.game,
            counts.join(" or "),
            opts.seats.len()
        )));
    }
    let seats = seats_with_levels(opts, settings)?;
    let ais = seats.iter().filter(|s| s.is_ai()).count();
    let humans = seats.len() - ais;
    match opts.mode {
        Mode::VsAi if ais == 0 => {
            return Err(AppError::bad_request("vs-ai needs at least one AI seat"));
        }
        Mode::PassAndPlay if humans < 2 => {
            return Err(AppError::bad_request("pass-and-play needs at least two human seats"));
        }
        _ => {}
    }
    // A game clock replaces the turn timer the settings would give.
    let timer_secs = match (opts.timer_secs, opts.game_clock) {
        (Some(t), _) => t,
        (None, Some(_)) => None,
        (None, None) => settings.default_timer_secs.get(opts.game),
    };
    time_control::check(opts.game, timer_secs, opts.game_clock, opts.handicap)?;
    if opts.position.as_ref().is_some_and(|p| p.len() > MAX_POSITION_LEN) {
        return Err(AppError::bad_request("position is too long"));
    }
    let setup_options = opts.armies.is_some() || opts.hidden_setup.is_some() || opts.first_team.is_some();
    if setup_options && !opts.game.info().capabilities.setup_phase {
        return Err(AppError::bad_request(format!(
            "armies, hiddenSetup and firstTeam are for games with a setup phase, not {}",
            opts.game
        )));
    }
    if opts.coach && !opts.game.info().capabilities.solved {
        return Err(AppError::bad_request(format!(
            "the coach is for a solved game, whose every move has an exact verdict; not {}",
            opts.game
        )));
    }
    if opts.fair_start && opts.game.info().fair_start.is_none() {
        return Err(AppError::bad_request(format!("{} has no fair start", opts.game)));
    }
    if opts.fair_start && opts.position.is_some() {
        return Err(AppError::bad_request("give either a position or a fair start, not both"));
    }
    if opts.practice && (ais == 0 || humans == 0) {
        return Err(AppError::bad_request("practice mode is for a human playing against the AI"));
    }
    let training = opts.training.unwrap_or_else(|| settings.training.get(opts.game));
    settings::check_training(&training)?;
    let options = GameOptions {
        game: opts.game,
        mode: opts.mode,
        seats,
        timer_secs,
        game_clock: opts.game_clock,
        handicap: opts.handicap,
        coach: opts.coach,
        training,
        practice: opts.practice,
        hand_over: opts.hand_over,
    };
    if options.hand_over && !Side::BOTH.into_iter().all(|side| options.has_person(side)) {
        return Err(AppError::bad_request("a hand-over at every turn is for people on both sides"));
    }
    Ok(options)
}

/// The stage a new game starts in: play from the engine's start (given, the fair start, or for
/// the setups given), or the setup phase while a human side's setup is missing.
pub fn stage_of(opts: &NewGameOptions, options: &GameOptions) -> AppResult<Stage> {
    let play = |position: Option<&str>| -> AppResult<Stage> {
        Ok(Stage::Play(Moves::new(new_game(options.game, position)?)))
    };
    match setup_of(opts, options)? {
        // Every side's setup is in: play starts from the engine's start for them.
        Some(st) if st.complete() => play(Some(&st.start_position()?)),
        Some(st) => Ok(Stage::Setup(st)),
        None if opts.fair_start => play(options.game.info().fair_start.map(|fair| fair.start)),
        None => play(opts.position.as_deref()),
    }
}

/// The setups from the options: given setups are checked by the engine, AI sides get a preset,
/// and the game has a setup phase while a human side's setup is missing.
fn setup_of(opts: &NewGameOptions, options: &GameOptions) -> AppResult<Option<SetupState>> {
    let Some(rules) = options.game.setup() else { return Ok(None) };
    if opts.armies.is_none() && opts.hidden_setup.is_none() && opts.first_team.is_none() {
        return Ok(None);
    }
    if opts.position.is_some() {
        return Err(AppError::bad_request("give either a position or armies, not both"));
    }
    let first = opts.first_team.unwrap_or(if super::random::next_u64() & 1 == 1 {
        Side::First
    } else {
        Side::Second
    });
    let mut st = SetupState::new(rules, opts.hidden_setup.unwrap_or(false), first);
    for (key, value) in opts.armies.iter().flatten() {
        let side = options.game.catalog().sides.iter().find(|s| s.id == key);
        let Some(side) = side.map(|s| s.side) else {
            return Err(AppError::bad_request(format!("armies: unknown side '{}'", excerpt(key))));
        };
        st.submit(side, value)?;
    }
    for side in Side::BOTH {
        if !st.ready(side) && !options.has_person(side) {
            st.submit(side, &setup::random_choice(rules))?;
        }
    }
    Ok(Some(st))
}

/// A rematch of a game with `options` from `start`: the same options with the sides swapped,
/// a time handicap going with its player to the other side.
pub fn rematch(mut options: GameOptions, start: &str) -> AppResult<(GameOptions, Stage)> {
    if let Some(layout) = options.game.catalog().seat_layout(options.seats.len()) {
        options.seats = layout.swapped().iter().map(|&i| options.seats[i].clone()).collect();
        if let Some(handicap) = &mut options.handicap {
            handicap.side = handicap.side.other();
        }
    }
    let game = new_game(options.game, Some(start))?;
    Ok((options, Stage::Play(Moves::new(game))))
}

/// The seats of the options, each AI seat with a level of the game (the settings' default
/// level as the engine's `GameKind::default_level` finds it, when none is given).
fn seats_with_levels(opts: &NewGameOptions, settings: &Settings) -> AppResult<Vec<Seat>> {
    let levels = opts.game.ai_levels();
    let default_level = opts.game.default_level(&settings.default_level).map(|l| l.id.to_string());
    let mut seats = Vec::new();
    for (i, seat) in opts.seats.iter().enumerate() {
        if !seat.is_ai() {
            seats.push(Seat::human());
            continue;
        }
        let level = match &seat.level {
            Some(l) if levels.iter().any(|x| x.id == l) => l.clone(),
            Some(l) => {
                return Err(AppError::bad_request(format!(
                    "seat {i}: '{}' is not a level of {} ({})",
                    excerpt(l),
                    opts.game,
                    levels.iter().map(|x| x.id).collect::<Vec<_>>().join(", ")
                )))
            }
            None => default_level
                .clone()
                .ok_or_else(|| AppError::Internal(format!("{} has no AI levels", opts.game)))?,
        };
        seats.push(Seat::ai(&level));
    }
    Ok(seats)
}
