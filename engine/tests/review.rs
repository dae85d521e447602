//! Reviewing a game: a record replays as far as it goes (a damaged one says where it stops),
//! and Zhili's moves carry the solver's verdicts before and after (Z9).

use shuangcheng_engine::ai::SearchLimits;
use shuangcheng_engine::review::{self, Verdict, VerdictChange};
use shuangcheng_engine::rng::Rng;
use shuangcheng_engine::{new_game, replay, ActionError, AnyGame, GameKind};

fn random_game(kind: GameKind, seed: u64, max: usize) -> AnyGame {
    let mut rng = Rng::new(seed);
    let mut game = new_game(kind, None).unwrap();
    while game.outcome().is_none() && game.plies() < max {
        let legal = game.legal_actions();
        game.play(&legal[rng.below(legal.len())].text).unwrap();
    }
    game
}

#[test]
fn a_whole_record_replays_to_the_same_game() {
    for kind in GameKind::ALL {
        let game = random_game(kind, 3, 120);
        let record = replay(kind, &game.start_position(), &game.history()).unwrap();
        assert_eq!(record.stop, None);
        assert_eq!(record.game.position(), game.position());
        assert_eq!(record.game.outcome(), game.outcome());
    }
}

#[test]
fn a_damaged_record_replays_up_to_the_bad_action_and_says_where() {
    let game = random_game(GameKind::TwinCities, 5, 40);
    let mut actions = game.history();
    let good = actions[..17].to_vec();
    actions[17] = "e2e9".to_string();
    let record = replay(GameKind::TwinCities, &game.start_position(), &actions).unwrap();
    assert_eq!(record.game.history(), good);
    let stop = record.stop.unwrap();
    assert_eq!((stop.ply, stop.action.as_str()), (17, "e2e9"));
    assert!(matches!(stop.error, ActionError::Illegal { .. } | ActionError::Syntax { .. }));
    // Garbage is quoted at most 80 characters; a bad start position is an error of its own.
    let long = "x".repeat(500);
    let record = replay(GameKind::Zhili, "bbb.bsr.rrr r 0", &["5-3", &long]).unwrap();
    assert_eq!(record.stop.unwrap().action.chars().count(), 81);
    assert!(replay(GameKind::Zhili, "bbb.bsr.rrr x 0", &["5-3"]).is_err());
    // Moves after the end of the game are a stop too.
    let over = random_game(GameKind::Zhili, 9, 400);
    assert!(over.outcome().is_some(), "Zhili ends within 200 plies (Z6)");
    let mut past = over.history();
    past.push("5-3".to_string());
    let record = replay(GameKind::Zhili, &over.start_position(), &past).unwrap();
    assert_eq!(record.stop.map(|s| (s.ply, s.error)), Some((over.plies(), ActionError::GameOver)));
}

#[test]
fn z9_verdicts_chain_from_move_to_move() {
    for seed in 0..20 {
        let game = random_game(GameKind::Zhili, seed, 200);
        let verdicts = review::verdicts(&game).unwrap();
        assert_eq!(verdicts.len(), game.plies());
        assert_eq!(verdicts.first().map(|v| v.before), Some(Verdict::Draw), "the start is a draw");
        for pair in verdicts.windows(2) {
            assert_eq!(pair[1].before, pair[0].after.flipped());
        }
        for v in &verdicts {
            let kept = matches!(
                (v.before, v.after),
                (Verdict::Win(_), Verdict::Win(_)) | (Verdict::Draw, Verdict::Draw) | (Verdict::Loss(_), _)
            );
            let worse = !kept;
            assert_eq!(v.change.is_some(), worse, "{v:?}");
        }
    }
}

