//! Rule examples of refused taps, one or more for every code a game's arbiter may give: a
//! position, the taps made, the tap refused, the code expected and the rule it cites.

use shuangcheng_engine::refusal::Refusal;
use shuangcheng_engine::{new_game, GameKind};

pub struct Example {
    /// The rule, in words, with its id.
    pub about: &'static str,
    /// The position (the game's start when `None`) and the actions played from it.
    pub position: Option<&'static str>,
    pub played: &'static [&'static str],
    pub chosen: &'static [&'static str],
    pub tapped: &'static str,
    pub code: &'static str,
    /// The one seat the player takes (four-seat Generals), or any seat when `None`.
    pub seat: Option<u8>,
}

impl Example {
    /// What the arbiter says of the example's tap; panics when it is not refused.
    pub fn refusal(&self, kind: GameKind) -> Refusal {
        let mut game = new_game(kind, self.position).unwrap_or_else(|e| panic!("{}: {e}", self.about));
        for action in self.played {
            game.play(action).unwrap_or_else(|e| panic!("{}: {action}: {e}", self.about));
        }
        let playable = |seat: Option<u8>| self.seat.is_none() || seat.is_none() || seat == self.seat;
        game.refusal_for_seats(self.chosen, self.tapped, &playable)
            .unwrap_or_else(|| panic!("{}: the tap is not refused", self.about))
    }
}

const fn ex(
    about: &'static str,
    position: Option<&'static str>,
    played: &'static [&'static str],
    chosen: &'static [&'static str],
    tapped: &'static str,
    code: &'static str,
) -> Example {
    Example { about, position, played, chosen, tapped, code, seat: None }
}

/// An example for the player of `seat` alone.
const fn for_seat(seat: u8, example: Example) -> Example {
    Example { seat: Some(seat), ..example }
}

pub fn examples(kind: GameKind) -> &'static [Example] {
    match kind {
        GameKind::Zhili => ZHILI,
        GameKind::TwinCities => TWIN_CITIES,
        GameKind::Generals => GENERALS,
    }
}

const ZHILI: &[Example] = &[
    ex(
        "Z4: a side moves its own piece or the shared one, not an empty point",
        None,
        &[],
        &[],
        "3",
        "zhili.empty-point",
    ),
    ex("Z4: Red moves no Black piece", None, &[], &[], "0", "zhili.rival-piece"),
    ex(
        "Z5: the shared piece Red moved rests on Black's turn",
        None,
        &["5-3"],
        &[],
        "3",
        "zhili.shared-rests",
    ),
    ex("Z4: a corner piece behind its taken hub cannot move", None, &["8-7"], &[], "0", "zhili.no-move"),
    ex("Z4: a piece lands only on an empty point", None, &[], &["8"], "4", "zhili.lands-on-piece"),
    ex(
        "Z4: a jump needs a piece on the point between",
        Some("bbbsb.r.rrr r 0"),
        &[],
        &["8"],
        "5",
        "zhili.jump-over-nothing",
    ),
    ex("Z4: 8 and 3 are not joined by a line", None, &[], &["8"], "3", "zhili.not-joined"),
];

/// Red's Tiger on c3 beside its Soldiers d3 and f3, the City e2; Black's City e10.
const TIGER_C3: Option<&str> = Some("9/4c4/3s1s3/9/9/2X3X2/9/9/2TS1S3/4C4/9 r S4FBHLWRDE s4tfbhlwrde 0 1");
/// Red's City e2 with a Shield on d2 and a Soldier on f2 in its field: it borrows both, so it
/// reaches e3 by the Soldier's step and by the Shield's shock drop (d2 and f2 pushed out).
const CITY_LENDING_TWO: Option<&str> = Some("9/4c4/9/9/9/2X3X2/9/9/9/3DCS3/9 r S5TFBHLWRE s6tfbhlwrde 0 1");

const TWIN_CITIES: &[Example] = &[
    ex("T4: Red moves its own pieces", None, &[], &[], "d9", "twin-cities.rival-piece"),
    ex(
        "T5: a Soldier moves one point orthogonally, not two",
        None,
        &[],
        &["d3"],
        "d5",
        "twin-cities.pattern-S",
    ),
    ex(
        "T5: a Tiger slides orthogonally, never diagonally",
        TIGER_C3,
        &[],
        &["c3"],
        "d4",
        "twin-cities.pattern-T",
    ),
    ex("T5: a Stronghold is never taken", TIGER_C3, &[], &["c3"], "c6", "twin-cities.stronghold-not-taken"),
    ex(
        "T5: a City's step and shock drop to one point: which first",
        CITY_LENDING_TWO,
        &[],
        &["e2", "e3"],
        "a1",
        "twin-cities.drop-or-move",
    ),
    ex(
        "T7: a recruit stands in the field of a controlled site",
        None,
        &[],
        &["+"],
        "a1",
        "twin-cities.recruit-field",
    ),
    ex(
        "T8: an exchange pays with Soldiers in a controlled field",
        None,
        &[],
        &["@"],
        "a1",
        "twin-cities.exchange-pay",
    ),
    ex("T5: a Tiger passes over no piece", TIGER_C3, &[], &["c3"], "c7", "twin-cities.blocked"),
    ex("T6: a side draws on its own reserve", None, &[], &[], "second-T", "twin-cities.rival-reserve"),
    ex(
        "T6: a general exchanged for has left the reserve",
        None,
        &["F@d1:d3,f3", "d9d8"],
        &[],
        "first-F",
        "twin-cities.reserve-empty",
    ),
    ex("T7: reserve Soldiers come on by a recruit", None, &[], &[], "first-S", "twin-cities.reserve-recruit"),
    ex("T8: an exchange starts with Exchange", None, &[], &[], "first-F", "twin-cities.exchange-start"),
    ex(
        "T8: the Tiger costs three Soldiers, not two",
        None,
        &[],
        &["@", "d3", "f3"],
        "first-T",
        "twin-cities.exchange-pay",
    ),
];

