//! The core's events, waiting for the page to ask for them (the `next_events` command, a long
//! poll). Tauri's own events reach the page by evaluating a script in it, and WebKitGTK turns
//! each script's result into a JavaScript value in the app's process: that starts a JavaScript
//! engine there, about 5.5 MB resident for nothing the app uses (docs/performance.md, "The app
//! process"). An answer to a command comes back as a plain HTTP-like response instead.

use std::collections::VecDeque;
use std::sync::Mutex;

use tokio::sync::Notify;

use super::events::{Event, EventSink};
use super::sync::relock;

/// The most events kept while no page asks (reloading, or its web process gone): a timed
/// game's clock ticks four times a second, so this is a minute of ticks. The oldest go first
/// (logged). The page asks for fresh snapshots when it starts, so no game is lost; a notice
/// dropped this way is not shown.
pub const QUEUE_LIMIT: usize = 256;

#[derive(Default)]
struct Waiting {
    events: VecDeque<Event>,
    /// Which ask is the page's newest: an older one (its page since reloaded) answers empty.
    newest_ask: u64,
    dropped: u64,
}

/// The events emitted and not yet taken, in order.
#[derive(Default)]
pub struct EventQueue {
    waiting: Mutex<Waiting>,
    arrived: Notify,
}

impl EventQueue {
    pub fn new() -> EventQueue {
        EventQueue::default()
    }

    /// Every event waiting, oldest first, once there is at least one. A newer call (the page
    /// reloaded while this one waited) makes this one answer with none.
    pub async fn next(&self) -> Vec<Event> {
        let me = {
            let mut waiting = relock(&self.waiting);
            waiting.newest_ask += 1;
            waiting.newest_ask
        };
        self.arrived.notify_waiters();
        loop {
            // Registered before looking, so an event emitted in between still wakes this call.
            let arrived = self.arrived.notified();
            tokio::pin!(arrived);
            arrived.as_mut().enable();
            {
                let mut waiting = relock(&self.waiting);
                if waiting.newest_ask != me {
                    return Vec::new();
                }
                if !waiting.events.is_empty() {
                    return waiting.events.drain(..).collect();
                }
            }
            arrived.await;
        }
    }
}

impl EventSink for EventQueue {
    fn emit(&self, event: Event) {
        {
            let mut waiting = relock(&self.waiting);
            if waiting.events.len() == QUEUE_LIMIT {
                waiting.events.pop_front();
                waiting.dropped += 1;
                // Once per run of drops, not once per event.
                if waiting.dropped == 1 {
                    log::warn!("no page is taking the core's events: the oldest are dropped");
                }
            } else {
                waiting.dropped = 0;
            }
            waiting.events.push_back(event);
        }
        self.arrived.notify_waiters();
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use std::time::Duration;

    use super::*;
    use crate::service::events::ClockTick;

    fn tick(ms: u64) -> Event {
        Event::ClockTick(ClockTick { game_id: "g".into(), ply: 0, remaining_ms: ms })
    }

    /// A page's ask, waiting on its own task.
    fn ask(queue: &Arc<EventQueue>) -> tokio::task::JoinHandle<Vec<Event>> {
        let queue = queue.clone();
        tokio::spawn(async move { queue.next().await })
    }

    /// What an ask answered (within 5 s).
    async fn answer(asking: tokio::task::JoinHandle<Vec<Event>>) -> Vec<Event> {
        tokio::time::timeout(Duration::from_secs(5), asking).await.unwrap().unwrap()
    }

    fn remaining(batch: &[Event]) -> Vec<u64> {
        batch
            .iter()
            .map(|e| match e {
                Event::ClockTick(t) => t.remaining_ms,
                other => panic!("unexpected {other:?}"),
            })
            .collect()
    }

    #[tokio::test]
    async fn events_emitted_before_the_ask_come_at_once_in_order() {
        let queue = EventQueue::new();
        queue.emit(tick(3));
        queue.emit(tick(2));
        let batch = queue.next().await;
        assert_eq!(remaining(&batch), [3, 2]);
        let wire = serde_json::to_value(&batch[0]).unwrap();
        assert_eq!(
            wire,
            serde_json::json!({ "event": "clock-tick", "payload": { "gameId": "g", "ply": 0, "remainingMs": 3 } })
        );
    }

    #[tokio::test]
    async fn an_ask_waits_for_the_next_event() {
        let queue = Arc::new(EventQueue::new());
        let asking = ask(&queue);
        tokio::time::sleep(Duration::from_millis(20)).await;
        assert!(!asking.is_finished(), "nothing emitted yet");
        queue.emit(tick(7));
        let batch = answer(asking).await;
        assert_eq!(remaining(&batch), [7]);
    }

    #[tokio::test]
    async fn a_newer_ask_takes_over_and_the_older_answers_empty() {
        let queue = Arc::new(EventQueue::new());
        let old_page = ask(&queue);
        tokio::time::sleep(Duration::from_millis(20)).await;
        let new_page = ask(&queue);
        let old = answer(old_page).await;
        assert!(old.is_empty());
        queue.emit(tick(1));
        let new = answer(new_page).await;
        assert_eq!(remaining(&new), [1]);
    }

    #[tokio::test]
    async fn without_an_ask_the_oldest_events_beyond_the_limit_are_dropped() {
        let queue = EventQueue::new();
        for ms in 0..QUEUE_LIMIT as u64 + 10 {
            queue.emit(tick(ms));
        }
        let kept = remaining(&queue.next().await);
        assert_eq!(kept.len(), QUEUE_LIMIT);
        assert_eq!(kept[0], 10);
        assert_eq!(*kept.last().unwrap(), QUEUE_LIMIT as u64 + 9);
    }
}
