//! The registry of games: every registered game has each part the app and the UI use, its
//! capabilities agree with what its traits do, an unknown id is an error, and the default
//! level follows the ladders. It also writes the UI's golden copy of the registry
//! (`tests/unit/golden/registry.json`), which `tests/unit/registry.test.mjs` walks to check
//! the UI's own tables (board drawers, texts, error templates).

use std::path::PathBuf;

use serde_json::{json, Value};
use shuangcheng_engine::ai::SearchLimits;
use shuangcheng_engine::lessons::lessons;
use shuangcheng_engine::review::Analyzer;
use shuangcheng_engine::{new_game, GameKind, SetupChoice, Side};

#[test]
fn the_kinds_are_the_registry_in_order_and_their_ids_read_back() {
    for (i, kind) in GameKind::ALL.into_iter().enumerate() {
        assert_eq!(kind as usize, i, "{kind}: ALL is in declaration order");
        assert_eq!(kind.id().parse::<GameKind>().unwrap(), kind);
        assert_eq!(serde_json::to_value(kind).unwrap(), json!(kind.id()));
        assert_eq!(serde_json::from_value::<GameKind>(json!(kind.id())).unwrap(), kind);
        assert_eq!(kind.catalog().game, kind);
        assert_eq!(new_game(kind, None).unwrap().kind(), kind, "{kind}: its game's own KIND");
    }
}

#[test]
fn an_unknown_game_is_an_error_everywhere() {
    let e = "chess".parse::<GameKind>().unwrap_err();
    assert_eq!(e.to_string(), format!("unknown game 'chess' (expected {})", GameKind::id_list()));
    assert!(
        GameKind::id_list().ends_with(" or generals") || cfg!(feature = "example-game"),
        "the ids, as a list"
    );
    assert!(serde_json::from_value::<GameKind>(json!("chess")).is_err());
    assert!(serde_json::from_value::<GameKind>(json!("Zhili")).is_err(), "ids are exact");
}

#[test]
fn every_game_has_names_glyphs_a_board_lessons_and_a_ladder() {
    for kind in GameKind::ALL {
        let info = kind.info();
        for name in [info.names.zh, info.names.zh_hant, info.names.en] {
            assert!(!name.trim().is_empty(), "{kind}: a name in every language");
        }
        assert!(!info.board.is_empty(), "{kind}: a board drawer");
        for piece in &kind.catalog().pieces {
            let glyph = info.glyphs.iter().find(|g| g.code == piece.code);
            let glyph = glyph.unwrap_or_else(|| panic!("{kind}: no glyph for {}", piece.code));
            assert!(!glyph.zh.is_empty() && !glyph.zh_hant.is_empty(), "{kind} {}", piece.code);
        }
        assert!(info.glyphs.iter().any(|g| g.code == info.icon), "{kind}: the icon is a piece with a glyph");
        assert!(!lessons(kind).unwrap().is_empty(), "{kind}: lessons");
        assert!(!kind.ai_levels().is_empty(), "{kind}: an AI ladder");
        let timer = info.timer;
        assert!(timer.min_secs <= timer.max_secs && timer.allows(timer.default_secs), "{kind}: timer");
        assert!(timer.presets.iter().all(|&s| timer.allows(Some(s))), "{kind}: every preset in the range");
        assert!(timer.presets.windows(2).all(|w| w[0] < w[1]), "{kind}: presets shortest first, each once");
        assert!(
            timer.default_secs.is_none_or(|d| timer.presets.contains(&d)),
            "{kind}: the default is one of the presets"
        );
        assert_eq!(kind.catalog().default_timer_secs, timer.default_secs, "{kind}: the catalog's timer");
    }
}

#[test]
fn each_game_has_its_own_rule_letter_and_cites_only_its_own_rules() {
    let letters: std::collections::HashSet<&str> =
        GameKind::ALL.iter().map(|k| k.info().rule_letter).collect();
    assert_eq!(letters.len(), GameKind::ALL.len(), "one letter per game");
    for kind in GameKind::ALL {
        let letter = kind.info().rule_letter;
        assert!(letter.len() == 1 && letter.chars().all(|c| c.is_ascii_uppercase()), "{kind}: '{letter}'");
        let refused = kind.refusals().iter().map(|(_, rule, _)| *rule);
        for rule in [kind.info().end_rule, kind.info().timer_rule].into_iter().chain(refused) {
            assert!(rule.starts_with(letter) && rule[1..].parse::<u8>().is_ok(), "{kind}: cites {rule}");
        }
    }
}

