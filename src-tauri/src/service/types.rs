//! The JSON shapes exchanged with the UI. Their doc comments reach the generated
//! `ui/js/contract.d.ts`, which is their reference (`docs/ipc.md`).

use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize};
use shuangcheng_engine::{
    ActionInfo, ActionWords, AnyGame, BoardView, Effect, GameCatalog, GameClock, GameInfo, GameKind, Outcome,
    Side, Tap,
};

use shuangcheng_engine::lessons::teaching;
use shuangcheng_engine::refusal::Refusal;
use shuangcheng_engine::review::practice::GradedMove;
use shuangcheng_engine::review::ActionVerdict;

use super::error::AppError;
use super::training::Training;

/// Parses a JSON payload from the UI; a shape error becomes a `bad-request`.
pub fn parse_payload<T: DeserializeOwned>(value: serde_json::Value) -> Result<T, AppError> {
    serde_json::from_value(value).map_err(|e| AppError::bad_request(format!("malformed payload: {e}")))
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "kebab-case")]
pub enum Mode {
    VsAi,
    PassAndPlay,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "lowercase")]
pub enum SeatKind {
    Human,
    Ai,
}

/// One player's seat. `level` is an AI level id of the game (`ai_levels()` of the engine).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(deny_unknown_fields)]
pub struct Seat {
    pub kind: SeatKind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<String>,
}

impl Seat {
    pub fn human() -> Seat {
        Seat { kind: SeatKind::Human, level: None }
    }

    pub fn ai(level: &str) -> Seat {
        Seat { kind: SeatKind::Ai, level: Some(level.to_string()) }
    }

    pub fn is_ai(&self) -> bool {
        self.kind == SeatKind::Ai
    }
}

/// `timerSecs` absent = the settings' default for the game; `null` = no timer.
fn double_option<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Option<u32>>, D::Error> {
    Option::<u32>::deserialize(d).map(Some)
}

/// What the new-game screen sends.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NewGameOptions {
    pub game: GameKind,
    pub mode: Mode,
    pub seats: Vec<Seat>,
    #[serde(default, deserialize_with = "double_option", skip_serializing_if = "Option::is_none")]
    #[specta(type = Option<u32>)]
    pub timer_secs: Option<Option<u32>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
    /// A game clock with increment instead of the turn timer (`timerSecs` then absent or
    /// `null`); its presets and range are the registry's (`TimerRange::game_clock`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game_clock: Option<GameClock>,
    /// One side's own time, on the turn timer or the game clock chosen.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub handicap: Option<Handicap>,
    /// A game with a setup phase: the sides' setups given, by the side's id in the catalog.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub armies: Option<std::collections::BTreeMap<String, shuangcheng_engine::SetupChoice>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hidden_setup: Option<bool>,
    /// A game with a setup phase: the side that moves first (default: drawn at random; G4).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_team: Option<Side>,
    /// The coach: each legal move shows where it leads against best play (a solved game's
    /// capability; `Snapshot::coach`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub coach: bool,
    /// The training rules (absent: the settings' for the game).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub training: Option<Training>,
    /// Practice mode (against the AI): each of the human's moves is graded as it is played.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub practice: bool,
    /// A hand-over curtain before each turn that passes the device to the other side's people
    /// (`curtain.rs`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub hand_over: bool,
    /// The game starts from its fair start (the engine's `GameInfo::fair_start`: Twin Cities'
    /// swap rule, T14). The start position holds the option, so the game keeps it when saved.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub fair_start: bool,
}

/// A time handicap: `side` plays with `secs` of its own, a turn's time on the turn timer or
/// the game's on a game clock (the increment is the same for both), the other side with the
/// time chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Handicap {
    pub side: Side,
    pub secs: u32,
}

