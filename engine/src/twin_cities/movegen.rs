//! Legal action generation (T5, T7, T8, T9, T10) without allocation: point sets are `u128`
//! masks and actions are pushed into the caller's vector.

use crate::outcome::Side;

use super::action::Action;
use super::board::{bit, points, Mask, ALL, DIAG, FIELD, HORSE, NEXT, NONE, ORTHO};
use super::pieces::{cell, kind_of, side_of, Kind, EMPTY};
use super::position::TwinCities;

/// Where a piece pattern can go from a point: moves to empty points (plain drops included),
/// captures, and shock drops (T5).
#[derive(Clone, Copy, Default)]
pub(super) struct Targets {
    pub moves: Mask,
    pub caps: Mask,
    pub shock: Mask,
}

/// The board as masks, built once per generation.
pub(super) struct Masks {
    pub occ: Mask,
    pub own: Mask,
    /// Rival pieces (City included, Strongholds never).
    pub rival: Mask,
    pub own_soldiers: Mask,
    /// Points threatened by each side's Engines (T10).
    pub threat: [Mask; 2],
}

impl Masks {
    pub fn new(pos: &TwinCities) -> Masks {
        let me = pos.to_move;
        let mut m = Masks { occ: 0, own: 0, rival: 0, own_soldiers: 0, threat: [0; 2] };
        let soldier = cell(Kind::Soldier, me);
        let mut engines = 0;
        for (p, &c) in pos.board.iter().enumerate() {
            if c == EMPTY {
                continue;
            }
            let b = 1u128 << p;
            m.occ |= b;
            match side_of(c) {
                Some(s) if s == me => m.own |= b,
                Some(_) => m.rival |= b,
                None => {}
            }
            if c == soldier {
                m.own_soldiers |= b;
            }
            if kind_of(c) == Kind::Engine {
                engines |= b;
            }
        }
        // An Engine's reach needs the whole board's occupancy: a second pass, over them only.
        for p in points(engines) {
            let s = side_of(pos.board[p as usize]).map_or(0, Side::index);
            m.threat[s] |= engine_reach(p, m.occ, true);
        }
        m
    }

    /// The same masks for the rival of `pos`'s side to move: the sides swapped.
    pub fn for_rival(&self, pos: &TwinCities) -> Masks {
        let soldier = cell(Kind::Soldier, pos.to_move.other());
        let rival_soldiers = points(self.rival).filter(|&p| pos.board[p as usize] == soldier);
        Masks {
            occ: self.occ,
            own: self.rival,
            rival: self.own,
            own_soldiers: rival_soldiers.fold(0, |m, p| m | bit(p)),
            threat: self.threat,
        }
    }
}

/// The Engine's 1–2 steps in 8 directions with an empty middle point; with `threat` the
/// targets need not be empty (T10), else they must be.
fn engine_reach(p: u8, occ: Mask, threat: bool) -> Mask {
    let mut out = 0;
    for (d, &n) in NEXT[p as usize].iter().enumerate() {
        if n == NONE {
            continue;
        }
        let empty = occ & bit(n) == 0;
        if empty || threat {
            out |= bit(n);
        }
        if empty {
            let n2 = NEXT[n as usize][d];
            if n2 != NONE && (threat || occ & bit(n2) == 0) {
                out |= bit(n2);
            }
        }
    }
    out
}

/// Slides from `p` in direction `d` through empty points; returns them and the first
/// occupied point (or [`NONE`]).
fn slide(p: u8, d: usize, occ: Mask) -> (Mask, u8) {
    let mut m = 0;
    let mut n = NEXT[p as usize][d];
    while n != NONE && occ & bit(n) == 0 {
        m |= bit(n);
        n = NEXT[n as usize][d];
    }
    (m, n)
}

/// The targets of `kind`'s pattern from `p`, with the mover already lifted from `occ`.
/// `rival` is the set of capturable pieces.
pub(super) fn pattern(kind: Kind, p: u8, occ: Mask, rival: Mask) -> Targets {
    let mut t = Targets::default();
    match kind {
        Kind::Soldier | Kind::Shield => {
            orthogonal_step(p, occ, rival, &mut t, kind == Kind::Soldier);
            if kind == Kind::Shield {
                drops(p, occ, &mut t);
            }
        }
        Kind::Foot => two_steps(p, occ, rival, &mut t, ORTHO),
        Kind::Bow => two_steps(p, occ, rival, &mut t, DIAG),
        Kind::Horse => horse(p, occ, rival, &mut t, true),
        Kind::Tiger | Kind::Lurker => rook_or_cannon(p, occ, rival, &mut t, kind == Kind::Lurker),
        Kind::Wing => {
            for d in DIAG {
                let (m, b) = slide(p, d, occ);
                t.moves |= m;
                if b != NONE && b == NEXT[p as usize][d] {
                    t.caps |= bit(b) & rival;
                }
            }
        }
        Kind::Raider => {
            for d in ORTHO {
                let (_, b) = slide(p, d, occ);
                if b != NONE {
                    t.moves |= slide(b, d, occ).0;
                }
            }
            horse(p, occ, rival, &mut t, false);
        }
        Kind::Engine => t.moves = engine_reach(p, occ, false),
        Kind::City | Kind::Stronghold => {}
    }
    t
}