#[test]
fn every_verb_of_every_game_is_told_in_every_language_of_its_texts_file() {
    for kind in GameKind::ALL {
        let catalog = kind.catalog();
        let verbs: Vec<String> =
            catalog.verbs.iter().map(|v| json!(v).as_str().expect("a verb").to_string()).collect();
        // A timed-out turn is the app's clock, said the same in every game: the UI's shared
        // `words.pass` (ui/js/i18n-words.js).
        for verb in verbs.iter().filter(|v| *v != "pass") {
            let text = catalog.texts.words.get(verb);
            let text = text.unwrap_or_else(|| panic!("engine/texts/{kind}.toml: no [words.{verb}]"));
            for language in ["zh", "en"] {
                assert!(
                    text.0.get(language).is_some_and(|t| !t.is_empty()),
                    "{kind} {verb}: a {language} text"
                );
            }
        }
        for key in catalog.texts.words.keys() {
            let verb = key.strip_suffix(".one").unwrap_or(key);
            assert!(
                verbs.contains(&verb.to_string()),
                "engine/texts/{kind}.toml: '{key}' is no verb of the game"
            );
        }
        // The taps' and notes' keys are checked against the states random games reach
        // (random_games.rs); here, that each text is written in both languages.
        let texts = &catalog.texts;
        for (part, table) in [("help", &texts.help), ("taps", &texts.taps), ("notes", &texts.notes)] {
            for (key, text) in table {
                for language in ["zh", "en"] {
                    assert!(
                        text.0.get(language).is_some_and(|t| !t.is_empty()),
                        "{kind} [{part}.{key}]: {language}"
                    );
                }
            }
        }
    }
}

/// Each game's own end reasons have a text in its file, filled from its catalog's limits, and
/// the file has no other; the shared reasons are the app's.
#[test]
fn every_end_reason_of_a_game_has_its_text() {
    for kind in GameKind::ALL {
        let catalog = kind.catalog();
        let own: Vec<&str> = kind.info().end_reasons.iter().map(|r| r.code()).collect();
        let written: Vec<&str> = catalog.texts.reasons.keys().map(String::as_str).collect();
        assert_eq!(
            written,
            own.iter().copied().collect::<std::collections::BTreeSet<_>>().into_iter().collect::<Vec<_>>(),
            "engine/texts/{kind}.toml [reasons]"
        );
        for (code, text) in &catalog.texts.reasons {
            for language in ["zh", "en"] {
                let template =
                    text.0.get(language).unwrap_or_else(|| panic!("{kind} [reasons.{code}]: {language}"));
                for name in shuangcheng_engine::texts::placeholders(template) {
                    assert!(
                        catalog.limits.get(&name).is_some(),
                        "{kind} [reasons.{code}] {language}: no limit {{{name}}}"
                    );
                }
            }
        }
        for shared in shuangcheng_engine::EndReason::SHARED {
            assert!(!own.contains(&shared.code()), "{kind}: {} is a shared reason", shared.code());
        }
    }
}

#[test]
fn capabilities_say_what_the_traits_do() {
    for kind in GameKind::ALL {
        let caps = kind.info().capabilities;
        let game = new_game(kind, None).unwrap();
        assert_eq!(game.verdict().is_some(), caps.solved, "{kind}: solved ⇔ an exact verdict");
        let value = Analyzer::new().value_at(&game, 0, &SearchLimits::default());
        assert_eq!(value.is_some(), caps.analysable, "{kind}: analysable ⇔ a review value");
        assert_eq!(
            Analyzer::searches(&game),
            caps.timed_analysis,
            "{kind}: timed analysis ⇔ its values are searches"
        );
        let army = kind.catalog().part.get("army");
        assert_eq!(army.is_some(), caps.setup_phase, "{kind}: a setup phase ⇔ army rules");
        assert_eq!(kind.setup().is_some(), caps.setup_phase, "{kind}: a setup phase ⇔ the registry's setup");
        if let Some(setup) = kind.setup() {
            assert_eq!(setup.kind(), kind, "{kind}: its setup starts its own game");
            assert!(!setup.presets().is_empty(), "{kind}: its setup has presets");
            // Every preset, for every side, is a setup the rules take, and play starts from them.
            let mut under_way = setup.begin(Side::Second);
            for side in Side::BOTH {
                for p in setup.presets() {
                    let units = setup.preset(p.id, side).unwrap();
                    setup.validate(side, &SetupChoice::Units(units)).unwrap();
                }
                assert!(!under_way.complete());
                under_way.submit(side, &SetupChoice::Preset(setup.presets()[0].id.into())).unwrap();
            }
            let game = new_game(kind, Some(&under_way.start().unwrap())).unwrap();
            assert_eq!(game.to_move(), Side::Second, "{kind}: the side chosen to move first does");
        }
        // A turn of several actions: some first action of the start leaves the turn open.
        let mid_turn = game.legal_actions().iter().any(|a| {
            let mut after = game.clone();
            after.play(&a.text).unwrap();
            !after.at_turn_boundary()
        });
        assert_eq!(
            mid_turn, caps.multi_action_turns,
            "{kind}: turns of several actions ⇔ a mid-turn position"
        );
        assert_eq!(
            game.threats(Side::First).is_some(),
            caps.threats,
            "{kind}: threats ⇔ pieces taken or hurt"
        );
    }
}

