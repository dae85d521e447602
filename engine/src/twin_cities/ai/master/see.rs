//! Static exchange evaluation: what a side wins or loses on one point when both sides keep
//! capturing there with their least valuable piece, each free to stop. Used for captures, for
//! generals placed by an exchange (T8) and for Shields dropped with pushes (T5), whose new
//! point may be attacked.
//!
//! The City takes part like any piece through the patterns it copies (T5, not while locked,
//! T10), at the price of the game: it never joins an exchange it would lose.

use crate::ai::Score;
use crate::outcome::Side;

use super::super::super::action::Action;
use super::super::super::board::{bit, points, Mask, FIELD};
use super::super::super::movegen::{attacks, Masks};
use super::super::super::pieces::{kind_of, side_of, Kind, EMPTY};
use super::super::super::position::TwinCities;
use super::super::eval::board_value;

/// What a piece risks in an exchange; losing the City loses the game.
pub fn stake(kind: Kind) -> Score {
    if kind == Kind::City {
        10_000
    } else {
        board_value(kind)
    }
}

/// The board as the exchange sees it: each side's pieces and the points the Engines lock.
struct Sides<'a> {
    pos: &'a TwinCities,
    pieces: [Mask; 2],
    threat: [Mask; 2],
}

impl<'a> Sides<'a> {
    fn new(pos: &'a TwinCities, m: &Masks) -> Sides<'a> {
        let me = pos.to_move.index();
        let mut pieces = [0; 2];
        pieces[me] = m.own;
        pieces[1 - me] = m.rival;
        Sides { pos, pieces, threat: m.threat }
    }

    /// The least valuable piece of `side` still on `occ` that captures on `q`, and its stake.
    fn least_attacker(&self, occ: Mask, q: u8, side: Side) -> Option<(u8, Score)> {
        let own = self.pieces[side.index()] & occ & !bit(q);
        let mut best: Option<(u8, Score)> = None;
        for p in points(own) {
            let kind = kind_of(self.pos.board[p as usize]);
            let value = stake(kind);
            if best.is_some_and(|(_, b)| b <= value) {
                continue;
            }
            let lifted = occ & !bit(p);
            let hits = if kind == Kind::City {
                self.city_hits(p, lifted, q, side, own)
            } else {
                attacks(kind, p, lifted, bit(q)) != 0
            };
            if hits {
                best = Some((p, value));
            }
        }
        best
    }

    /// Whether `side`'s City on `p` captures on `q` with a pattern it copies.
    fn city_hits(&self, p: u8, occ: Mask, q: u8, side: Side, own: Mask) -> bool {
        if self.threat[side.other().index()] & bit(p) != 0 {
            return false;
        }
        points(FIELD[p as usize] & own).any(|n| {
            let kind = kind_of(self.pos.board[n as usize]);
            kind != Kind::City && attacks(kind, p, occ, bit(q)) != 0
        })
    }

    /// The best net gain for `side` from starting captures on `q`, where a piece of the other
    /// side worth `at_stake` stands (≥ 0: it may decline).
    fn gain(&self, mut occ: Mask, q: u8, at_stake: Score, mut side: Side) -> Score {
        let mut gains = [0 as Score; 32];
        let mut d = 0;
        let mut stake = at_stake;
        while d < gains.len() {
            let Some((p, value)) = self.least_attacker(occ, q, side) else { break };
            gains[d] = stake - if d > 0 { gains[d - 1] } else { 0 };
            stake = value;
            occ &= !bit(p);
            side = side.other();
            d += 1;
        }
        // Back up: each capturer may stop rather than go on.
        while d > 1 {
            d -= 1;
            gains[d - 1] = -(-gains[d - 1]).max(gains[d]);
        }
        if d == 0 {
            0
        } else {
            gains[0].max(0)
        }
    }
}

/// Whether `side` could capture the rival City in `pos` (whoever is to move): a threat to the
/// City is searched like a capture, never pruned as a quiet move (T11: it may end the game).
pub fn threatens_city(pos: &TwinCities, side: Side) -> bool {
    let Some(city) = pos.city(side.other()) else { return false };
    let m = Masks::new(pos);
    Sides::new(pos, &m).least_attacker(m.occ, city, side).is_some()
}

/// The exchange value of a board move by the side to move from `from` to `to`: the victim
/// (if any) minus what the rival then wins on `to`.
pub fn board_move(pos: &TwinCities, m: &Masks, from: u8, to: u8) -> Score {
    let victim = pos.board[to as usize];
    let gained = if victim == EMPTY { 0 } else { stake(kind_of(victim)) };
    if victim != EMPTY && kind_of(victim) == Kind::City {
        return gained;
    }
    let sides = Sides::new(pos, m);
    let occ = (m.occ & !bit(from)) | bit(to);
    let mover = stake(kind_of(pos.board[from as usize]));
    gained - sides.gain(occ, to, mover, pos.to_move.other())
}

/// The exchange value of an action for the side to move in `pos`; `child` is the position
/// after it. Board moves and captures use [`board_move`]; exchanges and drops with pushes
/// look at the placed piece in `child`; recruits, swaps and passes score 0.
pub fn action(pos: &TwinCities, m: &Masks, a: &Action, child: &TwinCities) -> Score {
    match *a {
        Action::Move { from, to, shock: false, .. } => board_move(pos, m, from, to),
        Action::Move { to, shock: true, .. } | Action::Exchange { to, .. } => placed(child, to),
        Action::Recruit { .. } | Action::Swap | Action::Pass => 0,
    }
}

/// In `child`, the piece the previous mover just placed on `q`: minus what the side to move
/// wins by capturing it.
fn placed(child: &TwinCities, q: u8) -> Score {
    let c = child.board[q as usize];
    if c == EMPTY || side_of(c).is_none() {
        return 0;
    }
    let m = Masks::new(child);
    -Sides::new(child, &m).gain(m.occ, q, stake(kind_of(c)), child.to_move)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::Position;
    use crate::twin_cities::parse_point;

    fn pt(s: &str) -> u8 {
        parse_point(s).unwrap()
    }

    #[test]
    fn a_defended_soldier_is_not_worth_a_general() {
        // Red's Foot on e5 can take the Soldier on e6, which Black's Soldier on e7 defends.
        let pos: TwinCities = "4c4/9/9/9/4s4/4s4/4F4/9/9/4C4/9 r S6TBHLWRDE s4tfbhlwrde 0 1".parse().unwrap();
        let m = Masks::new(&pos);
        assert_eq!(board_move(&pos, &m, pt("e5"), pt("e6")), 100 - 230);
        // Undefended, it is a clean win of a Soldier.
        let pos: TwinCities = "4c4/9/9/9/9/4s4/4F4/9/9/4C4/9 r S6TBHLWRDE s5tfbhlwrde 0 1".parse().unwrap();
        let m = Masks::new(&pos);
        assert_eq!(board_move(&pos, &m, pt("e5"), pt("e6")), 100);
    }

    #[test]
    fn a_city_capture_is_the_game() {
        let pos: TwinCities = "9/9/9/9/9/9/9/9/4c4/4S4/4C4 r S5TFBHLWRDE s5tfbhlwrde 0 1".parse().unwrap();
        let m = Masks::new(&pos);
        let mut legal = Vec::new();
        pos.legal_actions(&mut legal);
        assert!(legal.contains(&Action::step(pt("e2"), pt("e3"))));
        assert_eq!(board_move(&pos, &m, pt("e2"), pt("e3")), 10_000);
    }
}
