//! Each game's catalog (what the app and the UI are told instead of copying a rule) agrees with
//! the rules: every expected value below is the number or text of `docs/rules/<game>.md`, with
//! its rule id, never a value computed by the engine itself. Sides and seats, the timer, the end
//! limits, the start, the board geometry, the piece tables and the rules pages' diagrams; each
//! game's own part (lines, fields, terrain, numbers) read typed, as the engine reads it, and as
//! JSON in the catalog its board drawer is sent.

use std::collections::BTreeSet;

use shuangcheng_engine::generals::{Generals, Kind};
use shuangcheng_engine::twin_cities::TwinCities;
use shuangcheng_engine::zhili::Zhili;
use shuangcheng_engine::{GameCatalog, GameKind, Position, Presentation, Side};

/// The start positions as docs/rules writes them (Z8, T13, G14).
const ZHILI_START: &str = "bbb.bsr.rrr r 0";
const TWIN_CITIES_START: &str = "9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 0 1";
const GENERALS_START: &str = "s 0 b0=GN@i2,b1=LC@h3,b2=SH@i3,b3=SP@j3,b4=CA@i1,g0=GN@c12,g1=LC@d11,g2=SH@c11,\
g3=SP@b11,g4=CA@c13,r0=GN@c2,r1=LI@b3,r2=HI@c3,r3=LI@d3,r4=CB@c1,y0=GN@i12,y1=LI@j11,y2=HI@i11,y3=LI@h11,y4=CB@i13";

fn sorted<S: AsRef<str>>(items: impl IntoIterator<Item = S>) -> Vec<String> {
    let mut out: Vec<String> = items.into_iter().map(|s| s.as_ref().to_string()).collect();
    out.sort();
    out
}

/// Whether `catalog` carries `part` as the JSON its board drawer reads.
fn carries(catalog: &GameCatalog, part: impl serde::Serialize) -> bool {
    catalog.part == serde_json::to_value(part).unwrap()
}

#[test]
fn every_catalog_names_its_sides_seats_and_start() {
    for kind in GameKind::ALL {
        let c = kind.catalog();
        assert_eq!(c.game, kind);
        assert_eq!([c.sides[0].side, c.sides[1].side], Side::BOTH);
        assert_ne!(c.sides[0].id, c.sides[1].id);
        assert_eq!(c.side_by_id(c.sides[1].id), Some(Side::Second));
        assert_eq!(c.side_by_id("first"), Some(Side::First));
        for side in &c.sides {
            assert!(c.pieces.iter().any(|p| p.code == side.emblem), "{kind}: emblem {}", side.emblem);
        }
        let two = c.seat_layout(2).expect("every game seats two players");
        assert_eq!((two.seats_of(Side::First), two.seats_of(Side::Second)), (vec![0], vec![1]));
        assert_eq!(two.swapped(), [1, 0]);
        let ids: BTreeSet<&str> = c.diagrams.iter().map(|d| d.id).collect();
        assert!(ids.contains("start"), "{kind}: {ids:?}");
        let points: BTreeSet<&String> = c.board.points.iter().collect();
        assert!(!points.is_empty() && points.len() == c.board.points.len(), "{kind}: distinct points");
    }
    assert!(carries(GameKind::Zhili.catalog(), Zhili::catalog_part()));
    assert!(carries(GameKind::TwinCities.catalog(), TwinCities::catalog_part()));
    assert!(carries(GameKind::Generals.catalog(), Generals::catalog_part()));
}

