//! What the UI and the terminal show of Twin Cities: taps, the board view, what an action
//! did, the text diagram and the catalog.

use crate::catalog::{BoardGeometry, Diagram, EndLimits, GameCatalog, PieceInfo, SeatLayout, SideInfo};
use crate::game_kind::GameKind;
use crate::outcome::Side;
use crate::position::Position;
use crate::presentation::Presentation;
use crate::texts::GameTexts;
use crate::view::{
    ActionInfo, ActionWords, BoardView, Effect, MarkView, Note, PieceView, ReserveView, Tap, TapKind,
};

use super::action::Action;
use super::board::{bit, name, FILES, NEXT, NONE, POINTS, RANKS};
use super::catalog_part::{catalog_part, TwinCitiesPart};
use super::movegen::Masks;
use super::notation::reserve_string;
use super::pieces::{cell_letter, kind_of, side_of, Kind, EMPTY};
use super::position::{TwinCities, NO_PROGRESS_PLIES};
use super::words::{words, VERBS};

impl Presentation for TwinCities {
    fn side_name(side: Side) -> &'static str {
        match side {
            Side::First => "Red",
            Side::Second => "Black",
        }
    }

    fn action_info(&self, action: &Action) -> ActionInfo {
        ActionInfo { text: action.to_string(), taps: taps(self, action), seat: None }
    }

    fn view(&self) -> BoardView {
        view(self)
    }

    fn effects(&self, action: &Action) -> Vec<Effect> {
        effects(self, action)
    }

    fn words(&self, action: &Action) -> ActionWords {
        words(self, action)
    }

    fn diagram(&self) -> String {
        diagram(self)
    }

    fn catalog() -> GameCatalog {
        catalog()
    }

    type CatalogPart = TwinCitiesPart;

    fn catalog_part() -> TwinCitiesPart {
        catalog_part()
    }
}

/// The taps of `action`, in order. A shock drop is tapped like a move; when the same two
/// points also make a plain move (a City or Stronghold with several patterns), the shock drop
/// takes a third tap `*` so that every action has its own taps. Recruit points and an
/// exchange's soldiers may be tapped in any order.
fn taps(pos: &TwinCities, action: &Action) -> Vec<Tap> {
    let point = |kind, p: u8| Tap::point(kind, name(p));
    let listed = |p: u8| point(TapKind::Point, p).in_any_order();
    match *action {
        Action::Move { from, to, shock, follower } => {
            let mut t = vec![point(TapKind::Point, from), point(TapKind::Move, to)];
            // Only a City or a Stronghold can reach one point both ways (a Shield only drops).
            let lends = matches!(pos.piece_at(from), Some((Kind::City | Kind::Stronghold, _)));
            if shock && lends {
                let mut legal = Vec::new();
                pos.legal_actions(&mut legal);
                if legal.contains(&Action::step(from, to)) {
                    t.push(Tap::button(TapKind::Word, "*").labelled("shock").helped("shock"));
                }
            }
            if let Some((a, b)) = follower {
                t.push(point(TapKind::Point, a).helped("follow"));
                t.push(point(TapKind::Move, b));
            }
            t
        }
        Action::Recruit { points, len } => std::iter::once(
            Tap::button(TapKind::Word, "+").labelled("recruit").helped("recruit").showing("site"),
        )
        .chain(Action::list(&points, len).iter().map(|&p| listed(p)))
        .collect(),
        Action::Exchange { general, to, soldiers, len } => std::iter::once(
            Tap::button(TapKind::Word, "@").labelled("exchange").helped("exchange").showing("site"),
        )
        .chain(Action::list(&soldiers, len).iter().map(|&p| listed(p)))
        .chain([Tap::button(TapKind::Reserve, &general.letter().to_string()), point(TapKind::Point, to)])
        .collect(),
        Action::Swap => vec![Tap::button(TapKind::Word, "swap").labelled("swap")],
        Action::Pass => vec![Tap::button(TapKind::Word, "pass")],
    }
}

/// Which sides each point's City or Stronghold is locked for (T10): (for Red, for Black).
fn locks(pos: &TwinCities, p: u8, m: &Masks) -> (bool, bool) {
    let c = pos.board[p as usize];
    if c == EMPTY {
        return (false, false);
    }
    let threatened_by = |s: Side| m.threat[s.index()] & bit(p) != 0;
    match (kind_of(c), side_of(c)) {
        (Kind::City, Some(s)) => {
            let locked = threatened_by(s.other());
            (locked && s == Side::First, locked && s == Side::Second)
        }
        (Kind::Stronghold, _) => (threatened_by(Side::Second), threatened_by(Side::First)),
        _ => (false, false),
    }
}

fn view(pos: &TwinCities) -> BoardView {
    let m = Masks::new(pos);
    let mut v = BoardView::default();
    for (p, &c) in pos.board.iter().enumerate() {
        if c == EMPTY {
            continue;
        }
        let p = p as u8;
        let (red, black) = locks(pos, p, &m);
        // A City is locked for its owner; a Stronghold for the side to move.
        let locked_now = match side_of(c) {
            Some(Side::First) => red,
            Some(Side::Second) => black,
            None if pos.to_move == Side::First => red,
            None => black,
        };
        let mut piece = PieceView::plain(name(p), cell_letter(c).to_string(), side_of(c), name(p));
        piece.locked = locked_now;
        v.pieces.push(piece);
        let mark = |kind: &str| MarkView { at: name(p), kind: kind.to_string() };
        if red {
            v.marks.push(mark("locked-for-first"));
        }
        if black {
            v.marks.push(mark("locked-for-second"));
        }
        // The sites of T7: each side's City, and the Strongholds for both.
        for side in Side::BOTH {
            if kind_of(c) == Kind::Stronghold || side_of(c) == Some(side) && kind_of(c) == Kind::City {
                v.marks.push(mark(&format!("site-{}", side.name())));
            }
        }
    }
    for side in Side::BOTH {
        for kind in Kind::RESERVE {
            let count = pos.reserve[side.index()][kind.index()];
            if count > 0 {
                let l = kind.letter();
                let kind = if side == Side::First { l } else { l.to_ascii_lowercase() };
                v.reserves.push(ReserveView { side, kind: kind.to_string(), count });
            }
        }
    }
    v.notes.push(Note::of("turn", [("turn", pos.turn.to_string())]));
    v.notes.push(Note::of("quiet-plies", [("plies", pos.quiet_plies.to_string())]));
    v
}

