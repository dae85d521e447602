//! Events from the core to the UI, through a small trait the Tauri layer implements (tests
//! implement it with a recorder).

use serde::Serialize;

use super::types::{Snapshot, StorageNotice};

#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ClockTick {
    pub game_id: String,
    pub remaining_ms: u64,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TurnTimeout {
    pub game_id: String,
    /// The action the core played for the timed-out turn (`pass`).
    pub action: String,
    /// The ply of the pass (its index in the move list).
    pub ply: usize,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AiThinking {
    pub game_id: String,
    pub thinking: bool,
    /// The ply the AI is thinking about (or was).
    pub ply: usize,
}

/// Everything the core tells the UI unprompted.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Event {
    GameUpdated(Box<Snapshot>),
    ClockTick(ClockTick),
    TurnTimeout(TurnTimeout),
    AiThinking(AiThinking),
    StorageNotice(StorageNotice),
}

impl Event {
    /// The event name the UI listens to.
    pub fn name(&self) -> &'static str {
        match self {
            Event::GameUpdated(_) => "game-updated",
            Event::ClockTick(_) => "clock-tick",
            Event::TurnTimeout(_) => "turn-timeout",
            Event::AiThinking(_) => "ai-thinking",
            Event::StorageNotice(_) => "storage-notice",
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
