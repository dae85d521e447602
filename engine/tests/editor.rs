//! The position editor (`engine/src/editor.rs`) as rule examples: a position, an edit, the
//! result and the rule that decides it. What the rules refuse is refused with the game's own
//! code, as its parser refuses the position; only what the notation cannot write has an
//! `editor.*` code. Then seeded random edits from every game's start: nothing panics, and each
//! edit composes to a position that plays and reads back, or is refused with a code that has
//! its text in every language.

use shuangcheng_engine::rng::Rng;
use shuangcheng_engine::{new_game, EditedPiece, EditedPosition, GameKind, PositionError, Side};

fn start(kind: GameKind) -> EditedPosition {
    kind.edited(&kind.catalog().start).expect("the start reads")
}

fn refused(kind: GameKind, edited: &EditedPosition) -> String {
    kind.compose(edited).expect_err("refused").code().to_string()
}

fn piece(at: &str, kind: &str, side: Option<Side>) -> EditedPiece {
    EditedPiece::plain(at, kind, side)
}

/// The edited position without the piece on `at`.
fn without(mut edited: EditedPosition, at: &str) -> EditedPosition {
    let before = edited.pieces.len();
    edited.pieces.retain(|p| p.at != at);
    assert_eq!(edited.pieces.len(), before - 1, "a piece stood on {at}");
    edited
}

/// The edited position with `piece` added.
fn with(mut edited: EditedPosition, piece: EditedPiece) -> EditedPosition {
    edited.pieces.push(piece);
    edited
}

/// The piece whose unit id is `unit` (Generals).
fn unit<'a>(edited: &'a mut EditedPosition, unit: &str) -> &'a mut EditedPiece {
    edited.pieces.iter_mut().find(|p| p.unit.as_deref() == Some(unit)).expect("the unit stands")
}

#[test]
fn every_start_composes_back_to_itself() {
    for kind in GameKind::ALL {
        let start = &kind.catalog().start;
        let edited = kind.edited(start).unwrap();
        assert_eq!(kind.compose(&edited).unwrap(), *start, "{kind}");
        assert_eq!(new_game(kind, None).unwrap().edited(), edited, "{kind}: a game's position, taken apart");
        let json = serde_json::to_value(&edited).unwrap();
        assert_eq!(serde_json::from_value::<EditedPosition>(json).unwrap(), edited, "{kind}: its JSON");
    }
}

#[test]
fn t13_one_city_a_side() {
    let tc = GameKind::TwinCities;
    // T13: exactly one City a side. Red to move, Black's City e10 removed.
    assert_eq!(refused(tc, &without(start(tc), "e10")), "twin-cities.cities");
    // A third City, a second one for Red.
    assert_eq!(refused(tc, &with(start(tc), piece("e5", "C", Some(Side::First)))), "twin-cities.cities");
    // T11/T13's one exception: the side to move without its City is the position right after
    // its capture, a finished game.
    let captured = tc.compose(&without(start(tc), "e2")).unwrap();
    assert_eq!(captured, "9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/9/9 r S4TFBHLWRDE s4tfbhlwrde 0 1");
    assert!(new_game(tc, Some(&captured)).unwrap().outcome().is_some());
}

