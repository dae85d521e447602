//! Each game's catalog (what the app and the UI are told instead of copying a rule) agrees with
//! the rules it comes from: sides and seats, the spec's timer, the end limits, the start, the
//! board geometry, the piece tables and the rules pages' diagrams.

use std::collections::BTreeSet;

use shuangcheng_engine::generals::{spawn_points, Colour, Generals, Kind, Map};
use shuangcheng_engine::twin_cities::TwinCities;
use shuangcheng_engine::zhili::Zhili;
use shuangcheng_engine::{new_game, GameKind, Position, Side};

#[test]
fn every_catalog_names_its_sides_seats_and_start() {
    for kind in GameKind::ALL {
        let c = kind.catalog();
        assert_eq!(c.game, kind);
        assert_eq!(c.start, new_game(kind, None).unwrap().position());
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
        assert!(c.board.points.len() >= 11);
    }
}

#[test]
fn zhili_catalog_z1_z2_z6_z7() {
    let c = GameKind::Zhili.catalog();
    assert_eq!(c.default_timer_secs, Some(60), "Z7: 60 s a turn by default");
    assert_eq!((c.limits.repetition, c.limits.max_plies), (Some(3), Some(200)), "Z6");
    assert_eq!(c.board.lines.len(), 14, "Z1");
    assert_eq!(c.board.straight_lines, [vec!["2", "3", "5", "7", "8"], vec!["4", "5", "6"]], "Z2");
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
    assert_eq!((c.board.columns.len(), c.board.rows), (9, 11), "T1");
    assert_eq!(c.board.fields["e5"].len(), 8);
    assert_eq!(c.board.fields["a1"], ["b1", "a2", "b2"]);
    assert_eq!(c.board.reserve.join(""), "STFBHLWRDE", "T13's reserve order");
    let count = |code: &str| c.pieces.iter().find(|p| p.code == code).unwrap().count;
    assert_eq!((count("S"), count("C"), count("X")), (Some(6), Some(1), Some(2)), "T2");
    let name = |code: &str| c.pieces.iter().find(|p| p.code == code).map(|p| (p.name_en, p.name_zh)).unwrap();
    assert_eq!(
        (name("S"), name("X")),
        ((Some("Soldier"), Some("兵卒")), (Some("Stronghold"), Some("据"))),
        "T2's names"
    );
    assert!(c.pieces.iter().all(|p| p.name_en.is_some() && p.name_zh.is_some()), "every kind is named");
    assert_eq!((c.default_timer_secs, c.limits.no_progress_plies), (None, Some(100)));
    let field = c.diagrams.iter().find(|d| d.id == "field").unwrap();
    assert_eq!(field.targets, ["d1", "e1", "f1", "d2", "f2", "e3"], "the City's empty field points (T7)");
    assert_eq!(field.fields, ["e2", "c6", "g6"], "Red's sites");
    assert_eq!(TwinCities::start().to_string(), c.start);
}

#[test]
fn generals_catalog_g1_g2_g3_g12() {
    let c = GameKind::Generals.catalog();
    let map = Map::standard();
    assert_eq!(c.board.terrain, map.rows(), "G1");
    assert_eq!(c.board.homes["r"], "c2");
    for g in Colour::ALL {
        let spawns: Vec<String> = spawn_points(map, g).iter().map(|s| s.to_string()).collect();
        assert_eq!(c.board.spawns[&g.letter().to_string()], spawns, "G2");
    }
    let army = c.army.as_ref().unwrap();
    assert_eq!((army.soldiers_per_general, army.soldier_kinds.len()), (4, 16), "G2, G3");
    let hp = |code: &str| c.pieces.iter().find(|p| p.code == code).unwrap().hp;
    assert_eq!((hp("HI"), hp("HC"), hp("GN"), hp("LI")), (Some(3), Some(2), Some(2), Some(1)), "G3");
    assert_eq!(c.pieces.iter().find(|p| p.code == "GN").unwrap().limit, None);
    assert_eq!(Kind::from_code(army.soldier_kinds[0]), Some(Kind::LightInfantry));
    assert_eq!(c.limits.no_damage_turns, Some(60), "G12");
    assert_eq!((c.sides[0].id, c.sides[0].name_en, c.sides[1].name_zh), ("south", "South", "北军"));
    let four = c.seat_layout(4).unwrap();
    assert!(four.per_group);
    assert_eq!(four.seats.iter().map(|s| s.groups.join("")).collect::<String>(), "rbyg");
    assert_eq!(four.swapped(), [2, 3, 0, 1], "a rematch swaps the teams seat by seat");
    let spawn = c.diagrams.iter().find(|d| d.id == "spawn").unwrap();
    assert_eq!(spawn.view.marks.len(), 32);
    assert!(spawn.view.pieces.iter().all(|p| p.kind == "GN"));
    assert_eq!(Generals::start().to_string(), c.start);
}