const GENERALS: &[Example] = &[
    ex("G5: a turn begins with lead or troops", None, &[], &[], "c2", "generals.choose-mode"),
    for_seat(
        0,
        ex(
            "G4: the Red general's player does not play the Blue general",
            None,
            &[],
            &[],
            "i2",
            "generals.other-seat",
        ),
    ),
    ex(
        "G13: troops only for a general with soldiers left",
        Some("s 0 b0=GN@i2,b1=LC@h3,g0=GN@c12,g1=LC@d11,r0=GN@c2,y0=GN@i12,y1=LI@j11"),
        &[],
        &["troops"],
        "c2",
        "generals.no-troops",
    ),
    ex(
        "G6: Light infantry steps one cell at a time, orthogonally",
        None,
        &["troops r"],
        &["r3"],
        "f5",
        "generals.step-orthogonal",
    ),
    ex(
        "G8: crossbows never target Shield infantry",
        Some("s 0 g0=GN@c12,g2=SH@e5,r0=GN@c2,r4=CB@e1,y0=GN@i12"),
        &["troops r"],
        &["r4"],
        "e5",
        "generals.shield-vs-crossbow",
    ),
    ex(
        "G7: a Marine in water is hurt only by Crossbowmen",
        Some("s 0 g0=GN@c12,g1=MA@c5,r0=GN@c2,r1=LI@b5,y0=GN@i12"),
        &["troops r"],
        &["r1"],
        "c5",
        "generals.marine-in-water",
    ),
    ex(
        "G7: a Marine in water hops 1 or 2 cells",
        Some("s 0 g0=GN@c12,r0=GN@c2,r1=MA@c5,y0=GN@i12"),
        &["troops r"],
        &["r1"],
        "c9",
        "generals.marine-hop",
    ),
    ex(
        "G9: a long reach is silent aboard a Chariot",
        Some("s 0 g0=GN@c12,g1=LI@e5,r0=GN@c2,r1=CH@e3,r4=CB@e3^r1,y0=GN@i12"),
        &["troops r"],
        &["r4"],
        "e5",
        "generals.silent-aboard",
    ),
    ex(
        "G9: a Chariot carries at most 2",
        Some("s 0 g0=GN@c12,r0=GN@d3,r1=CH@e3,r2=LI@e3^r1,r3=LI@e3^r1,y0=GN@i12"),
        &["lead r"],
        &["r0"],
        "e3",
        "generals.chariot-full",
    ),
    ex(
        "G6: a unit whose neighbours are all taken, with nothing in reach, does nothing",
        Some("s 0 g0=GN@c12,r0=GN@c2,r1=LI@a1,r2=HI@a2,r3=LI@b1,y0=GN@i12"),
        &["troops r"],
        &[],
        "a1",
        "generals.hemmed-in",
    ),
    ex(
        "G13: a Catapult that fired last turn and has stepped does nothing more",
        Some("s 0 g0=GN@c12,r0=GN@c2,r4=CA@c1!1,y0=GN@i12"),
        &["troops r", "r4-d1"],
        &[],
        "d1",
        "generals.spent-waiting",
    ),
    ex(
        "G13: a waiting Catapult with no free cell beside it does nothing",
        Some("s 0 g0=GN@c12,r0=GN@c2,r1=LI@a2,r2=LI@b1,r4=CA@a1!1,y0=GN@i12"),
        &["troops r"],
        &[],
        "a1",
        "generals.hemmed-waiting",
    ),
    ex(
        "G9: a Crossbowman just off a Chariot, its step taken, does nothing more",
        Some("s 0 g0=GN@c12,g1=LI@f7,r0=GN@c2,r1=CH@e3,r4=CB@e3^r1,y0=GN@i12"),
        &["troops r", "r4-e4"],
        &[],
        "e4",
        "generals.spent-aboard",
    ),
    ex(
        "G9: a Crossbowman aboard a Chariot with no free cell around does nothing",
        Some("s 0 g0=GN@c12,r0=GN@c2,r1=CB@a1^r4,r2=LI@a2,r3=LI@b1,r4=CH@a1,y0=GN@i12"),
        &["troops r"],
        &[],
        "a1",
        "generals.hemmed-aboard",
    ),
];