/// The validated options a match runs with (what is saved with the game).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GameOptions {
    pub game: GameKind,
    pub mode: Mode,
    pub seats: Vec<Seat>,
    pub timer_secs: Option<u32>,
    /// The game clock, instead of the turn timer (saved only when there is one, so older
    /// saves read as without).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game_clock: Option<GameClock>,
    /// One side's own time (saved only when there is one).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub handicap: Option<Handicap>,
    /// The coach is on (saved only when it is, so older saves read as off).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub coach: bool,
    /// The training rules the game was started with (saved unless they hold nothing back, so
    /// older saves read as such).
    #[serde(default, skip_serializing_if = "Training::is_default")]
    pub training: Training,
    /// Practice mode is on (saved only when it is).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub practice: bool,
    /// A hand-over curtain at every turn (saved only when it is on).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub hand_over: bool,
}

impl GameOptions {
    /// The seats that play `side`, by the game's seat layout: one per side, or one per
    /// general in four-seat Generals (seat = the engine's general index: r, b; y, g).
    pub fn seats_of(&self, side: Side) -> Vec<usize> {
        match self.game.catalog().seat_layout(self.seats.len()) {
            Some(layout) => layout.seats_of(side),
            None => vec![side.index()],
        }
    }

    /// Whether a person plays any of `side`'s seats.
    pub fn has_person(&self, side: Side) -> bool {
        self.seats_of(side).iter().any(|&seat| self.seats.get(seat).is_some_and(|s| !s.is_ai()))
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "lowercase")]
pub enum Phase {
    Setup,
    Playing,
    Over,
}

impl Phase {
    pub fn as_str(self) -> &'static str {
        match self {
            Phase::Setup => "setup",
            Phase::Playing => "playing",
            Phase::Over => "over",
        }
    }

    pub fn parse(s: &str) -> Option<Phase> {
        match s {
            "setup" => Some(Phase::Setup),
            "playing" => Some(Phase::Playing),
            "over" => Some(Phase::Over),
            _ => None,
        }
    }
}

/// One played action, the one shape it has from a match's moves to the saves and back: the
/// engine's action and mover with what the app kept of its ply ([`super::matches::moves`]),
/// and a saved game's `actions` rows ([`super::saves::StoredAction`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The action in notation (what export writes and the "notation" move list shows).
    pub text: String,
    pub side: Side,
    pub seat: Option<usize>,
    /// The time spent on it.
    pub ms: u64,
    /// The clock of the ply it was played from, as the game last left that ply (by this
    /// action, or by an undo or redo): undo puts it back, so no undo or redo gives time back.
    /// `None` without a timer.
    pub clock_ms: Option<u64>,
}

/// A line of the UI's move list: the action, who played it, and its parts for its sentence in
/// the player's language (`ui/js/words.js`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct HistoryEntry {
    /// The action in notation (what export writes and the "notation" move list shows).
    pub text: String,
    pub side: Side,
    /// The seat that played it (`null`: its side's, as in a lesson or a drill).
    pub seat: Option<usize>,
    /// The time it took, where it was kept: a game's moves, not a lesson's or a drill's.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ms: Option<u64>,
    pub words: ActionWords,
}

impl HistoryEntry {
    /// A recorded action's line, with its `words`.
    pub fn of(record: Record, words: ActionWords) -> HistoryEntry {
        HistoryEntry { text: record.text, side: record.side, seat: record.seat, ms: Some(record.ms), words }
    }
}

/// The moves of `game` with the side that made each, from the game's own positions: a lesson's
/// or a drill's, which keep no seats or times.
pub(crate) fn history_of(game: &AnyGame) -> Vec<HistoryEntry> {
    game.history()
        .into_iter()
        .zip(game.movers())
        .zip(game.history_words())
        .map(|((text, side), words)| HistoryEntry { text, side, seat: None, ms: None, words })
        .collect()
}

/// A board played against the engine outside a saved game (a lesson, a drill): what a game
/// snapshot has for the play screen's model (docs/ipc.md, "Snapshots, plies and revisions").
/// The learner's side is a human's seat, the other the engine's.
#[derive(Clone, Debug, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct PlayBoard {
    pub seats: Vec<Seat>,
    pub phase: Phase,
    #[serde(flatten)]
    pub board: BoardState,
    pub human_to_act: bool,
    pub history: Vec<HistoryEntry>,
    pub legal_actions: Vec<ActionInfo>,
}

