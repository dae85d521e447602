//! Armies and setup (G2, G3, G4): team limits and spawn points with clear errors, presets,
//! the setup phase with hidden armies, and the G14 default armies.

use shuangcheng_engine::generals::{
    preset, spawn_points, validate_army, validate_general, Army, ArmyUnit, Colour, Generals, Kind, Map,
    Setup, PRESETS,
};
use shuangcheng_engine::{GameKind, Position, SetupChoice, SetupError, Side};

fn unit(general: Colour, kind: &str, cell: &str) -> ArmyUnit {
    ArmyUnit { general, kind: kind.parse().unwrap(), cell: cell.parse().unwrap() }
}

fn south(red: [(&str, &str); 4], blue: [(&str, &str); 4]) -> Army {
    red.iter()
        .map(|(k, c)| unit(Colour::Red, k, c))
        .chain(blue.iter().map(|(k, c)| unit(Colour::Blue, k, c)))
        .collect()
}

const BLUE: [(&str, &str); 4] = [("LC", "h3"), ("SH", "i3"), ("SP", "j3"), ("CA", "i1")];

fn error(army: &Army) -> String {
    validate_army(Map::standard(), Side::First, army).unwrap_err().to_string()
}

#[test]
fn g2_spawn_points_are_the_eight_cells_around_the_start() {
    let cells: Vec<String> =
        spawn_points(Map::standard(), Colour::Red).iter().map(|s| s.to_string()).collect();
    assert_eq!(cells, ["b1", "c1", "d1", "b2", "d2", "b3", "c3", "d3"]);
    let cells: Vec<String> =
        spawn_points(Map::standard(), Colour::Yellow).iter().map(|s| s.to_string()).collect();
    assert_eq!(cells, ["h11", "i11", "j11", "h12", "j12", "h13", "i13", "j13"]);
}

#[test]
fn g2_g3_valid_armies_pass() {
    let army = south([("LI", "b3"), ("HI", "c3"), ("LI", "d3"), ("CB", "c1")], BLUE);
    assert_eq!(validate_army(Map::standard(), Side::First, &army), Ok(()));
    for p in PRESETS {
        for side in Side::BOTH {
            assert_eq!(
                validate_army(Map::standard(), side, &p.army(Map::standard(), side)),
                Ok(()),
                "{}",
                p.id
            );
        }
    }
}

#[test]
fn g2_spawn_points_and_four_per_general_are_enforced() {
    let army = south([("LI", "b3"), ("HI", "c3"), ("LI", "d4"), ("CB", "c1")], BLUE);
    assert!(error(&army).contains("LI at d4 is not on a spawn point of Red"), "{}", error(&army));
    let army = south([("LI", "b3"), ("HI", "b3"), ("LI", "d3"), ("CB", "c1")], BLUE);
    assert!(error(&army).contains("two soldiers placed on b3"));
    let mut army = south([("LI", "b3"), ("HI", "c3"), ("LI", "d3"), ("CB", "c1")], BLUE);
    army.pop();
    assert!(error(&army).contains("Blue has 3 soldiers; each general commands exactly 4"));
    army.push(unit(Colour::Yellow, "CA", "i13"));
    assert!(error(&army).contains("general y is not of the South team"));
    let army = south([("LI", "b3"), ("HI", "c3"), ("GN", "d3"), ("CB", "c1")], BLUE);
    assert!(error(&army).contains("a general cannot be placed"));
}

