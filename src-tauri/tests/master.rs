//! The master level in the app core (issue 12): offered by the catalog and as the settings'
//! default, and a thinking master is cancelled at once by undo.

mod common;

use std::time::{Duration, Instant};

use common::{open, options, TempDir};
use serde_json::json;
use shuangcheng_lib::service::Phase;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_master_is_a_level_and_a_possible_default() {
    let dir = TempDir::new("master-default");
    let (svc, _) = open(&dir);
    for entry in svc.catalog() {
        let top = entry.levels.last().expect("levels").id.clone();
        let expected = if entry.game.id() == "zhili" { "perfect" } else { "master" };
        assert_eq!(top, expected, "{}", entry.game);
    }
    let mut settings = svc.get_settings();
    settings.default_level = "master".to_string();
    svc.set_settings(settings).unwrap();
    // A seat without a level takes the default; Zhili, which has no master, takes its top level.
    for (game, level) in [("twin-cities", "master"), ("generals", "master"), ("zhili", "perfect")] {
        let g = svc
            .new_game(options(json!({
                "game": game, "mode": "vs-ai", "seats": [{ "kind": "human" }, { "kind": "ai" }], "timerSecs": null
            })))
            .unwrap();
        assert_eq!(g.seats[1].level.as_deref(), Some(level), "{game}");
        svc.pause(&g.id).unwrap();
    }
    svc.shutdown();
}

/// One blocking thread runs the AI: while the cancelled master still searched (it thinks for
/// a second or more at the start), nothing else could run there. The bound is generous (the
/// engine answers a cancellation in a few milliseconds, see `cargo bench --bench master`).
#[test]
fn undo_cancels_a_thinking_master_at_once() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .max_blocking_threads(1)
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async {
        let dir = TempDir::new("master-undo");
        let (svc, rec) = open(&dir);
        let g = svc
            .new_game(options(json!({
                "game": "twin-cities", "mode": "vs-ai",
                "seats": [{ "kind": "human" }, { "kind": "ai", "level": "master" }], "timerSecs": null
            })))
            .unwrap();
        // A quiet first move (a blunder would let the master see a win and answer at once).
        let thinking = svc.act(&g.id, "d3d4", 0).unwrap();
        assert!(thinking.ai_thinking, "the master thinks about its reply");
        tokio::time::sleep(Duration::from_millis(100)).await;
        let undone = svc.undo(&g.id).unwrap();
        assert_eq!(undone.ply, 0);
        assert!(!undone.ai_thinking && undone.human_to_act);
        assert_eq!(rec.count("ai-thinking"), 2, "thinking, then stopped by the undo");

        let asked = Instant::now();
        tokio::task::spawn_blocking(|| ()).await.unwrap();
        let waited = asked.elapsed();
        assert!(
            waited < Duration::from_millis(500),
            "the blocking thread was busy {waited:?} after the undo"
        );
        // The hint (the master with a short budget) then suggests a legal action.
        let hint = svc.hint(&g.id).await.unwrap();
        assert!(undone.legal_actions.iter().any(|a| a.text == hint.action));
        let s = svc.snapshot(&g.id).unwrap();
        assert_eq!((s.ply, s.phase), (0, Phase::Playing), "the cancelled search played nothing");
        svc.shutdown();
    });
}
