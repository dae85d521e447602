//! Twin Cities' compact Chinese form of an action, in the spirit of xiangqi's 炮二平五 and
//! described in `docs/rules/twin-cities.md` ("Compact Chinese form"). Each side counts from its
//! own right hand and its own back rank: Red's files 一–九 from file i, its ranks 一–十一 from
//! rank 1; Black's files 1–9 from file a, its ranks 1–11 from rank 11 (xiangqi writes Black in
//! Arabic numerals). A move is the piece, its file, 进/退/平 and the number of ranks (straight)
//! or the file it lands on (sideways or slanting); 前/中/后 (or 一二三… from the front) stand
//! for the file when pieces of the kind share it. A Shield's drop adds 推; a follower follows
//! after "，". A recruit is 招 with its points (file, then rank); an exchange 以 (paid points)
//! 换 (general) (point); the timed-out turn 超时. Both scripts come from the registry's glyphs.

use super::action::Action;
use super::board::FILES;
use super::pieces::Kind;
use super::position::TwinCities;
use crate::outcome::Side;
use crate::registered::Registered;
use crate::view::Compact;

/// Every character the form writes besides the pieces' glyphs (the registry's) and Black's
/// Arabic numerals: what the UI's font must hold (`engine/tests/words.rs` checks it).
pub const COMPACT_CHARACTERS: &str = "一二三四五六七八九十进進退平前中后後推，招以换換交超时時、";

const HAN: [&str; 11] = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一"];

/// A number 1–11 as the side writes it.
fn number(side: Side, n: usize) -> String {
    match side {
        Side::First => HAN[n - 1].to_string(),
        Side::Second => n.to_string(),
    }
}

/// The point's file counted from the side's right hand, 1–9.
fn file(side: Side, p: u8) -> usize {
    let f = p as usize % FILES;
    if side == Side::First {
        FILES - f
    } else {
        f + 1
    }
}

/// The point's rank counted from the side's back rank, 1–11.
fn rank(side: Side, p: u8) -> usize {
    let r = p as usize / FILES;
    if side == Side::First {
        r + 1
    } else {
        super::board::RANKS - r
    }
}

/// A point as file then rank: 五三.
fn point(side: Side, p: u8) -> String {
    number(side, file(side, p)) + &number(side, rank(side, p))
}

/// Text in both scripts: the glyph is the only part that differs beside the fixed words.
struct Both {
    zh: String,
    zh_hant: String,
}

impl Both {
    fn push(&mut self, zh: &str, zh_hant: &str) {
        self.zh.push_str(zh);
        self.zh_hant.push_str(zh_hant);
    }
    fn same(&mut self, s: &str) {
        self.push(s, s);
    }
}

/// The kind's glyph in both scripts, the second side's own where it has one (卒).
fn glyph(kind: Kind, side: Side) -> (&'static str, &'static str) {
    let g = TwinCities::INFO.glyphs.iter().find(|g| g.code == kind.code()).expect("every kind has a glyph");
    match (side, g.second) {
        (Side::Second, Some(second)) => (second, second),
        _ => (g.zh, g.zh_hant),
    }
}

/// The piece on `from` and where it is: its glyph and file, or 前/后 when its kind shares the file.
fn mover(pos: &TwinCities, side: Side, from: u8, out: &mut Both) {
    let Some((kind, owner)) = pos.piece_at(from) else { return };
    let (zh, zh_hant) = glyph(kind, owner.unwrap_or(side));
    let mut same: Vec<u8> = (0..super::board::POINTS as u8)
        .filter(|&p| p as usize % FILES == from as usize % FILES && pos.piece_at(p) == Some((kind, owner)))
        .collect();
    same.sort_by_key(|&p| std::cmp::Reverse(rank(side, p)));
    let at = same.iter().position(|&p| p == from).unwrap_or(0);
    match same.len() {
        0 | 1 => {
            out.push(zh, zh_hant);
            out.same(&number(side, file(side, from)));
        }
        n => {
            let (place_zh, place_hant) = match (n, at) {
                (_, 0) if n <= 3 => ("前".to_string(), "前".to_string()),
                (_, i) if n <= 3 && i == n - 1 => ("后".to_string(), "後".to_string()),
                (3, _) => ("中".to_string(), "中".to_string()),
                (_, i) => (HAN[i].to_string(), HAN[i].to_string()),
            };
            out.push(&place_zh, &place_hant);
            out.push(zh, zh_hant);
        }
    }
}

