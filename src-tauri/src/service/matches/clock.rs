//! The authoritative clock of a match, on tokio's time (so tests can pause it). The task that
//! ticks, saves and times it out is [`super::timer`]'s.
//!
//! A match is untimed, or timed by the game's turn timer (each turn has its time; the seed's
//! rule on a timeout), or by the app's game clock (each side has its time for the game, and
//! each turn it plays adds the increment; a side whose time runs out loses). Either may give
//! the sides different times (a handicap). The clock counts down the side to move's time while
//! the game is on screen and a turn is running. Every start, stop and new turn bumps `epoch`;
//! the timer task armed for an epoch does nothing once the epoch has moved on, which is how a
//! timeout and an action that arrive together resolve to exactly one of them (both run under
//! the match's lock).

use std::time::Duration;

use shuangcheng_engine::Side;
use tokio::time::Instant;

use crate::service::saves::SavedClock;
use crate::service::types::GameOptions;

/// How often a running clock is written to the database, at most (and on every pause and
/// change), on the timer's ticks: after a kill the turn resumes with at most this much (and a
/// tick) more time than it had, never less.
pub const SAVE_EVERY: Duration = Duration::from_secs(1);

/// On a game clock, a side plans its time as if this many turns were left, as engines do
/// without a move count to the next control.
const TURNS_TO_PLAN: u64 = 20;

/// How a match is timed, from its options.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Control {
    Untimed,
    /// The game's turn timer: each side's time for one turn.
    PerTurn {
        turn_ms: [u64; 2],
    },
    /// The app's game clock: each side's time for the game, and what each turn played adds.
    GameClock {
        base_ms: [u64; 2],
        increment_ms: u64,
    },
}

impl Control {
    /// The control of a game started with `options`: a game clock when it has one, else its
    /// turn timer; the handicapped side gets its own time.
    pub fn of(options: &GameOptions) -> Control {
        let per_side = |secs: u32| {
            let mut ms = [u64::from(secs) * 1000; 2];
            if let Some(h) = options.handicap {
                ms[h.side.index()] = u64::from(h.secs) * 1000;
            }
            ms
        };
        match (options.game_clock, options.timer_secs) {
            (Some(clock), _) => Control::GameClock {
                base_ms: per_side(clock.base_secs),
                increment_ms: u64::from(clock.increment_secs) * 1000,
            },
            (None, Some(secs)) => Control::PerTurn { turn_ms: per_side(secs) },
            (None, None) => Control::Untimed,
        }
    }

    /// Each side's time as a game or a turn starts.
    fn full(self) -> [u64; 2] {
        match self {
            Control::Untimed => [0; 2],
            Control::PerTurn { turn_ms } => turn_ms,
            Control::GameClock { base_ms, .. } => base_ms,
        }
    }
}

#[derive(Debug, Clone)]
pub struct Clock {
    control: Control,
    /// The side whose time counts: the side to move.
    side: Side,
    /// Each side's time left as of `running_since` (or now, when stopped): its turn's under a
    /// turn timer, its game's under a game clock.
    left_ms: [u64; 2],
    running_since: Option<Instant>,
    pub epoch: u64,
    /// Time spent since the last action (for the move list), across pauses.
    pending_ms: u64,
    pending_since: Option<Instant>,
    /// When the clock was last written to the database.
    saved_at: Instant,
}

impl Clock {
    /// A clock of `control` with `side` to move, as `saved` left it (a new game: full time).
    /// A turn timer's saved time is capped by the turn's, its other side starts full; a game
    /// clock's are taken as saved (increments may have raised them above the base).
    pub fn new(control: Control, side: Side, saved: SavedClock) -> Clock {
        let full = control.full();
        let mut left = match (control, saved.sides_ms) {
            (Control::GameClock { .. }, Some(sides)) => sides,
            _ => full,
        };
        if let (Control::PerTurn { .. }, Some(ms)) = (control, saved.remaining_ms) {
            left[side.index()] = ms.min(full[side.index()]);
        }
        Clock {
            control,
            side,
            left_ms: left,
            running_since: None,
            epoch: 0,
            pending_ms: saved.pending_ms,
            pending_since: None,
            saved_at: Instant::now(),
        }
    }

    pub fn control(&self) -> Control {
        self.control
    }

    /// The side whose time counts.
    pub fn side(&self) -> Side {
        self.side
    }

