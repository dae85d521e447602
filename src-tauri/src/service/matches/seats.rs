//! Who acts in a match: the seats of each side, the one to act now (a human's or an AI's),
//! and how far one undo or redo goes (against the AI: back to, or on to, a human's turn).

use shuangcheng_engine::{ActionInfo, AnyGame, Side};

use super::parts::Match;
use crate::service::types::Mode;

impl Match {
    pub fn has_ai(&self) -> bool {
        self.saved.options.seats.iter().any(|s| s.is_ai())
    }

    pub fn is_pass_and_play(&self) -> bool {
        self.saved.options.mode == Mode::PassAndPlay
    }

    pub fn seat_is_ai(&self, seat: usize) -> bool {
        self.saved.options.seats.get(seat).is_some_and(|s| s.is_ai())
    }

    /// Whether an action played from `seat` was a human's (one without a seat is).
    pub fn played_by_human(&self, seat: Option<usize>) -> bool {
        seat.is_none_or(|seat| !self.seat_is_ai(seat))
    }

    /// The seats that play `side` (`GameOptions::seats_of`).
    pub fn seats_of(&self, side: Side) -> Vec<usize> {
        self.saved.options.seats_of(side)
    }

    /// Each seat commands one group (Generals' four seats): an action's seat is its group's.
    pub fn seat_per_group(&self) -> bool {
        let options = &self.saved.options;
        options.game.catalog().seat_layout(options.seats.len()).is_some_and(|l| l.per_group)
    }

    /// Who acts now, given the legal actions: the side's seat; in four-seat Generals the seat
    /// of the general whose action it is. At a turn's start there, where the team chooses the
    /// general, a human of the team chooses (the lowest human seat) if there is one, else the
    /// team's first AI seat.
    pub fn acting_seat(&self, legal: &[ActionInfo]) -> Option<usize> {
        if self.outcome().is_some() {
            return None;
        }
        self.team_seat_for(self.game()?, legal)
    }

    /// `acting_seat` for another state of this game (used while looking back for undo).
    fn team_seat_for(&self, game: &AnyGame, legal: &[ActionInfo]) -> Option<usize> {
        let team = self.seats_of(game.to_move());
        if team.len() == 1 {
            return Some(team[0]);
        }
        let mut seats: Vec<usize> =
            legal.iter().filter_map(|a| a.seat.map(usize::from)).filter(|s| team.contains(s)).collect();
        seats.sort_unstable();
        seats.dedup();
        match seats.as_slice() {
            [] => Some(team[0]),
            [one] => Some(*one),
            many => many.iter().copied().find(|&s| !self.seat_is_ai(s)).or(Some(many[0])),
        }
    }

    /// The AI level index of a seat, if it is an AI seat with a level the game has.
    pub fn ai_level_of(&self, seat: usize) -> Option<usize> {
        let level = self.saved.options.seats.get(seat)?.level.as_deref()?;
        if !self.seat_is_ai(seat) {
            return None;
        }
        self.game()?.ai_levels().iter().position(|l| l.id == level)
    }

    /// The AI should move now (an AI seat acts, the game is on): its seat and level.
    pub fn ai_to_act(&self) -> Option<(usize, usize)> {
        if self.outcome().is_some() {
            return None;
        }
        let legal = self.game()?.legal_actions();
        let seat = self.acting_seat(&legal)?;
        self.ai_level_of(seat).map(|level| (seat, level))
    }

    /// How many actions one undo takes back: one in pass-and-play; against the AI, back to
    /// the last position where a human seat acts, taking back at least one human action;
    /// never to a ply whose time had run out. `None` when there is nothing (human) to undo.
    pub fn undo_count(&self) -> Option<usize> {
        let moves = self.moves()?;
        if moves.ply() == 0 || self.saved.forced_outcome.is_some() {
            return None;
        }
        let mut game = moves.game().clone();
        let mut popped_human = false;
        for (n, ply) in moves.plies().iter().rev().enumerate() {
            game.undo()?;
            if ply.seat.is_some_and(|s| !self.seat_is_ai(s)) {
                popped_human = true;
            }
            // A ply whose time ran out would pass again at once: undo goes on past it.
            if ply.clock_ms == Some(0) {
                continue;
            }
            if !self.has_ai() {
                return Some(n + 1);
            }
            if popped_human {
                let legal = game.legal_actions();
                let seat = self.team_seat_for(&game, &legal);
                if seat.is_some_and(|s| !self.seat_is_ai(s)) {
                    return Some(n + 1);
                }
            }
        }
        None
    }

    /// How many actions one redo replays: one; against the AI also the AI's replies that were
    /// undone with it (up to the next human turn).
    pub fn redo_count(&self) -> Option<usize> {
        let moves = self.moves()?;
        if moves.redo_list().is_empty() || self.outcome().is_some() {
            return None;
        }
        if !self.has_ai() {
            return Some(1);
        }
        let mut game = moves.game().clone();
        let mut n = 0;
        for record in moves.redo_list().iter().rev() {
            if game.play(&record.text).is_err() {
                break;
            }
            n += 1;
            let legal = game.legal_actions();
            let seat = self.team_seat_for(&game, &legal);
            if game.outcome().is_some() || seat.is_some_and(|s| !self.seat_is_ai(s)) {
                break;
            }
        }
        (n > 0).then_some(n)
    }
}
