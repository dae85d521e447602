//! What the UI and the terminal show of tic-tac-toe: the board view, taps, effects, the text
//! diagram and the catalog.

use super::action::{cell_name, Move, CELLS};
use super::position::TicTacToe;
use serde::Serialize;

use crate::catalog::{BoardGeometry, Diagram, EndLimits, GameCatalog, PieceInfo, SeatLayout, SideInfo};
use crate::game_kind::GameKind;
use crate::outcome::Side;
use crate::position::Position;
use crate::presentation::Presentation;
use crate::registered::Registered;
use crate::rules_text::{CatalogPart, Fact};
use crate::texts::GameTexts;
use crate::view::{ActionInfo, ActionWords, BoardView, Effect, PieceView, Tap, TapKind, Verb};

/// A mark put on an empty cell (J2).
const PLACE: Verb = Verb::new("place");

/// Tic-tac-toe's own part of its catalog: none, as the shared core's grid of three columns and
/// three rows is all its board drawer needs (J1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct TicTacToePart {}

impl CatalogPart for TicTacToePart {
    fn facts(&self, _core: &GameCatalog) -> Vec<(String, Fact)> {
        Vec::new()
    }
}

/// The piece code of each side's mark (J2).
pub(super) fn mark(side: Side) -> &'static str {
    match side {
        Side::First => "x",
        Side::Second => "o",
    }
}

impl Presentation for TicTacToe {
    fn side_name(side: Side) -> &'static str {
        match side {
            Side::First => "X",
            Side::Second => "O",
        }
    }

    fn action_info(&self, action: &Move) -> ActionInfo {
        let taps = match action {
            Move::Place(c) => vec![Tap::point(TapKind::Point, cell_name(*c))],
            Move::Pass => vec![Tap::button(TapKind::Word, "pass")],
        };
        ActionInfo { text: action.to_string(), taps, seat: None }
    }

    fn view(&self) -> BoardView {
        let pieces = (0..CELLS)
            .filter_map(|c| {
                let side = self.mark_at(c)?;
                Some(PieceView::plain(cell_name(c), mark(side).to_string(), Some(side), cell_name(c)))
            })
            .collect();
        BoardView { pieces, ..BoardView::default() }
    }

    fn effects(&self, action: &Move) -> Vec<Effect> {
        match action {
            Move::Place(c) => vec![Effect::Place { at: cell_name(*c) }],
            Move::Pass => Vec::new(),
        }
    }

    fn words(&self, action: &Move) -> ActionWords {
        match action {
            Move::Place(c) => ActionWords {
                piece: Some(mark(self.side)),
                to: Some(cell_name(*c)),
                ..ActionWords::of(PLACE)
            },
            Move::Pass => ActionWords::of(Verb::PASS),
        }
    }

    fn diagram(&self) -> String {
        let c = |cell: u8| self.mark_at(cell).map_or("·", |s| Self::side_name(s));
        let rank = |r: u8| format!("{} {} {} {}", r + 1, c(3 * r), c(3 * r + 1), c(3 * r + 2));
        [rank(2), rank(1), rank(0), "  a b c".to_string(), format!("{} to move", Self::side_name(self.side))]
            .join("\n")
    }

    fn catalog() -> GameCatalog {
        let side = |side, id, name_zh| SideInfo {
            side,
            id,
            name_en: TicTacToe::side_name(side),
            name_zh,
            emblem: mark(side),
            groups: Vec::new(),
        };
        let piece = |side| PieceInfo { code: mark(side), name_en: Some("mark"), name_zh: Some("子") };
        GameCatalog {
            game: GameKind::TicTacToe,
            sides: [side(Side::First, "x", "叉方"), side(Side::Second, "o", "圈方")],
            seat_layouts: vec![SeatLayout::one_per_side()],
            default_timer_secs: TicTacToe::INFO.timer.default_secs,
            limits: EndLimits::of(TicTacToe::HISTORY_RULES),
            start: TicTacToe::start().to_string(),
            board: BoardGeometry {
                points: (0..CELLS).map(cell_name).collect(),
                columns: ["a", "b", "c"].map(String::from).to_vec(),
                rows: 3,
            },
            pieces: Side::BOTH.into_iter().map(piece).collect(),
            groups: Vec::new(),
            verbs: vec![PLACE, Verb::PASS],
            diagrams: vec![Diagram::of("start", TicTacToe::start().view()), won_diagram()],
            rules_text: Vec::new(),
            texts: GameTexts::default(),
            part: serde_json::Value::Null,
        }
    }

    type CatalogPart = TicTacToePart;

    fn catalog_part() -> TicTacToePart {
        TicTacToePart {}
    }
}

/// A won game (J3): X's a1, b2 and c3 make a diagonal.
fn won_diagram() -> Diagram {
    let won: TicTacToe = "xoo.x...x o".parse().expect("the diagram's position is valid");
    let mut d = Diagram::of("won", won.view());
    d.last = ["a1", "b2", "c3"].map(String::from).to_vec();
    d
}
