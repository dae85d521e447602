//! The arbiter (`engine/src/refusal.rs`) of every game in the registry:
//! - the game's texts hold a template for exactly the codes its arbiter may give
//!   (`GameKind::refusals`), in every language the file writes, each with exactly that code's
//!   parameters (繁體 is converted from `zh`; `tests/unit/refusals.test.mjs` renders all three);
//! - seeded random games tap points after no tap and after the first taps of legal actions:
//!   what is refused gets a listed code, with its rule and exactly its parameters, and what
//!   goes on, steps back or starts afresh is not refused;
//! - every listed code is met, in those games or in the game's rule examples of refused taps
//!   (`<game>/examples.rs`, found through the registry).

use std::collections::BTreeSet;

use shuangcheng_engine::examples::RefusedTap;
use shuangcheng_engine::refusal::Refusal;
use shuangcheng_engine::rng::Rng;
use shuangcheng_engine::text::REQUIRED_LANGUAGES;
use shuangcheng_engine::texts::placeholders;
use shuangcheng_engine::{new_game, AnyGame, GameKind, SetupChoice, Side, TapKind};

#[test]
fn every_refusal_has_a_template_with_its_parameters_in_every_language() {
    for kind in GameKind::ALL {
        let templates = &kind.catalog().texts.refusals;
        let listed: BTreeSet<&str> = kind.refusals().iter().map(|(code, _, _)| *code).collect();
        let written: BTreeSet<&str> = templates.keys().map(String::as_str).collect();
        assert_eq!(written, listed, "{kind}: the refusal templates are not the arbiter's codes");
        for (code, _, params) in kind.refusals() {
            let text = &templates[*code];
            let mut wanted: Vec<String> = params.iter().map(|p| p.to_string()).collect();
            wanted.sort();
            for language in REQUIRED_LANGUAGES {
                let template = text.0.get(language).unwrap_or_else(|| panic!("{code}: no {language} text"));
                assert_eq!(placeholders(template), wanted, "{code} in {language}");
            }
        }
    }
}

/// Checks `refused` against its game's list: a listed code, its rule, its parameters.
fn check_listed(kind: GameKind, refused: &Refusal, context: &str) {
    let listed = kind.refusals().iter().find(|(code, _, _)| *code == refused.code);
    let Some((_, rule, params)) = listed else { panic!("{context}: unlisted code {}", refused.code) };
    assert_eq!(refused.rule, *rule, "{context}: {}", refused.code);
    let given: Vec<&str> = refused.params.keys().copied().collect();
    let mut wanted = params.to_vec();
    wanted.sort();
    assert_eq!(given, wanted, "{context}: {}", refused.code);
    assert!(refused.params.values().all(|v| !v.is_empty()), "{context}: an empty parameter {refused:?}");
}

/// The starts a walk plays from: each game's own, and for a game with a setup phase each of its
/// presets against each (Generals' armies, so that every kind in them is met).
fn starts(kind: GameKind) -> Vec<Option<String>> {
    let mut out = vec![None];
    if let Some(setup) = kind.setup() {
        let ids: Vec<&str> = setup.presets().iter().map(|p| p.id).collect();
        for (first, second) in ids.iter().flat_map(|a| ids.iter().map(move |b| (*a, *b))) {
            let mut under_way = setup.begin(Side::First);
            for (side, id) in [(Side::First, first), (Side::Second, second)] {
                under_way.submit(side, &SetupChoice::Preset(id.to_string())).expect("a preset is a setup");
            }
            out.push(Some(under_way.start().expect("both sides set up")));
        }
    }
    out
}

/// What the arbiter says when `game` is tapped on `tapped` after `chosen`, checked.
fn tap(game: &AnyGame, chosen: &[&str], tapped: &str, met: &mut BTreeSet<&'static str>) {
    let context = format!("{} after {chosen:?} on {tapped}", game.position());
    if let Some(refused) = game.refusal(chosen, tapped) {
        check_listed(game.kind(), &refused, &context);
        met.insert(refused.code);
    }
}

