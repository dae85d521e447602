//! Move ordering for the master: the table's move, City captures, captures that win material
//! by exchange evaluation, exchanges (T8), killers, the counter-move, recruits (T7), then quiet
//! moves by history; captures that lose material last.

use crate::ai::Score;

use super::super::super::action::Action;
use super::super::super::board::POINTS;
use super::super::super::movegen::Masks;
use super::super::super::pieces::{kind_of, Kind, EMPTY};
use super::super::super::position::TwinCities;
use super::super::eval::board_value;
use super::see;
use super::tt::fingerprint;

pub const MAX_PLY: usize = 96;

/// One slot per (from, to) board move, per first point of a recruit, per (general, point)
/// exchange, one for the swap (T14) and one for the pass.
const HISTORY_SIZE: usize = POINTS * POINTS + POINTS + 10 * POINTS + 2;
/// History scores stay within ±this.
const HISTORY_MAX: i32 = 16_384;

const TT_MOVE: i32 = 1 << 30;
const CITY_CAPTURE: i32 = 1 << 29;
const GOOD_CAPTURE: i32 = 1 << 28;
const EXCHANGE: i32 = 1 << 27;
const KILLER: i32 = 1 << 26;
const COUNTER: i32 = 1 << 25;
const RECRUIT: i32 = 1 << 24;
const BAD_CAPTURE: i32 = -(1 << 28);

/// The history slot of an action.
pub fn slot(a: &Action) -> usize {
    let p = POINTS;
    match *a {
        Action::Move { from, to, .. } => from as usize * p + to as usize,
        Action::Recruit { points, .. } => p * p + points[0] as usize,
        Action::Exchange { general, to, .. } => p * p + p + general.index() * p + to as usize,
        Action::Swap => HISTORY_SIZE - 2,
        Action::Pass => HISTORY_SIZE - 1,
    }
}

/// Whether the action takes a rival piece (T5): the moves quiescence looks at.
pub fn is_capture(pos: &TwinCities, a: &Action) -> bool {
    matches!(*a, Action::Move { to, shock: false, .. } if pos.board[to as usize] != EMPTY)
}

/// What the master learns while searching: killers per ply, history and counter-moves per side.
pub struct Ordering {
    killers: [[Option<Action>; 2]; MAX_PLY],
    history: Vec<[i32; HISTORY_SIZE]>,
    counters: Vec<[Option<Action>; HISTORY_SIZE]>,
}

impl Ordering {
    pub fn new() -> Ordering {
        Ordering {
            killers: [[None; 2]; MAX_PLY],
            history: vec![[0; HISTORY_SIZE]; 2],
            counters: vec![[None; HISTORY_SIZE]; 2],
        }
    }

    /// Forgets the killers (they belong to one search) and ages the history.
    pub fn new_search(&mut self) {
        self.killers = [[None; 2]; MAX_PLY];
        for h in self.history.iter_mut() {
            h.iter_mut().for_each(|x| *x /= 2);
        }
    }

    pub fn history(&self, side: usize, a: &Action) -> i32 {
        self.history[side][slot(a)]
    }

    pub fn is_killer(&self, ply: usize, a: &Action) -> bool {
        self.killers[ply].contains(&Some(*a))
    }

    /// Scores the actions of `pos` (best first once sorted); `prev` is the rival's last action.
    pub fn score_all(
        &self,
        pos: &TwinCities,
        list: &mut [(i32, Action)],
        tt_move: u16,
        ply: usize,
        prev: Option<Action>,
    ) {
        let side = pos.to_move.index();
        let counter = prev.and_then(|p| self.counters[1 - side][slot(&p)]);
        let mut masks: Option<Masks> = None;
        for (score, a) in list.iter_mut() {
            *score = if tt_move != 0 && fingerprint(a) == tt_move {
                TT_MOVE
            } else if is_capture(pos, a) {
                let m = masks.get_or_insert_with(|| Masks::new(pos));
                capture_score(pos, m, a)
            } else if let Action::Exchange { general, .. } = a {
                EXCHANGE + board_value(*general)
            } else if self.is_killer(ply, a) {
                KILLER
            } else if counter == Some(*a) {
                COUNTER
            } else if let Action::Recruit { len, .. } = a {
                RECRUIT + *len as i32
            } else {
                self.history[side][slot(a)]
            };
        }
        list.sort_unstable_by_key(|&(s, _)| -s);
    }

    /// A quiet action caused a cut-off at `depth`: reward it, punish the quiet ones tried
    /// before it, remember it as a killer and as the answer to `prev`.
    pub fn reward(
        &mut self,
        side: usize,
        ply: usize,
        depth: i32,
        a: &Action,
        tried: &[Action],
        prev: Option<Action>,
    ) {
        let bonus = (depth * depth).min(400) * 16;
        update(&mut self.history[side][slot(a)], bonus);
        for t in tried {
            update(&mut self.history[side][slot(t)], -bonus);
        }
        let k = &mut self.killers[ply];
        if k[0] != Some(*a) {
            k[1] = k[0];
            k[0] = Some(*a);
        }
        if let Some(p) = prev {
            self.counters[1 - side][slot(&p)] = Some(*a);
        }
    }
}

/// History with gravity: large values grow more slowly, so recent results count.
fn update(h: &mut i32, bonus: i32) {
    *h += bonus - *h * bonus.abs() / HISTORY_MAX;
    *h = (*h).clamp(-HISTORY_MAX, HISTORY_MAX);
}

/// City captures first; then captures by exchange value, most valuable victim first.
fn capture_score(pos: &TwinCities, m: &Masks, a: &Action) -> i32 {
    let Action::Move { from, to, .. } = *a else { return 0 };
    let victim = kind_of(pos.board[to as usize]);
    if victim == Kind::City {
        return CITY_CAPTURE;
    }
    let value: Score = see::board_move(pos, m, from, to);
    let mvv = board_value(victim) * 8 - board_value(kind_of(pos.board[from as usize])) / 8;
    if value >= 0 {
        GOOD_CAPTURE + mvv
    } else {
        BAD_CAPTURE + value * 8 + mvv
    }
}
