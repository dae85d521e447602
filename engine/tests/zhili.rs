//! Zhili Shuangcheng rule examples, each naming the rule of `docs/rules/zhili.md` it checks.

mod common;

use shuangcheng_engine::ai::{AiPlayers, SearchLimits};
use shuangcheng_engine::rng::Rng;
use shuangcheng_engine::zhili::solver::{solution, Value};
use shuangcheng_engine::zhili::{Move, Zhili};
use shuangcheng_engine::{perft, zhili, ActionError, EndReason, Game, Outcome, Position, Side};

fn pos(s: &str) -> Zhili {
    common::pos(s)
}

fn legal(s: &str) -> Vec<String> {
    common::legal_list(&pos(s))
}

fn after(s: &str, moves: &[&str]) -> String {
    common::play(&pos(s), moves).to_string()
}

const START: &str = "bbb.bsr.rrr r 0";

#[test]
fn z3_start_position_red_moves_first() {
    let start = Zhili::start();
    assert_eq!(start.to_string(), START);
    assert_eq!(start.to_move(), Side::First);
    assert_eq!(legal(START), ["5-3", "5-7", "6-3", "6-7", "8-7"]);
}

#[test]
fn z4_perft_from_the_start() {
    // Counted by hand; deeper figures are in tests/perft/zhili.perft.
    let start = Zhili::start();
    assert_eq!([1, 2, 3].map(|d| perft(&start, d)), [5, 19, 74]);
}

#[test]
fn z4_step_only_to_an_adjacent_empty_point() {
    // Black: 0 and 1 are blocked by their own hub; 0-3 is no line.
    assert_eq!(legal("bbb.bsr.rrr b 0"), ["2-3", "4-3", "4-7", "5-3", "5-7"]);
}

#[test]
fn z4_jump_over_an_own_piece_on_the_vertical_line() {
    // Red's 8 jumps its own 7 to 5.
    assert_eq!(legal("bbb.b.rrrrs r 0"), ["6-3", "6-5", "7-5", "8-5"]);
}

#[test]
fn z4_jump_over_a_rival_piece() {
    // Black's 2 jumps Red's 3 to 5; nothing is captured.
    assert_eq!(legal("bbbrb.r.rrs b 0"), ["2-5", "4-5", "4-7"]);
    assert_eq!(after("bbbrb.r.rrs b 0", &["2-5"]), "bb.rbbr.rrs r 0");
}

#[test]
fn z4_jump_over_the_shared_piece_on_the_horizontal_line() {
    assert_eq!(legal("bbb.bs.rrrr b 0"), ["2-3", "4-3", "4-6", "5-3", "5-6"]);
}

#[test]
fn z4_no_jump_off_the_two_lines_nor_onto_a_piece() {
    // 3 over 4 leads nowhere on a line; 8 over 7 needs 5 empty.
    assert!(!legal("bbbrb.s.rrr r 0").iter().any(|m| m == "8-5" || m.starts_with("3-") && m != "3-5"));
    assert_eq!(legal("bbbrb.s.rrr r 0"), ["3-5", "6-5", "6-7", "8-7"]);
}

#[test]
fn z5_shared_piece_locked_for_one_turn() {
    let locked = after(START, &["5-3"]);
    assert_eq!(locked, "bbbsb.r.rrr b 1");
    assert!(!legal(&locked).iter().any(|m| m.starts_with("3-")));
    let mut game = Game::new(pos(&locked));
    assert_eq!(game.play_str("3-5"), Err(ActionError::illegal("3-5")));
    assert_eq!(game.position().to_string(), locked, "a refused move changes nothing");
}

#[test]
fn z5_lock_cleared_by_another_move_and_same_side_may_move_shared_again() {
    // Red moves the shared piece, Black moves its own, Red moves the shared piece again.
    let p = after(START, &["5-3", "4-5"]);
    assert_eq!(p, "bbbs.br.rrr r 0");
    assert!(legal(&p).contains(&"3-4".to_string()));
    assert_eq!(after(&p, &["3-4"]), "bbb.sbr.rrr b 1");
}

#[test]
fn z5_z7_pass_clears_the_lock() {
    let p = after(START, &["5-3", "pass"]);
    assert_eq!(p, "bbbsb.r.rrr r 0");
    assert!(legal(&p).iter().any(|m| m.starts_with("3-")));
}

#[test]
fn z6_no_legal_move_loses_at_once() {
    // Red's only move is the shared piece; locked, Red has none and loses.
    let stuck = pos("s..bbbbrrrr r 1");
    assert_eq!(stuck.outcome(), Some(Outcome::win(Side::Second, EndReason::NO_LEGAL_ACTION)));
    assert_eq!(perft(&stuck, 1), 0);
    assert_eq!(stuck.pass(), None, "a finished game has no pass");
    // Unlocked, Red escapes with 0-2, which leaves Black with no move.
    assert_eq!(legal("s..bbbbrrrr r 0"), ["0-2"]);
    let mut game = Game::new(pos("s..bbbbrrrr r 0"));
    game.play_str("0-2").unwrap();
    assert_eq!(game.outcome(), Some(Outcome::win(Side::First, EndReason::NO_LEGAL_ACTION)));
    assert_eq!(game.play_str("pass"), Err(ActionError::GameOver));
}

