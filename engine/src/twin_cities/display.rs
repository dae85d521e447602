//! What the UI and the terminal show: taps, the board view, the text diagram.

use crate::outcome::Side;
use crate::position::Position;
use crate::view::{BoardView, MarkView, PieceView, ReserveView};

use super::action::Action;
use super::board::{bit, name, FILES, RANKS};
use super::movegen::Masks;
use super::notation::reserve_string;
use super::piece::{cell_letter, kind_of, side_of, Kind, EMPTY};
use super::position::TwinCities;

/// The points a player taps for `action`, in order. A shock drop is tapped like a move; when
/// the same two points also make a plain move (a City or Stronghold with several patterns), the
/// shock drop takes a third tap `*` so that every action has its own taps.
pub(super) fn taps(pos: &TwinCities, action: &Action) -> Vec<String> {
    match *action {
        Action::Move { from, to, shock, follower } => {
            let mut t = vec![name(from), name(to)];
            // Only a City or a Stronghold can reach one point both ways (a Shield only drops).
            let lends = matches!(pos.piece_at(from), Some((Kind::City | Kind::Stronghold, _)));
            if shock && lends {
                let mut legal = Vec::new();
                pos.legal_actions(&mut legal);
                if legal.contains(&Action::step(from, to)) {
                    t.push("*".to_string());
                }
            }
            if let Some((a, b)) = follower {
                t.push(name(a));
                t.push(name(b));
            }
            t
        }
        Action::Recruit { points, len } => std::iter::once("+".to_string())
            .chain(Action::list(&points, len).iter().map(|&p| name(p)))
            .collect(),
        Action::Exchange { general, to, soldiers, len } => std::iter::once("@".to_string())
            .chain(Action::list(&soldiers, len).iter().map(|&p| name(p)))
            .chain([general.letter().to_string(), name(to)])
            .collect(),
        Action::Pass => vec!["pass".to_string()],
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

pub(super) fn view(pos: &TwinCities) -> BoardView {
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
        v.pieces.push(PieceView {
            id: name(p),
            kind: cell_letter(c).to_string(),
            side: side_of(c),
            group: None,
            at: name(p),
            hp: None,
            max_hp: None,
            cooldown: None,
            carried_by: None,
            locked: locked_now,
        });
        if red {
            v.marks.push(MarkView { at: name(p), kind: "locked-for-first".to_string() });
        }
        if black {
            v.marks.push(MarkView { at: name(p), kind: "locked-for-second".to_string() });
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
    v.notes.push(("turn".to_string(), pos.turn.to_string()));
    v.notes.push(("plies without capture, recruit or exchange".to_string(), pos.quiet_plies.to_string()));
    v
}

pub(super) fn diagram(pos: &TwinCities) -> String {
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
