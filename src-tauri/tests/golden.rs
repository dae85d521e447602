//! The core's JSON as the UI receives it, written to `tests/unit/golden/*.json` for the UI's
//! unit tests (`tests/unit/golden.mjs` reads them). The service runs without a window; each
//! file is what a command answers. The test fails when a committed file differs from what the
//! core now writes, so a renamed or reshaped field shows up here and then in the JS tests.
//!
//! Refresh the files after a deliberate change of the contract:
//! `UPDATE_GOLDEN=1 cargo test -p shuangcheng --test golden`

mod common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde::Serialize;
use serde_json::{json, Value};
use shuangcheng_engine::{GameKind, Side};
use shuangcheng_lib::service::{AppError, NewGameOptions, NoEvents, SaveEntry, Service, Snapshot};

use common::options;

type Files = BTreeMap<String, Value>;

/// Values that change from run to run (ids, clock readings, times), pinned to stable ones.
fn pin(value: &mut Value, ids: &[String]) {
    match value {
        Value::Object(map) => {
            for (key, v) in map.iter_mut() {
                match (key.as_str(), &*v) {
                    ("createdAt" | "updatedAt", Value::String(_)) => *v = json!("2026-01-01T00:00:00Z"),
                    ("ms" | "fastestWinMs", Value::Number(_)) => *v = json!(1000),
                    ("remainingMs", Value::Number(_)) => *v = json!(60000),
                    _ => pin(v, ids),
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(|v| pin(v, ids)),
        Value::String(s) => {
            if let Some(n) = ids.iter().position(|id| id == s) {
                *s = format!("game-{}", n + 1);
            }
        }
        _ => {}
    }
}

fn to_json<T: Serialize>(value: &T) -> Value {
    serde_json::to_value(value).expect("every answer serialises")
}

fn error<T: std::fmt::Debug>(result: Result<T, AppError>) -> Value {
    to_json(&result.expect_err("the core refuses this"))
}

fn two_humans(game: &str, position: Option<&str>) -> NewGameOptions {
    let mut o = json!({
        "game": game, "mode": "pass-and-play", "seats": [{ "kind": "human" }, { "kind": "human" }], "timerSecs": null
    });
    if let Some(p) = position {
        o["position"] = json!(p);
    }
    options(o)
}

/// A game in play at a lesson's position: every kind of tap the games have.
fn at_lesson(svc: &Service, game: GameKind, lesson: &str) -> Snapshot {
    let position = svc.lessons().start(lesson).expect("lesson").play.board.position;
    svc.new_game(two_humans(game.id(), Some(&position))).expect("game at the lesson's position")
}

fn zhili(svc: &Service, files: &mut Files) -> String {
    let opts = options(json!({
        "game": "zhili", "mode": "pass-and-play", "seats": [{ "kind": "human" }, { "kind": "human" }], "timerSecs": 60
    }));
    let start = svc.new_game(opts).expect("zhili");
    files.insert("snapshot-zhili-start".into(), to_json(&start));
    // Z4: Red's 8 is chosen, and 3 is not on a line from 8; the first lesson of Z4 teaches it.
    let refused = svc.refusal(&start.id, &["8".to_string()], "3", 0).expect("asked at its ply");
    files.insert("refused-zhili".into(), to_json(&refused.expect("the tap is refused")));
    let moved = svc.act(&start.id, "8-7", 0).expect("Z4: a step to an empty point");
    files.insert("snapshot-zhili-moved".into(), to_json(&moved));
    files.insert("error-illegal-action".into(), error(svc.act(&start.id, "8-8", 1)));
    files.insert("error-action-syntax".into(), error(svc.act(&start.id, "nonsense", 1)));
    files.insert("error-stale".into(), error(svc.act(&start.id, "5-3", 0)));
    let over = svc.resign(&start.id, Side::Second).expect("resign");
    files.insert("snapshot-zhili-over".into(), to_json(&over));
    files.insert("error-game-over".into(), error(svc.act(&start.id, "5-3", 1)));
    let review = svc.review().open(&start.id).expect("review");
    files.insert("review-zhili".into(), to_json(&review));
    files.insert("review-board-zhili".into(), to_json(&svc.review().board(&start.id, 1).expect("board")));
    start.id
}

/// The coached game played out, each side taking the move its coach rates best: Red wins by
/// the rules (Z6), and the snapshot names the rule and its lesson.
fn won_with_the_coach(svc: &Service, mut s: Snapshot) -> Snapshot {
    while s.outcome.is_none() {
        let rank = |v: &shuangcheng_engine::review::Verdict| match *v {
            shuangcheng_engine::review::Verdict::Win(n) => 2000 - i32::from(n),
            shuangcheng_engine::review::Verdict::Draw => 1000,
            shuangcheng_engine::review::Verdict::Loss(n) => i32::from(n),
        };
        let best = s.coach.iter().max_by_key(|v| rank(&v.verdict)).expect("the coach rates every move");
        s = svc.act(&s.id, &best.action.clone(), s.board.ply).expect("a legal move");
    }
    s
}

/// Zhili with the coach on, where Red wins in 3 (Z9): each legal move's verdict.
fn zhili_coached(svc: &Service) -> Snapshot {
    let coached = options(json!({
        "game": "zhili", "mode": "pass-and-play", "seats": [{ "kind": "human" }, { "kind": "human" }],
        "timerSecs": null, "position": "bbb.sbrrrr. r 0", "coach": true
    }));
    svc.new_game(coached).expect("Z9: the coach")
}

fn twin_cities(svc: &Service, files: &mut Files) -> Vec<String> {
    let start = svc.new_game(two_humans("twin-cities", None)).expect("twin cities");
    files.insert("snapshot-twin-cities-start".into(), to_json(&start));
    let mut ids = vec![start.id];
    for lesson in ["recruit", "exchange", "follower"] {
        let snap = at_lesson(svc, GameKind::TwinCities, &format!("twin-cities-{lesson}"));
        files.insert(format!("snapshot-twin-cities-{lesson}"), to_json(&snap));
        ids.push(snap.id);
    }
    // Black's Lurker on e7 over Red's Soldier on e5 at Red's City (T5): the threat marks.
    let lurker = "9/4c4/9/9/4l4/2X3X2/4S4/9/9/4C4/9 r S5TFBHLWRDE s6tfbhwrde 0 1";
    let threatened = svc.new_game(two_humans("twin-cities", Some(lurker))).expect("threatened");
    files.insert("snapshot-twin-cities-threatened".into(), to_json(&threatened));
    files.insert("threats-twin-cities".into(), to_json(&svc.threats(&threatened.id, 0).expect("threats")));
    ids.push(threatened.id);
    ids
}

fn generals(svc: &Service, files: &mut Files) -> Vec<String> {
    let two = svc.new_game(two_humans("generals", None)).expect("generals");
    files.insert("snapshot-generals-start".into(), to_json(&two));
    let four = svc
        .new_game(options(json!({
            "game": "generals", "mode": "vs-ai", "timerSecs": null,
            "seats": [{ "kind": "human" }, { "kind": "ai", "level": "easy" }, { "kind": "ai", "level": "easy" }, { "kind": "ai", "level": "easy" }]
        })))
        .expect("four seats");
    files.insert("snapshot-generals-four-seats".into(), to_json(&four));
    let generals_turn = at_lesson(svc, GameKind::Generals, "generals-assassin");
    files.insert("snapshot-generals-turn".into(), to_json(&generals_turn));
    let units = svc.act(&generals_turn.id, "troops r", 0).expect("G5: the red general's troops act");
    files.insert("snapshot-generals-units".into(), to_json(&units));
    let ranged = at_lesson(svc, GameKind::Generals, "generals-ranged");
    svc.act(&ranged.id, "troops r", 0).expect("G5: the red general's troops act");
    let attacks = svc.act(&ranged.id, "r1-d4", 1).expect("G5: a unit steps, then may attack");
    files.insert("snapshot-generals-attacks".into(), to_json(&attacks));
    // South's Crossbowman and North's Light and Shield infantry in reach of each other (G8).
    let crossbow = "s 0 r0=GN@a1,r1=CB@e1,y0=GN@k13,y1=LI@e4,y2=SH@g1";
    let threatened = svc.new_game(two_humans("generals", Some(crossbow))).expect("threatened");
    files.insert("snapshot-generals-threatened".into(), to_json(&threatened));
    files.insert("threats-generals".into(), to_json(&svc.threats(&threatened.id, 0).expect("threats")));
    // South's turn costs North a Light infantry and 2 of a Heavy infantry's hit points (G8).
    let hits = "s 0 r0=GN@a1,r1=CB@e1,r2=FL@g4,y0=GN@k13,y1=LI@e4,y2=HI@g2";
    let hit = svc.new_game(two_humans("generals", Some(hits))).expect("hits");
    for (ply, action) in ["troops r", "r1xe4", "r2xg2"].into_iter().enumerate() {
        svc.act(&hit.id, action, ply).expect("G8: South's hits");
    }
    let turned = svc.act(&hit.id, "end", 3).expect("G5: South ends its turn");
    files.insert("snapshot-generals-north-turn".into(), to_json(&turned));
    files.insert("since-generals".into(), to_json(&svc.since_last_turn(&hit.id, 4).expect("since")));
    let setup = svc
        .new_game(options(json!({
            "game": "generals", "mode": "pass-and-play", "seats": [{ "kind": "human" }, { "kind": "human" }],
            "timerSecs": null, "hiddenSetup": true, "firstTeam": "first"
        })))
        .expect("setup");
    files.insert("snapshot-generals-setup".into(), to_json(&setup));
    files.insert("generals-presets".into(), to_json(&svc.generals_presets()));
    let wrong_army = json!([{ "general": "y", "kind": "LI", "cell": "b1" }]);
    files.insert("error-army".into(), error(svc.validate_army("south", &wrong_army)));
    vec![two.id, four.id, units.id, attacks.id, setup.id, threatened.id, hit.id]
}

/// Zhili's first lesson tried wrongly once, then passed; the list and progress after it.
fn learning(svc: &Service, files: &mut Files) {
    files.insert("lesson-zhili-step".into(), to_json(&svc.lessons().start("zhili-step").expect("lesson")));
    let failed = svc.lessons().act("zhili-step", "8-10", 0).expect("Z4: 8-10 leaves Black a move");
    files.insert("lesson-zhili-step-failed".into(), to_json(&failed));
    svc.lessons().retry("zhili-step").expect("retry");
    let passed = svc.lessons().act("zhili-step", "8-7", 0).expect("Z4: 8-7 leaves Black none");
    files.insert("lesson-zhili-step-passed".into(), to_json(&passed));
    files.insert("lessons-zhili".into(), to_json(&svc.lessons().list(GameKind::Zhili).expect("lessons")));
    files.insert("lesson-progress".into(), to_json(&svc.lessons().progress().expect("progress")));
}

/// A Zhili game against the computer whose human let a win go (Z9), its drill started, missed
/// once, and shown; the drills waiting before it was shown. Returns the game's id.
fn drills(svc: &Service, files: &mut Files) -> String {
    let game = svc
        .new_game(options(json!({
            "game": "zhili", "mode": "vs-ai", "timerSecs": null, "position": "bbb.sbrrrr. r 0",
            "seats": [{ "kind": "human" }, { "kind": "ai", "level": "beginner" }]
        })))
        .expect("vs ai");
    svc.act(&game.id, "6-3", 0).expect("Z9: 6-3 lets the win go");
    let made = svc.drills().make(&game.id).expect("drills");
    let drill = made[0].id;
    files.insert("drill-zhili".into(), to_json(&svc.drills().start(drill).expect("drill")));
    files.insert("drills".into(), to_json(&svc.drills().list().expect("drills waiting")));
    let missed = svc.drills().act(drill, "6-3", 0).expect("a miss");
    files.insert("drill-zhili-missed".into(), to_json(&missed));
    files.insert("drill-zhili-shown".into(), to_json(&svc.drills().show(drill).expect("shown")));
    game.id
}

fn app_errors(svc: &Service, files: &mut Files) {
    files.insert("error-unknown-game".into(), error(svc.snapshot("0123456789abcdef0123456789abcdef")));
    files
        .insert("error-bad-request".into(), error(svc.new_game(two_humans("zhili", Some("not a position")))));
    let mut settings = svc.settings().get();
    settings.undo_vs_ai = false;
    svc.settings().set(settings).expect("settings");
    let vs_ai = options(json!({
        "game": "zhili", "mode": "vs-ai", "timerSecs": null, "seats": [{ "kind": "human" }, { "kind": "ai", "level": "easy" }]
    }));
    let id = svc.new_game(vs_ai).expect("vs ai").id;
    files.insert("error-not-allowed".into(), error(svc.agree_draw(&id)));
    svc.resign(&id, Side::First).expect("resign against the AI");
    svc.settings().set(shuangcheng_lib::service::Settings::default()).expect("settings back");
}

/// Every file the UI's unit tests read, with the run's ids and times pinned.
fn golden_files() -> Files {
    let runtime = tokio::runtime::Runtime::new().expect("runtime");
    let svc = Service::in_memory(None, Arc::new(NoEvents), runtime.handle().clone());
    let mut files = Files::new();
    files.insert("settings".into(), to_json(&svc.settings().get()));
    files.insert("catalog".into(), to_json(&svc.catalog()));
    files.insert("settings-choices".into(), to_json(&svc.boot().settings_choices));
    let mut ids = vec![zhili(&svc, &mut files)];
    ids.extend(twin_cities(&svc, &mut files));
    ids.extend(generals(&svc, &mut files));
    learning(&svc, &mut files);
    app_errors(&svc, &mut files);
    let saves: Vec<SaveEntry> = svc.list_saves().expect("saves");
    for save in &saves {
        if !ids.iter().any(|id| id == save.id()) {
            ids.push(save.id().to_string());
        }
    }
    files.insert("saves".into(), to_json(&saves));
    files.insert("statistics".into(), to_json(&svc.statistics().lines().expect("statistics")));
    // Started once the saves and the statistics are read, so that they and the other games stay
    // as they were.
    let coached = zhili_coached(&svc);
    ids.push(coached.id.clone());
    files.insert("snapshot-zhili-coach".into(), to_json(&coached));
    files.insert("snapshot-zhili-won".into(), to_json(&won_with_the_coach(&svc, coached)));
    ids.push(drills(&svc, &mut files));
    svc.shutdown();
    for value in files.values_mut() {
        pin(value, &ids);
    }
    // The core lists saves newest first; pinned, their times are equal, so they go by id.
    if let Some(Value::Array(list)) = files.get_mut("saves") {
        list.sort_by_key(|s| {
            s["id"].as_str().map(|id| id.trim_start_matches("game-").parse::<u32>().unwrap_or(0))
        });
    }
    files
}

/// Golden files another test writes, which the core does not serve as a command of their own:
/// the engine's registry (`cargo test -p shuangcheng-engine --test registry`) and an action of
/// each verb in words (`--test words`).
const WRITTEN_ELSEWHERE: [&str; 2] = ["registry", "words"];

fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/unit/golden")
}

#[test]
fn the_committed_golden_files_are_what_the_core_writes() {
    let dir = golden_dir();
    let files = golden_files();
    let update = std::env::var_os("UPDATE_GOLDEN").is_some();
    if update {
        std::fs::create_dir_all(&dir).expect("golden dir");
    }
    let mut stale = Vec::new();
    for (name, value) in &files {
        let path = dir.join(format!("{name}.json"));
        let text = serde_json::to_string_pretty(value).expect("json") + "\n";
        if std::fs::read_to_string(&path).ok().as_deref() == Some(text.as_str()) {
            continue;
        }
        if update {
            std::fs::write(&path, text).expect("write golden file");
        } else {
            stale.push(name.clone());
        }
    }
    let unknown: Vec<String> = std::fs::read_dir(&dir)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok()?.file_name().into_string().ok())
                .filter_map(|n| n.strip_suffix(".json").map(str::to_string))
                .filter(|n| !files.contains_key(n) && !WRITTEN_ELSEWHERE.contains(&n.as_str()))
                .collect()
        })
        .unwrap_or_default();
    if update {
        unknown.iter().for_each(|n| std::fs::remove_file(dir.join(format!("{n}.json"))).expect("remove"));
        return;
    }
    assert!(
        stale.is_empty() && unknown.is_empty(),
        "tests/unit/golden differs from what the core writes (changed or missing: {stale:?}; no longer written: \
         {unknown:?}). If the change is meant, refresh the files with \
         `UPDATE_GOLDEN=1 cargo test -p shuangcheng --test golden` and run the JS unit tests."
    );
}