    pub fn is_running(&self) -> bool {
        self.running_since.is_some() || self.pending_since.is_some()
    }

    /// Whether a countdown is running (the match is timed and the clock runs).
    pub fn counting_down(&self) -> bool {
        self.control != Control::Untimed && self.running_since.is_some()
    }

    /// The side to move's time left; `None` when untimed.
    pub fn remaining_ms(&self) -> Option<u64> {
        Some(self.sides().ok()?[self.side.index()])
    }

    /// The most the side to move should spend on its turn: a turn timer's time left; on a
    /// game clock, a share of its time left ([`TURNS_TO_PLAN`]) and the increment the turn
    /// will add, never more than its time left. `None` when untimed.
    pub fn allowance_ms(&self) -> Option<u64> {
        let left = self.remaining_ms()?;
        Some(match self.control {
            Control::GameClock { increment_ms, .. } => left.min(left / TURNS_TO_PLAN + increment_ms),
            _ => left,
        })
    }

    /// Each side's time left on a game clock, by [`Side::index`]; `None` without one.
    pub fn sides_ms(&self) -> Option<[u64; 2]> {
        matches!(self.control, Control::GameClock { .. }).then(|| self.sides().unwrap_or_default())
    }

    /// Each side's time left, the running side's as of now; `Err` when untimed.
    fn sides(&self) -> Result<[u64; 2], ()> {
        if self.control == Control::Untimed {
            return Err(());
        }
        let mut left = self.left_ms;
        if let Some(since) = self.running_since {
            let i = self.side.index();
            left[i] = left[i].saturating_sub(since.elapsed().as_millis() as u64);
        }
        Ok(left)
    }

    /// What a save keeps of the clock now.
    pub fn saved(&self) -> SavedClock {
        SavedClock {
            remaining_ms: self.remaining_ms(),
            sides_ms: self.sides_ms(),
            pending_ms: self.pending_ms(),
        }
    }

    /// Milliseconds spent on the action being prepared.
    pub fn pending_ms(&self) -> u64 {
        self.pending_ms + self.pending_since.map_or(0, |s| s.elapsed().as_millis() as u64)
    }

    /// Starts (or keeps) the clock running. Returns the epoch a timer task must be armed for,
    /// or `None` when no countdown needs a task.
    pub fn start(&mut self) -> Option<u64> {
        if self.pending_since.is_none() {
            self.pending_since = Some(Instant::now());
        }
        if self.running_since.is_some() {
            return None;
        }
        self.epoch += 1;
        if self.control != Control::Untimed {
            self.running_since = Some(Instant::now());
            Some(self.epoch)
        } else {
            None
        }
    }

    /// Stops the clock, keeping what is left.
    pub fn stop(&mut self) {
        if let Ok(left) = self.sides() {
            self.left_ms = left;
        }
        self.pending_ms = self.pending_ms();
        self.running_since = None;
        self.pending_since = None;
        self.epoch += 1;
    }

    /// An action was played: returns the time spent on it and restarts the count for the next.
    pub fn take_pending(&mut self) -> u64 {
        let ms = self.pending_ms();
        self.pending_ms = 0;
        if self.pending_since.is_some() {
            self.pending_since = Some(Instant::now());
        }
        ms
    }

    /// `mover` played a whole turn and `next` is to move: a game clock adds the increment to
    /// the mover's time, a turn timer gives `next` a full turn. The caller restarts the clock
    /// if it should run.
    pub fn turn_over(&mut self, mover: Side, next: Side) {
        self.changing(|c| {
            match c.control {
                Control::GameClock { increment_ms, .. } => c.left_ms[mover.index()] += increment_ms,
                Control::PerTurn { turn_ms } => c.left_ms[next.index()] = turn_ms[next.index()],
                Control::Untimed => {}
            }
            c.side = next;
        });
    }

    /// Undo took back a turn `mover` played: a game clock takes its increment away. Time
    /// spent is never given back, so undo and redo cannot gain a side time; a side that had
    /// lived on that increment is left at zero, and loses on time when its clock runs.
    pub fn take_increment(&mut self, mover: Side) {
        self.change_time(mover, |left, increment| left.saturating_sub(increment));
    }

    /// Redo played again a turn `mover` played: a game clock adds its increment again.
    pub fn add_increment(&mut self, mover: Side) {
        self.change_time(mover, |left, increment| left + increment);
    }

