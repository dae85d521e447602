//! The exact solution (Z9): retrograde analysis over all 138,600 positions, giving each a
//! win or a loss in N plies for the side to move, or a draw.
//!
//! Positions are ranked densely: the shared piece's point (11), the two empty points among
//! the other ten (45), Black's four points among the remaining eight (70), the side to move
//! and the lock (4): 11 × 45 × 70 × 4 = 138,600.

use std::sync::OnceLock;

use super::board::{bit, points, POINTS};
use super::position::Zhili;
use crate::outcome::Side;

/// Number of positions (Z9).
pub const POSITIONS: usize = 11 * 45 * 70 * 4;
const BOARDS: usize = POSITIONS / 4;

/// The exact value of a position for the side to move. History draws (threefold repetition,
/// 200 plies) are not part of it: a draw here is a position from which neither side can
/// force a win.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    Win(u16),
    Loss(u16),
    Draw,
}

impl std::fmt::Display for Value {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Value::Win(n) => write!(f, "win {n}"),
            Value::Loss(n) => write!(f, "loss {n}"),
            Value::Draw => f.write_str("draw"),
        }
    }
}

/// Dense ranks of subsets: the k-subsets of n points in colex order.
struct SubsetRanks {
    rank: Vec<u8>,
    unrank: Vec<u16>,
}

impl SubsetRanks {
    fn new(n: u32, k: u32) -> SubsetRanks {
        let mut rank = vec![u8::MAX; 1 << n];
        let mut unrank = Vec::new();
        for mask in 0..(1u16 << n) {
            if mask.count_ones() == k {
                rank[mask as usize] = unrank.len() as u8;
                unrank.push(mask);
            }
        }
        SubsetRanks { rank, unrank }
    }
}

struct Ranker {
    empties: SubsetRanks,
    blacks: SubsetRanks,
}

/// Removes from `mask` the bits not in `within`, closing the gaps (a software `pext`).
fn compress(mask: u16, within: u16) -> u16 {
    let mut out = 0;
    for (i, p) in points(within).enumerate() {
        if mask & bit(p) != 0 {
            out |= 1 << i;
        }
    }
    out
}

/// The inverse of [`compress`].
fn expand(compact: u16, within: u16) -> u16 {
    let mut out = 0;
    for (i, p) in points(within).enumerate() {
        if compact & (1 << i) != 0 {
            out |= bit(p);
        }
    }
    out
}

const ALL: u16 = (1 << POINTS) - 1;

impl Ranker {
    fn new() -> Ranker {
        Ranker { empties: SubsetRanks::new(10, 2), blacks: SubsetRanks::new(8, 4) }
    }

    fn board_rank(&self, black: u16, red: u16, shared: u8) -> usize {
        let rest = ALL & !bit(shared);
        let empty = rest & !black & !red;
        let e = self.empties.rank[compress(empty, rest) as usize] as usize;
        let b = self.blacks.rank[compress(black, rest & !empty) as usize] as usize;
        (shared as usize * 45 + e) * 70 + b
    }

    fn board(&self, rank: usize) -> (u16, u16, u8) {
        let shared = (rank / (45 * 70)) as u8;
        let rest = ALL & !bit(shared);
        let empty = expand(self.empties.unrank[rank / 70 % 45], rest);
        let black = expand(self.blacks.unrank[rank % 70], rest & !empty);
        (black, rest & !empty & !black, shared)
    }
}

fn index(board: usize, side: Side, locked: bool) -> usize {
    board * 4 + side.index() * 2 + locked as usize
}

/// The solved table: one value per position.
pub struct Solution {
    ranker: Ranker,
    /// `u16::MAX` for a draw, else `2n + 1` for a win in n, `2n` for a loss in n.
    values: Vec<u16>,
}

const DRAW: u16 = u16::MAX;

impl Solution {
    /// The value of `pos` for its side to move.
    pub fn value(&self, pos: &Zhili) -> Value {
        let board = self.ranker.board_rank(pos.black, pos.red, pos.shared);
        decode(self.values[index(board, pos.side, pos.locked)])
    }

    /// How many positions have each kind of value: (wins, losses, draws).
    pub fn census(&self) -> (usize, usize, usize) {
        let wins = self.values.iter().filter(|&&v| v != DRAW && v & 1 == 1).count();
        let draws = self.values.iter().filter(|&&v| v == DRAW).count();
        (wins, POSITIONS - wins - draws, draws)
    }
}

fn decode(v: u16) -> Value {
    match v {
        DRAW => Value::Draw,
        v if v & 1 == 1 => Value::Win(v / 2),
        v => Value::Loss(v / 2),
    }
}

/// Solves every position by retrograde analysis. Takes a few milliseconds in release builds
/// (`cargo bench -p shuangcheng-engine --bench zhili`).
pub fn solve() -> Solution {
    let ranker = Ranker::new();
    let graph = Graph::new(&ranker);
    let values = graph.propagate();
    Solution { ranker, values }
}

/// The move graph in compressed-row form: each position's number of successors (`offsets`)
/// and, by counting sort, its predecessors.
struct Graph {
    offsets: Vec<u32>,
    pred_offsets: Vec<u32>,
    predecessors: Vec<u32>,
}