#[test]
fn g3_team_limits_samurai_and_crossbows() {
    // Heavy infantry: at most 2 a team (3 here, across both generals).
    let army = south(
        [("HI", "b3"), ("HI", "c3"), ("LI", "d3"), ("CB", "c1")],
        [("HI", "h3"), ("SH", "i3"), ("SP", "j3"), ("CA", "i1")],
    );
    assert!(error(&army).contains("3 × Heavy infantry (HI) exceed the team limit of 2"), "{}", error(&army));
    // Light infantry and Axemen: 4 each is fine.
    let army = south(
        [("LI", "b3"), ("LI", "c3"), ("AX", "d3"), ("AX", "c1")],
        [("LI", "h3"), ("LI", "i3"), ("AX", "j3"), ("AX", "i1")],
    );
    assert_eq!(validate_army(Map::standard(), Side::First, &army), Ok(()));
    // One Samurai only.
    let army = south(
        [("SA", "b3"), ("HI", "c3"), ("LI", "d3"), ("CB", "c1")],
        [("SA", "h3"), ("SH", "i3"), ("SP", "j3"), ("CA", "i1")],
    );
    assert!(error(&army).contains("2 × Samurai (SA) exceed the team limit of 1"));
    // Three Crossbowmen forbid Crossbow cavalry; two allow it.
    let army = south(
        [("CB", "b3"), ("CB", "c3"), ("CB", "d3"), ("LI", "c1")],
        [("CC", "h3"), ("SH", "i3"), ("SP", "j3"), ("CA", "i1")],
    );
    assert!(error(&army).contains("3 Crossbowmen (CB): more than two forbid Crossbow cavalry (CC)"));
    let army = south(
        [("CB", "b3"), ("CB", "c3"), ("LI", "d3"), ("LI", "c1")],
        [("CC", "h3"), ("CC", "i3"), ("SP", "j3"), ("CA", "i1")],
    );
    assert_eq!(validate_army(Map::standard(), Side::First, &army), Ok(()));
    // Four Crossbowmen without cavalry are fine.
    let army = south([("CB", "b3"), ("CB", "c3"), ("CB", "d3"), ("CB", "c1")], BLUE);
    assert_eq!(validate_army(Map::standard(), Side::First, &army), Ok(()));
}

#[test]
fn g14_default_armies_give_the_start_position() {
    let map = Map::standard();
    let p = preset("default").unwrap();
    let start =
        Generals::from_armies(&p.army(map, Side::First), &p.army(map, Side::Second), Side::First).unwrap();
    assert_eq!(start.to_string(), Generals::start().to_string());
    assert_eq!((p.name_zh, p.name_en), ("标准", "Standard"));
    assert!(PRESETS.len() >= 3);
    let ids: Vec<&str> = PRESETS.iter().map(|p| p.id).collect();
    assert_eq!(ids, ["default", "phalanx", "raiders", "siege"]);
}

#[test]
fn g4_first_team_is_a_setting() {
    let map = Map::standard();
    let p = preset("raiders").unwrap();
    let start =
        Generals::from_armies(&p.army(map, Side::First), &p.army(map, Side::Second), Side::Second).unwrap();
    assert_eq!(start.to_move(), Side::Second);
    assert!(start.to_string().starts_with("n 0 "));
    let mut actions = Vec::new();
    start.legal_actions(&mut actions);
    let texts: Vec<String> = actions.iter().map(|a| a.to_string()).collect();
    assert_eq!(texts, ["lead y", "troops y", "lead g", "troops g"]);
}

#[test]
fn g4_two_seat_setup_hides_each_army_until_both_are_in() {
    let map = Map::standard();
    let mut setup = Setup::new(Side::First);
    assert!(setup.start().unwrap_err().to_string().contains("waiting for Red, Blue, Yellow, Green"));
    setup.submit(Side::First, &preset("siege").unwrap().army(map, Side::First)).unwrap();
    assert!(setup.team_ready(Side::First) && !setup.team_ready(Side::Second));
    // North sees the four generals and its own spawn points, not South's soldiers.
    let north_view = setup.view(Some(Side::Second));
    assert_eq!(north_view.pieces.len(), 4);
    assert!(north_view.marks.iter().all(|m| m.kind == "spawn-y" || m.kind == "spawn-g"));
    assert_eq!(setup.view(Some(Side::First)).pieces.len(), 12);
    // A bad army is refused and changes nothing.
    let mut bad = preset("default").unwrap().army(map, Side::Second);
    bad[0].cell = "e7".parse().unwrap();
    assert!(setup.submit(Side::Second, &bad).is_err());
    assert!(!setup.team_ready(Side::Second));
    setup.submit(Side::Second, &preset("phalanx").unwrap().army(map, Side::Second)).unwrap();
    assert!(setup.is_complete());
    assert_eq!(setup.view(Some(Side::Second)).pieces.len(), 20, "revealed once both are in");
    let start = setup.start().unwrap();
    assert_eq!(start.units().count(), 20);
    assert!(start.to_string().contains("r1=CB@b3") && start.to_string().contains("y1=SP@j11"), "{start}");
}