#[test]
fn z6_threefold_repetition_draws() {
    let mut game = Game::new(Zhili::start());
    let cycle = ["8-7", "2-3", "7-8", "3-2"];
    for m in cycle {
        game.play_str(m).unwrap();
    }
    assert_eq!(game.repetitions(), 2);
    assert_eq!(game.outcome(), None);
    for m in cycle {
        game.play_str(m).unwrap();
    }
    assert_eq!(game.outcome(), Some(Outcome::draw(EndReason::REPETITION)));
    assert!(game.legal_actions().is_empty());
    game.undo();
    assert_eq!(game.outcome(), None, "undo takes the repetition back");
}

#[test]
fn z6_z7_two_hundred_plies_draw_passes_included() {
    // A walk that never makes a position's third occurrence nor ends the game.
    let mut game = Game::new(Zhili::start());
    let mut rng = Rng::new(7);
    while game.outcome().is_none() {
        let options: Vec<Move> = game
            .legal_actions()
            .into_iter()
            .chain(game.position().pass())
            .filter(|m| {
                let mut g = game.clone();
                g.play(m).is_ok() && g.outcome().is_none_or(|o| o.reason == zhili::PLY_LIMIT)
            })
            .collect();
        let m = *rng.pick(&options).expect("the walk found a move");
        game.play(&m).unwrap();
    }
    assert_eq!(game.actions().len(), 200);
    assert_eq!(game.outcome(), Some(Outcome::draw(zhili::PLY_LIMIT)));
}

#[test]
fn z8_notation_round_trips_over_random_games() {
    let mut rng = Rng::new(1);
    for _ in 0..200 {
        let mut p = Zhili::start();
        for _ in 0..40 {
            let text = p.to_string();
            assert_eq!(pos(&text).to_string(), text);
            let mut moves = Vec::new();
            p.legal_actions(&mut moves);
            let Some(m) = rng.pick(&moves) else { break };
            assert_eq!(p.parse_action(&m.to_string()), Ok(*m));
            p.apply(m);
        }
    }
}

#[test]
fn z8_invalid_positions_are_rejected_with_a_reason() {
    for (bad, reason) in [
        ("bbbbbsr.rrr r 0", "expected 4 b, 4 r, 1 s and 2 empty points"),
        ("bbb.bsr.rr. r 0", "expected 4 b, 4 r, 1 s and 2 empty points"),
        ("bbb.bss.rrr r 0", "expected 4 b, 4 r, 1 s and 2 empty points"),
        ("bbb.bsr.rrx r 0", "'x' is not one of"),
        ("bbb.bsr.rrrr r 0", "expected 11 points"),
        ("bbb.bsr.rrr x 0", "side to move must be r or b"),
        ("bbb.bsr.rrr r 2", "lock flag must be 0 or 1"),
        ("bbb.bsr.rrr r", "expected 3 fields"),
        ("bbb.bsr.rrr  r 0", "expected 3 fields"),
        ("", "expected 3 fields"),
    ] {
        let err = bad.parse::<Zhili>().expect_err(bad).to_string();
        assert!(err.contains(reason), "{bad}: {err}");
    }
}

#[test]
fn z8_moves_are_written_from_to_and_bad_ones_told_apart() {
    let start = Zhili::start();
    assert_eq!(start.parse_action("8-7"), Ok(Move::Play { from: 8, to: 7 }));
    assert_eq!(start.parse_action("pass"), Ok(Move::Pass));
    assert_eq!(start.parse_action("9-8"), Err(ActionError::illegal("9-8")));
    for junk in ["8_7", "11-3", "-3", "8-", "a-b", "8-7-6"] {
        assert_eq!(start.parse_action(junk), Err(ActionError::syntax(junk)), "{junk}");
    }
}

#[test]
fn z9_solver_values_from_the_cli_examples() {
    let sol = solution();
    assert_eq!(sol.value(&Zhili::start()), Value::Draw);
    assert_eq!(sol.value(&pos("s..bbbbrrrr r 0")), Value::Win(1));
    assert_eq!(sol.value(&pos("s..bbbbrrrr r 1")), Value::Loss(0));
    let (wins, losses, draws) = sol.census();
    assert_eq!(wins + losses + draws, 138_600);
    assert!(wins > 0 && losses > 0 && draws > 0);
}

fn children(p: &Zhili) -> Vec<(Move, Zhili)> {
    let mut moves = Vec::new();
    p.legal_actions(&mut moves);
    moves
        .into_iter()
        .map(|m| {
            (m, {
                let mut c = *p;
                c.apply(&m);
                c
            })
        })
        .collect()
}