/// One step orthogonally: captures, and moves too when `moves` (the Soldier; the Shield only
/// captures so).
fn orthogonal_step(p: u8, occ: Mask, rival: Mask, t: &mut Targets, moves: bool) {
    for d in ORTHO {
        let n = NEXT[p as usize][d];
        if n == NONE {
            continue;
        }
        if occ & bit(n) == 0 {
            if moves {
                t.moves |= bit(n);
            }
        } else {
            t.caps |= bit(n) & rival;
        }
    }
}

/// The Foot's and the Bow's 1–2 points in `dirs`, the middle point empty.
fn two_steps(p: u8, occ: Mask, rival: Mask, t: &mut Targets, dirs: [usize; 4]) {
    for d in dirs {
        let n = NEXT[p as usize][d];
        if n == NONE {
            continue;
        }
        if occ & bit(n) != 0 {
            t.caps |= bit(n) & rival;
            continue;
        }
        t.moves |= bit(n);
        let n2 = NEXT[n as usize][d];
        if n2 != NONE {
            if occ & bit(n2) == 0 {
                t.moves |= bit(n2);
            } else {
                t.caps |= bit(n2) & rival;
            }
        }
    }
}

/// The Tiger (the xiangqi chariot) or, with `screen`, the Lurker (the cannon).
fn rook_or_cannon(p: u8, occ: Mask, rival: Mask, t: &mut Targets, screen: bool) {
    for d in ORTHO {
        let (m, b) = slide(p, d, occ);
        t.moves |= m;
        if b == NONE {
            continue;
        }
        if !screen {
            t.caps |= bit(b) & rival;
        } else {
            let (_, b2) = slide(b, d, occ);
            if b2 != NONE {
                t.caps |= bit(b2) & rival;
            }
        }
    }
}

/// The xiangqi horse from `p` (leg rule); moves too when `moves`.
fn horse(p: u8, occ: Mask, rival: Mask, t: &mut Targets, moves: bool) {
    for (leg, to) in HORSE[p as usize] {
        if to == NONE || occ & bit(leg) != 0 {
            continue;
        }
        if occ & bit(to) == 0 {
            if moves {
                t.moves |= bit(to);
            }
        } else {
            t.caps |= bit(to) & rival;
        }
    }
}

/// The Shield's drops from `p` (lifted): plain drops into `moves`, shock drops into `shock`.
fn drops(p: u8, occ: Mask, t: &mut Targets) {
    for q in points(ALL & !occ & !bit(p)) {
        let around = FIELD[q as usize] & occ;
        if around == 0 {
            t.moves |= bit(q);
        } else if shock_ok(q, occ) {
            t.shock |= bit(q);
        }
    }
}

/// Whether every piece in `q`'s field can be pushed one point straight away from `q`.
fn shock_ok(q: u8, occ: Mask) -> bool {
    let next = &NEXT[q as usize];
    (0..8).all(|d| {
        let n = next[d];
        if n == NONE || occ & bit(n) == 0 {
            return true;
        }
        let to = NEXT[n as usize][d];
        to != NONE && occ & bit(to) == 0
    })
}

/// T5: a City or Stronghold on `p` moves with the patterns of the side to move's own pieces in
/// its field (a City in it lends nothing), as `pattern` gives them for one kind; nothing while
/// a rival Engine locks it (T10).
fn borrowed(pos: &TwinCities, m: &Masks, p: u8, mut pattern: impl FnMut(Kind) -> Targets) -> Targets {
    let mut all = Targets::default();
    if m.threat[pos.to_move.other().index()] & bit(p) != 0 {
        return all;
    }
    let kinds = city_kinds(pos, p, m.own);
    for k in Kind::RESERVE {
        if kinds & (1 << k as u16) != 0 {
            let t = pattern(k);
            all.moves |= t.moves;
            all.caps |= t.caps;
            all.shock |= t.shock;
        }
    }
    all
}