#[test]
fn g4_four_seat_setup_checks_team_limits_across_teammates() {
    let mut setup = Setup::new(Side::First);
    let red: Army = [("HI", "b3"), ("HI", "c3"), ("LI", "d3"), ("CB", "c1")]
        .iter()
        .map(|(k, c)| unit(Colour::Red, k, c))
        .collect();
    setup.submit_general(Colour::Red, &red).unwrap();
    let blue: Army = [("HI", "h3"), ("SH", "i3"), ("SP", "j3"), ("CA", "i1")]
        .iter()
        .map(|(k, c)| unit(Colour::Blue, k, c))
        .collect();
    let e = setup.submit_general(Colour::Blue, &blue).unwrap_err().to_string();
    assert!(e.contains("Heavy infantry (HI) exceed the team limit of 2"), "{e}");
    assert!(setup.general_ready(Colour::Red) && !setup.general_ready(Colour::Blue));
    let blue: Army = [("LC", "h3"), ("SH", "i3"), ("SP", "j3"), ("CA", "i1")]
        .iter()
        .map(|(k, c)| unit(Colour::Blue, k, c))
        .collect();
    setup.submit_general(Colour::Blue, &blue).unwrap();
    assert!(setup.team_ready(Side::First));
    // One general's own check: its soldiers on its own spawn points.
    let e = validate_general(Map::standard(), Colour::Green, &blue).unwrap_err().to_string();
    assert!(e.contains("a soldier of Blue listed for Green"), "{e}");
    assert_eq!(setup.army(Side::First).len(), 8);
    assert_eq!(Kind::from_code("CC"), Some(Kind::CrossbowCavalry));
}

#[test]
fn g4_a_setup_under_way_reads_back_from_json_and_is_checked_again() {
    let map = Map::standard();
    let mut setup = Setup::new(Side::Second);
    setup.submit(Side::First, &preset("siege").unwrap().army(map, Side::First)).unwrap();
    let yellow: Army = preset("default")
        .unwrap()
        .army(map, Side::Second)
        .into_iter()
        .filter(|u| u.general == Colour::Yellow)
        .collect();
    setup.submit_general(Colour::Yellow, &yellow).unwrap();
    let json = serde_json::to_value(&setup).unwrap();
    assert_eq!(json["first"], "second");
    assert_eq!(json["south"].as_array().unwrap().len(), 8);
    assert_eq!(json["north"].as_array().unwrap().len(), 4, "one general of four seats in");
    let back: Setup = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(back, setup);
    assert!(back.general_ready(Colour::Yellow) && !back.general_ready(Colour::Green));
    let empty: Setup =
        serde_json::from_value(serde_json::json!({ "first": "first", "south": null, "north": null }))
            .unwrap();
    assert_eq!(empty, Setup::new(Side::First));
    // An army read back breaks G2–G4 as a submitted one would: refused, with the rule's error.
    let mut moved = json.clone();
    moved["south"][0]["cell"] = "e7".into();
    let e = serde_json::from_value::<Setup>(moved).unwrap_err().to_string();
    assert!(e.contains("is not on a spawn point of Red"), "{e}");
    let mut stray = json;
    stray["south"][0]["general"] = "y".into();
    let e = serde_json::from_value::<Setup>(stray).unwrap_err().to_string();
    assert!(e.contains("general y is not of the South team"), "{e}");
}