impl PlayBoard {
    /// `game` with `learner` to play it while `playing`.
    pub fn of(game: &AnyGame, learner: Side, playing: bool) -> PlayBoard {
        let human_to_act = playing && game.outcome().is_none() && game.to_move() == learner;
        let seat = |side: Side| {
            if side == learner {
                Seat::human()
            } else {
                Seat { kind: SeatKind::Ai, level: None }
            }
        };
        PlayBoard {
            seats: Side::BOTH.into_iter().map(seat).collect(),
            phase: if playing { Phase::Playing } else { Phase::Over },
            board: BoardState::of(game),
            human_to_act,
            history: history_of(game),
            legal_actions: if human_to_act { game.legal_actions() } else { Vec::new() },
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct ClockView {
    pub timer_secs: Option<u32>,
    /// The side to move's time left: its turn's, or its game's on a game clock.
    pub remaining_ms: Option<u64>,
    pub running: bool,
    pub game_clock: Option<GameClock>,
    pub handicap: Option<Handicap>,
    /// Each side's time left on a game clock (by side: first, second), as of the snapshot.
    pub sides_ms: Option<Vec<u64>>,
}

impl ClockView {
    /// Whether the game is timed: a turn timer or a game clock.
    pub fn timed(&self) -> bool {
        self.timer_secs.is_some() || self.game_clock.is_some()
    }
}

/// A board as every screen draws it, after a game's first `ply` actions: the position, who
/// is to move, and what the last action did. A game in play ([`Snapshot`]), a lesson
/// (`LessonView`) and a review (`ReviewBoard`) each carry one, its fields in their JSON.
#[derive(Clone, Debug, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct BoardState {
    pub position: String,
    pub view: BoardView,
    pub to_move: Side,
    /// False in the middle of a turn of several actions (Generals).
    pub at_turn_boundary: bool,
    pub ply: usize,
    pub last_action: Option<String>,
    /// What the last action did (moves, captures, pushes, hits), for animation.
    pub last_effects: Vec<Effect>,
    /// The taps that made the last action (its points light it up as the last).
    pub last_taps: Vec<Tap>,
}

impl BoardState {
    /// The board of `game` as it stands.
    pub fn of(game: &AnyGame) -> BoardState {
        BoardState {
            position: game.position(),
            view: game.view(),
            to_move: game.to_move(),
            at_turn_boundary: game.at_turn_boundary(),
            ply: game.plies(),
            last_action: game.history().pop(),
            last_effects: game.last_effects(),
            last_taps: game.last_taps(),
        }
    }

    /// A board with no game on it yet (the setup phase): `view` and who is to move.
    pub fn setting_up(view: BoardView, to_move: Side) -> BoardState {
        BoardState {
            position: String::new(),
            view,
            to_move,
            at_turn_boundary: true,
            ply: 0,
            last_action: None,
            last_effects: Vec::new(),
            last_taps: Vec::new(),
        }
    }
}

/// Everything the UI needs to draw a game.
#[derive(Clone, Debug, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct Snapshot {
    pub id: String,
    /// Orders the snapshots of a game: a later one has a higher revision. Command answers and
    /// events travel apart, so the UI keeps the newest it has seen and drops an older one.
    pub revision: u64,
    pub game: GameKind,
    pub mode: Mode,
    pub seats: Vec<Seat>,
    pub phase: Phase,
    #[serde(flatten)]
    pub board: BoardState,
    pub seat_to_act: Option<usize>,
    pub human_to_act: bool,
    pub history: Vec<HistoryEntry>,
    pub legal_actions: Vec<ActionInfo>,
    /// With the coach on and a human to act: where each legal action leads against best
    /// play, for the side to move (the engine's exact verdicts); else empty.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub coach: Vec<ActionVerdict>,
    pub clock: ClockView,
    pub outcome: Option<Outcome>,
    /// A game its rules ended: the rule that says so, and the lesson that teaches it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub end_rule: Option<EndRule>,
    /// The hand-over curtain, while it is up: the play screen shows nothing else.
    pub curtain: Option<Curtain>,
    pub can_undo: bool,
    pub can_redo: bool,
    /// The training rules the game was started with.
    pub training: Training,
    /// The hints the game has left (`None`: no limit).
    pub hints_left: Option<u32>,
    /// The game has had help (a hint, an undo, the coach or practice mode): the statistics count
    /// it apart.
    pub helped: bool,
    /// Practice mode is on.
    pub practice: bool,
    /// In practice mode, the grades of the human's moves graded so far (saved with the game).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub graded: Vec<GradedMove>,
    /// In practice mode, the grade of the human's last action once it is found, with the
    /// better move's words (the play screen's note).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub practice_note: Option<PracticeNote>,
    pub ai_thinking: bool,
    /// "Skip to my turn" was asked: the AI seats act without pauses (and the UI without
    /// slides) until a human is to act.
    pub skipping: bool,
    /// In play but not on screen: its clock stands and no AI thinks until `resume_game`
    /// (after `pause`, the app going to the background, or another game coming on screen).
    pub paused: bool,
    pub created_at: String,
    pub updated_at: String,
}

/// What the UI is told while the curtain is up: the team to hand the device to, whether Ready
/// asks for its PIN, and whether it may set one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct Curtain {
    pub side: Side,
    pub pin_set: bool,
    /// Whether a PIN is offered: in a game with a hand-over at every turn, where the device
    /// comes back to the side at each of its turns (in a hidden setup alone it would not).
    pub pin_offered: bool,
}

