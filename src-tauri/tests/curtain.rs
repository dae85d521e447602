//! The hand-over curtain: when the device passes between people who
//! may not see the same things, nothing is played until the team it goes to opens the curtain,
//! with its PIN if it set one; the PIN is saved salted and hashed; the turn timer waits.

mod common;

use common::{open, options, side_setup, TempDir};
use serde_json::json;
use shuangcheng_engine::Side;
use shuangcheng_lib::service::Curtain;
use shuangcheng_lib::service::{AppError, NewGameOptions, Phase};

fn code(e: AppError) -> String {
    serde_json::to_value(&e).unwrap()["code"].as_str().unwrap().to_string()
}

/// The curtain up for `side`: its PIN set or not, a PIN offered or not.
fn up(side: Side, pin_set: bool, pin_offered: bool) -> Option<Curtain> {
    Some(Curtain { side, pin_set, pin_offered })
}

/// Generals between two people at one device, each army set up unseen, South first.
fn hidden_setup() -> NewGameOptions {
    options(json!({
        "game": "generals", "mode": "pass-and-play", "timerSecs": null,
        "seats": [{ "kind": "human" }, { "kind": "human" }], "hiddenSetup": true, "firstTeam": "first"
    }))
}

/// A hidden setup's curtains (no hand-over at each turn: no PIN offered).
const FIRST: Option<Curtain> = Some(Curtain { side: Side::First, pin_set: false, pin_offered: false });
const SECOND: Option<Curtain> = Some(Curtain { side: Side::Second, pin_set: false, pin_offered: false });

#[tokio::test]
async fn g4_a_hidden_setup_passes_between_the_teams_behind_a_curtain_and_a_pin_survives_a_restart() {
    let dir = TempDir::new("curtain-setup");
    let (svc, _) = open(&dir);
    let g = svc.new_game(hidden_setup()).unwrap();
    assert_eq!(g.curtain, FIRST, "a new game starts behind South's curtain");
    assert_eq!(
        code(svc.submit_setup(&g.id, "south", &side_setup(json!("phalanx"))).unwrap_err()),
        "curtain.closed"
    );
    assert!(matches!(svc.open_curtain(&g.id, Side::Second, None, None), Err(AppError::Stale(_))));
    assert_eq!(
        code(svc.open_curtain(&g.id, Side::First, None, Some("12a4")).unwrap_err()),
        "curtain.pin-format"
    );
    // South opens it and sets a PIN; North, given the device next, sees none of South's army.
    let s = svc.open_curtain(&g.id, Side::First, None, Some("1357")).unwrap();
    assert_eq!(s.curtain, None);
    // South, at the device, may not set up North's army, nor give up or agree a draw for it.
    assert_eq!(
        svc.submit_setup(&g.id, "north", &side_setup(json!("raiders"))).unwrap_err().kind(),
        "not-your-turn"
    );
    let s = svc.submit_setup(&g.id, "south", &side_setup(json!("phalanx"))).unwrap();
    assert_eq!(s.curtain, SECOND);
    assert_eq!(
        svc.submit_setup(&g.id, "south", &side_setup(json!("siege"))).unwrap_err().kind(),
        "not-your-turn",
        "nor change its own"
    );
    assert_eq!(code(svc.agree_draw(&g.id).unwrap_err()), "curtain.closed");
    assert!(s.board.view.pieces.iter().all(|p| p.kind == "GN" || p.side == Some(Side::Second)));
    // Restarted before North opens: North's curtain is up again; South's PIN is kept hashed.
    svc.shutdown();
    drop(svc);
    let pins: String = rusqlite::Connection::open(dir.db())
        .unwrap()
        .query_row("SELECT pins FROM games WHERE id = ?1", [&g.id], |r| r.get(0))
        .unwrap();
    assert!(pins.contains("salt") && !pins.contains("1357"), "salted and hashed: {pins}");
    let (svc, _) = open(&dir);
    assert_eq!(svc.resume_game(&g.id).unwrap().curtain, SECOND);
    svc.open_curtain(&g.id, Side::Second, None, None).unwrap();
    let s = svc.submit_setup(&g.id, "north", &side_setup(json!("raiders"))).unwrap();
    assert_eq!((s.phase, s.curtain), (Phase::Playing, None), "both armies shown: nothing is hidden now");
    svc.shutdown();
}

#[tokio::test]
async fn a_pin_opens_only_its_own_teams_curtain_after_a_restart() {
    let dir = TempDir::new("curtain-pin");
    let (svc, _) = open(&dir);
    let g = svc.new_game(hidden_setup()).unwrap();
    svc.open_curtain(&g.id, Side::First, None, Some("2468")).unwrap();
    svc.shutdown();
    drop(svc);
    let (svc, _) = open(&dir);
    let back = svc.resume_game(&g.id).unwrap();
    assert_eq!(back.curtain, up(Side::First, true, false));
    for wrong in [None, Some("8642"), Some("246")] {
        assert_eq!(code(svc.open_curtain(&g.id, Side::First, wrong, None).unwrap_err()), "curtain.wrong-pin");
    }
    assert_eq!(svc.snapshot(&g.id).unwrap().curtain, back.curtain, "a wrong PIN changes nothing");
    assert_eq!(svc.open_curtain(&g.id, Side::First, Some("2468"), None).unwrap().curtain, None);
    svc.shutdown();
}