#[test]
fn zhili_catalog_z1_z2_z6_z7() {
    let c = GameKind::Zhili.catalog();
    assert_eq!(c.default_timer_secs, Some(60), "Z7: 60 s a turn by default");
    assert_eq!((c.limits.get("repetition"), c.limits.get("maxPlies")), (Some(3), Some(200)), "Z6");
    assert_eq!(c.start, ZHILI_START, "Z3, Z8");
    let part = Zhili::catalog_part();
    let lines = part.lines.iter().map(|[a, b]| format!("{a}-{b}"));
    let z1 = "0-2 1-2 2-3 3-4 3-5 3-6 4-5 5-6 4-7 5-7 6-7 7-8 8-9 8-10";
    assert_eq!(sorted(lines), sorted(z1.split(' ')), "Z1: the 14 lines");
    assert_eq!(c.board.points, (0..=10).map(|n| n.to_string()).collect::<Vec<_>>(), "Z1: points 0–10");
    assert_eq!(part.straight_lines, [vec!["2", "3", "5", "7", "8"], vec!["4", "5", "6"]], "Z2");
    let counts: Vec<(&str, u8)> = part.pieces.iter().map(|p| (p.code, p.count)).collect();
    assert_eq!(counts, [("r", 4), ("b", 4), ("s", 1)], "Z3: four pieces a side and the shared piece");
    let jump = c.diagrams.iter().find(|d| d.id == "jump").unwrap();
    // The diagram's jump is legal in the position it shows.
    let shown: Zhili = "bbbs..rbrrr r 0".parse().unwrap();
    assert!(shown.parse_action(&format!("{}-{}", jump.selected[0], jump.targets[0])).is_ok());
    assert_eq!(jump.view.pieces.len(), 9);
    let name = |code: &str| c.pieces.iter().find(|p| p.code == code).map(|p| (p.name_en, p.name_zh)).unwrap();
    assert_eq!(name("r"), (Some("piece"), Some("棋子")), "Z3: a side's pieces, named apart from the side");
    assert_eq!(name("s"), (Some("shared piece"), Some("公用子")));
}

#[test]
fn twin_cities_catalog_t1_t2_t11() {
    let c = GameKind::TwinCities.catalog();
    let part = TwinCities::catalog_part();
    assert_eq!((c.board.columns.len(), c.board.rows), (9, 11), "T1");
    assert_eq!(c.board.columns.join(""), "abcdefghi", "T1");
    assert_eq!(sorted(&part.fields["e5"]), ["d4", "d5", "d6", "e4", "e6", "f4", "f5", "f6"], "T1: a field");
    assert_eq!(sorted(&part.fields["a1"]), ["a2", "b1", "b2"], "T1: a corner's field");
    assert_eq!(part.reserve.join(""), "STFBHLWRDE", "T13's reserve order");
    let counts: Vec<(&str, u8)> = part.pieces.iter().map(|p| (p.code, p.count)).collect();
    let t2 = [("C", 1), ("S", 6), ("T", 1), ("F", 1), ("B", 1), ("H", 1), ("L", 1), ("W", 1)];
    let t2: BTreeSet<(&str, u8)> = t2.into_iter().chain([("R", 1), ("D", 1), ("E", 1), ("X", 2)]).collect();
    assert_eq!(counts.into_iter().collect::<BTreeSet<_>>(), t2, "T2: the pieces and their counts");
    let codes: Vec<&str> = c.pieces.iter().map(|p| p.code).collect();
    assert_eq!(
        part.pieces.iter().map(|p| p.code).collect::<Vec<_>>(),
        codes,
        "the part's kinds are the core's"
    );
    let name = |code: &str| c.pieces.iter().find(|p| p.code == code).map(|p| (p.name_en, p.name_zh)).unwrap();
    assert_eq!(
        (name("S"), name("X")),
        ((Some("Soldier"), Some("兵卒")), (Some("Stronghold"), Some("据"))),
        "T2's names"
    );
    assert!(c.pieces.iter().all(|p| p.name_en.is_some() && p.name_zh.is_some()), "every kind is named");
    assert_eq!((c.default_timer_secs, c.limits.get("noProgressPlies")), (None, Some(100)), "T11, T12");
    assert_eq!(c.limits.get("repetition"), Some(3), "T11");
    let field = c.diagrams.iter().find(|d| d.id == "field").unwrap();
    assert_eq!(field.targets, ["d1", "e1", "f1", "d2", "f2", "e3"], "the City's empty field points (T7)");
    assert_eq!(field.fields, ["e2", "c6", "g6"], "Red's sites");
    assert_eq!(c.start, TWIN_CITIES_START, "T3, T13");
}

/// G1's map, top row (13) first, as docs/rules/generals.md draws it.
const G1_MAP: [&str; 13] = [
    "...........",
    "...........",
    "...........",
    "...........",
    "..~.....~..",
    "~.~~~.~~~.~",
    "~.~~~.~~~.~",
    "~.~~~.~~~.~",
    "..~.....~..",
    "...........",
    "...........",
    "...........",
    "...........",
];

