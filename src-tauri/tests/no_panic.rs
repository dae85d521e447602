//! No panic reaches the player and every error is one bounded line: a panic inside a command
//! or in the AI's thread, an AI that does not answer in time, pathological input to every
//! command. What the log records is checked with a capturing logger.

mod common;

use std::sync::{Arc, Mutex, Once};
use std::time::Duration;

use common::{open, options, pass_and_play_zhili, pick, side_setup, wait_for_human, Recorder, TempDir};
use serde_json::json;
use shuangcheng_engine::GameKind;
use shuangcheng_lib::service::{quote, AppError, Event, Fault, Service};

static LINES: Mutex<Vec<String>> = Mutex::new(Vec::new());

struct Capture;

impl log::Log for Capture {
    fn enabled(&self, _: &log::Metadata<'_>) -> bool {
        true
    }
    fn log(&self, record: &log::Record<'_>) {
        LINES.lock().unwrap_or_else(|p| p.into_inner()).push(format!("{} {}", record.level(), record.args()));
    }
    fn flush(&self) {}
}

fn capture_log() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        log::set_logger(&Capture).expect("one logger");
        log::set_max_level(log::LevelFilter::Info);
        shuangcheng_lib::service::panics::log_panics();
    });
}

fn logged(needle: &str) -> bool {
    LINES.lock().unwrap().iter().any(|l| l.contains(needle))
}

