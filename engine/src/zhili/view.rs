//! What the UI and the terminal show of Zhili: the board view, taps, effects, the text
//! diagram and the catalog.

use super::action::Move;
use super::board::POINTS;
use super::catalog_part::{catalog_part, ZhiliPart};
use super::pieces::Piece;
use super::position::Zhili;
use super::words::{words, VERBS};
use crate::catalog::{BoardGeometry, Diagram, EndLimits, GameCatalog, PieceInfo, SeatLayout, SideInfo};
use crate::game_kind::GameKind;
use crate::outcome::Side;
use crate::position::Position;
use crate::presentation::Presentation;
use crate::texts::GameTexts;
use crate::view::{ActionInfo, ActionWords, BoardView, Effect, Note, PieceView, Tap, TapKind};

impl Presentation for Zhili {
    fn side_name(side: Side) -> &'static str {
        match side {
            Side::First => "Red",
            Side::Second => "Black",
        }
    }

    fn action_info(&self, action: &Move) -> ActionInfo {
        let taps = match action {
            Move::Play { from, to } => {
                vec![Tap::point(TapKind::Point, from.to_string()), Tap::point(TapKind::Move, to.to_string())]
            }
            Move::Pass => vec![Tap::button(TapKind::Word, "pass")],
        };
        ActionInfo { text: action.to_string(), taps, seat: None }
    }

    fn view(&self) -> BoardView {
        let pieces = (0..POINTS as u8)
            .filter_map(|p| {
                let piece = self.piece_at(p)?;
                let mut view =
                    PieceView::plain(p.to_string(), piece.code().to_string(), piece.side(), p.to_string());
                view.locked = piece == Piece::Shared && self.locked;
                Some(view)
            })
            .collect();
        BoardView {
            pieces,
            notes: if self.locked { vec![Note::badge("lock")] } else { Vec::new() },
            ..BoardView::default()
        }
    }

    fn effects(&self, action: &Move) -> Vec<Effect> {
        match *action {
            Move::Play { from, to } => {
                vec![Effect::Move { id: None, from: from.to_string(), to: to.to_string() }]
            }
            Move::Pass => Vec::new(),
        }
    }

    fn words(&self, action: &Move) -> ActionWords {
        words(self, action)
    }

    fn diagram(&self) -> String {
        diagram(self)
    }

    fn catalog() -> GameCatalog {
        let name = |p: u8| p.to_string();
        let side = |side, id, name_zh, own: Piece| SideInfo {
            side,
            id,
            name_en: Zhili::side_name(side),
            name_zh,
            emblem: own.code(),
            groups: Vec::new(),
        };
        let piece =
            |p: Piece| PieceInfo { code: p.code(), name_en: Some(p.names().0), name_zh: Some(p.names().1) };
        GameCatalog {
            game: GameKind::Zhili,
            sides: [
                side(Side::First, "red", "红方", Piece::Red),
                side(Side::Second, "black", "黑方", Piece::Black),
            ],
            seat_layouts: vec![SeatLayout::one_per_side()],
            default_timer_secs: <Zhili as crate::Registered>::INFO.timer.default_secs,
            limits: EndLimits::of(Zhili::HISTORY_RULES),
            start: Zhili::start().to_string(),
            board: BoardGeometry {
                points: (0..POINTS as u8).map(name).collect(),
                ..BoardGeometry::default()
            },
            pieces: Piece::ALL.into_iter().map(piece).collect(),
            groups: Vec::new(),
            verbs: VERBS.to_vec(),
            diagrams: vec![Diagram::of("start", Zhili::start().view()), jump_diagram()],
            rules_text: Vec::new(),
            texts: GameTexts::default(),
            part: serde_json::Value::Null,
        }
    }

    type CatalogPart = ZhiliPart;

    fn catalog_part() -> ZhiliPart {
        catalog_part()
    }
}

/// A jump (Z4): Red moved the shared piece to 3, Black stepped 4-7; Red's 8 jumps over 7 to 5.
fn jump_diagram() -> Diagram {
    let legal = |pos: &Zhili, m: &str| pos.parse_action(m).expect("the diagram's moves are legal");
    let mut pos = Zhili::start();
    for m in ["5-3", "4-7"] {
        pos.apply(&legal(&pos, m));
    }
    let Move::Play { from, to } = legal(&pos, "8-5") else { unreachable!("8-5 is a move") };
    let mut d = Diagram::of("jump", pos.view());
    d.selected = vec![from.to_string()];
    d.targets = vec![to.to_string()];
    d.last = Zhili::jumped(from, to).map(|p| p.to_string()).into_iter().collect();
    d
}

/// The star board drawn in text, with point numbers beside it.
fn diagram(pos: &Zhili) -> String {
    let c = |p: u8| pos.piece_at(p).map_or("·".to_string(), |pc| pc.code().to_uppercase());
    let lock = if pos.locked { "  (shared piece locked)" } else { "" };
    let side = if pos.side == Side::First { "Red (R)" } else { "Black (B)" };
    [
        format!("  {}           {}        0           1", c(0), c(1)),
        "    \\       /            \\       /".to_string(),
        format!("        {}                    2", c(2)),
        "        |                    |".to_string(),
        format!("        {}                    3", c(3)),
        "      / | \\                / | \\".to_string(),
        format!("    {} - {} - {}            4 - 5 - 6", c(4), c(5), c(6)),
        "      \\ | /                \\ | /".to_string(),
        format!("        {}                    7", c(7)),
        "        |                    |".to_string(),
        format!("        {}                    8", c(8)),
        "    /       \\            /       \\".to_string(),
        format!("  {}           {}        9          10", c(9), c(10)),
        format!("{side} to move{lock}"),
    ]
    .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn z4_the_jump_diagram_is_a_legal_jump() {
        let d = jump_diagram();
        assert_eq!((d.selected, d.targets, d.last), (vec!["8".into()], vec!["5".into()], vec!["7".into()]));
        assert!(d.view.pieces.iter().any(|p| p.at == "7" && p.kind == "b"));
    }
}