/// The kinds of `kind`'s reserve ring (Twin Cities' T13), as its catalog part serves them to its
/// drawer; none for a game without one.
fn reserve_kinds(kind: GameKind) -> Vec<String> {
    let reserve = kind.catalog().part.get("reserve").and_then(|r| r.as_array());
    reserve.into_iter().flatten().filter_map(|k| k.as_str().map(str::to_string)).collect()
}

/// Seeded random games of `kind`, tapping in every position: a random sample of points and
/// reserve slots after no tap, after the first tap of a random legal action and after all its
/// taps but the last; the tap that completes an action, and a reserve tap an action names, are
/// never refused.
fn walk(kind: GameKind, games: u64, plies: usize) -> BTreeSet<&'static str> {
    // The reserve ring's slots are tapped as points are (`<side>-<kind>`).
    let slots =
        reserve_kinds(kind).into_iter().flat_map(|k| ["first", "second"].map(|side| format!("{side}-{k}")));
    let points: Vec<String> = kind.catalog().board.points.iter().cloned().chain(slots).collect();
    let mut met = BTreeSet::new();
    for start in starts(kind) {
        for seed in 0..games {
            let mut rng = Rng::new(seed);
            let mut game = new_game(kind, start.as_deref()).expect("the start reads");
            for _ in 0..plies {
                let actions = game.legal_actions();
                let Some(action) = rng.pick(&actions).cloned() else { break };
                let tokens = action.tokens();
                for chosen in [&[][..], &tokens[..1], &tokens[..tokens.len() - 1]] {
                    for _ in 0..6 {
                        tap(&game, chosen, &points[rng.below(points.len())], &mut met);
                    }
                }
                if let Some(last) = action.taps.last().and_then(|t| t.at.as_deref()) {
                    let context = format!("{} completing {}", game.position(), action.text);
                    assert_eq!(game.refusal(&tokens[..tokens.len() - 1], last), None, "{context}");
                }
                // A general tapped in the reserve where an exchange names it goes on.
                for (i, t) in action.taps.iter().enumerate().filter(|(_, t)| t.kind == TapKind::Reserve) {
                    let slot = format!("{}-{}", game.to_move().name(), t.token);
                    assert_eq!(game.refusal(&tokens[..i], &slot), None, "{} in {}", slot, action.text);
                }
                game.play(&action.text).expect("a legal action plays");
            }
        }
    }
    met
}

/// What the arbiter of `kind` says of the example's tap; panics when it is not refused.
fn refusal(example: &RefusedTap, kind: GameKind) -> Refusal {
    let mut game = new_game(kind, example.position).unwrap_or_else(|e| panic!("{}: {e}", example.about));
    for action in example.played {
        game.play(action).unwrap_or_else(|e| panic!("{}: {action}: {e}", example.about));
    }
    let playable = |seat: Option<u8>| example.seat.is_none() || seat.is_none() || seat == example.seat;
    game.refusal_for_seats(example.chosen, example.tapped, &playable)
        .unwrap_or_else(|| panic!("{}: the tap is not refused", example.about))
}

#[test]
fn every_code_is_met_and_every_refusal_is_listed() {
    let mut unmet_codes = Vec::new();
    for kind in GameKind::ALL {
        let budget = &kind.examples().refusal_walk;
        let mut met = walk(kind, budget.games, budget.plies);
        for example in kind.examples().refused_taps {
            let refused = refusal(example, kind);
            check_listed(kind, &refused, example.about);
            met.insert(refused.code);
        }
        let listed: BTreeSet<&str> = kind.refusals().iter().map(|(code, _, _)| *code).collect();
        unmet_codes.extend(listed.difference(&met).copied());
    }
    assert!(unmet_codes.is_empty(), "no walk or example meets {unmet_codes:?}");
}

#[test]
fn each_rule_example_is_refused_with_its_code() {
    for kind in GameKind::ALL {
        for example in kind.examples().refused_taps {
            assert_eq!(refusal(example, kind).code, example.code, "{}", example.about);
        }
    }
}
