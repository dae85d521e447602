//! The Twin Cities position: its fields, what it tells, and playing an action on it. Its
//! notation is in `notation`, its `Position` impl in `rules`.

use crate::outcome::{EndReason, Outcome, Side};

/// A City was captured (T11).
pub const CITY_CAPTURED: EndReason = EndReason::new("city-captured", "city captured");
/// A draw after 100 plies without capture, recruit or exchange (T11).
pub const NO_PROGRESS: EndReason =
    EndReason::new("no-progress", "100 plies without capture, recruit or exchange");

use super::action::Action;
use super::board::{NEXT, NONE, POINTS};
use super::pieces::{cell, kind_of, side_of, Cell, Kind, EMPTY};

/// Plies without capture, recruit or exchange that draw the game (T11).
pub const NO_PROGRESS_PLIES: u32 = 100;

/// A Twin Cities position (T13's six fields): the board, the side to move, both reserves,
/// the no-progress counter and the turn number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TwinCities {
    pub(super) board: [Cell; POINTS],
    /// Reserve counts per side, in [`Kind::RESERVE`] order.
    pub(super) reserve: [[u8; 10]; 2],
    pub(super) to_move: Side,
    /// Plies since the last capture, recruit or exchange.
    pub(super) quiet_plies: u32,
    /// Starts at 1, grows after Black's turn.
    pub(super) turn: u32,
    /// Each side's City point, [`NONE`] once captured.
    pub(super) cities: [u8; 2],
    /// The swap rule (T14) is in force and not yet used: Black may answer Red's next action by
    /// swapping. Set from the start by the option, gone after Black's first turn.
    pub(super) swap_rule: bool,
}

impl TwinCities {
    /// The content of point `p` (for tests and tools): `None` when empty, else the kind and
    /// the owner (`None` for a Stronghold).
    pub fn piece_at(&self, p: u8) -> Option<(Kind, Option<Side>)> {
        let c = *self.board.get(p as usize)?;
        (c != EMPTY).then(|| (kind_of(c), side_of(c)))
    }

    /// How many pieces of `kind` `side` has in reserve.
    pub fn reserve_count(&self, side: Side, kind: Kind) -> u8 {
        if kind.index() < 10 {
            self.reserve[side.index()][kind.index()]
        } else {
            0
        }
    }

    /// Plies since the last capture, recruit or exchange (T11).
    pub fn quiet_plies(&self) -> u32 {
        self.quiet_plies
    }

    /// The turn number (T13's sixth field).
    pub fn turn(&self) -> u32 {
        self.turn
    }

    /// Whether the swap rule (T14) is still to be used in this game.
    pub fn swap_rule(&self) -> bool {
        self.swap_rule
    }

    /// This position with the swap rule (T14) in force, as the fair-start option starts a game.
    pub fn with_swap_rule(mut self) -> TwinCities {
        self.swap_rule = true;
        self
    }

    /// The point of `side`'s City, `None` once it was captured.
    pub fn city(&self, side: Side) -> Option<u8> {
        let c = self.cities[side.index()];
        (c != NONE).then_some(c)
    }

    /// The end by the position's own rules that needs no move generation: a captured City,
    /// the 100-ply rule.
    pub(super) fn quick_outcome(&self) -> Option<Outcome> {
        if self.cities[0] == NONE {
            return Some(Outcome::win(Side::Second, CITY_CAPTURED));
        }
        if self.cities[1] == NONE {
            return Some(Outcome::win(Side::First, CITY_CAPTURED));
        }
        (self.quiet_plies >= NO_PROGRESS_PLIES).then(|| Outcome::draw(NO_PROGRESS))
    }

