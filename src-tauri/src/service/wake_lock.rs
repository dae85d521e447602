//! The screen stays awake while a player's clock runs: a timed game in play, on
//! screen and not paused, with a human to act. The lock is released at the game's end, on a
//! pause, and in the background (which pauses the game on screen), because those all reach
//! the UI as a new snapshot of the game.
//!
//! [`WakeLock`] sits in front of the core's [`EventSink`]: it passes every event on and reads
//! the snapshots going by, so no command has to remember it. The platform's own switch (a
//! phone plugin, the desktop's screensaver inhibit) is a [`ScreenInhibitor`], called on a
//! thread of its own, since some answer over a bus: a platform that cannot keep the screen on
//! costs the player nothing but a dimmed screen, and one line in the log.

use std::collections::HashSet;
use std::sync::mpsc::{channel, Sender};
use std::sync::{Arc, Mutex};

use super::events::{Event, EventSink};
use super::sync::relock;
use super::types::{Phase, Snapshot};

/// The platform's switch that keeps the screen on. Both calls say why they failed; the game
/// plays on either way.
pub trait ScreenInhibitor: Send {
    /// Keeps the screen on until [`ScreenInhibitor::release`].
    fn hold(&mut self) -> Result<(), String>;
    /// Lets the screen dim and lock again as the platform's settings say.
    fn release(&mut self) -> Result<(), String>;
}

/// Whether `snap` is a game whose player needs the screen on: timed, in play, not paused (so on
/// screen and in the foreground), its clock running, and a human to act.
pub fn wants_screen_on(snap: &Snapshot) -> bool {
    snap.clock.timed()
        && snap.clock.running
        && !snap.paused
        && snap.phase == Phase::Playing
        && snap.outcome.is_none()
        && snap.human_to_act
}

/// An [`EventSink`] that keeps the screen on while some game's latest snapshot
/// [wants it](wants_screen_on).
pub struct WakeLock {
    next: Arc<dyn EventSink>,
    /// The games that want the screen on, and whether the platform was last asked to hold it.
    wanting: Mutex<(HashSet<String>, bool)>,
    platform: Sender<bool>,
}

impl WakeLock {
    /// Passes the events on to `next`, and drives `inhibitor` on a thread of its own.
    pub fn new(next: Arc<dyn EventSink>, inhibitor: Box<dyn ScreenInhibitor>) -> WakeLock {
        let (platform, requests) = channel::<bool>();
        let mut inhibitor = inhibitor;
        let spawned = std::thread::Builder::new().name("wake-lock".into()).spawn(move || {
            let mut told = false;
            for hold in requests {
                let done = if hold { inhibitor.hold() } else { inhibitor.release() };
                // Said once: a platform without the service says the same every time.
                if let Err(why) = done {
                    if !told {
                        log::info!("the screen cannot be kept on during timed games: {why}");
                        told = true;
                    }
                }
            }
        });
        if let Err(e) = spawned {
            log::info!("the screen cannot be kept on during timed games: no thread ({e})");
        }
        WakeLock { next, wanting: Mutex::new((HashSet::new(), false)), platform }
    }

    fn saw(&self, snap: &Snapshot) {
        let mut wanting = relock(&self.wanting);
        let (games, held) = &mut *wanting;
        if wants_screen_on(snap) {
            games.insert(snap.id.clone());
        } else {
            games.remove(&snap.id);
        }
        let hold = !games.is_empty();
        if hold != *held {
            *held = hold;
            // Sent under the lock, so the platform sees the changes in their order. A thread
            // that could not start leaves nothing to tell.
            let _ = self.platform.send(hold);
        }
    }
}

impl EventSink for WakeLock {
    fn emit(&self, event: Event) {
        if let Event::GameUpdated(snap) = &event {
            self.saw(snap);
        }
        self.next.emit(event);
    }
}
