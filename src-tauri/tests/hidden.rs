//! Nothing hidden leaks (G4: in a hidden setup each team sets up unseen until both are in):
//! while North sets up, no command that returns save data hands over South's army: the
//! snapshot, a resume, the saves list, the record export (there is none before play), the raw
//! export of the save (its `setup` withheld), the review, the backup's answer and a restore's,
//! and the restored game's own answers.

mod common;

use common::{open, options, side_setup, TempDir};
use serde_json::{json, Value};
use shuangcheng_engine::{GameKind, Side};
use shuangcheng_lib::service::{setup, Service};

/// South's units in the "phalanx" preset: (kind, cell).
fn south_units() -> Vec<(String, String)> {
    let presets = serde_json::to_value(setup::presets(GameKind::Generals)).unwrap();
    let phalanx = presets.as_array().unwrap().iter().find(|p| p["id"] == "phalanx").unwrap();
    let units = phalanx["sides"]["south"].as_array().unwrap();
    units.iter().map(|u| (u["kind"].as_str().unwrap().into(), u["cell"].as_str().unwrap().into())).collect()
}

/// Whether `value` (or JSON text inside it) holds one of `units` where it stands: an object
/// with its `kind` and its `cell` (or `at`).
fn shows(value: &Value, units: &[(String, String)]) -> bool {
    match value {
        Value::Object(o) => {
            let kind = o.get("kind").and_then(Value::as_str);
            let cell = o.get("cell").or_else(|| o.get("at")).and_then(Value::as_str);
            let here = units.iter().any(|(k, c)| Some(k.as_str()) == kind && Some(c.as_str()) == cell);
            here || o.values().any(|v| shows(v, units))
        }
        Value::Array(a) => a.iter().any(|v| shows(v, units)),
        Value::String(s) => serde_json::from_str::<Value>(s).is_ok_and(|inner| shows(&inner, units)),
        _ => false,
    }
}

fn answer<T: serde::Serialize, E: serde::Serialize>(r: Result<T, E>) -> Value {
    match r {
        Ok(v) => serde_json::to_value(v).unwrap(),
        Err(e) => serde_json::to_value(e).unwrap(),
    }
}

/// Every answer about game `id` that carries save data.
fn answers(svc: &Service, id: &str) -> Vec<(&'static str, Value)> {
    vec![
        ("snapshot", answer(svc.snapshot(id))),
        ("resume_game", answer(svc.resume_game(id))),
        ("list_saves", answer(svc.list_saves())),
        ("export_game", answer(svc.export_game(id))),
        ("export_raw_save", answer(svc.export_raw_save(id))),
        ("review_game", answer(svc.review().open(id))),
    ]
}

#[tokio::test]
async fn g4_no_command_returning_save_data_shows_an_army_still_hidden() {
    let dir = TempDir::new("hidden");
    let (svc, _) = open(&dir);
    let g = svc
        .new_game(options(json!({
            "game": "generals", "mode": "pass-and-play", "timerSecs": null, "hiddenSetup": true,
            "seats": [{ "kind": "human" }, { "kind": "human" }], "firstTeam": "first"
        })))
        .unwrap();
    svc.open_curtain(&g.id, Side::First, None, None).unwrap();
    svc.submit_setup(&g.id, "south", &side_setup(json!("phalanx"))).unwrap();
    let south = south_units();
    // The army is in the saves: the detector finds it there.
    let conn = rusqlite::Connection::open(dir.db()).unwrap();
    let stored: String =
        conn.query_row("SELECT setup FROM games WHERE id = ?1", [&g.id], |r| r.get(0)).unwrap();
    assert!(shows(&Value::String(stored), &south), "South's army is saved");

    let mut seen = answers(&svc, &g.id);
    assert_eq!(seen[3].1["code"], "export.in-setup", "no record before play: {}", seen[3].1);
    let record = dir.0.join("hidden.screc");
    seen.push(("export_record_file", answer(svc.export_record_to(&g.id, &record))));
    assert!(!record.exists(), "no record file is written during the setup");
    let file = dir.0.join("hidden.scbackup");
    seen.push(("back_up", answer(svc.back_up(&file))));
    let elsewhere = TempDir::new("hidden-restored");
    let (other, _) = open(&elsewhere);
    seen.push(("restore", answer(other.restore(&file))));
    seen.extend(answers(&other, &g.id));
    for (command, value) in &seen {
        assert!(!shows(value, &south), "{command} shows South's hidden army: {value}");
    }
    // Once North is in, both armies are shown (the start position holds them).
    svc.open_curtain(&g.id, Side::Second, None, None).unwrap();
    let play = svc.submit_setup(&g.id, "north", &side_setup(json!("raiders"))).unwrap();
    assert!(shows(&serde_json::to_value(&play).unwrap(), &south), "shown when the rules show it");
    svc.shutdown();
    other.shutdown();
}
