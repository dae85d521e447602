//! The static evaluation as a linear function of position features: material at T8's prices,
//! reserves, the Cities' safety, site control (T7), pressure on the rival City, mobility and
//! loose pieces. Every feature is "the side to move's minus the rival's" (or a term seen from
//! the side to move), so one weight vector scores both sides.
//!
//! Two weight sets share the features: [`Weights::LEGACY`], hand-set, which the levels up to
//! `hard` use (their ladder in `docs/ai.md` was measured with it), and [`Weights::TUNED`],
//! fitted to self-play results by the Texel tuner (`super::tune`), which the master uses.

use crate::ai::Score;
use crate::outcome::Side;

use super::super::board::{bit, points, Mask, FIELD, FILES};
use super::super::movegen::{attacks, city_kinds, controlled_sites, pattern, Masks};
use super::super::pieces::{kind_of, side_of, Kind, EMPTY};
use super::super::position::TwinCities;

/// The features, in weight order.
pub mod feature {
    /// Material on the board: one feature per reserve kind (S T F B H L W R D E).
    pub const MATERIAL: usize = 0;
    pub const RESERVE_SOLDIERS: usize = 10;
    pub const RESERVE_GENERALS: usize = 11;
    /// Σ (10 − king distance to the rival City) over generals; over Soldiers.
    pub const PRESSURE_GENERALS: usize = 12;
    pub const PRESSURE_SOLDIERS: usize = 13;
    /// Sites controlled now (T7).
    pub const SITES: usize = 14;
    /// The side to move's City can be captured (it may still answer).
    pub const OWN_CITY_ATTACKED: usize = 15;
    /// The rival City can be captured by the side to move (a win unless the search says no).
    pub const RIVAL_CITY_ATTACKED: usize = 16;
    /// A City locked by a rival Engine (T10).
    pub const CITY_LOCKED: usize = 17;
    /// Own pieces in the own City's field; rival pieces there.
    pub const DEFENDERS: usize = 18;
    pub const INTRUDERS: usize = 19;
    /// Rival pieces a side attacks.
    pub const ATTACKS: usize = 20;
    /// Empty points the pieces reach (the Shield's drops left out: they reach nearly anywhere).
    pub const MOBILITY: usize = 21;
    /// Pieces attacked and not defended, of the side to move; of the rival.
    pub const LOOSE_OWN: usize = 22;
    pub const LOOSE_RIVAL: usize = 23;
    /// Kinds in the own City's field: the patterns the City can copy (T5).
    pub const CITY_KINDS: usize = 24;
    /// Being the side to move.
    pub const TEMPO: usize = 25;
    /// Own Soldiers in the fields of the sites a side controls: an exchange's price (T8).
    pub const SITE_SOLDIERS: usize = 26;
    pub const COUNT: usize = 27;

    /// Short names, for the tuner's report.
    pub const NAMES: [&str; COUNT] = [
        "soldier",
        "tiger",
        "foot",
        "bow",
        "horse",
        "lurker",
        "wing",
        "raider",
        "shield",
        "engine",
        "reserve-soldiers",
        "reserve-generals",
        "pressure-generals",
        "pressure-soldiers",
        "sites",
        "own-city-attacked",
        "rival-city-attacked",
        "city-locked",
        "defenders",
        "intruders",
        "attacks",
        "mobility",
        "loose-own",
        "loose-rival",
        "city-kinds",
        "tempo",
        "site-soldiers",
    ];
}

/// The feature values of a position, from the side to move's point of view.
pub type Features = [i32; feature::COUNT];

/// A weight per feature; the score is their dot product with the features.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights(pub [Score; feature::COUNT]);

impl Weights {
    /// The hand-set weights of the levels up to `hard`: Soldier 100, Tiger 340, other generals
    /// 230, a Soldier in reserve 60, 35 a site, a threatened City −125 for the side to move
    /// (it can still answer) and +1000 against the rival (it cannot).
    pub const LEGACY: Weights = Weights([
        100, 340, 230, 230, 230, 230, 230, 230, 230, 230, // material
        60, 0, // reserves
        4, 2,  // pressure
        35, // sites
        -125, 1000, -60, // Cities attacked, locked
        12, -30, // defenders, intruders
        // attacks, mobility, loose (own, rival), City kinds, tempo, site Soldiers
        0, 0, 0, 0, 0, 0, 0,
    ]);

    /// Fitted to 116,594 quiet positions of 3,265 self-play games by
    /// `cargo run --release -p shuangcheng-engine --example tune_twin_cities` (the command and
    /// the figures are in `docs/ai.md`); the master's evaluation. The two City-attacked weights
    /// are kept (quiet positions never show them), as is the loose rival pieces' (the tuner's
    /// quiet positions have none, by its own filter).
    pub const TUNED: Weights = Weights([
        92, 338, 210, 239, 219, 188, 226, 169, 234, 190, // material
        68, 59, // reserves
        -2, 4,   // pressure
        304, // sites
        -125, 1000, -107, // Cities attacked, locked
        64, -48, // defenders, intruders
        // attacks, mobility, loose (own, rival), City kinds, tempo, site Soldiers
        15, 2, -63, 0, -36, 55, -28,
    ]);