#[test]
fn t2_t6_t13_pieces_and_reserves() {
    let tc = GameKind::TwinCities;
    // T2: six Soldiers a side in all; Red's four in reserve and two on the board.
    let mut edited = start(tc);
    edited.reserves[0].insert("S".into(), 5);
    assert_eq!(refused(tc, &edited), "twin-cities.too-many");
    // T13 writes a reserve count as one digit.
    edited.reserves[0].insert("S".into(), 10);
    assert_eq!(refused(tc, &edited), "editor.reserve-count");
    // T6: a City never leaves the board.
    let mut edited = start(tc);
    edited.reserves[1].insert("C".into(), 1);
    assert_eq!(refused(tc, &edited), "editor.reserve-kind");
    // T13: at most two Strongholds, neutral.
    assert_eq!(refused(tc, &with(start(tc), piece("e6", "X", None))), "twin-cities.strongholds");
    assert_eq!(refused(tc, &with(start(tc), piece("e6", "X", Some(Side::First)))), "editor.side");
    assert_eq!(refused(tc, &with(start(tc), piece("e6", "S", None))), "editor.side");
    // A reserve piece recruited by hand: the Tiger onto e3, Black to move.
    let mut edited = with(start(tc), piece("e3", "T", Some(Side::First)));
    edited.reserves[0].remove("T");
    edited.to_move = Side::Second;
    assert_eq!(
        tc.compose(&edited).unwrap(),
        "9/4c4/3s1s3/9/9/2X3X2/9/9/3STS3/4C4/9 b S4FBHLWRDE s4tfbhlwrde 0 1"
    );
}

#[test]
fn g7_g14_water_and_generals() {
    let g = GameKind::Generals;
    // G7/G14: only a Marine stands in water; c6 is water (G1).
    let mut edited = start(g);
    unit(&mut edited, "r1").at = "c6".into();
    assert_eq!(refused(g, &edited), "generals.in-water");
    unit(&mut edited, "r1").kind = "MA".into();
    assert!(g.compose(&edited).unwrap().contains("r1=MA@c6"));
    // G14: a soldier is refused without its general.
    let mut edited = start(g);
    edited.pieces.retain(|p| p.unit.as_deref() != Some("y0"));
    assert_eq!(refused(g, &edited), "generals.general-absent");
    // G14: an id is a general's letter and a number 0–4; health 1 to the kind's (G3).
    let mut edited = start(g);
    unit(&mut edited, "r1").unit = Some("r7".into());
    assert_eq!(refused(g, &edited), "generals.unit-id");
    let mut edited = start(g);
    unit(&mut edited, "r2").hp = Some(4);
    assert_eq!(refused(g, &edited), "generals.hp-range");
    unit(&mut edited, "r2").hp = Some(2);
    assert!(g.compose(&edited).unwrap().contains("r2=HI@c3:2"));
    // Every unit has its id, which is its general's: r3 is South's (G2).
    let mut edited = start(g);
    unit(&mut edited, "r3").unit = None;
    assert_eq!(refused(g, &edited), "editor.unit-id-missing");
    let mut edited = start(g);
    unit(&mut edited, "r3").side = Some(Side::Second);
    assert_eq!(refused(g, &edited), "editor.side");
}

#[test]
fn g9_g14_a_unit_on_its_chariot_rides_it() {
    let g = GameKind::Generals;
    let mut edited = start(g);
    unit(&mut edited, "r4").kind = "CH".into();
    unit(&mut edited, "r4").hp = None;
    unit(&mut edited, "r4").at = "d4".into();
    unit(&mut edited, "r1").at = "d4".into();
    let composed = g.compose(&edited).unwrap();
    assert!(composed.contains("r1=LI@d4^r4") && composed.contains("r4=CH@d4"), "{composed}");
    assert_eq!(g.edited(&composed).unwrap().pieces.iter().filter(|p| p.at == "d4").count(), 2);
    // G9: cavalry cannot ride; without a Chariot two units do not share a cell (G14).
    unit(&mut edited, "r1").kind = "LC".into();
    assert_eq!(refused(g, &edited), "generals.cannot-ride");
    unit(&mut edited, "r4").kind = "LI".into();
    assert_eq!(refused(g, &edited), "generals.shared-cell");
}