fn diagram(pos: &TwinCities) -> String {
    let mut out = String::new();
    out.push_str(&format!("    Black reserve: {}\n", reserve_string(&pos.reserve[1], Side::Second)));
    for rank in (0..RANKS).rev() {
        out.push_str(&format!("{:>2} ", rank + 1));
        for file in 0..FILES {
            let c = pos.board[rank * FILES + file];
            out.push(' ');
            out.push(if c == EMPTY { '.' } else { cell_letter(c) });
        }
        out.push('\n');
    }
    out.push_str("    a b c d e f g h i\n");
    out.push_str(&format!("    Red reserve:   {}\n", reserve_string(&pos.reserve[0], Side::First)));
    let m = Masks::new(pos);
    let mut locked = Vec::new();
    for p in 0..pos.board.len() as u8 {
        match locks(pos, p, &m) {
            (true, true) => locked.push(format!("{} (both)", name(p))),
            (true, false) => locked.push(format!("{} (Red)", name(p))),
            (false, true) => locked.push(format!("{} (Black)", name(p))),
            _ => {}
        }
    }
    if !locked.is_empty() {
        out.push_str(&format!("    locked: {}\n", locked.join(", ")));
    }
    out.push_str(&format!(
        "    {} to move, turn {}, {} plies without capture, recruit or exchange\n",
        if pos.to_move == Side::First { "Red" } else { "Black" },
        pos.turn,
        pos.quiet_plies
    ));
    out
}

/// A Move's effects: the capture, the move, then a shock drop's pushes (computed with the
/// mover lifted, as in T5) or the follower.
fn effects(pos: &TwinCities, action: &Action) -> Vec<Effect> {
    let step = |from: u8, to: u8| Effect::Move { id: None, from: name(from), to: name(to) };
    match *action {
        Action::Move { from, to, shock, follower } => {
            let mut out = Vec::new();
            if !shock && pos.board[to as usize] != EMPTY {
                out.push(Effect::Capture { at: name(to) });
            }
            out.push(step(from, to));
            if shock {
                for (d, &n) in NEXT[to as usize].iter().enumerate() {
                    if n != NONE && n != from && pos.board[n as usize] != EMPTY {
                        out.push(Effect::Push { from: name(n), to: name(NEXT[n as usize][d]) });
                    }
                }
            }
            out.extend(follower.map(|(a, b)| step(a, b)));
            out
        }
        Action::Recruit { points, len } => {
            Action::list(&points, len).iter().map(|&p| Effect::Place { at: name(p) }).collect()
        }
        Action::Exchange { to, soldiers, len, .. } => Action::list(&soldiers, len)
            .iter()
            .map(|&p| Effect::Return { at: name(p) })
            .chain([Effect::Place { at: name(to) }])
            .collect(),
        // The swap turns the whole board round (T14): drawn anew, not animated piece by piece.
        Action::Swap | Action::Pass => Vec::new(),
    }
}

fn catalog() -> GameCatalog {
    let side = |side, id, name_zh| SideInfo {
        side,
        id,
        name_en: TwinCities::side_name(side),
        name_zh,
        emblem: Kind::City.code(),
        groups: Vec::new(),
    };
    let pieces = Kind::ALL.map(|k| PieceInfo {
        code: k.code(),
        name_en: Some(k.names().0),
        name_zh: Some(k.names().1),
    });
    let start = TwinCities::start();
    GameCatalog {
        game: GameKind::TwinCities,
        sides: [side(Side::First, "red", "红方"), side(Side::Second, "black", "黑方")],
        seat_layouts: vec![SeatLayout::one_per_side()],
        default_timer_secs: <TwinCities as crate::Registered>::INFO.timer.default_secs,
        limits: EndLimits::of(TwinCities::HISTORY_RULES).with("noProgressPlies", NO_PROGRESS_PLIES),
        start: start.to_string(),
        board: BoardGeometry {
            points: (0..POINTS as u8).map(name).collect(),
            columns: (0..FILES).map(|f| name(f as u8)[..1].to_string()).collect(),
            rows: RANKS as u8,
        },
        pieces: pieces.to_vec(),
        groups: Vec::new(),
        verbs: VERBS.to_vec(),
        diagrams: vec![Diagram::of("start", start.view()), field_diagram(&start)],
        rules_text: Vec::new(),
        texts: GameTexts::default(),
        part: serde_json::Value::Null,
    }
}

/// Recruiting at the start (T7): the fields of Red's sites, and the empty points of its City's
/// field lit as the recruit targets.
fn field_diagram(start: &TwinCities) -> Diagram {
    let mut d = Diagram::of("field", start.view());
    let mut legal = Vec::new();
    start.legal_actions(&mut legal);
    for a in legal {
        if let Action::Recruit { points, len } = a {
            d.targets.extend(Action::list(&points, len).iter().map(|&p| name(p)));
        }
    }
    d.fields = d.view.marks.iter().filter(|m| m.kind == "site-first").map(|m| m.at.clone()).collect();
    d
}
