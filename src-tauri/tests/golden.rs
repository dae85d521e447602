//! The core's JSON as the UI receives it, written to `tests/unit/golden/*.js` for the UI's
//! unit tests (`tests/unit/golden.mjs` reads them). The service runs without a window; each
//! file is what a command answers, as a module whose value `tsc` checks against the generated
//! type of that answer (ui/js/contract.d.ts). The test fails when a committed file differs from
//! what the core now writes, so a renamed or reshaped field shows up here and then in the JS
//! tests and the lint.
//!
//! Refresh the files after a deliberate change of the contract:
//! `UPDATE_GOLDEN=1 cargo test -p shuangcheng --test golden`
//!
//! The files are the shipped app's: a build with the example game (`example-game`) lists one
//! game more, so this test is compiled without it only.
#![cfg(not(feature = "example-game"))]

mod common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde::Serialize;
use serde_json::{json, Value};
use shuangcheng_engine::threats::Threats;
use shuangcheng_engine::{GameKind, Side};
use shuangcheng_lib::service::drills::{DrillList, DrillView};
use shuangcheng_lib::service::lessons::{GameProgress, LessonList, LessonView};
use shuangcheng_lib::service::review::{ReviewBoard, ReviewView};
use shuangcheng_lib::service::settings::SettingsChoices;
use shuangcheng_lib::service::setup::PresetInfo;
use shuangcheng_lib::service::stats::StatsLine;
use shuangcheng_lib::service::SinceLastTurn;
use shuangcheng_lib::service::{
    AppError, CatalogEntry, NewGameOptions, NoEvents, Refused, SaveEntry, Service, Settings, Snapshot,
};

use common::{options, side_setup};

/// The TypeScript type of an answer, as ui/js/contract.d.ts names it: its golden file is
/// checked against it.
trait Contract {
    /// The named type of the contract it is or holds.
    const NAME: &'static str;
    fn ts() -> String;
}

macro_rules! contract {
    ($($t:ident),*) => {
        $(impl Contract for $t {
            const NAME: &'static str = stringify!($t);
            fn ts() -> String {
                Self::NAME.to_string()
            }
        })*
    };
}

contract! {
    AppError, CatalogEntry, DrillList, DrillView, GameProgress, LessonList, LessonView, PresetInfo, Refused,
    ReviewBoard, ReviewView, SaveEntry, Settings, SettingsChoices, SinceLastTurn, Snapshot, StatsLine, Threats
}

impl<T: Contract> Contract for Vec<T> {
    const NAME: &'static str = T::NAME;
    fn ts() -> String {
        format!("{}[]", T::ts())
    }
}

impl<T: Contract> Contract for Option<T> {
    const NAME: &'static str = T::NAME;
    fn ts() -> String {
        format!("{} | null", T::ts())
    }
}

/// A golden file: an answer's JSON and its TypeScript type.
struct Golden {
    value: Value,
    name: &'static str,
    ts: String,
}

impl Golden {
    /// The file's text: an ES module whose value `tsc` checks against the answer's type
    /// (tsconfig.json includes the golden files).
    fn module(&self) -> String {
        let json = serde_json::to_string_pretty(&self.value).expect("json");
        format!(
            "// Written by src-tauri/tests/golden.rs: do not edit (UPDATE_GOLDEN=1 cargo test -p shuangcheng --test golden).\n\
             /** @import {{ {} }} from '../../../ui/js/contract.js' */\n\
             export default /** @satisfies {{{}}} */ ({json});\n",
            self.name, self.ts
        )
    }
}

type Files = BTreeMap<String, Golden>;

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

fn answer<T: Serialize + Contract>(value: &T) -> Golden {
    Golden {
        value: serde_json::to_value(value).expect("every answer serialises"),
        name: T::NAME,
        ts: T::ts(),
    }
}