#[test]
fn z9_perfect_play_changes_no_verdict_and_a_blunder_is_marked() {
    let mut game = new_game(GameKind::Zhili, Some("bbb.sbrrrr. r 0")).unwrap();
    while game.outcome().is_none() {
        let perfect = game.ai_levels().len() - 1;
        let action = game.ai_action(perfect, 1, &SearchLimits::default()).unwrap();
        game.play(&action).unwrap();
    }
    let verdicts = review::verdicts(&game).unwrap();
    assert_eq!(verdicts[0].before, Verdict::Win(3));
    assert!(verdicts.iter().all(|v| v.change.is_none()));
    assert_eq!(verdicts.last().unwrap().after, Verdict::Win(0), "the last move wins");

    let record = replay(GameKind::Zhili, "bbb.sbrrrr. r 0", &["6-3"]).unwrap();
    let blunder = review::verdicts(&record.game).unwrap()[0];
    assert_eq!((blunder.before, blunder.change), (Verdict::Win(3), Some(VerdictChange::WinToDraw)));
}

#[test]
fn z7_a_pass_keeps_the_turn_with_the_rival() {
    let record = replay(GameKind::Zhili, "bbb.bsr.rrr r 0", &["pass", "5-3"]).unwrap();
    let verdicts = review::verdicts(&record.game).unwrap();
    assert_eq!(verdicts.len(), 2);
    assert_eq!(verdicts[1].before, verdicts[0].after.flipped());
}

#[test]
fn only_zhili_has_solver_verdicts_and_truncation_steps_back() {
    let game = random_game(GameKind::Generals, 2, 60);
    assert!(review::verdicts(&game).is_none());
    let back = game.truncated(10);
    assert_eq!(back.history(), game.history()[..10]);
    assert_eq!(game.truncated(10_000).position(), game.position());
    assert_eq!(game.truncated(0).position(), game.start_position());
}

/// The best of `verdicts` for the side that chooses among them: the quickest win, else a
/// draw, else the slowest loss.
fn best(verdicts: &[review::ActionVerdict]) -> Verdict {
    let key = |v: &Verdict| match *v {
        Verdict::Win(n) => (2, -i32::from(n)),
        Verdict::Draw => (1, 0),
        Verdict::Loss(n) => (0, i32::from(n)),
    };
    verdicts.iter().map(|v| v.verdict).max_by_key(key).expect("a legal action")
}

#[test]
fn z9_the_coach_says_where_each_legal_move_leads() {
    let game = new_game(GameKind::Zhili, Some("bbb.sbrrrr. r 0")).unwrap();
    let verdicts = game.action_verdicts().unwrap();
    let legal: Vec<String> = game.legal_actions().into_iter().map(|a| a.text).collect();
    assert_eq!(
        verdicts.iter().map(|v| v.action.clone()).collect::<Vec<_>>(),
        legal,
        "one per legal action, in order"
    );
    for v in &verdicts {
        let after = replay(GameKind::Zhili, "bbb.sbrrrr. r 0", &[&v.action]).unwrap();
        assert_eq!(
            review::verdicts(&after.game).unwrap()[0].after,
            v.verdict,
            "{}: as the review judges it",
            v.action
        );
    }
    assert_eq!(best(&verdicts), Verdict::Win(2), "Red wins in 3: its best move leaves a win in 2");
    assert!(
        verdicts.contains(&review::ActionVerdict { action: "6-3".into(), verdict: Verdict::Draw }),
        "the blunder"
    );
}

#[test]
fn z9_the_best_move_keeps_the_verdict_one_ply_nearer() {
    for seed in 0..20 {
        let mut game = random_game(GameKind::Zhili, seed, 30);
        while game.outcome().is_some() {
            game = game.truncated(game.plies() - 1);
        }
        let here = game.verdict().unwrap();
        let expected = match here {
            Verdict::Win(n) => Verdict::Win(n - 1),
            Verdict::Loss(n) => Verdict::Loss(n - 1),
            Verdict::Draw => Verdict::Draw,
        };
        assert_eq!(best(&game.action_verdicts().unwrap()), expected, "seed {seed}: {}", game.position());
    }
}

#[test]
fn only_a_solved_game_has_a_coach() {
    for kind in GameKind::ALL {
        let game = new_game(kind, None).unwrap();
        assert_eq!(game.action_verdicts().is_some(), kind.info().capabilities.solved, "{kind}");
    }
}
