//! The position, its moves and the end of the game (Z3–Z7).

use std::fmt;

use super::board::{bit, points, JUMPS, NEIGHBOURS, POINTS};
use crate::ai::AiPlayers;
use crate::outcome::{EndReason, Outcome, Side};
use crate::position::{GameKind, HistoryRules, Position};
use crate::view::{BoardView, PieceView};

const ALL_POINTS: u16 = (1 << POINTS) - 1;

/// A Zhili position: Black's and Red's points, the shared piece, the side to move and the
/// lock of Z5. Red is [`Side::First`] and moves first (Z3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Zhili {
    pub(super) black: u16,
    pub(super) red: u16,
    pub(super) shared: u8,
    pub(super) side: Side,
    /// The shared piece may not be moved now (it moved on the previous turn).
    pub(super) locked: bool,
}

/// A move `FROM-TO` (a step or a jump, Z4), or the timed-out turn (Z7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    Play { from: u8, to: u8 },
    Pass,
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Play { from, to } => write!(f, "{from}-{to}"),
            Move::Pass => f.write_str("pass"),
        }
    }
}

impl Zhili {
    pub(super) fn own(&self, side: Side) -> u16 {
        match side {
            Side::First => self.red,
            Side::Second => self.black,
        }
    }

    fn occupied(&self) -> u16 {
        self.black | self.red | bit(self.shared)
    }

    /// The shared piece's point.
    pub fn shared(&self) -> u8 {
        self.shared
    }

    /// Whether the shared piece is locked for the side to move (Z5).
    pub fn locked(&self) -> bool {
        self.locked
    }

    /// The points each piece on `from_mask` can reach by a step or a jump, in point order.
    pub(super) fn moves_from(&self, from_mask: u16, mut emit: impl FnMut(u8, u8)) {
        let occupied = self.occupied();
        let empty = ALL_POINTS & !occupied;
        for from in points(from_mask) {
            let mut targets = NEIGHBOURS[from as usize] & empty;
            for j in JUMPS {
                if j.from == from && occupied & bit(j.over) != 0 && empty & bit(j.to) != 0 {
                    targets |= bit(j.to);
                }
            }
            for to in points(targets) {
                emit(from, to);
            }
        }
    }

    /// The pieces the side to move may move: its own, and the shared one unless locked.
    fn movable(&self) -> u16 {
        self.own(self.side) | if self.locked { 0 } else { bit(self.shared) }
    }

    fn has_move(&self) -> bool {
        let mut any = false;
        self.moves_from(self.movable(), |_, _| any = true);
        any
    }
}

impl Position for Zhili {
    type Action = Move;

    const KIND: GameKind = GameKind::Zhili;
    const HISTORY_RULES: HistoryRules = HistoryRules { repetition: Some(3), max_plies: Some(200) };

    fn start() -> Zhili {
        "bbb.bsr.rrr r 0".parse().expect("the start position is valid")
    }

    fn to_move(&self) -> Side {
        self.side
    }

    fn side_name(side: Side) -> &'static str {
        match side {
            Side::First => "Red",
            Side::Second => "Black",
        }
    }

    fn legal_actions(&self, out: &mut Vec<Move>) {
        out.clear();
        self.moves_from(self.movable(), |from, to| out.push(Move::Play { from, to }));
    }

    fn apply(&mut self, action: &Move) {
        match *action {
            Move::Play { from, to } => {
                if from == self.shared {
                    self.shared = to;
                    self.locked = true;
                } else {
                    let side = self.side;
                    let own = match side {
                        Side::First => &mut self.red,
                        Side::Second => &mut self.black,
                    };
                    *own = (*own & !bit(from)) | bit(to);
                    self.locked = false;
                }
            }
            Move::Pass => self.locked = false,
        }
        self.side = self.side.other();
    }

    fn pass(&self) -> Option<Move> {
        self.has_move().then_some(Move::Pass)
    }

    fn outcome(&self) -> Option<Outcome> {
        (!self.has_move()).then(|| Outcome::win(self.side.other(), EndReason::NoLegalAction))
    }

    fn key(&self) -> u64 {
        self.black as u64
            | (self.red as u64) << 11
            | (self.shared as u64) << 22
            | (self.side.index() as u64) << 26
            | (self.locked as u64) << 27
    }

    fn action_syntax_ok(s: &str) -> bool {
        super::notation::parse_move(s).is_some()
    }

    fn action_taps(&self, action: &Move) -> Vec<String> {
        match action {
            Move::Play { from, to } => vec![from.to_string(), to.to_string()],
            Move::Pass => vec!["pass".to_string()],
        }
    }

    fn view(&self) -> BoardView {
        let pieces = (0..POINTS as u8)
            .filter(|&p| self.occupied() & bit(p) != 0)
            .map(|p| {
                let (kind, side) = if p == self.shared {
                    ("s", None)
                } else if self.red & bit(p) != 0 {
                    ("r", Some(Side::First))
                } else {
                    ("b", Some(Side::Second))
                };
                PieceView {
                    id: p.to_string(),
                    kind: kind.to_string(),
                    side,
                    group: None,
                    at: p.to_string(),
                    hp: None,
                    max_hp: None,
                    cooldown: None,
                    carried_by: None,
                    locked: p == self.shared && self.locked,
                }
            })
            .collect();
        BoardView {
            pieces,
            notes: vec![("lock".to_string(), if self.locked { "1" } else { "0" }.to_string())],
            ..BoardView::default()
        }
    }

    fn diagram(&self) -> String {
        super::notation::diagram(self)
    }
}

impl AiPlayers for Zhili {
    fn ai_levels() -> &'static [crate::ai::AiLevel] {
        &super::ai::LEVELS
    }

    fn new_ai(index: usize, seed: u64) -> Box<dyn crate::ai::Ai<Self>> {
        super::ai::new_ai(index, seed)
    }
}