    /// Changes `mover`'s time on a game clock by `change` of it and the increment.
    fn change_time(&mut self, mover: Side, change: impl FnOnce(u64, u64) -> u64) {
        if let Control::GameClock { increment_ms, .. } = self.control {
            self.changing(|c| c.left_ms[mover.index()] = change(c.left_ms[mover.index()], increment_ms));
        }
    }

    /// Undo or redo reached a ply with `side` to move. A turn timer puts back the time that
    /// ply's turn was last left with (`ms`; a turn's full time at a turn's start without one);
    /// a game clock keeps each side's time and counts `side`'s.
    pub fn reached(&mut self, side: Side, ms: Option<u64>, at_turn_start: bool) {
        self.changing(|c| {
            c.side = side;
            if let Control::PerTurn { turn_ms } = c.control {
                let full = turn_ms[side.index()];
                match ms {
                    Some(ms) => c.left_ms[side.index()] = ms.min(full),
                    None if at_turn_start => c.left_ms[side.index()] = full,
                    None => {}
                }
            }
        });
    }

    /// Stops the clock for `change`, then keeps counting the action being prepared if it was;
    /// the caller restarts the countdown if it should run.
    fn changing(&mut self, change: impl FnOnce(&mut Clock)) {
        let running = self.is_running();
        self.stop();
        change(self);
        if running {
            self.pending_since = Some(Instant::now());
        }
    }

    /// Whether the running clock is due to be written (at most every [`SAVE_EVERY`]).
    pub fn save_due(&self) -> bool {
        self.saved_at.elapsed() >= SAVE_EVERY
    }

    /// The clock as it stands is in the database.
    pub fn mark_saved(&mut self) {
        self.saved_at = Instant::now();
    }
}

#[cfg(test)]
mod tests {
    use shuangcheng_engine::{GameClock, GameKind};

    use super::*;
    use crate::service::training::Training;
    use crate::service::types::{Handicap, Mode, Seat};

    fn options(
        timer_secs: Option<u32>,
        game_clock: Option<GameClock>,
        handicap: Option<Handicap>,
    ) -> GameOptions {
        GameOptions {
            game: GameKind::Zhili,
            mode: Mode::PassAndPlay,
            seats: vec![Seat::human(), Seat::human()],
            timer_secs,
            game_clock,
            handicap,
            coach: false,
            training: Training::default(),
            practice: false,
            hand_over: false,
        }
    }

    fn per_turn(secs: u32) -> Control {
        Control::of(&options(Some(secs), None, None))
    }

    /// 1+2: a minute each, two seconds a turn.
    fn one_plus_two() -> Control {
        Control::of(&options(None, Some(GameClock { base_secs: 60, increment_secs: 2 }), None))
    }

    const RED: Side = Side::First;
    const BLACK: Side = Side::Second;

    #[tokio::test(start_paused = true)]
    async fn a_turn_timer_counts_down_only_while_running_and_gives_each_turn_full_time() {
        let mut c = Clock::new(per_turn(60), RED, SavedClock::default());
        assert_eq!(c.remaining_ms(), Some(60_000));
        let epoch = c.start().expect("a countdown needs a timer task");
        tokio::time::advance(Duration::from_millis(1500)).await;
        assert_eq!(c.remaining_ms(), Some(58_500));
        c.stop();
        assert!(c.epoch > epoch, "stopping invalidates the armed timer");
        tokio::time::advance(Duration::from_secs(10)).await;
        assert_eq!(c.remaining_ms(), Some(58_500));
        assert_eq!(c.pending_ms(), 1500);
        c.start();
        tokio::time::advance(Duration::from_millis(500)).await;
        assert_eq!(c.take_pending(), 2000);
        c.turn_over(RED, BLACK);
        assert_eq!((c.side(), c.remaining_ms()), (BLACK, Some(60_000)));
        assert!(!c.counting_down());
        assert_eq!(c.sides_ms(), None, "a turn timer has no game time");
    }

    #[test]
    fn an_untimed_game_has_no_remaining_time() {
        let mut c =
            Clock::new(Control::Untimed, RED, SavedClock { remaining_ms: Some(5), ..SavedClock::default() });
        assert_eq!(c.remaining_ms(), None);
        assert_eq!(c.start(), None);
        assert!(!c.counting_down());
    }

