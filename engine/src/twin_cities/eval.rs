//! The static evaluation: material at T8's prices, reserve strength, the Cities' safety,
//! site control (T7) and the pressure on the rival City.

use crate::ai::Score;

use super::board::{bit, points, FIELD, FILES};
use super::movegen::{attacks, borrowed_attacks, controlled_sites, Masks};
use super::pieces::{kind_of, side_of, Kind, EMPTY};
use super::position::TwinCities;

/// Value of a piece on the board: a Soldier 100, a general its price in Soldiers (T8) plus a
/// premium for being in play.
pub(super) fn board_value(kind: Kind) -> Score {
    match kind {
        Kind::Soldier => 100,
        Kind::Tiger => 340,
        Kind::City | Kind::Stronghold => 0,
        _ => 230,
    }
}

/// Value of a piece in the reserve: a Soldier can be recruited; a general only costs Soldiers.
fn reserve_value(kind: Kind) -> Score {
    if kind == Kind::Soldier {
        60
    } else {
        0
    }
}

fn distance(a: u8, b: u8) -> i32 {
    let (fa, ra) = ((a as usize % FILES) as i32, (a as usize / FILES) as i32);
    let (fb, rb) = ((b as usize % FILES) as i32, (b as usize / FILES) as i32);
    (fa - fb).abs().max((ra - rb).abs())
}

/// The evaluation weights; the levels share them.
#[derive(Clone, Copy, Debug)]
pub struct Evaluation {
    pub site: Score,
    pub city_attacked: Score,
    pub city_locked: Score,
    pub defender: Score,
    pub intruder: Score,
    pub pressure: Score,
}

impl Default for Evaluation {
    fn default() -> Self {
        Evaluation { site: 35, city_attacked: 250, city_locked: 60, defender: 12, intruder: 30, pressure: 4 }
    }
}

impl Evaluation {
    /// The score for the side to move.
    pub fn evaluate(&self, pos: &TwinCities) -> Score {
        let me = pos.to_move;
        let m = Masks::new(pos);
        let mut score = 0;
        // Material and reserves.
        for (p, &c) in pos.board.iter().enumerate() {
            if c == EMPTY {
                continue;
            }
            let Some(s) = side_of(c) else { continue };
            let kind = kind_of(c);
            let sign = if s == me { 1 } else { -1 };
            let mut v = board_value(kind);
            if kind != Kind::City && kind != Kind::Soldier {
                // Generals near the rival City press it.
                if let Some(rc) = pos.city(s.other()) {
                    v += self.pressure * (10 - distance(p as u8, rc));
                }
            } else if kind == Kind::Soldier {
                if let Some(rc) = pos.city(s.other()) {
                    v += self.pressure / 2 * (10 - distance(p as u8, rc));
                }
            }
            score += sign * v;
        }
        for (s, r) in pos.reserve.iter().enumerate() {
            let sign = if s == me.index() { 1 } else { -1 };
            for kind in Kind::RESERVE {
                score += sign * reserve_value(kind) * r[kind.index()] as Score;
            }
        }
        // Sites the side to move controls now; the rival's, seen from its side.
        let mut sites = [0; 3];
        score += self.site * controlled_sites(pos, &m, &mut sites) as Score;
        let mut flipped = pos.clone();
        flipped.to_move = me.other();
        let mr = Masks::new(&flipped);
        score -= self.site * controlled_sites(&flipped, &mr, &mut sites) as Score;
        // Cities: attacked, locked, defenders and intruders in the field.
        let attacks_of = |pos: &TwinCities, m: &Masks| {
            let mut a = 0;
            for p in points(m.own) {
                let occ = m.occ & !bit(p);
                let kind = kind_of(pos.board[p as usize]);
                if kind == Kind::City {
                    a |= borrowed_attacks(pos, m, p);
                } else {
                    a |= attacks(kind, p, occ, m.rival);
                }
            }
            a
        };
        let my_attacks = attacks_of(pos, &m);
        let their_attacks = attacks_of(&flipped, &mr);
        for (side, sign, rival_attacks, mm) in [(me, 1, their_attacks, &m), (me.other(), -1, my_attacks, &mr)]
        {
            let Some(c) = pos.city(side) else { continue };
            let mut v = 0;
            if rival_attacks & bit(c) != 0 {
                // The side to move can still answer a threat to its City; the rival cannot.
                v -= if side == me { self.city_attacked / 2 } else { self.city_attacked * 4 };
            }
            if m.threat[side.other().index()] & bit(c) != 0 {
                v -= self.city_locked;
            }
            let field = FIELD[c as usize];
            v += self.defender * (field & mm.own).count_ones() as Score;
            v -= self.intruder * (field & mm.rival).count_ones() as Score;
            score += sign * v;
        }
        score
    }
}