/// A row of G3's table: code, move, reach, HP, team limit, steps diagonally, attacks diagonally.
type G3Row = (&'static str, u8, u8, u8, Option<u8>, bool, bool);

#[rustfmt::skip]
const G3_UNITS: [G3Row; 17] = [
    ("LI", 2, 1, 1, Some(4), false, false),
    ("HI", 1, 1, 3, Some(2), false, false),
    ("LC", 3, 1, 1, Some(2), true, false),
    ("HC", 2, 1, 2, Some(2), true, false),
    ("CC", 2, 5, 1, Some(2), false, false),
    ("CB", 1, 5, 1, Some(4), false, false),
    ("SP", 1, 3, 1, Some(2), false, true),
    ("SH", 1, 1, 1, Some(2), true, false),
    ("MA", 1, 1, 1, Some(2), false, false),
    ("CA", 1, 5, 1, Some(2), false, true),
    ("CH", 3, 1, 1, Some(2), false, false),
    ("SA", 1, 1, 1, Some(1), true, true),
    ("HK", 1, 4, 1, Some(2), false, true),
    ("AS", 1, 1, 1, Some(2), false, true),
    ("AX", 1, 2, 1, Some(4), false, false),
    ("FL", 1, 2, 1, Some(2), false, false),
    ("GN", 2, 1, 2, None, false, false),
];

#[test]
fn generals_catalog_g1_g2_g3_g12_g14() {
    let c = GameKind::Generals.catalog();
    let part = Generals::catalog_part();
    assert_eq!(part.terrain, G1_MAP, "G1");
    assert_eq!((c.board.columns.join(""), c.board.rows), ("abcdefghijk".to_string(), 13), "G1");
    let homes: Vec<(&str, &str)> = part.homes.iter().map(|(g, cell)| (g.as_str(), cell.as_str())).collect();
    assert_eq!(
        homes,
        [("b", "i2"), ("g", "c12"), ("r", "c2"), ("y", "i12")],
        "G2: the generals' start cells"
    );
    let red_spawns = ["b1", "b2", "b3", "c1", "c3", "d1", "d2", "d3"];
    assert_eq!(sorted(&part.spawns["r"]), red_spawns, "G2: the 8 cells around c2");
    assert_eq!(sorted(&part.spawns["y"]), ["h11", "h12", "h13", "i11", "i13", "j11", "j12", "j13"], "G2");
    let army = &part.army;
    assert_eq!(army.soldiers_per_general, 4, "G2");
    assert_eq!(
        army.soldier_kinds,
        G3_UNITS[..16].iter().map(|u| u.0).collect::<Vec<_>>(),
        "G3's kinds, in order"
    );
    assert_eq!(part.units.len(), G3_UNITS.len(), "G3: every kind");
    for (u, (code, moves, reach, hp, limit, diag_move, diag_attack)) in part.units.iter().zip(G3_UNITS) {
        let stats = (u.code, u.moves, u.reach, u.hp, u.limit, u.diag_move, u.diag_attack);
        assert_eq!(stats, (code, moves, reach, hp, limit, diag_move, diag_attack), "G3: {code}");
        assert!(c.pieces.iter().any(|p| p.code == code), "{code}: named in the core");
    }
    assert_eq!(Kind::from_code(army.soldier_kinds[0]), Some(Kind::LightInfantry));
    assert_eq!(c.limits.get("noDamageTurns"), Some(60), "G12");
    assert_eq!((c.sides[0].id, c.sides[0].name_en, c.sides[1].name_zh), ("south", "South", "北军"));
    let four = c.seat_layout(4).unwrap();
    assert!(four.per_group);
    assert_eq!(four.seats.iter().map(|s| s.groups.join("")).collect::<String>(), "rbyg");
    assert_eq!(four.swapped(), [2, 3, 0, 1], "a rematch swaps the teams seat by seat");
    let spawn = c.diagrams.iter().find(|d| d.id == "spawn").unwrap();
    assert_eq!(spawn.view.marks.len(), 32, "G2: 8 spawn points for each of 4 generals");
    assert!(spawn.view.pieces.iter().all(|p| p.kind == "GN"));
    assert_eq!(c.start, GENERALS_START, "G14: the default armies");
}