/// 进/退/平 and the ranks or the landing file of a move from `from` to `to`.
fn motion(side: Side, from: u8, to: u8, out: &mut Both) {
    let (rf, rt) = (rank(side, from), rank(side, to));
    let (ff, ft) = (file(side, from), file(side, to));
    let verb = |forward: bool| if forward { ("进", "進") } else { ("退", "退") };
    if rf == rt {
        out.same("平");
        out.same(&number(side, ft));
        return;
    }
    let (zh, zh_hant) = verb(rt > rf);
    out.push(zh, zh_hant);
    out.same(&number(side, if ff == ft { rf.abs_diff(rt) } else { ft }));
}

pub(super) fn compact(pos: &TwinCities, action: &Action) -> Compact {
    let side = pos.to_move;
    let mut out = Both { zh: String::new(), zh_hant: String::new() };
    let list = |points: &[u8]| points.iter().map(|&p| point(side, p)).collect::<Vec<_>>().join("、");
    match *action {
        Action::Move { from, to, shock, follower } => {
            mover(pos, side, from, &mut out);
            motion(side, from, to, &mut out);
            if shock {
                out.same("推");
            }
            if let Some((a, b)) = follower {
                out.same("，");
                mover(pos, side, a, &mut out);
                motion(side, a, b, &mut out);
            }
        }
        Action::Recruit { points, len } => {
            out.same("招");
            out.same(&list(Action::list(&points, len)));
        }
        Action::Exchange { general, to, soldiers, len } => {
            let (zh, zh_hant) = glyph(general, side);
            out.same("以");
            out.same(&list(Action::list(&soldiers, len)));
            out.push("换", "換");
            out.push(zh, zh_hant);
            out.same(&point(side, to));
        }
        Action::Swap => out.push("交换", "交換"),
        Action::Pass => out.push("超时", "超時"),
    }
    Compact { zh: out.zh, zh_hant: out.zh_hant }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::Position;

    fn said(position: &str, action: &str) -> (String, String) {
        let pos: TwinCities = position.parse().unwrap();
        let a = pos.parse_action(action).unwrap();
        let c = compact(&pos, &a);
        (c.zh, c.zh_hant)
    }

    const START: &str = "9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 0 1";

    #[test]
    fn t13_compact_form_counts_from_each_sides_right_and_back_rank() {
        // Red's recruit on e3: file e is Red's 五 from file i, rank 3 its 三.
        assert_eq!(said(START, "+e3").0, "招五三");
        // Red's City steps back from e2 to e1: 城五退一.
        assert_eq!(said(START, "e2e1").0, "城五退一");
        // Black counts in Arabic numerals from file a and rank 11: its City on e10 steps to e11.
        let black = "9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 b S4TFBHLWRDE s4tfbhlwrde 0 1";
        assert_eq!(said(black, "e10e11").0, "城5退1");
        assert_eq!(said(black, "+e9").0, "招53");
    }

    #[test]
    fn t13_compact_form_of_exchanges_followers_and_both_scripts() {
        let exchange = "9/4c4/4s4/9/9/9/9/9/3S1S3/4C4/9 r S4TF - 0 1";
        assert_eq!(
            said(exchange, "F@d3:d3,f3"),
            ("以六三、四三换步六三".into(), "以六三、四三換步六三".into())
        );
        let follower = "9/4c4/4s4/9/9/6X2/9/9/6FS1/4C4/9 r - - 0 1";
        // The Foot steps straight back two ranks; its follower slants back to file f, Red's 四.
        assert_eq!(said(follower, "g3g1~h3f1").0, "步三退二，兵二退四");
        // A Shield's drop that pushes, from a1 (Red's file 九) slanting to file c (七).
        assert_eq!(said("9/4c4/4s4/9/9/9/9/9/3s1s3/4C4/D3S4 r - - 0 1", "a1*c2").0, "盾九进七推");
    }

    #[test]
    fn t13_compact_form_names_pieces_that_share_a_file_from_the_front() {
        let two = "9/4c4/4s4/9/9/9/9/4S4/4S4/4C4/9 r - - 0 1";
        assert_eq!(said(two, "e4e5"), ("前兵进一".into(), "前兵進一".into()));
        assert_eq!(said(two, "e3d3"), ("后兵平六".into(), "後兵平六".into()));
    }
}