fn error<T: std::fmt::Debug>(result: Result<T, AppError>) -> Golden {
    answer(&result.expect_err("the core refuses this"))
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
    files.insert("snapshot-zhili-start".into(), answer(&start));
    // Z4: Red's 8 is chosen, and 3 is not on a line from 8; the first lesson of Z4 teaches it.
    let refused = svc.refusal(&start.id, &["8".to_string()], "3", 0).expect("asked at its ply");
    assert!(refused.is_some(), "the tap is refused");
    files.insert("refused-zhili".into(), answer(&refused));
    let moved = svc.act(&start.id, "8-7", 0).expect("Z4: a step to an empty point");
    files.insert("snapshot-zhili-moved".into(), answer(&moved));
    files.insert("error-illegal-action".into(), error(svc.act(&start.id, "8-8", 1)));
    files.insert("error-action-syntax".into(), error(svc.act(&start.id, "nonsense", 1)));
    files.insert("error-stale".into(), error(svc.act(&start.id, "5-3", 0)));
    let over = svc.resign(&start.id, Side::Second).expect("resign");
    files.insert("snapshot-zhili-over".into(), answer(&over));
    files.insert("error-game-over".into(), error(svc.act(&start.id, "5-3", 1)));
    let review = svc.review().open(&start.id).expect("review");
    files.insert("review-zhili".into(), answer(&review));
    files.insert("review-board-zhili".into(), answer(&svc.review().board(&start.id, 1).expect("board")));
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
    files.insert("snapshot-twin-cities-start".into(), answer(&start));
    let mut ids = vec![start.id];
    for lesson in ["recruit", "exchange", "follower"] {
        let snap = at_lesson(svc, GameKind::TwinCities, &format!("twin-cities-{lesson}"));
        files.insert(format!("snapshot-twin-cities-{lesson}"), answer(&snap));
        ids.push(snap.id);
    }
    // Black's Lurker on e7 over Red's Soldier on e5 at Red's City (T5): the threat marks.
    let lurker = "9/4c4/9/9/4l4/2X3X2/4S4/9/9/4C4/9 r S5TFBHLWRDE s6tfbhwrde 0 1";
    let threatened = svc.new_game(two_humans("twin-cities", Some(lurker))).expect("threatened");
    files.insert("snapshot-twin-cities-threatened".into(), answer(&threatened));
    files.insert("threats-twin-cities".into(), answer(&svc.threats(&threatened.id, 0).expect("threats")));
    ids.push(threatened.id);
    ids
}

fn generals(svc: &Service, files: &mut Files) -> Vec<String> {
    let two = svc.new_game(two_humans("generals", None)).expect("generals");
    files.insert("snapshot-generals-start".into(), answer(&two));
    let four = svc
        .new_game(options(json!({
            "game": "generals", "mode": "vs-ai", "timerSecs": null,
            "seats": [{ "kind": "human" }, { "kind": "ai", "level": "easy" }, { "kind": "ai", "level": "easy" }, { "kind": "ai", "level": "easy" }]
        })))
        .expect("four seats");
    files.insert("snapshot-generals-four-seats".into(), answer(&four));
    let generals_turn = at_lesson(svc, GameKind::Generals, "generals-assassin");
    files.insert("snapshot-generals-turn".into(), answer(&generals_turn));
    let units = svc.act(&generals_turn.id, "troops r", 0).expect("G5: the red general's troops act");
    files.insert("snapshot-generals-units".into(), answer(&units));
    let ranged = at_lesson(svc, GameKind::Generals, "generals-ranged");
    svc.act(&ranged.id, "troops r", 0).expect("G5: the red general's troops act");
    let attacks = svc.act(&ranged.id, "r1-d4", 1).expect("G5: a unit steps, then may attack");
    files.insert("snapshot-generals-attacks".into(), answer(&attacks));
    // South's Crossbowman and North's Light and Shield infantry in reach of each other (G8).
    let crossbow = "s 0 r0=GN@a1,r1=CB@e1,y0=GN@k13,y1=LI@e4,y2=SH@g1";
    let threatened = svc.new_game(two_humans("generals", Some(crossbow))).expect("threatened");
    files.insert("snapshot-generals-threatened".into(), answer(&threatened));
    files.insert("threats-generals".into(), answer(&svc.threats(&threatened.id, 0).expect("threats")));
    // South's turn costs North a Light infantry and 2 of a Heavy infantry's hit points (G8).
    let hits = "s 0 r0=GN@a1,r1=CB@e1,r2=FL@g4,y0=GN@k13,y1=LI@e4,y2=HI@g2";
    let hit = svc.new_game(two_humans("generals", Some(hits))).expect("hits");
    for (ply, action) in ["troops r", "r1xe4", "r2xg2"].into_iter().enumerate() {
        svc.act(&hit.id, action, ply).expect("G8: South's hits");
    }
    let turned = svc.act(&hit.id, "end", 3).expect("G5: South ends its turn");
    files.insert("snapshot-generals-north-turn".into(), answer(&turned));
    files.insert("since-generals".into(), answer(&svc.since_last_turn(&hit.id, 4).expect("since")));
    let setup = svc
        .new_game(options(json!({
            "game": "generals", "mode": "pass-and-play", "seats": [{ "kind": "human" }, { "kind": "human" }],
            "timerSecs": null, "hiddenSetup": true, "firstTeam": "first"
        })))
        .expect("setup");
    files.insert("snapshot-generals-setup".into(), answer(&setup));
    files.insert("generals-presets".into(), answer(&svc.setup_presets(GameKind::Generals)));
    let wrong_army = json!([{ "general": "y", "kind": "LI", "cell": "b1" }]);
    files.insert(
        "error-army".into(),
        error(svc.validate_setup(GameKind::Generals, "south", &side_setup(wrong_army))),
    );
    vec![two.id, four.id, units.id, attacks.id, setup.id, threatened.id, hit.id]
}