/// Positions reached by random play, for checking the AI.
fn sample_positions(count: usize, seed: u64) -> Vec<Zhili> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let mut p = Zhili::start();
        for _ in 0..rng.below(60) {
            let kids = children(&p);
            let Some((_, c)) = rng.pick(&kids) else { break };
            p = *c;
        }
        if p.outcome().is_none() {
            out.push(p);
        }
    }
    out
}

fn perfect_rank(v: Value) -> i32 {
    match v {
        Value::Loss(n) => 10_000 - n as i32,
        Value::Draw => 0,
        Value::Win(n) => -10_000 + n as i32,
    }
}

#[test]
fn z9_perfect_level_wins_fastest_loses_slowest_keeps_draws() {
    let sol = solution();
    let perfect = Zhili::ai_levels().len() - 1;
    assert_eq!(Zhili::ai_levels()[perfect].id, "perfect");
    let mut ai = Zhili::new_ai(perfect, 3);
    for p in sample_positions(400, 11) {
        let best = children(&p).iter().map(|(_, c)| perfect_rank(sol.value(c))).max().unwrap();
        let m = ai.choose(&Game::new(p), &SearchLimits::default()).unwrap();
        let mut c = p;
        c.apply(&m);
        assert_eq!(perfect_rank(sol.value(&c)), best, "{p}: {m}");
    }
}

#[test]
fn z9_perfect_play_against_itself_draws_from_the_start() {
    let perfect = Zhili::ai_levels().len() - 1;
    let mut players = [Zhili::new_ai(perfect, 1), Zhili::new_ai(perfect, 2)];
    let mut game = Game::new(Zhili::start());
    while game.outcome().is_none() {
        let side = game.position().to_move().index();
        let m = players[side].choose(&game, &SearchLimits::default()).unwrap();
        game.play(&m).unwrap();
    }
    assert_eq!(game.outcome().unwrap().winner, None);
}

#[test]
fn ai_levels_are_at_least_four_and_always_answer_legally() {
    assert!(Zhili::ai_levels().len() >= 4);
    for (level, info) in Zhili::ai_levels().iter().enumerate() {
        let mut ai = Zhili::new_ai(level, 5);
        for p in sample_positions(30, level as u64) {
            let m = ai.choose(&Game::new(p), &SearchLimits::budget(info.budget)).unwrap();
            assert!(p.play(&m).is_ok(), "{}: {m} in {p}", info.id);
        }
    }
}

#[test]
fn ai_beginner_takes_a_winning_move_and_avoids_a_losing_one() {
    let mut ai = Zhili::new_ai(0, 9);
    let mut checked = 0;
    for p in sample_positions(3000, 21) {
        let kids = children(&p);
        let wins_now = kids.iter().any(|(_, c)| c.outcome().is_some());
        let loses_next = |c: &Zhili| children(c).iter().any(|(_, cc)| cc.outcome().is_some());
        let has_safe = kids.iter().any(|(_, c)| !loses_next(c));
        let m = ai.choose(&Game::new(p), &SearchLimits::default()).unwrap();
        let mut c = p;
        c.apply(&m);
        if wins_now {
            assert!(c.outcome().is_some(), "missed the win in {p}");
            checked += 1;
        } else if has_safe && kids.iter().any(|(_, c)| loses_next(c)) {
            assert!(!loses_next(&c), "walked into a loss in {p}");
            checked += 1;
        }
    }
    assert!(checked > 10, "the sample held only {checked} telling positions");
}

#[test]
fn ai_gives_no_answer_once_cancelled() {
    use std::sync::atomic::AtomicBool;
    use std::sync::Arc;
    let limits = SearchLimits::default().with_cancel(Arc::new(AtomicBool::new(true)));
    for level in 0..Zhili::ai_levels().len() {
        assert_eq!(Zhili::new_ai(level, 1).choose(&Game::new(Zhili::start()), &limits), None);
    }
}

#[test]
fn ai_levels_see_further_as_they_rise() {
    // A position won in 5 plies: beyond easy's horizon (4), within normal's (7).
    let sol = solution();
    let sample = sample_positions(4000, 5);
    let target =
        sample.iter().find(|p| matches!(sol.value(p), Value::Win(5))).expect("a win in 5 in the sample");
    let found = |level: usize| {
        let m = Zhili::new_ai(level, 1).choose(&Game::new(*target), &SearchLimits::default()).unwrap();
        let mut c = *target;
        c.apply(&m);
        sol.value(&c) == Value::Loss(4)
    };
    assert!(found(2) && found(3) && found(4), "normal and up see a win in 5 plies");
    let misses = (0..20u64)
        .filter(|&seed| {
            let m = Zhili::new_ai(1, seed).choose(&Game::new(*target), &SearchLimits::default()).unwrap();
            let mut c = *target;
            c.apply(&m);
            sol.value(&c) != Value::Loss(4)
        })
        .count();
    assert!(misses > 0 || children(target).iter().all(|(_, c)| sol.value(c) == Value::Loss(4)));
}
