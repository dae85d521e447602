//! New games: the catalog of games the UI offers, the options of a new game checked against
//! the engine and the settings, starting (and saving) a session, and rematches.

use std::sync::{Arc, Mutex};

use shuangcheng_engine::{excerpt, new_game, GameKind, Outcome, Side};

use super::error::{AppError, AppResult};
use super::sessions::{Session, Stage};
use super::settings::{self, Settings};
use super::types::{CatalogEntry, GameOptions, LevelInfo, Mode, NewGameOptions, Record, Seat, Snapshot};
use super::{saved_game, store, Service};

/// Longest position text accepted from the UI.
const MAX_POSITION_LEN: usize = 4096;

impl Service {
    /// The games of the engine's registry, in its order: each one's registry entry (names,
    /// capabilities, timer range, glyphs, board drawer), AI levels, the settings' timer, level
    /// and training for it, and the engine's catalog of it (sides, seat layouts, start, board,
    /// pieces, diagrams).
    pub fn catalog(&self) -> Vec<CatalogEntry> {
        let settings = self.inner.settings.get();
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
    fn validate_options(&self, opts: &NewGameOptions) -> AppResult<GameOptions> {
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
        let settings = self.inner.settings.get();
        let seats = seats_with_levels(opts, &settings)?;
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
        let timer_secs = match opts.timer_secs {
            Some(t) => t,
            None => settings.default_timer_secs.get(opts.game),
        };
        settings::check_timer(opts.game, timer_secs)?;
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

    /// Starts a new game, saves it and puts it on screen; a Generals game whose armies are
    /// not all in starts with their setup.
    pub fn new_game(&self, opts: NewGameOptions) -> AppResult<Snapshot> {
        let options = self.validate_options(&opts)?;
        let stage = match Service::setup_from_options(&opts, &options)? {
            // Every army is in: play starts from the engine's start for those armies.
            Some(st) if st.complete() => Stage::Play(new_game(options.game, Some(&st.start_position()?))?),
            Some(st) => Stage::Setup(st),
            None => Stage::Play(new_game(options.game, opts.position.as_deref())?),
        };
        self.start_session(options, stage, Vec::new(), None)
    }

    /// Saves a new session and puts it on screen: a game with the actions already played (an
    /// imported record) and the outcome it was given, or Generals' setup.
    pub(super) fn start_session(
        &self,
        options: GameOptions,
        stage: Stage,
        records: Vec<Record>,
        forced: Option<Outcome>,
    ) -> AppResult<Snapshot> {
        let id = format!("{:016x}{:016x}", super::random::next_u64(), super::random::next_u64());
        let mut session = Session::new(id.clone(), options, stage, store::now_rfc3339());
        session.records = records;
        session.forced_outcome = forced;
        // A new session has nothing undone: its save is its row and its actions.
        let (row, stored) = saved_game::saved(&session)?;
        self.with_store(|st| st.insert_game(&row, &stored))?;
        let arc = Arc::new(Mutex::new(session));
        self.inner.games.insert(id.clone(), arc.clone());
        let mut events = Vec::new();
        let snap = {
            let mut s = self.lock(&id, &arc)?;
            Service::activate(&mut s);
            self.drive(&mut s, &mut events);
            self.updated(&s, &mut events)
        };
        self.emit_all(events);
        self.on_screen(&id, Ok(snap))
    }

    /// A new game with the same options and the sides swapped.
    pub fn rematch(&self, id: &str) -> AppResult<Snapshot> {
        let (mut options, start) = self.with_session(id, |svc, s, events| {
            if s.setup().is_some() {
                return Err(AppError::bad_request("the armies are still being set up"));
            }
            svc.pause_locked(s, events);
            Ok((s.options.clone(), s.start_position.clone()))
        })?;
        if let Some(layout) = options.game.catalog().seat_layout(options.seats.len()) {
            options.seats = layout.swapped().iter().map(|&i| options.seats[i].clone()).collect();
        }
        let engine = new_game(options.game, Some(&start))?;
        self.start_session(options, Stage::Play(engine), Vec::new(), None)
    }
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