/// T5: the kinds (bits by `Kind`) of the pieces among `own` in the field of `p` that a City or
/// Stronghold there copies (a City lends nothing).
pub(super) fn city_kinds(pos: &TwinCities, p: u8, own: Mask) -> u16 {
    let mut kinds = 0u16;
    for q in points(FIELD[p as usize] & own) {
        let kind = kind_of(pos.board[q as usize]);
        if kind != Kind::City {
            kinds |= 1 << kind as u16;
        }
    }
    kinds
}

/// The points the side to move's City on `p` captures on (T5, T10).
pub(super) fn borrowed_attacks(pos: &TwinCities, m: &Masks, p: u8) -> Mask {
    let occ = m.occ & !bit(p);
    borrowed(pos, m, p, |k| Targets { caps: attacks(k, p, occ, m.rival), ..Targets::default() }).caps
}

/// The sites (T7) `me` controls, `m` being `me`'s masks: its City first, then Strongholds in
/// point order.
pub(super) fn controlled_sites(pos: &TwinCities, me: Side, m: &Masks, out: &mut [u8; 3]) -> usize {
    let rival_threat = m.threat[me.other().index()];
    let mut n = 0;
    let mut consider = |site: u8| {
        let f = FIELD[site as usize];
        if f & m.own != 0 && f & m.rival == 0 && rival_threat & bit(site) == 0 {
            out[n] = site;
            n += 1;
        }
    };
    let city = pos.cities[me.index()];
    if city != NONE {
        consider(city);
    }
    // The Strongholds: the only pieces of neither side.
    for p in points(m.occ & !m.own & !m.rival) {
        consider(p);
    }
    n
}

/// Appends every legal action of the side to move (the game must not be over by T11's
/// position rules; the caller checks).
pub(super) fn generate(pos: &TwinCities, out: &mut Vec<Action>) {
    let m = Masks::new(pos);
    let me = pos.to_move;
    for (p, &c) in pos.board.iter().enumerate() {
        if c == EMPTY {
            continue;
        }
        let p = p as u8;
        let occ = m.occ & !bit(p);
        let kind = kind_of(c);
        match side_of(c) {
            // A Stronghold (T5): the move-only part of the borrowed patterns.
            None => emit(p, &borrowed(pos, &m, p, |k| pattern(k, p, occ, 0)), out),
            Some(s) if s != me => {}
            Some(_) if kind == Kind::City => {
                emit(p, &borrowed(pos, &m, p, |k| pattern(k, p, occ, m.rival)), out)
            }
            Some(_) => {
                let t = pattern(kind, p, occ, m.rival);
                emit(p, &t, out);
                if kind.leads() {
                    followers(pos, p, &t, &m, out);
                }
            }
        }
    }
    let mut sites = [NONE; 3];
    let n = controlled_sites(pos, pos.to_move, &m, &mut sites);
    recruits(pos, &m, &sites[..n], out);
    exchanges(pos, &m, &sites[..n], out);
    if pos.swap_rule && me == Side::Second {
        out.push(Action::Swap);
    }
}

fn emit(from: u8, t: &Targets, out: &mut Vec<Action>) {
    for to in points(t.moves | t.caps) {
        out.push(Action::step(from, to));
    }
    for to in points(t.shock) {
        out.push(Action::Move { from, to, shock: true, follower: None });
    }
}

/// T9: a Foot, Bow or Horse's moves with one own Soldier of its old field following it.
fn followers(pos: &TwinCities, from: u8, t: &Targets, m: &Masks, out: &mut Vec<Action>) {
    let soldiers = FIELD[from as usize] & m.own_soldiers;
    if soldiers == 0 {
        return;
    }
    let empty_after = (ALL & !m.occ) | bit(from);
    for to in points(t.moves | t.caps) {
        if kind_of_at(pos, to) == Some(Kind::City) {
            continue;
        }
        let free = FIELD[to as usize] & empty_after;
        for s in points(soldiers) {
            for dest in points(free & !bit(s)) {
                out.push(Action::Move { from, to, shock: false, follower: Some((s, dest)) });
            }
        }
    }
}

fn kind_of_at(pos: &TwinCities, p: u8) -> Option<Kind> {
    let c = pos.board[p as usize];
    (c != EMPTY).then(|| kind_of(c))
}