    #[test]
    fn a_saved_turn_time_is_capped_by_the_timer() {
        let saved = SavedClock { remaining_ms: Some(99_000), ..SavedClock::default() };
        assert_eq!(Clock::new(per_turn(10), RED, saved).remaining_ms(), Some(10_000));
    }

    #[tokio::test(start_paused = true)]
    async fn a_game_clock_counts_the_side_to_move_and_adds_the_increment_to_each_turn_played() {
        let mut c = Clock::new(one_plus_two(), RED, SavedClock::default());
        c.start();
        tokio::time::advance(Duration::from_millis(10_000)).await;
        assert_eq!(c.sides_ms(), Some([50_000, 60_000]));
        c.turn_over(RED, BLACK);
        assert_eq!(c.sides_ms(), Some([52_000, 60_000]), "Red's turn added 2 s");
        c.start();
        tokio::time::advance(Duration::from_millis(4_000)).await;
        assert_eq!((c.side(), c.remaining_ms()), (BLACK, Some(56_000)));
        c.stop();
        tokio::time::advance(Duration::from_secs(30)).await;
        assert_eq!(c.sides_ms(), Some([52_000, 56_000]), "a stopped clock keeps both times");
        // Saved and loaded, it goes on from the same times.
        let back = Clock::new(one_plus_two(), BLACK, c.saved());
        assert_eq!(back.sides_ms(), Some([52_000, 56_000]));
    }

    #[tokio::test(start_paused = true)]
    async fn undo_takes_a_turns_increment_away_and_redo_adds_it_again_never_the_time_spent() {
        let mut c = Clock::new(one_plus_two(), RED, SavedClock::default());
        c.start();
        tokio::time::advance(Duration::from_millis(10_000)).await;
        c.turn_over(RED, BLACK);
        c.start();
        tokio::time::advance(Duration::from_millis(3_000)).await;
        // Undo Red's move: Red is to move again with the 50 s it had left, Black keeps 57 s.
        c.take_increment(RED);
        c.reached(RED, Some(50_000), true);
        assert_eq!(c.sides_ms(), Some([50_000, 57_000]));
        c.add_increment(RED);
        c.reached(BLACK, Some(60_000), true);
        assert_eq!(
            c.sides_ms(),
            Some([52_000, 57_000]),
            "redo: the increment again, the ply's clock ignored"
        );
    }

    #[test]
    fn a_handicap_gives_one_side_its_own_time_on_either_control() {
        let handicap = Some(Handicap { side: BLACK, secs: 30 });
        let turn = Control::of(&options(Some(60), None, handicap));
        assert_eq!(turn, Control::PerTurn { turn_ms: [60_000, 30_000] });
        let clock = Control::of(&options(None, Some(GameClock::new(5, 3)), handicap));
        assert_eq!(clock, Control::GameClock { base_ms: [300_000, 30_000], increment_ms: 3_000 });
        let mut c = Clock::new(turn, RED, SavedClock::default());
        c.turn_over(RED, BLACK);
        assert_eq!(c.remaining_ms(), Some(30_000), "Black's turns are 30 s");
        c.turn_over(BLACK, RED);
        assert_eq!(c.remaining_ms(), Some(60_000));
    }

    #[test]
    fn a_game_clock_comes_before_a_turn_timer_in_the_options() {
        let both = options(Some(60), Some(GameClock::new(5, 3)), None);
        assert!(matches!(Control::of(&both), Control::GameClock { .. }));
    }

    #[test]
    fn on_a_game_clock_a_turn_is_allowed_a_share_of_the_time_left_and_the_increment() {
        let five_plus_three = Control::of(&options(None, Some(GameClock::new(5, 3)), None));
        let c = Clock::new(five_plus_three, RED, SavedClock::default());
        assert_eq!(c.allowance_ms(), Some(300_000 / 20 + 3_000));
        let short = SavedClock { sides_ms: Some([2_000, 300_000]), ..SavedClock::default() };
        assert_eq!(
            Clock::new(five_plus_three, RED, short).allowance_ms(),
            Some(2_000),
            "never past the time left"
        );
        assert_eq!(Clock::new(per_turn(30), RED, SavedClock::default()).allowance_ms(), Some(30_000));
        assert_eq!(Clock::new(Control::Untimed, RED, SavedClock::default()).allowance_ms(), None);
    }
}