/// How many `app-notice` events of `code` arrived, once the events emitted after the state
/// change (outside the game's lock) are in.
async fn notices(rec: &Recorder, code: &str) -> usize {
    let count = || {
        let events = rec.0.lock().unwrap();
        events
            .iter()
            .filter(|e| matches!(e, Event::AppNotice(n) if serde_json::to_value(n.code).unwrap() == code))
            .count()
    };
    for _ in 0..100 {
        if count() > 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    count()
}

#[tokio::test]
async fn a_panic_inside_a_command_is_an_internal_error_and_the_game_carries_on() {
    capture_log();
    let dir = TempDir::new("panic");
    let (svc, _) = open(&dir);
    let g = svc.new_game(pass_and_play_zhili(Some(60))).unwrap();
    let s = svc.act(&g.id, &pick(&g, 0), 0).unwrap();
    svc.arm_fault(Fault::PanicInSession);
    let err = svc.guarded("act", || svc.act(&g.id, &pick(&s, 1), 1)).unwrap_err();
    assert_eq!(err.kind(), "internal");
    assert!(err.to_string().contains("reloaded from its last save"), "{err}");
    assert!(logged("fault injected: a panic inside a command"), "the panic is in the log");
    // The game reloads from its save, as the last answer left it, and plays on.
    let now = svc.snapshot(&g.id).unwrap();
    assert_eq!((now.board.ply, now.board.position.clone()), (s.board.ply, s.board.position.clone()));
    assert_eq!(svc.act(&g.id, &pick(&now, 1), 1).unwrap().board.ply, 2);
    // The same for the one asynchronous command.
    svc.arm_fault(Fault::PanicInSession);
    let (owned, id) = (svc.clone(), g.id.clone());
    let err = svc.guarded_task("hint", async move { owned.hint(&id).await }).await.unwrap_err();
    assert_eq!(err.kind(), "internal");
    assert_eq!(svc.snapshot(&g.id).unwrap().board.ply, 2);
}

fn ai_first() -> shuangcheng_lib::service::NewGameOptions {
    options(json!({
        "game": "zhili", "mode": "vs-ai",
        "seats": [{ "kind": "ai", "level": "beginner" }, { "kind": "human" }], "timerSecs": null
    }))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_ai_thread_that_panics_is_replaced_by_a_legal_move() {
    capture_log();
    let dir = TempDir::new("ai-panic");
    let (svc, rec) = open(&dir);
    svc.arm_fault(Fault::AiPanic);
    let g = svc.new_game(ai_first()).unwrap();
    let s = wait_for_human(&svc, &g.id).await;
    assert_eq!(s.board.ply, 1, "a legal move was played for the AI");
    assert_eq!(notices(&rec, "ai-failed").await, 1);
    assert!(logged("fault injected: the AI's search panics"));
    assert!(logged("the AI failed; a legal move was played for it"));
    // The game goes on, the AI answers normally after that.
    let s = svc.act(&g.id, &pick(&s, 0), 1).unwrap();
    assert_eq!(wait_for_human(&svc, &s.id).await.board.ply, 3);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_ai_that_does_not_answer_by_budget_and_grace_is_cancelled_and_a_legal_move_played() {
    capture_log();
    let dir = TempDir::new("ai-hang");
    let (svc, rec) = open(&dir);
    svc.arm_fault(Fault::AiHang);
    let started = std::time::Instant::now();
    let g = svc.new_game(ai_first()).unwrap();
    assert!(g.ai_thinking);
    let s = wait_for_human(&svc, &g.id).await;
    let waited = started.elapsed();
    assert_eq!(s.board.ply, 1);
    assert!(
        waited >= shuangcheng_lib::service::matches::ai::AI_GRACE,
        "given up only after the grace: {waited:?}"
    );
    assert_eq!(notices(&rec, "ai-timeout").await, 1);
    assert!(logged("the AI did not answer in time"));
    // The hung search answers late, long after: its answer is ignored.
    tokio::time::sleep(Duration::from_millis(800)).await;
    assert_eq!(svc.snapshot(&g.id).unwrap().board.ply, 1);
}

/// A command called with one piece of input.
type Call = dyn Fn(&Service, &str) -> Result<(), AppError>;

/// The marker every pathological input is made of, so a quote of it can be measured.
const MARK: char = 'Ω';

fn nasty(len: usize) -> String {
    (0..len).map(|i| if i % 37 == 36 { '\n' } else { MARK }).collect()
}

/// An error as the UI receives it: one line, bounded, quoting at most ~80 characters of input.
fn assert_bounded(what: &str, err: AppError) {
    let wire = serde_json::to_value(&err).unwrap();
    let message = wire["message"].as_str().unwrap();
    assert!(!message.chars().any(char::is_control), "{what}: not one line: {message:?}");
    assert!(message.chars().count() <= quote::MESSAGE_MAX, "{what}: {} chars", message.chars().count());
    let longest = message.split(|c| c != MARK).map(|run| run.chars().count()).max().unwrap_or(0);
    assert!(
        longest <= shuangcheng_engine::EXCERPT_CHARS,
        "{what}: quotes {longest} characters of input: {message}"
    );
}

#[tokio::test]
async fn every_command_answers_pathological_input_with_one_bounded_line() {
    let dir = TempDir::new("bounded");
    let (svc, _) = open(&dir);
    let g = svc.new_game(pass_and_play_zhili(None)).unwrap();
    let big = nasty(5_000);
    let (on_point, after_taps) = (g.id.clone(), g.id.clone());
    let id_calls: Vec<(&str, Box<Call>)> = vec![
        ("snapshot", Box::new(|s, x| s.snapshot(x).map(drop))),
        ("undo", Box::new(|s, x| s.undo(x).map(drop))),
        ("redo", Box::new(|s, x| s.redo(x).map(drop))),
        ("resume_game", Box::new(|s, x| s.resume_game(x).map(drop))),
        ("delete_game", Box::new(|s, x| s.delete_game(x))),
        ("export_game", Box::new(|s, x| s.export_game(x).map(drop))),
        ("export_raw_save", Box::new(|s, x| s.export_raw_save(x).map(drop))),
        ("pause", Box::new(|s, x| s.pause(x).map(drop))),
        ("rematch", Box::new(|s, x| s.rematch(x).map(drop))),
        ("act (id)", Box::new(|s, x| s.act(x, "5-3", 0).map(drop))),
        ("act (action)", Box::new(move |s, x| s.act(&g.id, x, 0).map(drop))),
        ("refusal (id)", Box::new(|s, x| s.refusal(x, &[], "3", 0).map(drop))),
        ("refusal (point)", Box::new(move |s, x| s.refusal(&on_point, &[], x, 0).map(drop))),
        ("refusal (taps)", Box::new(move |s, x| s.refusal(&after_taps, &[x.to_string()], "3", 0).map(drop))),
        ("lesson_refusal (id)", Box::new(|s, x| s.lessons().refusal(x, &[], "3", 0).map(drop))),
        ("import_game", Box::new(|s, x| s.import_game(x).map(drop))),
        ("import_game (line)", Box::new(|s, x| s.import_game(&format!("game: zhili\nstart: {x}")).map(drop))),
        (
            "validate_setup (side)",
            Box::new(|s, x| s.validate_setup(GameKind::Generals, x, &side_setup(json!("default")))),
        ),
        (
            "validate_setup (preset)",
            Box::new(|s, x| s.validate_setup(GameKind::Generals, "south", &side_setup(json!(x)))),
        ),
    ];
    for (what, call) in &id_calls {
        for input in [big.clone(), nasty(40), format!("{}\n", "a".repeat(100))] {
            assert_bounded(what, call(&svc, &input).unwrap_err());
        }
    }
    let new_game_with = |field: &str, value: serde_json::Value| {
        let mut o = json!({ "game": "zhili", "mode": "pass-and-play", "seats": [{ "kind": "human" }, { "kind": "human" }] });
        o[field] = value;
        shuangcheng_lib::service::parse_payload::<shuangcheng_lib::service::NewGameOptions>(o)
            .and_then(|opts| svc.new_game(opts).map(drop))
    };
    for input in [big.clone(), nasty(300)] {
        assert_bounded("new_game (position)", new_game_with("position", json!(input)).unwrap_err());
        assert_bounded("new_game (mode)", new_game_with("mode", json!(input)).unwrap_err());
        assert_bounded(
            "new_game (level)",
            new_game_with("seats", json!([{ "kind": "ai", "level": input }, { "kind": "human" }]))
                .unwrap_err(),
        );
        let mut settings = serde_json::to_value(svc.settings().get()).unwrap();
        settings["defaultLevel"] = json!(input);
        let err =
            shuangcheng_lib::service::parse_payload(settings).and_then(|s| svc.settings().set(s).map(drop));
        assert_bounded("set_settings", err.unwrap_err());
    }
    // Import states its size limit.
    let huge =
        format!("game: zhili\nstart: {}", "x".repeat(shuangcheng_lib::service::record::MAX_RECORD_BYTES));
    let err = svc.import_game(&huge).unwrap_err();
    assert!(err.to_string().contains("(1 MiB)"), "{err}");
    assert_bounded("import_game (size)", err);
}

#[tokio::test]
async fn the_log_records_storage_notices_and_migrations() {
    capture_log();
    let dir = TempDir::new("log");
    std::fs::write(dir.db(), b"not a database, just bytes".repeat(50)).unwrap();
    let (svc, _) = open(&dir);
    assert!(logged("storage: the saves database was damaged"), "{:?}", LINES.lock().unwrap());
    assert!(logged("migrated the saves database to schema version"));
    drop(svc);
    let rec = Arc::new(Recorder::default());
    let _held = Service::open(&dir.db(), rec.clone(), tokio::runtime::Handle::current());
    let (second, _) = open(&dir);
    assert_eq!(second.saves().status().problem, Some(shuangcheng_lib::service::Problem::InUse));
    assert!(logged("another copy of Shuangcheng is using these saves"));
}