impl Graph {
    fn new(ranker: &Ranker) -> Graph {
        let (offsets, successors) = successors(ranker);
        let mut pred_offsets = vec![0u32; POSITIONS + 1];
        for &s in &successors {
            pred_offsets[s as usize + 1] += 1;
        }
        for i in 0..POSITIONS {
            pred_offsets[i + 1] += pred_offsets[i];
        }
        let mut fill = pred_offsets.clone();
        let mut predecessors = vec![0u32; successors.len()];
        for p in 0..POSITIONS {
            for &s in &successors[offsets[p] as usize..offsets[p + 1] as usize] {
                predecessors[fill[s as usize] as usize] = p as u32;
                fill[s as usize] += 1;
            }
        }
        Graph { offsets, pred_offsets, predecessors }
    }

    /// Breadth-first from the lost positions (no move): a win takes the nearest loss among its
    /// children, a loss is fixed when its last child turns out a win, so every value is exact.
    fn propagate(&self) -> Vec<u16> {
        let mut values = vec![DRAW; POSITIONS];
        let mut unresolved: Vec<u8> =
            (0..POSITIONS).map(|p| (self.offsets[p + 1] - self.offsets[p]) as u8).collect();
        let mut queue: Vec<u32> = (0..POSITIONS as u32).filter(|&p| unresolved[p as usize] == 0).collect();
        for &p in &queue {
            values[p as usize] = 0;
        }
        let mut head = 0;
        while head < queue.len() {
            let p = queue[head] as usize;
            head += 1;
            let v = values[p];
            let is_loss = v & 1 == 0;
            for &q in &self.predecessors[self.pred_offsets[p] as usize..self.pred_offsets[p + 1] as usize] {
                let q = q as usize;
                if values[q] != DRAW {
                    continue;
                }
                if is_loss {
                    values[q] = v + 3; // win in n + 1: 2(n + 1) + 1
                    queue.push(q as u32);
                } else {
                    unresolved[q] -= 1;
                    if unresolved[q] == 0 {
                        values[q] = v + 1; // loss in n + 1: 2(n + 1)
                        queue.push(q as u32);
                    }
                }
            }
        }
        values
    }
}

/// Every position's successors: moves of own pieces, then (when not locked) moves of the
/// shared piece, which lock the child. Returns (offsets, successors).
fn successors(ranker: &Ranker) -> (Vec<u32>, Vec<u32>) {
    let mut offsets = Vec::with_capacity(POSITIONS + 1);
    let mut successors: Vec<u32> = Vec::with_capacity(POSITIONS * 6);
    let mut own_children = Vec::with_capacity(16);
    let mut shared_children = Vec::with_capacity(8);
    offsets.push(0u32);
    for board in 0..BOARDS {
        let (black, red, shared) = ranker.board(board);
        for side in Side::BOTH {
            let pos = Zhili { black, red, shared, side, locked: false };
            own_children.clear();
            shared_children.clear();
            let child_side = side.other();
            pos.moves_from(pos.own(side), |from, to| {
                let mut child = pos;
                crate::position::Position::apply(&mut child, &super::Move::Play { from, to });
                own_children.push(index(
                    ranker.board_rank(child.black, child.red, child.shared),
                    child_side,
                    false,
                ));
            });
            pos.moves_from(bit(shared), |_, to| {
                shared_children.push(index(ranker.board_rank(black, red, to), child_side, true));
            });
            for locked in [false, true] {
                successors.extend(own_children.iter().map(|&c| c as u32));
                if !locked {
                    successors.extend(shared_children.iter().map(|&c| c as u32));
                }
                offsets.push(successors.len() as u32);
            }
        }
    }
    (offsets, successors)
}

/// The solution, computed once per process.
pub fn solution() -> &'static Solution {
    static SOLUTION: OnceLock<Solution> = OnceLock::new();
    SOLUTION.get_or_init(solve)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::Position;

    #[test]
    fn z9_ranking_is_a_bijection() {
        let r = Ranker::new();
        for board in 0..BOARDS {
            let (black, red, shared) = r.board(board);
            assert_eq!((black.count_ones(), red.count_ones()), (4, 4));
            assert_eq!(black & red, 0);
            assert_eq!((black | red) & bit(shared), 0);
            assert_eq!(r.board_rank(black, red, shared), board);
        }
    }

    #[test]
    fn z9_start_is_a_draw() {
        assert_eq!(solution().value(&Zhili::start()), Value::Draw);
    }

    #[test]
    fn z9_values_agree_with_one_ply_lookahead() {
        // Every value must follow from its children's: the retrograde fixpoint holds.
        let sol = solution();
        let r = &sol.ranker;
        let mut actions = Vec::new();
        for i in (0..POSITIONS).step_by(7) {
            let (black, red, shared) = r.board(i / 4);
            let side = if i / 2 % 2 == 0 { Side::First } else { Side::Second };
            let pos = Zhili { black, red, shared, side, locked: i % 2 == 1 };
            pos.legal_actions(&mut actions);
            let children: Vec<Value> = actions
                .iter()
                .map(|a| {
                    let mut c = pos;
                    c.apply(a);
                    sol.value(&c)
                })
                .collect();
            let expected = if children.is_empty() {
                Value::Loss(0)
            } else if let Some(n) =
                children.iter().filter_map(|v| if let Value::Loss(n) = v { Some(*n) } else { None }).min()
            {
                Value::Win(n + 1)
            } else if children.iter().all(|v| matches!(v, Value::Win(_))) {
                let n = children.iter().map(|v| if let Value::Win(n) = v { *n } else { 0 }).max().unwrap();
                Value::Loss(n + 1)
            } else {
                Value::Draw
            };
            assert_eq!(sol.value(&pos), expected, "{pos}");
        }
    }
}