#[test]
fn z3_z8_four_pieces_a_side_and_one_shared() {
    let z = GameKind::Zhili;
    assert_eq!(refused(z, &without(start(z), "0")), "zhili.piece-counts");
    assert_eq!(refused(z, &with(start(z), piece("3", "r", Some(Side::First)))), "zhili.piece-counts");
    // The shared piece is no side's; a side's piece is its own (Z3).
    assert_eq!(refused(z, &with(without(start(z), "5"), piece("5", "s", Some(Side::First)))), "editor.side");
    assert_eq!(refused(z, &with(without(start(z), "0"), piece("3", "b", Some(Side::First)))), "editor.side");
    // A Black piece moved from 0 to 3, Black to move; the lock (Z5) is off.
    let mut edited = with(without(start(z), "0"), piece("3", "b", Some(Side::Second)));
    edited.to_move = Side::Second;
    assert_eq!(z.compose(&edited).unwrap(), ".bbbbsr.rrr b 0");
}

#[test]
fn what_the_notation_cannot_write_has_an_editor_code() {
    let points = [
        (GameKind::TwinCities, "j1", "e2", "Q"),
        (GameKind::Zhili, "11", "8", "q"),
        (GameKind::Generals, "l1", "c3", "XX"),
    ];
    for (kind, off_board, taken, no_kind) in points {
        let mut edited = start(kind);
        edited.pieces[0].at = off_board.into();
        assert_eq!(refused(kind, &edited), "editor.point", "{kind}: Z1, T1, G1");
        let mut edited = start(kind);
        edited.pieces[0].kind = no_kind.into();
        assert_eq!(refused(kind, &edited), "editor.kind", "{kind}: Z3, T2, G3");
        let mut edited = start(kind);
        let first = edited.pieces.iter().position(|p| p.at != taken).unwrap();
        edited.pieces[first].at = taken.into();
        let expected = if kind == GameKind::Generals { "generals.shared-cell" } else { "editor.same-point" };
        assert_eq!(refused(kind, &edited), expected, "{kind}");
    }
    let mut edited = start(GameKind::Zhili);
    edited.pieces[0].hp = Some(1);
    assert_eq!(refused(GameKind::Zhili, &edited), "editor.health");
    let mut edited = start(GameKind::TwinCities);
    edited.pieces[0].unit = Some("r1".into());
    assert_eq!(refused(GameKind::TwinCities, &edited), "editor.unit-id-unused");
    let mut edited = start(GameKind::Generals);
    edited.reserves[0].insert("LI".into(), 1);
    assert_eq!(refused(GameKind::Generals, &edited), "editor.reserve-kind");
}

#[test]
fn positions_met_in_play_are_taken_apart_without_loss() {
    for kind in GameKind::ALL {
        let mut rng = Rng::new(7);
        for _ in 0..6 {
            let mut game = new_game(kind, None).unwrap();
            for _ in 0..60 {
                let edited = game.edited();
                let composed = kind.compose(&edited).unwrap_or_else(|e| panic!("{}: {e}", game.position()));
                assert_eq!(kind.edited(&composed).unwrap(), edited, "{}", game.position());
                let actions = game.legal_actions();
                let Some(action) = rng.pick(&actions) else { break };
                game.play(&action.text).unwrap();
            }
        }
    }
}

/// Whether the code has its template in every language: a game's own in its texts (简体 and
/// English; 繁體 is converted from 简体 by the UI), a shared one in `ui/js/error-text.js`
/// (简体, English) and `ui/js/zh-hant.js`, which `tests/unit/error-text.test.mjs` checks
/// with its parameters.
fn has_text(kind: GameKind, e: &PositionError) -> bool {
    let code = e.code();
    if !code.starts_with("editor.") {
        let text = kind.catalog().texts.errors.get(code);
        return text.is_some_and(|t| ["zh", "en"].iter().all(|l| t.0.contains_key(*l)));
    }
    let ui = |file: &str| {
        std::fs::read_to_string(format!("{}/../ui/js/{file}", env!("CARGO_MANIFEST_DIR"))).unwrap()
    };
    ui("error-text.js").matches(&format!("'{code}':")).count() == 2
        && ui("zh-hant.js").contains(&format!("\"{code}\":"))
}