#[tokio::test]
async fn g4_four_seats_a_person_and_the_computer_on_each_team_set_up_by_the_person_behind_curtains() {
    let dir = TempDir::new("curtain-four");
    let (svc, _) = open(&dir);
    // Seats 0 and 1 are South's generals, 2 and 3 North's (the seat layout).
    let g = svc
        .new_game(options(json!({
            "game": "generals", "mode": "vs-ai", "timerSecs": null, "hiddenSetup": true, "firstTeam": "first",
            "seats": [{ "kind": "ai", "level": "beginner" }, { "kind": "human" },
                      { "kind": "human" }, { "kind": "ai", "level": "beginner" }]
        })))
        .unwrap();
    assert_eq!((g.seat_to_act, g.human_to_act, g.curtain), (Some(1), true, FIRST));
    svc.open_curtain(&g.id, Side::First, None, None).unwrap();
    let s = svc.submit_setup(&g.id, "south", &side_setup(json!("phalanx"))).unwrap();
    assert_eq!((s.seat_to_act, s.human_to_act, s.curtain), (Some(2), true, SECOND));
    // Two people on one team: nothing is hidden between them, so no curtain.
    let partners = svc
        .new_game(options(json!({
            "game": "generals", "mode": "vs-ai", "timerSecs": null, "hiddenSetup": true,
            "seats": [{ "kind": "human" }, { "kind": "human" },
                      { "kind": "ai", "level": "beginner" }, { "kind": "ai", "level": "beginner" }]
        })))
        .unwrap();
    assert_eq!((partners.phase, partners.curtain), (Phase::Setup, None));
    svc.shutdown();
}

#[tokio::test]
async fn a_hand_over_at_every_turn_holds_the_turn_and_its_timer_until_the_player_opens_it() {
    let dir = TempDir::new("curtain-turns");
    let (svc, _) = open(&dir);
    let g = svc
        .new_game(options(json!({
            "game": "twin-cities", "mode": "pass-and-play", "timerSecs": 60, "handOver": true,
            "seats": [{ "kind": "human" }, { "kind": "human" }]
        })))
        .unwrap();
    assert_eq!((g.curtain, g.clock.running), (up(Side::First, false, true), false));
    assert_eq!(code(svc.act(&g.id, "+e3", 0).unwrap_err()), "curtain.closed");
    assert_eq!(code(svc.resign(&g.id, Side::First).unwrap_err()), "curtain.closed");
    let s = svc.open_curtain(&g.id, Side::First, None, None).unwrap();
    assert_eq!((s.curtain, s.clock.running), (None, true));
    let s = svc.act(&g.id, "+e3", 0).unwrap();
    assert_eq!(
        (s.curtain, s.clock.running),
        (up(Side::Second, false, true), false),
        "Black's turn waits behind its curtain"
    );
    tokio::time::sleep(std::time::Duration::from_millis(600)).await;
    assert_eq!(code(svc.undo(&g.id).unwrap_err()), "curtain.closed");
    assert_eq!(code(svc.redo(&g.id).unwrap_err()), "curtain.closed");
    assert_eq!(code(svc.hint(&g.id).await.unwrap_err()), "curtain.closed");
    let s = svc.open_curtain(&g.id, Side::Second, None, None).unwrap();
    assert!(
        s.clock.running && s.clock.remaining_ms.unwrap() > 59_500,
        "none of the wait was Black's: {:?}",
        s.clock
    );
    // Against the computer there is no one to hand the device to.
    let refused = svc.new_game(options(json!({
        "game": "twin-cities", "mode": "vs-ai", "timerSecs": null, "handOver": true,
        "seats": [{ "kind": "human" }, { "kind": "ai", "level": "beginner" }]
    })));
    assert!(matches!(refused, Err(AppError::BadRequest(_))));
    svc.shutdown();
}

#[tokio::test]
async fn each_sides_pin_opens_its_own_curtain_only() {
    let dir = TempDir::new("curtain-two-pins");
    let (svc, _) = open(&dir);
    let g = svc
        .new_game(options(json!({
            "game": "zhili", "mode": "pass-and-play", "timerSecs": null, "handOver": true,
            "seats": [{ "kind": "human" }, { "kind": "human" }]
        })))
        .unwrap();
    svc.open_curtain(&g.id, Side::First, None, Some("1111")).unwrap();
    let s = svc.act(&g.id, &g.legal_actions[0].text, 0).unwrap();
    assert_eq!(s.curtain, up(Side::Second, false, true));
    svc.open_curtain(&g.id, Side::Second, None, Some("2222")).unwrap();
    let s = svc.act(&g.id, &s.legal_actions[0].text, 1).unwrap();
    assert_eq!(s.curtain, up(Side::First, true, true));
    assert_eq!(
        code(svc.open_curtain(&g.id, Side::First, Some("2222"), None).unwrap_err()),
        "curtain.wrong-pin"
    );
    let s = svc.open_curtain(&g.id, Side::First, Some("1111"), None).unwrap();
    let s = svc.act(&g.id, &s.legal_actions[0].text, 2).unwrap();
    assert_eq!(s.curtain, up(Side::Second, true, true));
    assert_eq!(
        code(svc.open_curtain(&g.id, Side::Second, Some("1111"), None).unwrap_err()),
        "curtain.wrong-pin"
    );
    // Red, who has the device, may still give up its own side behind Black's curtain.
    let s = svc.resign(&g.id, Side::First).unwrap();
    assert_eq!((s.phase, s.curtain), (Phase::Over, None));
    svc.shutdown();
}