#[test]
fn g4_an_army_being_built_hears_first_where_a_soldier_may_not_stand() {
    // One soldier of Blue's off every spawn point, Red with none yet: the spawn point is named,
    // not the soldiers still missing (the army builder asks this of a refused tap).
    let lone = vec![unit(Colour::Blue, "LI", "e5")];
    assert!(error(&lone).contains("LI at e5 is not on a spawn point of Blue"), "{}", error(&lone));
    // A fifth soldier on a free spawn point of Red's: the count (G2).
    let mut five: Army = south([("LI", "b3"), ("HI", "c3"), ("LI", "d3"), ("CB", "c1")], BLUE)
        .into_iter()
        .filter(|u| u.general == Colour::Red)
        .collect();
    five.push(unit(Colour::Red, "SP", "b1"));
    assert!(error(&five).contains("Red has 5 soldiers; each general commands exactly 4"), "{}", error(&five));
}

#[test]
fn g4_the_setup_phase_behind_the_registry_takes_units_as_the_app_sends_them() {
    let setup = GameKind::Generals.setup().unwrap();
    let ids: Vec<&str> = setup.presets().iter().map(|p| p.id).collect();
    assert_eq!(ids, PRESETS.map(|p| p.id));
    // A preset's units as the app receives them, and sends them back: the engine's own army.
    let units = setup.preset("siege", Side::Second).unwrap();
    assert_eq!(
        units[0],
        [("cell", "j11"), ("general", "y"), ("kind", "CB")].map(|(k, v)| (k.into(), v.into())).into()
    );
    let army: Army = serde_json::from_value(serde_json::to_value(&units).unwrap()).unwrap();
    assert_eq!(army, preset("siege").unwrap().army(Map::standard(), Side::Second));
    // The rules' refusal keeps its code and parameters (its template: engine/texts/generals.toml).
    let mut moved = units.clone();
    moved[0].insert("cell".into(), "e7".into());
    let Err(SetupError::Refused(refusal)) = setup.validate(Side::Second, &SetupChoice::Units(moved.clone()))
    else {
        panic!("a unit off its spawn points is refused by the rules")
    };
    assert_eq!(refusal.code(), "army.not-on-spawn");
    let wire = serde_json::to_value(&refusal).unwrap();
    assert_eq!(
        (wire["params"]["cell"].as_str(), wire["params"]["general"].as_str()),
        (Some("e7"), Some("y"))
    );
    assert!(refusal.to_string().contains("CB at e7 is not on a spawn point of Yellow"), "{refusal}");
    // What is no setup of Generals is told apart from what its rules refuse.
    let no_preset = setup.validate(Side::First, &SetupChoice::Preset("turtle".into()));
    assert_eq!(no_preset, Err(SetupError::NoPreset { id: "turtle".into() }));
    moved[0].insert("kind".into(), "XX".into());
    let unreadable = setup.validate(Side::Second, &SetupChoice::Units(moved)).unwrap_err();
    assert!(matches!(unreadable, SetupError::Unreadable { .. }), "{unreadable}");
    let many = SetupChoice::Units(vec![units[0].clone(); 17]);
    assert_eq!(setup.validate(Side::Second, &many), Err(SetupError::TooMany { most: 16 }));
    // A setup under way: the other team's army hidden, its JSON Generals' own, read back checked.
    let mut under_way = setup.begin(Side::First);
    under_way.submit(Side::Second, &SetupChoice::Units(units)).unwrap();
    assert!(under_way.ready(Side::Second) && !under_way.complete());
    assert_eq!(under_way.view(Some(Side::First)).pieces.len(), 4);
    assert!(matches!(under_way.start(), Err(SetupError::Refused(r)) if r.code() == "army.incomplete"));
    let json = under_way.to_json();
    assert_eq!(json["south"], serde_json::Value::Null);
    assert_eq!(json["north"].as_array().map(Vec::len), Some(8));
    let back = setup.read(json.clone()).unwrap();
    assert_eq!(back.to_json(), json);
    let mut bad = json;
    bad["north"][0]["cell"] = "e7".into();
    assert!(matches!(setup.read(bad), Err(SetupError::Unreadable { .. })));
    under_way.submit(Side::First, &SetupChoice::Preset("default".into())).unwrap();
    let start: Generals = under_way.start().unwrap().parse().unwrap();
    assert_eq!(start.to_move(), Side::First);
}