/// One random edit of `edited`, as a player makes them in the editor: a piece placed (one of
/// the start's pieces, or any kind, side and point, now and then one the board does not have),
/// moved or removed, a reserve count or a health changed, the side to move switched.
fn random_edit(kind: GameKind, start: &EditedPosition, edited: &mut EditedPosition, rng: &mut Rng) {
    let catalog = kind.catalog();
    let point = |rng: &mut Rng| match rng.below(40) {
        0 => "z99".to_string(),
        _ => rng.pick(&catalog.board.points).unwrap().clone(),
    };
    let n = edited.pieces.len();
    match rng.below(7) {
        0 | 1 => {
            let sides = [Some(Side::First), Some(Side::Second), None];
            let kind_is_generals = kind == GameKind::Generals;
            let any = |rng: &mut Rng| {
                let kind = if rng.below(20) == 0 { "?" } else { rng.pick(&catalog.pieces).unwrap().code };
                let mut any = piece(&point(rng), kind, *rng.pick(&sides).unwrap());
                if kind_is_generals {
                    // An id of G14 (a general's letter, a number 0 to 4), or none now and then.
                    let id = format!("{}{}", rng.pick(&['r', 'b', 'y', 'g']).unwrap(), rng.below(5));
                    any.unit = (rng.below(10) > 0).then_some(id);
                }
                any
            };
            let mut placed = match rng.below(3) {
                0 => any(rng),
                _ => rng.pick(&start.pieces).cloned().unwrap_or_else(|| any(rng)),
            };
            placed.at = point(rng);
            if rng.below(2) == 0 {
                edited.pieces.retain(|p| p.at != placed.at);
            }
            edited.pieces.push(placed);
        }
        2 if n > 0 => edited.pieces[rng.below(n)].at = point(rng),
        3 if n > 0 => {
            edited.pieces.remove(rng.below(n));
        }
        4 => {
            let side = rng.below(2);
            let code = rng.pick(&catalog.pieces).unwrap().code.to_string();
            match rng.below(11) {
                0 => edited.reserves[side].remove(&code),
                count => edited.reserves[side].insert(code, count as u8),
            };
        }
        5 if n > 0 => {
            let hp = if kind == GameKind::Generals || rng.below(10) == 0 {
                Some(rng.below(4) as u8)
            } else {
                None
            };
            edited.pieces[rng.below(n)].hp = hp;
        }
        _ => edited.to_move = edited.to_move.other(),
    }
}

#[test]
fn random_edits_compose_to_a_position_that_plays_or_are_refused_with_a_said_code() {
    for kind in GameKind::ALL {
        let start = start(kind);
        let mut rng = Rng::new(0x5EED ^ kind as u64);
        let (mut composed, mut refused) = (0, std::collections::BTreeSet::new());
        for _ in 0..16 {
            let mut edited = start.clone();
            for _ in 0..200 {
                let mut next = edited.clone();
                random_edit(kind, &start, &mut next, &mut rng);
                match kind.compose(&next) {
                    Ok(position) => {
                        let mut game =
                            new_game(kind, Some(&position)).unwrap_or_else(|e| panic!("{position}: {e}"));
                        assert_eq!(kind.compose(&kind.edited(&position).unwrap()).unwrap(), position);
                        for _ in 0..2 {
                            let actions = game.legal_actions();
                            let Some(action) = rng.pick(&actions) else { break };
                            game.play(&action.text).unwrap();
                        }
                        composed += 1;
                        edited = next;
                    }
                    Err(e) => {
                        assert!(has_text(kind, &e), "{kind}: {} has no text in every language", e.code());
                        refused.insert(e.code().to_string());
                    }
                }
            }
        }
        // The walk goes through many positions, and meets refusals of both sorts.
        assert!(composed > 500, "{kind}: {composed} edits composed");
        assert!(refused.contains("editor.kind") && refused.contains("editor.point"), "{kind}: {refused:?}");
        // Tic-tac-toe's one refusal of the rules, two lines (J3), is rarely met at random.
        let rules_refused = refused.iter().any(|c| !c.starts_with("editor."));
        assert!(rules_refused || kind.info().example, "{kind}: {refused:?}");
    }
}
