//! Zobrist keys: board, both reserves, the side to move (T11's "same position") and whether
//! the swap (T14) may still be played; the ply counters are not part of the key.

use super::board::POINTS;
use super::position::TwinCities;
use crate::outcome::Side;

const fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// One key per cell value (0–31) and point.
const fn build_board() -> [[u64; POINTS]; 32] {
    let mut t = [[0; POINTS]; 32];
    let mut c = 0;
    while c < 32 {
        let mut p = 0;
        while p < POINTS {
            t[c][p] = mix((c * POINTS + p) as u64 + 1);
            p += 1;
        }
        c += 1;
    }
    t
}

/// One key per side, reserve kind and count (0–15).
const fn build_reserve() -> [[[u64; 16]; 10]; 2] {
    let mut t = [[[0; 16]; 10]; 2];
    let mut s = 0;
    while s < 2 {
        let mut k = 0;
        while k < 10 {
            let mut n = 1;
            while n < 16 {
                t[s][k][n] = mix(0x5EED_0000 + ((s * 10 + k) * 16 + n) as u64);
                n += 1;
            }
            k += 1;
        }
        s += 1;
    }
    t
}

static BOARD: [[u64; POINTS]; 32] = build_board();
static RESERVE: [[[u64; 16]; 10]; 2] = build_reserve();
const BLACK_TO_MOVE: u64 = 0x3C6E_F372_FE94_F82B;
const SWAP_RULE: u64 = 0xA54F_F53A_5F1D_36F1;

pub(super) fn key(pos: &TwinCities) -> u64 {
    let mut k = if pos.to_move == Side::Second { BLACK_TO_MOVE } else { 0 };
    if pos.swap_rule {
        k ^= SWAP_RULE;
    }
    for (p, &c) in pos.board.iter().enumerate() {
        if c != 0 {
            k ^= BOARD[c as usize & 31][p];
        }
    }
    for (s, r) in pos.reserve.iter().enumerate() {
        for (kind, &n) in r.iter().enumerate() {
            k ^= RESERVE[s][kind][n as usize & 15];
        }
    }
    k
}
