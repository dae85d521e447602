//! The board (G1) as data: a grid of land and water cells read from a text drawing, and the
//! generals' start cells (G2).

use std::fmt;
use std::sync::OnceLock;

use crate::text::excerpt;

/// The most cells a map may have (cell indices are `u8`).
pub const MAX_CELLS: usize = 256;

/// The G1 map, exactly as the spec draws it.
pub const STANDARD_MAP: &str = "\
13  . . . . . . . . . . .
12  . . . . . . . . . . .
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . ~ . . . . . ~ . .
 8  ~ . ~ ~ ~ . ~ ~ ~ . ~
 7  ~ . ~ ~ ~ . ~ ~ ~ . ~
 6  ~ . ~ ~ ~ . ~ ~ ~ . ~
 5  . . ~ . . . . . ~ . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";

/// A cell by column and row, both from 0 (`a1` is `Square { col: 0, row: 0 }`), independent
/// of any map's size. `Display`/`FromStr` use the notation: `c2`, `k13`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square {
    pub col: u8,
    pub row: u8,
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.col) as char, self.row as u32 + 1)
    }
}

impl Square {
    /// The cell a name like `c2` or `k13` names: a column letter, then a row from 1 (no leading
    /// zero). Why another name is not one is the notation's ([`super::notation`]).
    pub fn from_name(s: &str) -> Option<Square> {
        let mut chars = s.chars();
        let col = chars.next().filter(|c| c.is_ascii_lowercase())?;
        let digits = chars.as_str();
        if digits.is_empty()
            || digits.len() > 2
            || !digits.bytes().all(|b| b.is_ascii_digit())
            || digits.starts_with('0')
        {
            return None;
        }
        let row: u8 = digits.parse().ok()?;
        Some(Square { col: col as u8 - b'a', row: row - 1 })
    }
}

impl serde::Serialize for Square {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// A map drawing that cannot be read (maps are drawn in the code: this is a programming error).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MapError {
    #[error("map line {line}: unknown terrain '{token}' (expected . or ~)")]
    Terrain { line: usize, token: String },
    #[error("map line {line}: column letters must run a, b, c, …")]
    ColumnLetters { line: usize },
    #[error("the map has no rows")]
    NoRows,
    #[error("a map of {width}×{height} cells is not supported")]
    Size { width: usize, height: usize },
    #[error("the column letters do not match the rows")]
    LettersMismatch,
    #[error("map rows must be numbered from {height} down to 1 (found {found})")]
    RowNumber { height: usize, found: u32 },
    #[error("map row {row} has {found} cells, expected {width}")]
    RowLength { row: u32, found: usize, width: usize },
    #[error("home cell {cell} is off the map")]
    HomeOffMap { cell: String },
    #[error("home cell {cell} is water")]
    HomeInWater { cell: String },
    #[error("'{cell}' is not a cell")]
    Cell { cell: String },
}

/// A map: its size, its water cells and the four generals' start cells (Red, Blue, Yellow,
/// Green, G2). Cells are numbered `row * width + col`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Map {
    pub width: u8,
    pub height: u8,
    water: Vec<bool>,
    /// Start cells of the Red, Blue, Yellow and Green generals.
    pub homes: [u8; 4],
}

impl Map {
    /// Reads a map drawn like G1: one line per row, top row first, each starting with its row
    /// number, then one `.` (land) or `~` (water) per column separated by spaces; a last line
    /// of column letters. `homes` are the generals' start cells (Red, Blue, Yellow, Green).
    pub fn parse(text: &str, homes: [&str; 4]) -> Result<Map, MapError> {
        let mut rows: Vec<(u32, Vec<bool>)> = Vec::new();
        let mut letters = None;
        for (n, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() {
                continue;
            }
            let mut tokens = line.split_whitespace();
            let first = tokens.next().unwrap_or_default();
            if let Ok(row) = first.parse::<u32>() {
                let cells: Result<Vec<bool>, MapError> = tokens
                    .map(|t| match t {
                        "." => Ok(false),
                        "~" => Ok(true),
                        _ => Err(MapError::Terrain { line: n + 1, token: excerpt(t) }),
                    })
                    .collect();
                rows.push((row, cells?));
            } else {
                let cols: Vec<&str> = line.split_whitespace().collect();
                letters = Some(cols.len());
                for (i, c) in cols.iter().enumerate() {
                    if *c != ((b'a' + i as u8) as char).to_string() {
                        return Err(MapError::ColumnLetters { line: n + 1 });
                    }
                }
            }
        }
        if rows.is_empty() {
            return Err(MapError::NoRows);
        }
        let height = rows.len();
        let width = rows[0].1.len();
        if width == 0 || width > 26 || height > 99 || width * height > MAX_CELLS {
            return Err(MapError::Size { width, height });
        }
        if letters.is_some_and(|l| l != width) {
            return Err(MapError::LettersMismatch);
        }
        let mut water = vec![false; width * height];
        for (i, (label, cells)) in rows.iter().enumerate() {
            let row = height - 1 - i;
            if *label as usize != row + 1 {
                return Err(MapError::RowNumber { height, found: *label });
            }
            if cells.len() != width {
                return Err(MapError::RowLength { row: *label, found: cells.len(), width });
            }
            for (col, w) in cells.iter().enumerate() {
                water[row * width + col] = *w;
            }
        }
        let mut map = Map { width: width as u8, height: height as u8, water, homes: [0; 4] };
        for (i, h) in homes.iter().enumerate() {
            let sq = Square::from_name(h).ok_or_else(|| MapError::Cell { cell: h.to_string() })?;
            let cell = map.cell(sq).ok_or_else(|| MapError::HomeOffMap { cell: h.to_string() })?;
            if map.is_water(cell) {
                return Err(MapError::HomeInWater { cell: h.to_string() });
            }
            map.homes[i] = cell;
        }
        Ok(map)
    }