    pub fn score(&self, f: &Features) -> Score {
        self.0.iter().zip(f).map(|(w, x)| w * x).sum()
    }

    /// The score of `pos` for the side to move.
    pub fn evaluate(&self, pos: &TwinCities) -> Score {
        self.score(&features(pos))
    }
}

/// Value of a piece on the board for ordering and exchange evaluation: a Soldier 100, a
/// general its price in Soldiers (T8) plus a premium for being in play.
pub(crate) fn board_value(kind: Kind) -> Score {
    match kind {
        Kind::Soldier => 100,
        Kind::Tiger => 340,
        Kind::City | Kind::Stronghold => 0,
        _ => 230,
    }
}

fn distance(a: u8, b: u8) -> i32 {
    let (fa, ra) = ((a as usize % FILES) as i32, (a as usize / FILES) as i32);
    let (fb, rb) = ((b as usize % FILES) as i32, (b as usize / FILES) as i32);
    (fa - fb).abs().max((ra - rb).abs())
}

/// What one side's pieces do: the rival pieces they attack, the own pieces they defend, the
/// empty points they reach.
struct Reach {
    attacks: Mask,
    defends: Mask,
    mobility: i32,
}

/// `side`'s reach; `own` / `rival` are its pieces and the rival's, `locked` the points the
/// rival's Engines threaten (a locked City copies nothing, T10).
fn reach(pos: &TwinCities, occ: Mask, own: Mask, rival: Mask, locked: Mask) -> Reach {
    let mut r = Reach { attacks: 0, defends: 0, mobility: 0 };
    for p in points(own) {
        let occ = occ & !bit(p);
        let kind = kind_of(pos.board[p as usize]);
        if kind == Kind::City {
            if locked & bit(p) == 0 {
                let kinds = city_kinds(pos, p, own);
                for k in Kind::RESERVE.into_iter().filter(|k| kinds & (1 << *k as u16) != 0) {
                    r.attacks |= attacks(k, p, occ, rival);
                }
            }
            continue;
        }
        // One pattern for all three (the hottest loop of the search): its captures of any
        // piece split into attacks and defences. A Shield captures as a Soldier, and its
        // drops reach nearly anywhere: no mobility.
        let t = pattern(if kind == Kind::Shield { Kind::Soldier } else { kind }, p, occ, own | rival);
        r.attacks |= t.caps & rival;
        r.defends |= t.caps & own;
        if kind != Kind::Shield {
            r.mobility += t.moves.count_ones() as i32;
        }
    }
    r
}

/// The features of `pos` for the side to move.
pub fn features(pos: &TwinCities) -> Features {
    let me = pos.to_move;
    let mut f = [0; feature::COUNT];
    f[feature::TEMPO] = 1;
    material(pos, me, &mut f);
    let m = Masks::new(pos);
    let mr = m.for_rival(pos);
    for (side, masks, sign) in [(me, &m, 1), (me.other(), &mr, -1)] {
        let mut sites = [0; 3];
        let n = controlled_sites(pos, side, masks, &mut sites);
        let fields = sites[..n].iter().fold(0, |f, &s| f | FIELD[s as usize]);
        f[feature::SITES] += sign * n as i32;
        f[feature::SITE_SOLDIERS] += sign * (fields & masks.own_soldiers).count_ones() as i32;
    }
    let mine = reach(pos, m.occ, m.own, m.rival, m.threat[me.other().index()]);
    let theirs = reach(pos, m.occ, m.rival, m.own, m.threat[me.index()]);
    f[feature::ATTACKS] = mine.attacks.count_ones() as i32 - theirs.attacks.count_ones() as i32;
    f[feature::MOBILITY] = mine.mobility - theirs.mobility;
    let cities = city_mask(pos);
    f[feature::LOOSE_OWN] = (theirs.attacks & m.own & !mine.defends & !cities).count_ones() as i32;
    f[feature::LOOSE_RIVAL] = (mine.attacks & m.rival & !theirs.defends & !cities).count_ones() as i32;
    for (side, sign, rival_attacks, masks) in
        [(me, 1, theirs.attacks, &m), (me.other(), -1, mine.attacks, &mr)]
    {
        let Some(c) = pos.city(side) else { continue };
        if rival_attacks & bit(c) != 0 {
            let which = if side == me { feature::OWN_CITY_ATTACKED } else { feature::RIVAL_CITY_ATTACKED };
            f[which] = 1;
        }
        if m.threat[side.other().index()] & bit(c) != 0 {
            f[feature::CITY_LOCKED] += sign;
        }
        let field = FIELD[c as usize];
        f[feature::DEFENDERS] += sign * (field & masks.own).count_ones() as i32;
        f[feature::INTRUDERS] += sign * (field & masks.rival).count_ones() as i32;
        f[feature::CITY_KINDS] += sign * city_kinds(pos, c, masks.own).count_ones() as i32;
    }
    f
}

