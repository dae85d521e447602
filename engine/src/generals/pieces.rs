//! The unit catalogue (G3): codes, names, move, reach, HP and the team limits; the generals'
//! colours (G2) and the units' ids (G14).

use std::fmt;

/// A unit type. `General` is the `GN` of the notation; the other sixteen are soldiers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    LightInfantry,
    HeavyInfantry,
    LightCavalry,
    HeavyCavalry,
    CrossbowCavalry,
    Crossbowman,
    Spearman,
    ShieldInfantry,
    Marine,
    Catapult,
    Chariot,
    Samurai,
    Hook,
    Assassin,
    Axeman,
    Flail,
    General,
}

/// One row of the G3 table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stats {
    pub code: &'static str,
    pub name_zh: &'static str,
    pub name_en: &'static str,
    /// Steps a turn.
    pub moves: u8,
    /// Attack distance (the Catapult's is exact, G8).
    pub reach: u8,
    pub hp: u8,
    /// How many a team may field (G3); 0 for the general.
    pub limit: u8,
    pub diag_move: bool,
    pub diag_attack: bool,
}

#[allow(clippy::too_many_arguments)]
const fn st(
    code: &'static str,
    name_zh: &'static str,
    name_en: &'static str,
    moves: u8,
    reach: u8,
    hp: u8,
    limit: u8,
    diag_move: bool,
    diag_attack: bool,
) -> Stats {
    Stats { code, name_zh, name_en, moves, reach, hp, limit, diag_move, diag_attack }
}

const STATS: [Stats; 17] = [
    st("LI", "轻步兵", "Light infantry", 2, 1, 1, 4, false, false),
    st("HI", "重步兵", "Heavy infantry", 1, 1, 3, 2, false, false),
    st("LC", "轻骑兵", "Light cavalry", 3, 1, 1, 2, true, false),
    st("HC", "重骑兵", "Heavy cavalry", 2, 1, 2, 2, true, false),
    st("CC", "弓弩骑兵", "Crossbow cavalry", 2, 5, 1, 2, false, false),
    st("CB", "弓弩手", "Crossbowman", 1, 5, 1, 4, false, false),
    st("SP", "长矛手", "Spearman", 1, 3, 1, 2, false, true),
    st("SH", "刀盾兵", "Shield infantry", 1, 1, 1, 2, true, false),
    st("MA", "水兵", "Marine", 1, 1, 1, 2, false, false),
    st("CA", "投石车", "Catapult", 1, 5, 1, 2, false, true),
    st("CH", "战车", "Chariot", 3, 1, 1, 2, false, false),
    st("SA", "武士", "Samurai", 1, 1, 1, 1, true, true),
    st("HK", "钩镰兵", "Hook", 1, 4, 1, 2, false, true),
    st("AS", "刺客", "Assassin", 1, 1, 1, 2, false, true),
    st("AX", "大斧兵", "Axeman", 1, 2, 1, 4, false, false),
    st("FL", "链锤兵", "Flail", 1, 2, 1, 2, false, false),
    st("GN", "将领", "General", 2, 1, 2, 0, false, false),
];

impl Kind {
    /// The sixteen soldier types in G3 order.
    pub const SOLDIERS: [Kind; 16] = [
        Kind::LightInfantry,
        Kind::HeavyInfantry,
        Kind::LightCavalry,
        Kind::HeavyCavalry,
        Kind::CrossbowCavalry,
        Kind::Crossbowman,
        Kind::Spearman,
        Kind::ShieldInfantry,
        Kind::Marine,
        Kind::Catapult,
        Kind::Chariot,
        Kind::Samurai,
        Kind::Hook,
        Kind::Assassin,
        Kind::Axeman,
        Kind::Flail,
    ];

    pub fn stats(self) -> &'static Stats {
        &STATS[self as usize]
    }

    /// The G3 code: `LI`, `CA`, … and `GN` for a general.
    pub fn code(self) -> &'static str {
        self.stats().code
    }

    pub fn from_code(code: &str) -> Option<Kind> {
        Kind::SOLDIERS.into_iter().chain([Kind::General]).find(|k| k.code() == code)
    }

    pub fn moves(self) -> u8 {
        self.stats().moves
    }

    pub fn reach(self) -> u8 {
        self.stats().reach
    }

    pub fn max_hp(self) -> u8 {
        self.stats().hp
    }

    /// Heavy armour (G3): the Flail deals 2 damage to it (G8).
    pub fn heavy(self) -> bool {
        matches!(self, Kind::HeavyInfantry | Kind::HeavyCavalry)
    }

    /// How many passengers a Chariot carries (G9).
    pub const CHARIOT_CAPACITY: u8 = 2;
    /// A reach above this is silent aboard a Chariot and on the turn the unit got off (G9).
    pub const SILENT_REACH_ABOVE: u8 = 2;
    /// The Hook pulls a unit from this distance up to its reach (G10).
    pub const HOOK_MIN_PULL: u8 = 2;
    /// The Flail's damage to heavy armour (G8).
    pub const FLAIL_HEAVY_DAMAGE: u8 = 2;

    /// May ride a Chariot (G9): anything but cavalry, Catapults and Chariots.
    pub fn can_ride(self) -> bool {
        !matches!(
            self,
            Kind::LightCavalry | Kind::HeavyCavalry | Kind::CrossbowCavalry | Kind::Catapult | Kind::Chariot
        )
    }

    /// Has a cooldown (G8 Catapult shot, G11 Assassin warp).
    pub fn has_cooldown(self) -> bool {
        matches!(self, Kind::Catapult | Kind::Assassin)
    }

    /// Crossbows (G8): cannot target Shield infantry.
    pub fn crossbow(self) -> bool {
        matches!(self, Kind::Crossbowman | Kind::CrossbowCavalry)
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A general's colour (G2, G14). Its index is the seat of four-seat play: 0 Red, 1 Blue,
/// 2 Yellow, 3 Green.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Colour {
    Red,
    Blue,
    Yellow,
    Green,
}