    /// The G1 map with the G2 start cells.
    pub fn standard() -> &'static Map {
        static MAP: OnceLock<Map> = OnceLock::new();
        MAP.get_or_init(|| {
            Map::parse(STANDARD_MAP, ["c2", "i2", "i12", "c12"]).expect("the G1 map is well-formed")
        })
    }

    pub fn cells(&self) -> usize {
        self.width as usize * self.height as usize
    }

    pub fn is_water(&self, cell: u8) -> bool {
        self.water[cell as usize]
    }

    /// The cell index of a square, if it is on the map.
    pub fn cell(&self, sq: Square) -> Option<u8> {
        (sq.col < self.width && sq.row < self.height)
            .then(|| sq.row as usize * self.width as usize + sq.col as usize)
            .map(|c| c as u8)
    }

    pub fn square(&self, cell: u8) -> Square {
        Square { col: cell % self.width, row: cell / self.width }
    }

    /// The cell `dist` steps from `cell` in direction `(dx, dy)`, if on the map.
    #[inline]
    pub fn offset(&self, cell: u8, dx: i8, dy: i8, dist: i8) -> Option<u8> {
        let col = (cell % self.width) as i16 + dx as i16 * dist as i16;
        let row = (cell / self.width) as i16 + dy as i16 * dist as i16;
        if col < 0 || row < 0 || col >= self.width as i16 || row >= self.height as i16 {
            None
        } else {
            Some((row * self.width as i16 + col) as u8)
        }
    }

    /// Column and row differences from `a` to `b`.
    pub fn delta(&self, a: u8, b: u8) -> (i8, i8) {
        let (sa, sb) = (self.square(a), self.square(b));
        (sb.col as i8 - sa.col as i8, sb.row as i8 - sa.row as i8)
    }

    /// The cell turned half-way round the board's centre.
    pub fn half_turn(&self, cell: u8) -> u8 {
        (self.cells() - 1 - cell as usize) as u8
    }

    /// The terrain rows, top row first, one character (`.` or `~`) per column.
    pub fn rows(&self) -> Vec<String> {
        (0..self.height)
            .rev()
            .map(|r| {
                (0..self.width).map(|c| if self.is_water(r * self.width + c) { '~' } else { '.' }).collect()
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn g1_map_is_parsed_from_the_spec_drawing() {
        let m = Map::standard();
        assert_eq!((m.width, m.height), (11, 13));
        let water: Vec<String> =
            ["a6", "c9", "c5", "i9", "k8", "e7", "g6"].iter().map(|s| s.to_string()).collect();
        for w in &water {
            assert!(m.is_water(m.cell(w.parse().unwrap()).unwrap()), "{w} is water");
        }
        for l in ["b6", "f7", "j8", "d5", "c4", "c10", "a9", "a5"] {
            assert!(!m.is_water(m.cell(l.parse().unwrap()).unwrap()), "{l} is land");
        }
        assert_eq!(m.rows()[0], "...........");
        assert_eq!(m.rows()[5], "~.~~~.~~~.~");
    }

    #[test]
    fn g1_map_is_symmetric_under_a_half_turn() {
        let m = Map::standard();
        for c in 0..m.cells() as u8 {
            assert_eq!(m.is_water(c), m.is_water(m.half_turn(c)));
        }
        assert_eq!(m.half_turn(m.homes[0]), m.homes[2]);
        assert_eq!(m.half_turn(m.homes[1]), m.homes[3]);
    }

    #[test]
    fn bad_maps_are_rejected_with_a_reason() {
        let error = |text: &str| Map::parse(text, ["a1", "b1", "a2", "b2"]).unwrap_err().to_string();
        assert!(error("2 . x\n1 . .\n  a b\n").contains("unknown terrain"));
        assert!(error("2 . .\n1 . . .\n").contains("row 1 has 3"));
        assert!(error("2 . ~\n1 . .\n").contains("b2 is water"));
        assert!(
            "c0".parse::<Square>().is_err()
                && "C2".parse::<Square>().is_err()
                && "c".parse::<Square>().is_err()
        );
        assert_eq!("k13".parse::<Square>().unwrap(), Square { col: 10, row: 12 });
    }
}