/// The rule that ended a game (its game's `end_rule`: Z6, T11, G12), and the first lesson
/// that teaches it, if one does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct EndRule {
    pub rule: &'static str,
    pub lesson: Option<String>,
}

/// One line of the "Continue" list.
#[derive(Clone, Debug, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct SaveSummary {
    pub id: String,
    pub game: GameKind,
    pub mode: Mode,
    pub seats: Vec<Seat>,
    pub phase: Phase,
    pub to_move: Option<Side>,
    pub ply: usize,
    pub outcome: Option<Outcome>,
    pub position: String,
    pub created_at: String,
    pub updated_at: String,
}

/// An AI level as the UI lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct LevelInfo {
    pub id: String,
    pub name_en: String,
    pub name_zh: String,
    pub budget_ms: u64,
}

/// A game as the UI lists it: its registry entry (`info`: names, capabilities, timer range,
/// glyphs, board drawer), its AI levels, the settings' timer, level and training for it, and the
/// engine's catalog of the game (`rules`: sides, seat layouts, the spec's timer, start,
/// board, pieces, army rules, diagrams).
#[derive(Clone, Debug, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct CatalogEntry {
    pub game: GameKind,
    pub info: &'static GameInfo,
    pub levels: Vec<LevelInfo>,
    /// The settings' timer for the game (initially the engine's `rules.defaultTimerSecs`).
    pub default_timer_secs: Option<u32>,
    /// The level a new AI seat gets: the settings' level as the engine's
    /// `GameKind::default_level` finds it in this game's ladder.
    pub default_level: Option<String>,
    /// The settings' training rules for the game, which a new game of it is started with.
    pub training: Training,
    /// The seat counts of `rules.seatLayouts`.
    pub seat_counts: Vec<usize>,
    pub rules: &'static GameCatalog,
}

/// Why a tap was refused (`Service::refusal`): the game's code and parameters, which the UI
/// fills into the template of its texts' `refusals`, the rule it cites, and the first lesson
/// that teaches the rule.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct Refused {
    #[serde(flatten)]
    pub refusal: Refusal,
    pub lesson: Option<String>,
}

impl Refused {
    /// `refusal` in `game`, with the first lesson that teaches its rule.
    pub fn new(game: GameKind, refusal: Refusal) -> Refused {
        Refused { lesson: teaching(game, refusal.rule).map(|l| l.id.clone()), refusal }
    }
}

/// Practice mode's grade of a move with the words of the better move, for the player's language
/// (`practice::notes`).
#[derive(Clone, Debug, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct PracticeNote {
    #[serde(flatten)]
    pub graded: GradedMove,
    pub better_words: Option<ActionWords>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct Hint {
    pub action: String,
    /// The action's parts for its sentence in the player's language (`ui/js/words.js`), and
    /// the side it is for.
    pub words: Option<ActionWords>,
    pub side: Side,
    pub ply: usize,
    /// The hints the game has left after this one (`None`: no limit).
    pub hints_left: Option<u32>,
}