impl Colour {
    pub const ALL: [Colour; 4] = [Colour::Red, Colour::Blue, Colour::Yellow, Colour::Green];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Colour {
        Colour::ALL[i & 3]
    }

    pub fn letter(self) -> char {
        ['r', 'b', 'y', 'g'][self as usize]
    }

    /// The letter as a string: `r`, `b`, `y`, `g`.
    pub fn letter_str(self) -> &'static str {
        ["r", "b", "y", "g"][self as usize]
    }

    pub fn from_letter(c: char) -> Option<Colour> {
        Colour::ALL.into_iter().find(|k| k.letter() == c)
    }

    /// South (`Side::First`): Red and Blue; North: Yellow and Green.
    pub fn side(self) -> crate::Side {
        match self {
            Colour::Red | Colour::Blue => crate::Side::First,
            Colour::Yellow | Colour::Green => crate::Side::Second,
        }
    }

    /// The team's two colours, Red/Yellow first.
    pub fn of_side(side: crate::Side) -> [Colour; 2] {
        match side {
            crate::Side::First => [Colour::Red, Colour::Blue],
            crate::Side::Second => [Colour::Yellow, Colour::Green],
        }
    }

    pub fn name_en(self) -> &'static str {
        ["Red", "Blue", "Yellow", "Green"][self as usize]
    }

    pub fn name_zh(self) -> &'static str {
        ["红", "蓝", "黄", "绿"][self as usize]
    }

    /// The general of this colour as the app names it: Red general.
    pub fn general_en(self) -> &'static str {
        ["Red general", "Blue general", "Yellow general", "Green general"][self as usize]
    }

    /// The general of this colour as the app names it: 红将.
    pub fn general_zh(self) -> &'static str {
        ["红将", "蓝将", "黄将", "绿将"][self as usize]
    }
}

/// Kinds and colours are written in the JSON as in the notation: `LI`, `r`.
impl serde::Serialize for Kind {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.code())
    }
}

impl serde::Serialize for Colour {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.letter_str())
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// How many soldiers each general commands (G2).
pub const SOLDIERS_PER_GENERAL: usize = 4;

/// A unit's stable id (G14): colour and number, `0` for the general, `1`–`4` for soldiers.
/// Internally a slot `colour * 5 + number`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct UnitId(pub u8);

impl UnitId {
    pub fn new(colour: Colour, number: u8) -> UnitId {
        UnitId(colour as u8 * 5 + number)
    }

    pub fn colour(self) -> Colour {
        Colour::from_index(self.0 as usize / 5)
    }

    pub fn number(self) -> u8 {
        self.0 % 5
    }

    pub fn slot(self) -> usize {
        self.0 as usize
    }

    pub fn is_general(self) -> bool {
        self.number() == 0
    }

    pub fn parse(s: &str) -> Option<UnitId> {
        let b = s.as_bytes();
        if b.len() != 2 || !(b'0'..=b'4').contains(&b[1]) {
            return None;
        }
        Some(UnitId::new(Colour::from_letter(b[0] as char)?, b[1] - b'0'))
    }
}

impl fmt::Display for UnitId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.colour().letter(), self.number())
    }
}

/// The slots in id order (`b`, `g`, `r`, `y`, then number): the order of the position
/// notation and of the Hook's follow-up hits (G10).
pub const ID_ORDER: [u8; 20] = [5, 6, 7, 8, 9, 15, 16, 17, 18, 19, 0, 1, 2, 3, 4, 10, 11, 12, 13, 14];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn g3_catalogue_codes_round_trip() {
        for k in Kind::SOLDIERS.into_iter().chain([Kind::General]) {
            assert_eq!(Kind::from_code(k.code()), Some(k));
        }
        assert_eq!(Kind::SOLDIERS.len(), 16);
        assert!("XX".parse::<Kind>().unwrap_err().to_string().contains("unknown unit kind 'XX'"));
    }

    #[test]
    fn g3_table_values() {
        assert_eq!((Kind::LightCavalry.moves(), Kind::LightCavalry.stats().diag_move), (3, true));
        assert_eq!((Kind::HeavyInfantry.max_hp(), Kind::HeavyInfantry.stats().limit), (3, 2));
        assert_eq!(Kind::Samurai.stats().limit, 1);
        assert_eq!((Kind::Hook.reach(), Kind::Hook.stats().diag_attack), (4, true));
        assert_eq!((Kind::General.moves(), Kind::General.reach(), Kind::General.max_hp()), (2, 1, 2));
        assert!(!Kind::Catapult.can_ride() && !Kind::CrossbowCavalry.can_ride() && Kind::General.can_ride());
    }
}