    /// Plays `action`, legal here (T3–T10).
    pub(super) fn apply_action(&mut self, action: &Action) {
        let me = self.to_move;
        match *action {
            Action::Move { from, to, shock, follower } => {
                let mover = self.board[from as usize];
                self.board[from as usize] = EMPTY;
                let mut progress = false;
                if shock {
                    for (d, &n) in NEXT[to as usize].iter().enumerate() {
                        if n != NONE && self.board[n as usize] != EMPTY {
                            let c = self.board[n as usize];
                            self.board[n as usize] = EMPTY;
                            self.place(NEXT[n as usize][d], c);
                        }
                    }
                } else if self.board[to as usize] != EMPTY {
                    self.capture(to);
                    progress = true;
                }
                self.place(to, mover);
                if let Some((a, b)) = follower {
                    let c = self.board[a as usize];
                    self.board[a as usize] = EMPTY;
                    self.board[b as usize] = c;
                }
                self.end_ply(progress);
            }
            Action::Recruit { points, len } => {
                for &p in Action::list(&points, len) {
                    self.board[p as usize] = cell(Kind::Soldier, me);
                }
                self.reserve[me.index()][Kind::Soldier.index()] -= len;
                self.end_ply(true);
            }
            Action::Exchange { general, to, soldiers, len } => {
                for &p in Action::list(&soldiers, len) {
                    self.board[p as usize] = EMPTY;
                }
                self.reserve[me.index()][Kind::Soldier.index()] += len;
                self.reserve[me.index()][general.index()] -= 1;
                self.board[to as usize] = cell(general, me);
                self.end_ply(true);
            }
            Action::Swap => {
                self.exchange_colours();
                self.end_ply(false);
            }
            Action::Pass => self.end_ply(false),
        }
    }

    /// T14's swap: the board turned half-way round (T1's board is symmetric so, T3's opening
    /// mirrored through the centre), each piece given to the other side, the reserves
    /// exchanged; the side to move stays, for the ply to end.
    fn exchange_colours(&mut self) {
        let turned = |p: u8| if p == NONE { NONE } else { (POINTS - 1) as u8 - p };
        let board = self.board;
        for (p, &c) in board.iter().enumerate() {
            // An empty point has no owner; a Stronghold (no side) stays what it is.
            self.board[POINTS - 1 - p] =
                if c == EMPTY { c } else { side_of(c).map_or(c, |side| cell(kind_of(c), side.other())) };
        }
        self.reserve.swap(0, 1);
        self.cities = [turned(self.cities[1]), turned(self.cities[0])];
    }

    fn place(&mut self, p: u8, c: Cell) {
        self.board[p as usize] = c;
        if c != EMPTY && kind_of(c) == Kind::City {
            if let Some(s) = side_of(c) {
                self.cities[s.index()] = p;
            }
        }
    }

    /// Takes the piece on `p` off the board into its owner's reserve (a City is gone for good).
    fn capture(&mut self, p: u8) {
        let c = self.board[p as usize];
        self.board[p as usize] = EMPTY;
        let (kind, side) = (kind_of(c), side_of(c));
        if let Some(s) = side {
            if kind == Kind::City {
                self.cities[s.index()] = NONE;
            } else {
                self.reserve[s.index()][kind.index()] += 1;
            }
        }
    }

    /// Counts the ply. The counters stop at their largest value rather than wrap, so a
    /// position read from any valid string plays on and is always written readably.
    fn end_ply(&mut self, progress: bool) {
        self.quiet_plies = if progress { 0 } else { self.quiet_plies.saturating_add(1) };
        if self.to_move == Side::Second {
            self.turn = self.turn.saturating_add(1);
            // Black's first turn answered Red's first action: swapped or not, the offer ends (T14).
            self.swap_rule = false;
        }
        self.to_move = self.to_move.other();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Search and perft copy a position instead of undoing an action, which pays while a
    /// position is small (docs/performance.md, "Copy, not undo"): Twin Cities' is about 130 bytes.
    #[test]
    fn the_position_is_small_enough_to_copy() {
        assert!((100..=160).contains(&size_of::<TwinCities>()), "{}", size_of::<TwinCities>());
    }
}