#[test]
fn the_default_level_is_the_wanted_one_else_the_same_rank_else_the_middle() {
    let ids = |k: GameKind| k.ai_levels().iter().map(|l| l.id).collect::<Vec<_>>();
    for kind in GameKind::ALL {
        let levels = ids(kind);
        for id in &levels {
            assert_eq!(kind.default_level(id).unwrap().id, *id, "{kind} has {id}");
        }
        let middle = levels[levels.len() / 2];
        assert_eq!(kind.default_level("grandmaster").unwrap().id, middle, "{kind}: no game has it");
    }
    // The master is the fifth level of Twin Cities; Zhili's fifth is its perfect level.
    assert_eq!(ids(GameKind::TwinCities)[4], "master");
    assert_eq!(GameKind::Zhili.default_level("master").unwrap().id, ids(GameKind::Zhili)[4]);
}

/// The registry as the UI's unit tests read it: each game's id, registry entry, piece codes
/// and its own part of the catalog (which its board drawer reads).
fn registry_json() -> Value {
    let games: Vec<Value> = GameKind::shipped()
        .map(|k| {
            let pieces: Vec<&str> = k.catalog().pieces.iter().map(|p| p.code).collect();
            json!({ "game": k, "info": k.info(), "pieces": pieces, "part": k.catalog().part })
        })
        .collect();
    Value::Array(games)
}

#[test]
fn the_uis_golden_registry_is_up_to_date() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/unit/golden/registry.json");
    let now = serde_json::to_string_pretty(&registry_json()).unwrap() + "\n";
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, &now).unwrap();
    }
    let stored = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        stored == now,
        "{} is out of date: run `UPDATE_GOLDEN=1 cargo test -p shuangcheng-engine --test registry`",
        path.display()
    );
}

/// A game's rules page (`docs/rules/<id>.md`) and its text.
fn rules_page(kind: GameKind) -> (PathBuf, String) {
    let page =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../docs/rules").join(format!("{}.md", kind.id()));
    let text = std::fs::read_to_string(&page).unwrap_or_else(|e| panic!("{}: {e}", page.display()));
    (page, text)
}

/// The section of `rule` on its game's page, from its heading's title to the next heading.
fn rule_section(kind: GameKind, rule: &str) -> String {
    let (page, text) = rules_page(kind);
    assert!(
        text.contains(&format!("<a id=\"{rule}\"></a>")),
        "{kind}: {rule} is a rule of {}",
        page.display()
    );
    let section =
        text.split(&format!("## {rule} — ")).nth(1).map(|rest| rest.split("\n## ").next().unwrap_or(""));
    section.unwrap_or_else(|| panic!("{kind}: {rule} has a heading in {}", page.display())).to_string()
}

#[test]
fn the_end_rule_of_every_game_is_a_rule_of_its_own_page() {
    for kind in GameKind::ALL {
        let rule = kind.info().end_rule;
        let section = rule_section(kind, rule);
        let heading = section.lines().next().unwrap_or("");
        assert!(heading.to_lowercase().contains("end"), "{kind}: {rule} is how a game ends, not '{heading}'");
    }
}

#[test]
fn the_timer_rule_of_every_game_says_what_a_timed_out_turn_does() {
    for kind in GameKind::ALL {
        let rule = kind.info().timer_rule;
        let section = rule_section(kind, rule);
        assert!(
            section.contains("timer") || section.contains("time runs out"),
            "{kind}: {rule} says what the timer does"
        );
    }
}
