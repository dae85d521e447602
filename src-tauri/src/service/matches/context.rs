//! What a match reaches beyond itself, through narrow interfaces so that its tests need no
//! SQLite and no Tauri: where its changes are saved ([`Persist`]), where its events go
//! ([`EventSink`]), the player's settings in force ([`SettingsSource`]), and the async runtime
//! its clock and AI tasks run on.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use crate::service::events::{Event, EventSink};
use crate::service::faults::{Fault, Faults};
use crate::service::saves::Persist;
use crate::service::settings::Settings;

/// The player's settings in force (the AI's thinking time and pace, undo against the AI).
pub trait SettingsSource: Send + Sync {
    fn settings(&self) -> Settings;
}

/// A match's world: one per service, shared by every match and its tasks.
pub struct Ctx {
    pub persist: Arc<dyn Persist>,
    pub events: Arc<dyn EventSink>,
    pub settings: Arc<dyn SettingsSource>,
    pub runtime: tokio::runtime::Handle,
    pub faults: Faults,
    /// The last snapshot revision given out (see `Snapshot::revision`).
    revision: AtomicU64,
    next_job: AtomicU64,
}

impl Ctx {
    pub fn new(
        persist: Arc<dyn Persist>,
        events: Arc<dyn EventSink>,
        settings: Arc<dyn SettingsSource>,
        runtime: tokio::runtime::Handle,
    ) -> Ctx {
        Ctx {
            persist,
            events,
            settings,
            runtime,
            faults: Faults::default(),
            revision: AtomicU64::new(0),
            next_job: AtomicU64::new(1),
        }
    }

    /// The next snapshot's revision: higher than every one before.
    pub fn next_revision(&self) -> u64 {
        self.revision.fetch_add(1, Ordering::Relaxed) + 1
    }

    /// A new AI job number.
    pub fn next_job(&self) -> u64 {
        self.next_job.fetch_add(1, Ordering::Relaxed)
    }

    /// Whether a fault a test armed fires now.
    pub fn fault(&self, fault: Fault) -> bool {
        self.faults.fire(fault)
    }

    pub fn emit_all(&self, events: Vec<Event>) {
        for e in events {
            self.events.emit(e);
        }
    }
}
