//! Events from the core to the UI, through a small trait: the app's [`EventQueue`] keeps them
//! for the page to ask for, tests record them.
//!
//! [`EventQueue`]: super::event_queue::EventQueue

use serde::Serialize;

use super::error::AppError;
use super::saves::status::StorageStatus;
use super::types::Snapshot;

#[derive(Clone, Debug, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct ClockTick {
    pub game_id: String,
    /// The ply whose clock ticked: a tick that arrives after the next ply's snapshot is stale.
    pub ply: usize,
    /// The side to move's time left.
    pub remaining_ms: u64,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct TurnTimeout {
    pub game_id: String,
    /// The action the core played for the timed-out turn (`pass`).
    pub action: String,
    /// The ply of the pass (its index in the move list).
    pub ply: usize,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct AiThinking {
    pub game_id: String,
    pub thinking: bool,
    /// The ply the AI is thinking about (or was).
    pub ply: usize,
    /// How long it may think, when it starts: its level's budget (the master's: the thinking
    /// time setting) capped by the turn's clock.
    pub budget_ms: Option<u64>,
    /// The pause before it thinks, when it starts: the AI pace setting's, when this action
    /// follows another AI action in a game without a turn timer; else 0 (and while skipping
    /// to the human's turn).
    pub pause_ms: Option<u64>,
}

/// What an [`AppNotice`] is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "kebab-case")]
pub enum NoticeCode {
    /// A change made without a command (a timeout's pass, an AI's move) could not be saved;
    /// the game was reloaded from its last save.
    SaveFailed,
    /// The AI did not answer by its budget plus the grace period; a legal move was played.
    AiTimeout,
    /// The AI's thread failed (panicked); a legal move was played.
    AiFailed,
}

/// Something the player should hear about that no command answered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct AppNotice {
    pub code: NoticeCode,
    pub game_id: String,
    pub ply: usize,
    /// English, one line (for the log; the UI words it from `code`).
    pub message: String,
}

/// A record file opened from the desktop (a double click, "Open with"), told to the page:
/// the game it became, or why it was refused.
#[derive(Clone, Debug, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct RecordOpened {
    pub game_id: Option<String>,
    pub error: Option<AppError>,
}

/// Everything the core tells the UI unprompted, as the page receives it:
/// `{ event: "clock-tick", payload: { … } }`.
#[derive(Clone, Debug, PartialEq, Serialize, specta::Type)]
#[serde(tag = "event", content = "payload", rename_all = "kebab-case")]
pub enum Event {
    GameUpdated(Box<Snapshot>),
    ClockTick(ClockTick),
    TurnTimeout(TurnTimeout),
    AiThinking(AiThinking),
    StorageStatus(StorageStatus),
    AppNotice(AppNotice),
    AnalysisProgress(AnalysisProgress),
    RecordOpened(RecordOpened),
}

impl Event {
    /// The event name the UI listens to (its tag in the JSON).
    pub fn name(&self) -> &'static str {
        match self {
            Event::GameUpdated(_) => "game-updated",
            Event::ClockTick(_) => "clock-tick",
            Event::TurnTimeout(_) => "turn-timeout",
            Event::AiThinking(_) => "ai-thinking",
            Event::StorageStatus(_) => "storage-status",
            Event::AppNotice(_) => "app-notice",
            Event::AnalysisProgress(_) => "analysis-progress",
            Event::RecordOpened(_) => "record-opened",
        }
    }
}

/// Where events go. Must not call back into the service.
pub trait EventSink: Send + Sync + 'static {
    fn emit(&self, event: Event);
}

/// A sink that drops everything (for tools and tests that do not look at events).
pub struct NoEvents;

impl EventSink for NoEvents {
    fn emit(&self, _event: Event) {}
}

/// An analysis under way or done (the `analysis-progress` event).
#[derive(Clone, Debug, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct AnalysisProgress {
    pub game_id: String,
    pub job: u64,
    /// Positions valued so far, of `total` (the start and after each move).
    pub done: usize,
    pub total: usize,
    /// The first side's value of each position valued so far, −1…1 (`null`: none found).
    pub values: Vec<Option<f32>>,
    /// The moves after which their side lost a lot (their indices).
    pub mistakes: Vec<usize>,
    pub finished: bool,
    pub cancelled: bool,
}
