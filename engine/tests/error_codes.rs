//! Errors reach the app as a stable code and named parameters (`{"code": …, "params": …}`),
//! so the UI can say them in any language; the English text stays for logs and the command
//! line. Every refusal below is checked for its code, its parameters and its text.

use serde_json::{json, Value};
use shuangcheng_engine::generals::{validate_army, ArmyUnit, Colour, Generals, Map};
use shuangcheng_engine::twin_cities::TwinCities;
use shuangcheng_engine::zhili::Zhili;
use shuangcheng_engine::{new_game, ActionError, GameKind, Position, Side};

fn wire<E: serde::Serialize>(e: &E) -> Value {
    serde_json::to_value(e).unwrap()
}

#[test]
fn action_errors_tell_syntax_from_legality() {
    let start = Zhili::start();
    let e = start.parse_action("9-8").unwrap_err();
    assert_eq!(wire(&e), json!({ "code": "action-illegal", "params": { "action": "9-8" } }));
    assert_eq!(e.to_string(), "illegal action '9-8'");
    let e = start.parse_action("hello").unwrap_err();
    assert_eq!(wire(&e), json!({ "code": "action-syntax", "params": { "action": "hello" } }));
    assert_eq!(wire(&ActionError::GameOver), json!({ "code": "game-over" }));
}

#[test]
fn position_errors_carry_their_game_in_the_code() {
    let e = "bbb.bsr.rrx r 0".parse::<Zhili>().unwrap_err();
    assert_eq!(wire(&e), json!({ "code": "zhili.point-letter", "params": { "point": 10, "letter": "x" } }));
    assert_eq!(e.to_string(), "invalid position: point 10: 'x' is not one of b r s .");
    let e = "9/9/9/9/9/9/9/9/9/9/C7c r S1 - 0 1".parse::<TwinCities>().unwrap_err();
    assert_eq!(wire(&e)["code"], "twin-cities.reserve-count");
    assert_eq!(wire(&e)["params"], json!({ "side": "first", "reserve": "S1" }));
    let e = "s 0 r0=GN@a1,r1=LI@c6".parse::<Generals>().unwrap_err();
    assert_eq!(
        wire(&e),
        json!({ "code": "generals.in-water", "params": { "unit": "r1", "kind": "LI", "cell": "c6" } })
    );
    assert_eq!(e.to_string(), "invalid position: r1 (LI) stands in water at c6; only Marines may");
}

#[test]
fn army_and_game_name_errors_have_codes_too() {
    let unit = |kind: &str, cell: &str| ArmyUnit {
        general: Colour::Red,
        kind: kind.parse().unwrap(),
        cell: cell.parse().unwrap(),
    };
    let army = vec![unit("LI", "b3"), unit("HI", "c3"), unit("LI", "d4"), unit("CB", "c1")];
    let e = validate_army(Map::standard(), Side::First, &army).unwrap_err();
    assert_eq!(wire(&e)["code"], "army.not-on-spawn");
    assert_eq!(wire(&e)["params"]["general"], "r");
    assert_eq!(wire(&e)["params"]["cell"], "d4");
    let e = "chess".parse::<GameKind>().unwrap_err();
    assert_eq!(wire(&e), json!({ "code": "game-kind-unknown", "params": { "game": "chess" } }));
}

#[test]
fn bad_input_is_quoted_bounded_on_one_line() {
    let one_bounded_line = |e: String| {
        assert!(!e.contains('\n') && e.chars().count() < 240, "{e}");
    };
    for kind in GameKind::ALL {
        let mut long = kind.catalog().start.replacen(' ', &" ".repeat(300), 1);
        long.push_str(&"x".repeat(500));
        for bad in [long.as_str(), "a\nb c\nd e", "9/9\n/9 r - - 0 1", "s 0 r0=GN@a1,r1=XX\nYY@a2", "x\n0 -"]
        {
            one_bounded_line(new_game(kind, Some(bad)).unwrap_err().to_string());
        }
        let mut game = new_game(kind, None).unwrap();
        one_bounded_line(game.play(&format!("{}\n9-8", "x".repeat(300))).unwrap_err().to_string());
    }
    one_bounded_line(format!("{} r 0", "q".repeat(500)).parse::<Zhili>().unwrap_err().to_string());
}

#[test]
fn a_refusal_sends_the_limit_it_enforces() {
    // Z3/Z8: four pieces a side, one shared piece, two empty points.
    let e = "bbbbbsr.rrr r 0".parse::<Zhili>().unwrap_err();
    assert_eq!(
        wire(&e)["params"],
        json!({ "black": 5, "red": 4, "shared": 1, "empty": 1,
                "expectedBlack": 4, "expectedRed": 4, "expectedShared": 1, "expectedEmpty": 2 })
    );
    assert_eq!(
        e.to_string(),
        "invalid position: expected 4 b, 4 r, 1 s and 2 empty points, got 5 b, 4 r, 1 s and 1 empty"
    );
    // T13: the reserve's order is the engine's, sent with the refusal.
    let e = "9/9/9/9/9/9/9/9/9/9/C7c r TS - 0 1".parse::<TwinCities>().unwrap_err();
    assert_eq!(wire(&e)["params"]["order"], "S T F B H L W R D E");
    assert!(e.to_string().contains("in the order S T F B H L W R D E: 'TS'"), "{e}");
    // G12: the no-damage count runs to 60.
    let e = "s 61 -".parse::<Generals>().unwrap_err();
    assert_eq!(
        wire(&e),
        json!({ "code": "generals.no-damage-count", "params": { "value": "61", "max": 60 } })
    );
    assert_eq!(e.to_string(), "invalid position: no-damage count '61' should be a number from 0 to 60");
    // G14: a wait is 0 or 1.
    let e = "s 0 r0=GN@c2,r4=CA@c1!2".parse::<Generals>().unwrap_err();
    assert_eq!(
        wire(&e),
        json!({ "code": "generals.cooldown-range", "params": { "unit": "r4", "cooldown": 2, "max": 1 } })
    );
    assert_eq!(e.to_string(), "invalid position: r4: cooldown 2 is not 0 or 1");
    // G14: ids are a general's letter, then 0 for the general or 1 to 4 for its soldiers.
    let e = "s 0 r5=LI@c2".parse::<Generals>().unwrap_err();
    assert_eq!(
        wire(&e),
        json!({ "code": "generals.unit-id",
                "params": { "id": "r5", "generals": ["r", "b", "y", "g"], "maxNumber": 4 } })
    );
    assert_eq!(e.to_string(), "invalid position: unit id 'r5' should be a colour r/b/y/g and a number 0-4");
    let e = "s 0 r0=GN@c2 lead:q -".parse::<Generals>().unwrap_err();
    assert_eq!(wire(&e)["params"], json!({ "general": "q", "generals": ["r", "b", "y", "g"] }));
    assert_eq!(e.to_string(), "invalid position: unknown general 'q' (expected r, b, y or g)");
}