/// The Cities' points as a mask.
fn city_mask(pos: &TwinCities) -> Mask {
    Side::BOTH.iter().filter_map(|&s| pos.city(s)).fold(0, |m, c| m | bit(c))
}

/// Material, reserves and pressure on the rival City.
fn material(pos: &TwinCities, me: Side, f: &mut Features) {
    for (p, &c) in pos.board.iter().enumerate() {
        let Some(side) = (c != EMPTY).then(|| side_of(c)).flatten() else { continue };
        let kind = kind_of(c);
        if kind == Kind::City {
            continue;
        }
        let sign = if side == me { 1 } else { -1 };
        f[feature::MATERIAL + kind.index()] += sign;
        if let Some(rc) = pos.city(side.other()) {
            let which =
                if kind == Kind::Soldier { feature::PRESSURE_SOLDIERS } else { feature::PRESSURE_GENERALS };
            f[which] += sign * (10 - distance(p as u8, rc));
        }
    }
    for side in Side::BOTH {
        let sign = if side == me { 1 } else { -1 };
        let r = &pos.reserve[side.index()];
        f[feature::RESERVE_SOLDIERS] += sign * r[Kind::Soldier.index()] as i32;
        f[feature::RESERVE_GENERALS] +=
            sign * Kind::GENERALS.iter().map(|k| r[k.index()] as i32).sum::<i32>();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::Position;
    use crate::rng::Rng;

    /// Positions of random games from the start.
    fn random_positions(games: u64, plies: usize) -> Vec<TwinCities> {
        let mut out = Vec::new();
        let mut legal = Vec::new();
        for seed in 0..games {
            let mut rng = Rng::new(seed);
            let mut pos = TwinCities::start();
            for _ in 0..plies {
                pos.legal_actions(&mut legal);
                if legal.is_empty() || pos.outcome().is_some() {
                    break;
                }
                out.push(pos.clone());
                let a = *rng.pick(&legal).unwrap();
                pos.apply(&a);
            }
        }
        out
    }

    #[test]
    fn reach_is_each_pieces_attacks_defences_and_moves() {
        let mut kinds_seen = [0; Kind::ALL.len()];
        for pos in random_positions(40, 120) {
            let m = Masks::new(&pos);
            let locked = m.threat[pos.to_move.other().index()];
            let r = reach(&pos, m.occ, m.own, m.rival, locked);
            // The definition, one pattern per question and piece.
            let (mut attacked, mut defended, mut mobility) = (0, 0, 0);
            for p in points(m.own) {
                let occ = m.occ & !bit(p);
                let kind = kind_of(pos.board[p as usize]);
                kinds_seen[kind.index()] += 1;
                if kind == Kind::City {
                    if locked & bit(p) == 0 {
                        let kinds = city_kinds(&pos, p, m.own);
                        for k in Kind::RESERVE.into_iter().filter(|k| kinds & (1 << *k as u16) != 0) {
                            attacked |= attacks(k, p, occ, m.rival);
                        }
                    }
                    continue;
                }
                attacked |= attacks(kind, p, occ, m.rival);
                defended |= attacks(kind, p, occ, m.own);
                if kind != Kind::Shield {
                    mobility += pattern(kind, p, occ, 0).moves.count_ones() as i32;
                }
            }
            assert_eq!((r.attacks, r.defends, r.mobility), (attacked, defended, mobility), "{pos}");
        }
        // The random games bring every kind of piece into play, the Shield and Engine included.
        let in_play = Kind::RESERVE.into_iter().chain([Kind::City]);
        let missing: Vec<Kind> = in_play.filter(|&k| kinds_seen[k.index()] < 20).collect();
        assert!(missing.is_empty(), "kinds seen under 20 times: {missing:?} of {kinds_seen:?}");
    }

    #[test]
    fn the_rivals_masks_are_the_masks_with_the_rival_to_move() {
        for pos in random_positions(20, 120) {
            let mut flipped = pos.clone();
            flipped.to_move = pos.to_move.other();
            let (derived, direct) = (Masks::new(&pos).for_rival(&pos), Masks::new(&flipped));
            assert_eq!(
                (derived.occ, derived.own, derived.rival, derived.own_soldiers, derived.threat),
                (direct.occ, direct.own, direct.rival, direct.own_soldiers, direct.threat),
                "{pos}"
            );
        }
    }
}
