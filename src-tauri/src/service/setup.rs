//! Generals' army setup (G2–G4) as the service runs it: the armies a new game's options give
//! (an AI team gets a preset), the setup phase of a session ([`Stage::Setup`]: no game until
//! both armies are in, then [`Stage::Play`] from the engine's start for them), and the
//! commands that list presets, check an army and submit one. The engine checks every army;
//! `army` is the glue to it.

use shuangcheng_engine::{excerpt, new_game, GameKind, Side};

use super::army::{self, ArmyChoice, SetupState};
use super::error::{AppError, AppResult};
use super::sessions::{Before, Stage};
use super::store::Write;
use super::types::{GameOptions, NewGameOptions, Snapshot};
use super::Service;

impl Service {
    /// Generals' armies from the options: given armies are checked by the engine, AI teams
    /// get a preset army, and the game has a setup phase while a human team's army is missing.
    pub(super) fn setup_from_options(
        opts: &NewGameOptions,
        options: &GameOptions,
    ) -> AppResult<Option<SetupState>> {
        if options.game.catalog().army.is_none()
            || (opts.armies.is_none() && opts.hidden_setup.is_none() && opts.first_team.is_none())
        {
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
        let mut st = SetupState::new(opts.hidden_setup.unwrap_or(false), first);
        if let Some(armies) = &opts.armies {
            for (key, value) in armies {
                let team = options.game.catalog().sides.iter().find(|s| s.id == key);
                let Some(side) = team.map(|t| t.side) else {
                    return Err(AppError::bad_request(format!("armies: unknown team '{}'", excerpt(key))));
                };
                st.submit(side, army::parse_army(side, value)?)?;
            }
        }
        for side in Side::BOTH {
            if !st.ready(side) && !options.has_person(side) {
                st.submit(side, army::random_army(side))?;
            }
        }
        Ok(Some(st))
    }

    /// Generals' preset armies, for both teams.
    pub fn generals_presets(&self) -> Vec<army::PresetInfo> {
        army::presets()
    }

    /// Checks a team's army (a list of units, or a preset id) with the engine.
    pub fn validate_army(&self, team: &str, army: &ArmyChoice) -> AppResult<()> {
        let side = army::parse_team(team)?;
        army::validate(side, &army::parse_army(side, army)?)
    }

    /// A human team submits its army in the setup phase; when both are in, play starts.
    pub fn submit_army(&self, id: &str, team: &str, army: &ArmyChoice) -> AppResult<Snapshot> {
        let side = army::parse_team(team)?;
        let units = army::parse_army(side, army)?;
        let result = self.with_session(id, |svc, s, events| {
            if s.options.game.catalog().army.is_none() {
                return Err(AppError::bad_request("armies are for Generals only"));
            }
            if s.outcome().is_some() {
                return Err(AppError::GameOver);
            }
            let Some(mut st) = s.setup().cloned() else {
                return Err(AppError::bad_request("the armies are already set up"));
            };
            if !s.options.has_person(side) {
                let team = GameKind::Generals.catalog().side(side).id;
                return Err(AppError::NotYourTurn(format!("the {team} team is played by the AI")));
            }
            // One army at a time, in turn: no team sets up, or changes, another's.
            if side != st.team_to_submit() {
                let next = GameKind::Generals.catalog().side(st.team_to_submit()).id;
                return Err(AppError::NotYourTurn(format!("the {next} team sets up now")));
            }
            s.curtain_down(None)?;
            st.submit(side, units)?;
            let before = Before::of(s);
            if st.complete() {
                // Both armies are in: the game starts from the engine's start for them.
                let start = st.start_position()?;
                let game = new_game(GameKind::Generals, Some(&start))
                    .map_err(|e| AppError::Internal(e.to_string()))?;
                s.stage = Stage::Play(game);
                s.start_position = start;
                s.clock.new_turn();
            } else {
                s.stage = Stage::Setup(st);
            }
            svc.commit(s, before, Write::Row)?;
            Service::activate(s);
            svc.drive(s, events);
            Ok(svc.updated(s, events))
        });
        self.on_screen(id, result)
    }
}