/// T7: sets of empty points, one per controlled site at most, matched to distinct sites.
fn recruits(pos: &TwinCities, m: &Masks, sites: &[u8], out: &mut Vec<Action>) {
    let reserve = pos.reserve[pos.to_move.index()][Kind::Soldier.index()] as usize;
    if reserve == 0 || sites.is_empty() {
        return;
    }
    let mut fields = [0 as Mask; 3];
    for (f, &s) in fields.iter_mut().zip(sites) {
        *f = FIELD[s as usize] & !m.occ;
    }
    let fields = &fields[..sites.len()];
    let union = fields.iter().fold(0, |a, &f| a | f);
    for a in points(union) {
        out.push(Action::Recruit { points: [a, NONE, NONE], len: 1 });
    }
    if reserve < 2 || sites.len() < 2 {
        return;
    }
    for a in points(union) {
        for b in points(union & !((bit(a) << 1) - 1)) {
            if matches(fields, &[a, b]) {
                out.push(Action::Recruit { points: [a, b, NONE], len: 2 });
            }
        }
    }
    if reserve < 3 || sites.len() < 3 {
        return;
    }
    for a in points(union) {
        for b in points(union & !((bit(a) << 1) - 1)) {
            for c in points(union & !((bit(b) << 1) - 1)) {
                if matches(fields, &[a, b, c]) {
                    out.push(Action::Recruit { points: [a, b, c], len: 3 });
                }
            }
        }
    }
}

/// Whether the points can be given to distinct sites, each point in its site's field.
fn matches(fields: &[Mask], pts: &[u8]) -> bool {
    fn go(fields: &[Mask], pts: &[u8], used: u8) -> bool {
        let Some((&p, rest)) = pts.split_first() else { return true };
        (0..fields.len())
            .any(|i| used & (1 << i) == 0 && fields[i] & bit(p) != 0 && go(fields, rest, used | 1 << i))
    }
    go(fields, pts, 0)
}

/// T8: a general from the reserve for 2 (3 for the Tiger) own Soldiers in a controlled site's
/// field, placed on an empty point of that field (the paid Soldiers' points included).
fn exchanges(pos: &TwinCities, m: &Masks, sites: &[u8], out: &mut Vec<Action>) {
    let reserve = &pos.reserve[pos.to_move.index()];
    for (i, &site) in sites.iter().enumerate() {
        let field = FIELD[site as usize];
        let soldiers = field & m.own_soldiers;
        let count = soldiers.count_ones() as usize;
        if count < 2 {
            continue;
        }
        let mut sp = [NONE; 8];
        for (slot, p) in sp.iter_mut().zip(points(soldiers)) {
            *slot = p;
        }
        let sp = &sp[..count];
        let empties = field & !m.occ;
        for g in Kind::GENERALS {
            if reserve[g.index()] == 0 {
                continue;
            }
            let k = g.price();
            if count < k {
                continue;
            }
            for_each_subset(sp, k, &mut |paid: &[u8; 3]| {
                let paid_mask = paid[..k].iter().fold(0, |a, &p| a | bit(p));
                for to in points(empties | paid_mask) {
                    let need = paid_mask | bit(to);
                    // The same exchange counted at an earlier site is the same action.
                    if sites[..i].iter().any(|&s| FIELD[s as usize] & need == need) {
                        continue;
                    }
                    out.push(Action::Exchange { general: g, to, soldiers: *paid, len: k as u8 });
                }
            });
        }
    }
}

/// Calls `f` with every `k`-subset (k = 2 or 3) of `pts`, in order; unused slots are NONE.
fn for_each_subset(pts: &[u8], k: usize, f: &mut impl FnMut(&[u8; 3])) {
    let n = pts.len();
    for a in 0..n {
        for b in a + 1..n {
            if k == 2 {
                f(&[pts[a], pts[b], NONE]);
            } else {
                for c in b + 1..n {
                    f(&[pts[a], pts[b], pts[c]]);
                }
            }
        }
    }
}

/// The captures of the side to move (no followers): what the quiescence search looks at.
pub(super) fn captures(pos: &TwinCities, m: &Masks, out: &mut Vec<Action>) {
    out.clear();
    for p in points(m.own) {
        let caps = match kind_of(pos.board[p as usize]) {
            Kind::City => borrowed_attacks(pos, m, p),
            kind => attacks(kind, p, m.occ & !bit(p), m.rival),
        };
        for to in points(caps) {
            out.push(Action::step(p, to));
        }
    }
}

/// The points a piece of `kind` on `p` captures on (the Shield's drops left out).
pub(super) fn attacks(kind: Kind, p: u8, occ: Mask, rival: Mask) -> Mask {
    let k = if kind == Kind::Shield { Kind::Soldier } else { kind };
    pattern(k, p, occ, rival).caps
}