/// Zhili's first lesson tried wrongly once, then passed; the list and progress after it.
fn learning(svc: &Service, files: &mut Files) {
    files.insert("lesson-zhili-step".into(), answer(&svc.lessons().start("zhili-step").expect("lesson")));
    let failed = svc.lessons().act("zhili-step", "8-10", 0).expect("Z4: 8-10 leaves Black a move");
    files.insert("lesson-zhili-step-failed".into(), answer(&failed));
    svc.lessons().retry("zhili-step").expect("retry");
    let passed = svc.lessons().act("zhili-step", "8-7", 0).expect("Z4: 8-7 leaves Black none");
    files.insert("lesson-zhili-step-passed".into(), answer(&passed));
    files.insert("lessons-zhili".into(), answer(&svc.lessons().list(GameKind::Zhili).expect("lessons")));
    files.insert("lesson-progress".into(), answer(&svc.lessons().progress().expect("progress")));
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
    files.insert("drill-zhili".into(), answer(&svc.drills().start(drill).expect("drill")));
    files.insert("drills".into(), answer(&svc.drills().list().expect("drills waiting")));
    let missed = svc.drills().act(drill, "6-3", 0).expect("a miss");
    files.insert("drill-zhili-missed".into(), answer(&missed));
    files.insert("drill-zhili-shown".into(), answer(&svc.drills().show(drill).expect("shown")));
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
    files.insert("settings".into(), answer(&svc.settings().get()));
    files.insert("catalog".into(), answer(&svc.catalog()));
    files.insert("settings-choices".into(), answer(&svc.boot().settings_choices));
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
    files.insert("saves".into(), answer(&saves));
    files.insert("statistics".into(), answer(&svc.statistics().lines().expect("statistics")));
    // Started once the saves and the statistics are read, so that they and the other games stay
    // as they were.
    let coached = zhili_coached(&svc);
    ids.push(coached.id.clone());
    files.insert("snapshot-zhili-coach".into(), answer(&coached));
    files.insert("snapshot-zhili-won".into(), answer(&won_with_the_coach(&svc, coached)));
    // Before the drills, whose game's AI replies in its own time: the revisions stay put.
    let fair = svc.new_game(options(json!({
        "game": "twin-cities", "mode": "pass-and-play", "seats": [{ "kind": "human" }, { "kind": "human" }],
        "timerSecs": null, "fairStart": true
    })));
    let fair = fair.expect("T14: Twin Cities' fair start");
    ids.push(fair.id.clone());
    let swap = svc.act(&fair.id, "e2e3", 0).expect("T14: Red's first action, which Black may swap");
    files.insert("snapshot-twin-cities-swap".into(), answer(&swap));
    ids.push(drills(&svc, &mut files));
    svc.shutdown();
    for golden in files.values_mut() {
        pin(&mut golden.value, &ids);
    }
    // The core lists saves newest first; pinned, their times are equal, so they go by id.
    if let Some(Golden { value: Value::Array(list), .. }) = files.get_mut("saves") {
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
    for (name, golden) in &files {
        let path = dir.join(format!("{name}.js"));
        let text = golden.module();
        if std::fs::read_to_string(&path).ok().as_deref() == Some(text.as_str()) {
            continue;
        }
        if update {
            std::fs::write(&path, text).expect("write golden file");
        } else {
            stale.push(name.clone());
        }
    }
    let written = |file: &str| match (file.strip_suffix(".js"), file.strip_suffix(".json")) {
        (Some(name), _) => files.contains_key(name),
        (_, Some(name)) => WRITTEN_ELSEWHERE.contains(&name),
        _ => false,
    };
    let unknown: Vec<String> = std::fs::read_dir(&dir)
        .map(|entries| {
            entries.filter_map(|e| e.ok()?.file_name().into_string().ok()).filter(|f| !written(f)).collect()
        })
        .unwrap_or_default();
    if update {
        unknown.iter().for_each(|f| std::fs::remove_file(dir.join(f)).expect("remove"));
        return;
    }
    assert!(
        stale.is_empty() && unknown.is_empty(),
        "tests/unit/golden differs from what the core writes (changed or missing: {stale:?}; no longer written: \
         {unknown:?}). If the change is meant, refresh the files with \
         `UPDATE_GOLDEN=1 cargo test -p shuangcheng --test golden` and run the JS unit tests."
    );
}
