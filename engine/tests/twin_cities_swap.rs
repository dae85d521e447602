//! The swap rule, Twin Cities' fair-start option (docs/rules/twin-cities.md T14), and its
//! notation (T13): each test gives a position, an action and what follows, worked out by hand
//! from the rules.

mod common;

use common::random_twin_cities::random_position;
use common::{legal, play, pos};
use shuangcheng_engine::rng::Rng;
use shuangcheng_engine::twin_cities::TwinCities;
use shuangcheng_engine::{new_game, perft, GameKind, Position, Presentation, Side};

const START: &str = "9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 0 1";
const SWAP_START: &str = "9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 0 1 swap";

#[test]
fn t14_the_fair_start_is_the_opening_with_the_swap_rule_and_off_by_default() {
    let fair = GameKind::TwinCities.info().fair_start.expect("Twin Cities offers a fair start");
    assert_eq!((fair.rule, fair.start), ("T14", SWAP_START));
    assert_eq!(TwinCities::start(), pos::<TwinCities>(START), "the default rules: no swap");
    assert!(!TwinCities::start().swap_rule());
    assert_eq!(pos::<TwinCities>(SWAP_START), TwinCities::start().with_swap_rule());
    assert!(GameKind::Zhili.info().fair_start.is_none() && GameKind::Generals.info().fair_start.is_none());
}

#[test]
fn t14_black_may_swap_after_reds_first_action_and_then_red_moves() {
    let start: TwinCities = pos(SWAP_START);
    assert!(!legal(&start).contains("swap"), "Red cannot swap");
    assert_eq!(legal(&start).len(), 82, "Red's first actions are T3's");
    // Red's City steps to e3 (borrowing a Soldier's pattern, T5).
    let after_red = play(&start, &["e2e3"]);
    assert_eq!(
        after_red.to_string(),
        "9/4c4/3s1s3/9/9/2X3X2/9/9/3SCS3/9/9 b S4TFBHLWRDE s4tfbhlwrde 1 1 swap"
    );
    assert!(legal(&after_red).contains("swap"));
    assert_eq!(legal(&after_red).len(), legal(&play(&pos::<TwinCities>(START), &["e2e3"])).len() + 1);
    // Swapped: the board turned round, Red's City on e3 now Black's on e9 (e3's mirror), Black's
    // City on e10 now Red's on e2, Red to move at turn 2, one more quiet ply, the offer gone.
    let swapped = play(&after_red, &["swap"]);
    assert_eq!(swapped.to_string(), "9/9/3scs3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 2 2");
    assert_eq!(swapped.to_move(), Side::First);
    assert!(!legal(&swapped).contains("swap"));
}

#[test]
fn t14_a_swap_exchanges_the_reserves_too() {
    // Red recruits on e3 (T7): its reserve holds 3 Soldiers, Black's 4; swapped, Black has
    // Red's recruit and its 3, Red Black's untouched 4.
    let swapped = play(&pos::<TwinCities>(SWAP_START), &["+e3", "swap"]);
    assert_eq!(swapped.to_string(), "9/4c4/3sss3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s3tfbhlwrde 1 2");
}

#[test]
fn t14_the_offer_ends_with_blacks_first_turn() {
    let replied = play(&pos::<TwinCities>(SWAP_START), &["e2e3", "e10e11"]);
    assert_eq!(replied.to_string(), "4c4/9/3s1s3/9/9/2X3X2/9/9/3SCS3/9/9 r S4TFBHLWRDE s4tfbhlwrde 2 2");
    assert!(!replied.swap_rule());
    let later = play(&replied, &["e3e2"]);
    assert!(!legal(&later).contains("swap"), "Black's second turn has no swap");
    // Without the option Black's first turn has none either.
    assert!(!legal(&play(&pos::<TwinCities>(START), &["e2e3"])).contains("swap"));
    let refused = pos::<TwinCities>(START).play(&"swap".parse().unwrap());
    assert!(refused.is_err(), "swap is not legal without the rule");
}

#[test]
fn t13_t14_the_swap_rule_is_a_seventh_field_of_the_position_and_of_its_key() {
    for s in [SWAP_START, "9/4c4/3s1s3/9/9/2X3X2/9/9/3SCS3/9/9 b S4TFBHLWRDE s4tfbhlwrde 1 1 swap"] {
        assert_eq!(pos::<TwinCities>(s).to_string(), s);
    }
    let err = SWAP_START.replace(" swap", " pie").parse::<TwinCities>().unwrap_err().to_string();
    assert!(err.contains("seventh field can only be 'swap'") && err.contains("'pie'"), "{err}");
    let err = format!("{SWAP_START} swap").parse::<TwinCities>().unwrap_err().to_string();
    assert!(err.contains("expected 6 fields"), "{err}");
    // The same board with and without the offer is not the same position (T11's repetition).
    assert_ne!(pos::<TwinCities>(SWAP_START).key(), TwinCities::start().key());
}

#[test]
fn t14_perft_counts_the_swap_once_per_first_action() {
    let start: TwinCities = pos(START);
    assert_eq!(perft(&pos::<TwinCities>(SWAP_START), 2), perft(&start, 2) + perft(&start, 1));
}

#[test]
fn t14_the_swap_is_a_word_tap_and_told_in_words() {
    let after_red = play(&pos::<TwinCities>(SWAP_START), &["e2e3"]);
    let swap = after_red.parse_action("swap").unwrap();
    assert_eq!(after_red.action_info(&swap).tokens(), ["swap"]);
    let words = after_red.words(&swap);
    assert_eq!(serde_json::to_value(words.verb).unwrap(), "swap");
    let compact = words.compact.expect("the compact form");
    assert_eq!((compact.zh.as_str(), compact.zh_hant.as_str()), ("交换", "交換"));
}

#[test]
fn t14_a_game_from_the_fair_start_plays_the_swap() {
    let mut game = new_game(GameKind::TwinCities, Some(SWAP_START)).unwrap();
    game.play("e2e3").unwrap();
    assert!(game.legal_actions().iter().any(|a| a.text == "swap"));
    game.play("swap").unwrap();
    assert_eq!(game.position(), "9/9/3scs3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 2 2");
}

/// Both colours follow the same rules (T5–T11), so the swapped position gives Red exactly the
/// actions Black had but the swap, each City on its mirror point, whatever the position.
#[test]
fn t14_the_swapped_position_offers_red_what_black_had() {
    let mut rng = Rng::new(14);
    let mirror = |p: u8| 98 - p;
    let mut checked = 0;
    while checked < 200 {
        let random = random_position(&mut rng).to_string();
        let Ok(before) = format!("{} swap", random.replacen(" r ", " b ", 1)).parse::<TwinCities>() else {
            continue;
        };
        if before.outcome().is_some() {
            continue;
        }
        let after = play(&before, &["swap"]);
        assert_eq!(legal(&after).len() + 1, legal(&before).len(), "{before} -> {after}");
        assert_eq!(after.city(Side::First), before.city(Side::Second).map(mirror), "{before} -> {after}");
        assert_eq!(after.city(Side::Second), before.city(Side::First).map(mirror), "{before} -> {after}");
        checked += 1;
    }
}
