//! A game in progress: a start position, the actions played, and the history-based draws.

use std::collections::HashMap;

use crate::error::ActionError;
use crate::outcome::{EndReason, Outcome};
use crate::position::Position;

/// A game record that knows its history: repetition and ply-limit draws (per
/// [`Position::HISTORY_RULES`]) on top of the position's own outcome, and undo.
#[derive(Clone, Debug)]
pub struct Game<P: Position> {
    /// `positions[i]` is the position after `actions[..i]`; never empty.
    positions: Vec<P>,
    actions: Vec<P::Action>,
    /// How often each turn-boundary position has occurred.
    seen: HashMap<u64, u32>,
}

impl<P: Position> Game<P> {
    pub fn new(start: P) -> Game<P> {
        let mut seen = HashMap::new();
        if start.at_turn_boundary() {
            seen.insert(start.key(), 1);
        }
        Game { positions: vec![start], actions: Vec::new(), seen }
    }

    pub fn start(&self) -> &P {
        &self.positions[0]
    }

    pub fn position(&self) -> &P {
        self.positions.last().expect("a game always has a position")
    }

    /// Every position of the game so far: the start, then the one after each action.
    pub fn positions(&self) -> &[P] {
        &self.positions
    }

    pub fn actions(&self) -> &[P::Action] {
        &self.actions
    }

    /// How many times the current position has occurred (1 when it is new).
    pub fn repetitions(&self) -> u32 {
        let pos = self.position();
        if pos.at_turn_boundary() {
            self.seen.get(&pos.key()).copied().unwrap_or(0)
        } else {
            0
        }
    }

    /// The outcome: the position's own, else a history draw.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(o) = self.position().outcome() {
            return Some(o);
        }
        let rules = P::HISTORY_RULES;
        if rules.repetition.is_some_and(|n| self.repetitions() >= n) {
            return Some(Outcome::draw(EndReason::REPETITION));
        }
        if let Some((_, reason)) = rules.max_plies.filter(|&(n, _)| self.actions.len() as u32 >= n) {
            return Some(Outcome::draw(reason));
        }
        None
    }

    /// Legal actions now; empty once the game is over (history draws included).
    pub fn legal_actions(&self) -> Vec<P::Action> {
        let mut out = Vec::new();
        if self.outcome().is_none() {
            self.position().legal_actions(&mut out);
        }
        out
    }

    /// Plays a legal action (or the pass); on error nothing changes.
    pub fn play(&mut self, action: &P::Action) -> Result<(), ActionError> {
        if self.outcome().is_some() {
            return Err(ActionError::GameOver);
        }
        let next = self.position().play(action)?;
        self.push(action.clone(), next);
        Ok(())
    }

    /// Parses and plays an action written in the game's notation. Its legality is checked
    /// once, by [`Position::parse_action`].
    pub fn play_str(&mut self, s: &str) -> Result<P::Action, ActionError> {
        if self.outcome().is_some() {
            return Err(ActionError::GameOver);
        }
        let action = self.position().parse_action(s)?;
        self.play_legal(action.clone());
        Ok(action)
    }

    /// Plays an action already found legal in the current position, without checking it again.
    pub(crate) fn play_legal(&mut self, action: P::Action) {
        let mut next = self.position().clone();
        next.apply(&action);
        self.push(action, next);
    }

    /// Plays the timed-out turn.
    pub fn pass(&mut self) -> Result<P::Action, ActionError> {
        let pass = self.position().pass().ok_or(ActionError::GameOver)?;
        self.play(&pass)?;
        Ok(pass)
    }

    /// Takes back the last action; `None` at the start.
    pub fn undo(&mut self) -> Option<P::Action> {
        let action = self.actions.pop()?;
        let left = self.positions.pop().expect("one position per action");
        if left.at_turn_boundary() {
            if let Some(n) = self.seen.get_mut(&left.key()) {
                *n -= 1;
                if *n == 0 {
                    self.seen.remove(&left.key());
                }
            }
        }
        Some(action)
    }

    fn push(&mut self, action: P::Action, next: P) {
        if next.at_turn_boundary() {
            *self.seen.entry(next.key()).or_insert(0) += 1;
        }
        self.actions.push(action);
        self.positions.push(next);
    }
}
