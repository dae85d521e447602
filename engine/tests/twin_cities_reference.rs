//! A second, deliberately plain implementation of T5–T10 written from the spec (coordinates,
//! no bit masks, no shared code with the engine), compared with the engine's legal actions and
//! their effects in positions from seeded random games.

use std::collections::BTreeSet;

use shuangcheng_engine::rng::Rng;
use shuangcheng_engine::twin_cities::{parse_point, Kind, TwinCities};
use shuangcheng_engine::{Position, Side};

type Piece = (Kind, Option<Side>);
type Pt = (i32, i32); // (file 0-8, rank 0-10)

const ORTHO: [Pt; 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
const DIAG: [Pt; 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

#[derive(Clone, PartialEq, Debug)]
struct Board {
    cells: [[Option<Piece>; 11]; 9],
    reserve: [[u8; 10]; 2],
    me: Side,
}

fn on(p: Pt) -> bool {
    (0..9).contains(&p.0) && (0..11).contains(&p.1)
}

fn add(p: Pt, d: Pt) -> Pt {
    (p.0 + d.0, p.1 + d.1)
}

fn name(p: Pt) -> String {
    format!("{}{}", (b'a' + p.0 as u8) as char, p.1 + 1)
}

fn order(p: Pt) -> i32 {
    p.1 * 9 + p.0
}

fn field(p: Pt) -> Vec<Pt> {
    ORTHO.iter().chain(DIAG.iter()).map(|&d| add(p, d)).filter(|&q| on(q)).collect()
}

impl Board {
    fn from(pos: &TwinCities) -> Board {
        let mut cells = [[None; 11]; 9];
        for (f, col) in cells.iter_mut().enumerate() {
            for (r, c) in col.iter_mut().enumerate() {
                *c = pos.piece_at((r * 9 + f) as u8);
            }
        }
        let mut reserve = [[0; 10]; 2];
        for s in Side::BOTH {
            for k in Kind::RESERVE {
                reserve[s.index()][k as usize] = pos.reserve_count(s, k);
            }
        }
        Board { cells, reserve, me: pos.to_move() }
    }

    fn at(&self, p: Pt) -> Option<Piece> {
        self.cells[p.0 as usize][p.1 as usize]
    }

    fn points(&self) -> Vec<Pt> {
        (0..11).flat_map(|r| (0..9).map(move |f| (f, r))).collect()
    }

    /// Points threatened by `side`'s Engines (T10).
    fn threat(&self, side: Side) -> Vec<Pt> {
        let mut out = Vec::new();
        for e in self.points() {
            if self.at(e) != Some((Kind::Engine, Some(side))) {
                continue;
            }
            for d in ORTHO.iter().chain(DIAG.iter()) {
                let a = add(e, *d);
                if !on(a) {
                    continue;
                }
                out.push(a);
                let b = add(a, *d);
                if self.at(a).is_none() && on(b) {
                    out.push(b);
                }
            }
        }
        out
    }

    fn is_rival(&self, p: Pt) -> bool {
        matches!(self.at(p), Some((_, Some(s))) if s != self.me)
    }

    /// Targets of `kind`'s pattern from `from` with `from` lifted: (to, shock).
    fn pattern(&self, kind: Kind, from: Pt, move_only: bool) -> Vec<(Pt, bool)> {
        let mut out = Vec::new();
        match kind {
            Kind::Soldier | Kind::Foot | Kind::Bow | Kind::Engine => {
                self.steps(kind, from, move_only, &mut out)
            }
            Kind::Horse | Kind::Raider => self.leaps(kind, from, move_only, &mut out),
            Kind::Tiger | Kind::Lurker | Kind::Wing => self.slides(kind, from, move_only, &mut out),
            Kind::Shield => self.shield(from, move_only, &mut out),
            Kind::City | Kind::Stronghold => {}
        }
        out
    }

    /// `from` is empty (lifted), and a rival may be captured unless `move_only`.
    fn judge(&self, from: Pt, move_only: bool) -> (impl Fn(Pt) -> bool + '_, impl Fn(Pt) -> bool + '_) {
        (move |p: Pt| p == from || self.at(p).is_none(), move |p: Pt| !move_only && self.is_rival(p))
    }

    /// Soldier, Foot, Bow and Engine: one or two points.
    fn steps(&self, kind: Kind, from: Pt, move_only: bool, out: &mut Vec<(Pt, bool)>) {
        let (empty, cap) = self.judge(from, move_only);
        match kind {
            Kind::Soldier => {
                for d in ORTHO {
                    let t = add(from, d);
                    if on(t) && (empty(t) || cap(t)) {
                        out.push((t, false));
                    }
                }
            }
            Kind::Foot | Kind::Bow => {
                for d in if kind == Kind::Foot { ORTHO } else { DIAG } {
                    let a = add(from, d);
                    if !on(a) {
                        continue;
                    }
                    if empty(a) {
                        out.push((a, false));
                        let b = add(a, d);
                        if on(b) && (empty(b) || cap(b)) {
                            out.push((b, false));
                        }
                    } else if cap(a) {
                        out.push((a, false));
                    }
                }
            }
            _ => {
                for d in ORTHO.iter().chain(DIAG.iter()) {
                    let a = add(from, *d);
                    if on(a) && empty(a) {
                        out.push((a, false));
                        let b = add(a, *d);
                        if on(b) && empty(b) {
                            out.push((b, false));
                        }
                    }
                }
            }
        }
    }

    /// Horse and Raider: the horse's leaps (captures only, for the Raider) and the Raider's
    /// jumps over one piece.
    fn leaps(&self, kind: Kind, from: Pt, move_only: bool, out: &mut Vec<(Pt, bool)>) {
        let (empty, cap) = self.judge(from, move_only);
        for d in ORTHO {
            let leg = add(from, d);
            if !on(leg) || !empty(leg) {
                continue;
            }
            let sides = if d.0 == 0 { [(1, d.1), (-1, d.1)] } else { [(d.0, 1), (d.0, -1)] };
            for s in sides {
                let t = add(leg, s);
                if on(t) && ((kind == Kind::Horse && empty(t)) || cap(t)) {
                    out.push((t, false));
                }
            }
        }
        if kind == Kind::Raider {
            for d in ORTHO {
                let mut p = add(from, d);
                while on(p) && empty(p) {
                    p = add(p, d);
                }
                if !on(p) {
                    continue;
                }
                p = add(p, d);
                while on(p) && empty(p) {
                    out.push((p, false));
                    p = add(p, d);
                }
            }
        }
    }

    /// Tiger, Lurker and Wing: slides.
    fn slides(&self, kind: Kind, from: Pt, move_only: bool, out: &mut Vec<(Pt, bool)>) {
        let (empty, cap) = self.judge(from, move_only);
        if kind == Kind::Wing {
            for d in DIAG {
                let mut p = add(from, d);
                if on(p) && cap(p) {
                    out.push((p, false));
                }
                while on(p) && empty(p) {
                    out.push((p, false));
                    p = add(p, d);
                }
            }
            return;
        }
        for d in ORTHO {
            let mut p = add(from, d);
            while on(p) && empty(p) {
                out.push((p, false));
                p = add(p, d);
            }
            if !on(p) {
                continue;
            }
            if kind == Kind::Tiger {
                if cap(p) {
                    out.push((p, false));
                }
                continue;
            }
            p = add(p, d);
            while on(p) && empty(p) {
                p = add(p, d);
            }
            if on(p) && cap(p) {
                out.push((p, false));
            }
        }
    }

    /// Shield: captures like a Soldier, drops anywhere, pushing its target's field.
    fn shield(&self, from: Pt, move_only: bool, out: &mut Vec<(Pt, bool)>) {
        let (empty, cap) = self.judge(from, move_only);
        for d in ORTHO {
            let t = add(from, d);
            if on(t) && cap(t) {
                out.push((t, false));
            }
        }
        for q in self.points() {
            if q == from || !empty(q) {
                continue;
            }
            let full: Vec<Pt> = field(q).into_iter().filter(|&n| !empty(n)).collect();
            if full.is_empty() {
                out.push((q, false));
            } else if full.iter().all(|&n| {
                let t = (2 * n.0 - q.0, 2 * n.1 - q.1);
                on(t) && empty(t)
            }) {
                out.push((q, true));
            }
        }
    }

    fn mv(from: Pt, to: Pt, shock: bool) -> String {
        format!("{}{}{}", name(from), if shock { "*" } else { "" }, name(to))
    }

    fn legal(&self) -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        self.board_moves(&mut out);
        let sites = self.sites();
        self.recruits(&sites, &mut out);
        self.exchanges(&sites, &mut out);
        out
    }

    /// Moves of own pieces, City and Strongholds (borrowing their field's patterns), and
    /// followers (T5, T9, T10).
    fn board_moves(&self, out: &mut BTreeSet<String>) {
        let me = self.me;
        let rival_threat = self.threat(me.other());
        for p in self.points() {
            let Some((kind, side)) = self.at(p) else { continue };
            let lent = |move_only: bool| -> Vec<(Pt, bool)> {
                let mut v = Vec::new();
                for q in field(p) {
                    if let Some((k, Some(s))) = self.at(q) {
                        if s == me && k != Kind::City {
                            v.extend(self.pattern(k, p, move_only));
                        }
                    }
                }
                v
            };
            let targets = match (kind, side) {
                (Kind::Stronghold, _) if !rival_threat.contains(&p) => lent(true),
                (Kind::City, Some(s)) if s == me && !rival_threat.contains(&p) => lent(false),
                (Kind::City, _) | (Kind::Stronghold, _) => Vec::new(),
                (k, Some(s)) if s == me => self.pattern(k, p, false),
                _ => Vec::new(),
            };
            for &(t, shock) in &targets {
                out.insert(Board::mv(p, t, shock));
                if !matches!(kind, Kind::Foot | Kind::Bow | Kind::Horse)
                    || self.at(t).map(|x| x.0) == Some(Kind::City)
                {
                    continue;
                }
                for s in field(p) {
                    if self.at(s) != Some((Kind::Soldier, Some(me))) {
                        continue;
                    }
                    for q in field(t) {
                        if q != s && (q == p || self.at(q).is_none()) {
                            out.insert(format!("{}{}~{}{}", name(p), name(t), name(s), name(q)));
                        }
                    }
                }
            }
        }
    }

    /// The sites the side to move controls (T7).
    fn sites(&self) -> Vec<Pt> {
        let me = self.me;
        let rival_threat = self.threat(me.other());
        let mut sites = Vec::new();
        for p in self.points() {
            let site = match self.at(p) {
                Some((Kind::City, Some(s))) => s == me,
                Some((Kind::Stronghold, _)) => true,
                _ => false,
            };
            let f = field(p);
            let own = f.iter().any(|&q| matches!(self.at(q), Some((_, Some(s))) if s == me));
            let rival = f.iter().any(|&q| self.is_rival(q));
            if site && own && !rival && !rival_threat.contains(&p) {
                sites.push(p);
            }
        }
        sites
    }

    /// Recruits: any set of empty points that can be matched to distinct sites (T7).
    fn recruits(&self, sites: &[Pt], out: &mut BTreeSet<String>) {
        let me = self.me;
        let soldiers = self.reserve[me.index()][0] as usize;
        let mut cand: Vec<Pt> = self.points().into_iter().filter(|&q| self.at(q).is_none()).collect();
        cand.retain(|&q| sites.iter().any(|&s| field(s).contains(&q)));
        let n = cand.len();
        let mut subsets: Vec<Vec<Pt>> = Vec::new();
        for i in 0..n {
            subsets.push(vec![cand[i]]);
            for j in i + 1..n {
                subsets.push(vec![cand[i], cand[j]]);
                for k in j + 1..n {
                    subsets.push(vec![cand[i], cand[j], cand[k]]);
                }
            }
        }
        for pts in subsets {
            if pts.len() > soldiers || pts.len() > sites.len() {
                continue;
            }
            if matchable(&pts, sites, &mut vec![false; sites.len()]) {
                let mut sorted = pts.clone();
                sorted.sort_by_key(|&p| order(p));
                out.insert(sorted.iter().map(|&p| format!("+{}", name(p))).collect());
            }
        }
    }

    /// Exchanges (T8).
    fn exchanges(&self, sites: &[Pt], out: &mut BTreeSet<String>) {
        let me = self.me;
        for &site in sites {
            let f = field(site);
            let mine: Vec<Pt> =
                f.iter().copied().filter(|&q| self.at(q) == Some((Kind::Soldier, Some(me)))).collect();
            for g in Kind::GENERALS {
                if self.reserve[me.index()][g as usize] == 0 {
                    continue;
                }
                let price = if g == Kind::Tiger { 3 } else { 2 };
                for mask in 0u32..(1 << mine.len()) {
                    if mask.count_ones() != price {
                        continue;
                    }
                    let mut paid: Vec<Pt> =
                        (0..mine.len()).filter(|i| mask >> i & 1 == 1).map(|i| mine[i]).collect();
                    paid.sort_by_key(|&p| order(p));
                    for &t in &f {
                        if self.at(t).is_none() || paid.contains(&t) {
                            let list: Vec<String> = paid.iter().map(|&p| name(p)).collect();
                            out.insert(format!("{}@{}:{}", g.letter(), name(t), list.join(",")));
                        }
                    }
                }
            }
        }
    }
}

fn matchable(pts: &[Pt], sites: &[Pt], used: &mut Vec<bool>) -> bool {
    let Some((&p, rest)) = pts.split_first() else { return true };
    for i in 0..sites.len() {
        if !used[i] && field(sites[i]).contains(&p) {
            used[i] = true;
            if matchable(rest, sites, used) {
                return true;
            }
            used[i] = false;
        }
    }
    false
}

fn point(s: &str) -> Pt {
    let p = parse_point(s).unwrap() as i32;
    (p % 9, p / 9)
}

/// The reference effect of an action (T5–T9, T6's reserve).
fn apply(b: &Board, action: &str) -> Board {
    let mut n = b.clone();
    let me = b.me.index();
    let set = |n: &mut Board, p: Pt, v: Option<Piece>| n.cells[p.0 as usize][p.1 as usize] = v;
    if let Some(rest) = action.strip_prefix('+') {
        for s in rest.split('+') {
            set(&mut n, point(s), Some((Kind::Soldier, Some(b.me))));
            n.reserve[me][0] -= 1;
        }
    } else if let Some((head, paid)) = action.split_once(':') {
        let (g, to) = head.split_once('@').unwrap();
        let g = Kind::from_letter(g.chars().next().unwrap()).unwrap();
        for s in paid.split(',') {
            set(&mut n, point(s), None);
            n.reserve[me][0] += 1;
        }
        set(&mut n, point(to), Some((g, Some(b.me))));
        n.reserve[me][g as usize] -= 1;
    } else {
        let (main, follower) = match action.split_once('~') {
            Some((m, f)) => (m, Some(f)),
            None => (action, None),
        };
        let shock = main.contains('*');
        let main = main.replace('*', "");
        let cut = main[1..].find(|c: char| c.is_ascii_lowercase()).unwrap() + 1;
        let (from, to) = (point(&main[..cut]), point(&main[cut..]));
        let mover = b.at(from);
        set(&mut n, from, None);
        if shock {
            let before = n.clone();
            for q in field(to) {
                if let Some(x) = before.at(q) {
                    set(&mut n, q, None);
                    set(&mut n, (2 * q.0 - to.0, 2 * q.1 - to.1), Some(x));
                }
            }
        } else if let Some((k, Some(s))) = b.at(to) {
            if k != Kind::City {
                n.reserve[s.index()][k as usize] += 1;
            }
        }
        set(&mut n, to, mover);
        if let Some(f) = follower {
            let cut = f[1..].find(|c: char| c.is_ascii_lowercase()).unwrap() + 1;
            let (a, c) = (point(&f[..cut]), point(&f[cut..]));
            let x = n.at(a);
            set(&mut n, a, None);
            set(&mut n, c, x);
        }
    }
    n.me = b.me.other();
    n
}

#[test]
fn engine_matches_the_reference_rules_in_random_games() {
    let mut rng = Rng::new(7);
    let mut v = Vec::new();
    let mut compared = 0;
    for game in 0..120 {
        let mut p = TwinCities::start();
        for ply in 0..120 {
            p.legal_actions(&mut v);
            if v.is_empty() {
                break;
            }
            if (game * 7 + ply) % 5 == 0 {
                let b = Board::from(&p);
                let engine: BTreeSet<String> = v.iter().map(|a| a.to_string()).collect();
                let reference = b.legal();
                assert_eq!(
                    engine.symmetric_difference(&reference).collect::<Vec<_>>(),
                    Vec::<&String>::new(),
                    "in {p}"
                );
                for a in &v {
                    let next = Board::from(&p.play(a).unwrap());
                    assert_eq!(next, apply(&b, &a.to_string()), "{a} in {p}");
                }
                compared += 1;
            }
            p = p.play(rng.pick(&v).unwrap()).unwrap();
        }
    }
    assert!(compared > 1000, "{compared}");
}

fn reference_perft(b: &Board, depth: u32) -> u64 {
    let legal = b.legal();
    if depth == 1 {
        return legal.len() as u64;
    }
    legal.iter().map(|a| reference_perft(&apply(b, a), depth - 1)).sum()
}

#[test]
fn reference_perft_from_the_start() {
    // Computed by the reference rules alone (their own legal lists and effects); the issue's
    // facts are perft(1) = 82 and perft(2) = 6724.
    let start = Board::from(&TwinCities::start());
    assert_eq!(reference_perft(&start, 1), 82);
    assert_eq!(reference_perft(&start, 2), 6724);
    assert_eq!(reference_perft(&start, 3), 360_116);
    assert_eq!(shuangcheng_engine::perft(&TwinCities::start(), 3), 360_116);
}
