//! Threats through the core: the `threats` command answers for the
//! player whose view it is, from the engine's rules; an old ply is refused and changes nothing.

mod common;

use common::{open, options, TempDir};
use serde_json::json;
use shuangcheng_engine::Side;
use shuangcheng_lib::service::AppError;

/// Black's Tiger on e7 faces Red's Soldier on e3, with Red's City behind it (T5).
const TIGER_ON_THE_FILE: &str = "9/4c4/9/9/4t4/2X3X2/9/9/4S4/4C4/9 r S5TFBHLWRDE s6fbhlwrde 0 1";

/// Twin Cities from `position`, two people at one device, no timer.
fn between_two(position: &str) -> shuangcheng_lib::service::NewGameOptions {
    options(json!({
        "game": "twin-cities", "mode": "pass-and-play", "timerSecs": null,
        "seats": [{ "kind": "human" }, { "kind": "human" }], "position": position
    }))
}

fn attacks(list: &[shuangcheng_engine::threats::Threat]) -> Vec<String> {
    list.iter().map(|t| format!("{}>{}", t.by, t.target)).collect()
}

#[tokio::test]
async fn t5_on_one_device_each_player_sees_their_own_threats() {
    let dir = TempDir::new("threats-hotseat");
    let (svc, _) = open(&dir);
    let g = svc.new_game(between_two(TIGER_ON_THE_FILE)).unwrap();
    let red = svc.threats(&g.id, 0).unwrap().expect("Twin Cities has threats");
    assert_eq!(red.side, Side::First);
    assert_eq!(attacks(&red.exposed), ["e7>e3"]);
    assert_eq!(red.city_field, ["e3"]);
    // Red steps its Soldier aside to d3: now Black is to move, and sees the open file.
    svc.act(&g.id, "e3d3", 0).unwrap();
    let black = svc.threats(&g.id, 1).unwrap().unwrap();
    assert_eq!(black.side, Side::Second);
    assert_eq!(attacks(&black.within_reach), ["e7>e2"]);
    assert!(matches!(svc.threats(&g.id, 0), Err(AppError::Stale(_))));
    assert_eq!(svc.snapshot(&g.id).unwrap().board.ply, 1);
    svc.shutdown();
}

#[tokio::test]
async fn a_game_ended_by_resignation_shows_no_threats() {
    let dir = TempDir::new("threats-resigned");
    let (svc, _) = open(&dir);
    let g = svc.new_game(between_two(TIGER_ON_THE_FILE)).unwrap();
    assert!(svc.threats(&g.id, 0).unwrap().is_some(), "in play, Red's Soldier is exposed");
    svc.resign(&g.id, Side::First).unwrap();
    assert!(svc.threats(&g.id, 0).unwrap().is_none(), "the game is over");
    svc.shutdown();
}

#[tokio::test]
async fn against_the_ai_the_threats_are_the_humans_side_even_on_the_ais_turn() {
    let dir = TempDir::new("threats-ai");
    let (svc, _) = open(&dir);
    let g = svc
        .new_game(options(json!({
            "game": "twin-cities", "mode": "vs-ai", "timerSecs": null, "position": TIGER_ON_THE_FILE,
            "seats": [{ "kind": "ai", "level": "master" }, { "kind": "human" }]
        })))
        .unwrap();
    // Red, the AI, is to move at ply 0 (the master thinks for most of its 3 s): the answer is
    // still Black's, the human's.
    let black = svc.threats(&g.id, 0).unwrap().unwrap();
    assert_eq!(black.side, Side::Second);
    assert_eq!(attacks(&black.within_reach), ["e7>e3"]);
    svc.shutdown();
}

#[tokio::test]
async fn z4_zhili_has_no_threats() {
    let dir = TempDir::new("threats-zhili");
    let (svc, _) = open(&dir);
    let g = svc.new_game(common::pass_and_play_zhili(None)).unwrap();
    assert_eq!(svc.threats(&g.id, 0).unwrap(), None);
    svc.shutdown();
}
