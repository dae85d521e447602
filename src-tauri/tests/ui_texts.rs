//! The UI shows every name the core sends in 繁體中文 too: each 简体 name of the catalog
//! (sides, pieces and units, AI levels, the rules pages' texts, the games' templates) and of
//! Generals' presets has
//! its 繁體 form in `ui/js/zh-hant.js` (written by `scripts/traditional/convert.mjs`).

use std::collections::BTreeSet;
use std::sync::Arc;

use shuangcheng_engine::texts::placeholders;
use shuangcheng_engine::GameKind;
use shuangcheng_lib::service::{setup, EventSink, Service};

mod common;

/// The names map of `ui/js/zh-hant.js`: its one export is JSON after `=`.
fn traditional_names() -> serde_json::Map<String, serde_json::Value> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/ui/js/zh-hant.js");
    let text = std::fs::read_to_string(path).expect("ui/js/zh-hant.js");
    let json =
        text.split_once("= ").map(|(_, rest)| rest.trim_end().trim_end_matches(';')).expect("an export");
    let value: serde_json::Value = serde_json::from_str(json).expect("zh-hant.js holds JSON");
    value["names"].as_object().cloned().expect("a names map")
}

#[tokio::test]
async fn every_name_the_core_sends_has_its_traditional_form() {
    let events: Arc<dyn EventSink> = Arc::new(common::Recorder::default());
    let svc = Service::in_memory(None, events, tokio::runtime::Handle::current());
    let mut names = BTreeSet::new();
    // The table is the shipped games' (the example game writes its own 繁體 texts).
    for entry in svc.catalog().into_iter().filter(|e| !e.game.info().example) {
        names.extend(entry.rules.sides.iter().map(|s| s.name_zh.to_string()));
        names.extend(entry.rules.pieces.iter().filter_map(|p| p.name_zh.map(str::to_string)));
        names.extend(entry.levels.iter().map(|l| l.name_zh.clone()));
        for section in &entry.rules.rules_text {
            let texts = [&section.heading].into_iter().chain(&section.caption).chain(&section.paragraphs);
            names.extend(texts.filter_map(|t| t.0.get("zh").cloned()));
        }
        let templates = entry.rules.texts.errors.values().chain(entry.rules.texts.words.values());
        names.extend(templates.filter_map(|t| t.0.get("zh").cloned()));
    }
    names.extend(GameKind::ALL.into_iter().flat_map(setup::presets).map(|p| p.name_zh.to_string()));
    assert!(names.contains("红方") && names.contains("入门"), "the catalog's names are read");
    assert!(names.contains("棋盘与开局"), "the rules pages' texts are read");
    assert!(names.contains("{side}招募{piece}至 {points}"), "the games' templates are read");
    let traditional = traditional_names();
    let missing: Vec<&String> = names.iter().filter(|n| !traditional.contains_key(n.as_str())).collect();
    assert!(
        missing.is_empty(),
        "names without a 繁體 form: {missing:?}; run `node scripts/traditional/convert.mjs` (after `npm ci --prefix scripts/traditional`)"
    );
    for (simplified, traditional) in &traditional {
        assert!(traditional.as_str().is_some_and(|t| !t.is_empty()), "{simplified} has a 繁體 form");
    }
    svc.shutdown();
}

/// The UI's error templates by language, read by node: `CODES` of `ui/js/error-text.js`, and
/// 繁體's from `ui/js/zh-hant.js`, which the UI loads when that language is chosen.
fn error_templates() -> serde_json::Value {
    let ui = concat!(env!("CARGO_MANIFEST_DIR"), "/ui/js");
    let script = format!(
        "import {{ CODES }} from '{ui}/error-text.js'; import {{ ZH_HANT }} from '{ui}/zh-hant.js'; \
         console.log(JSON.stringify({{ ...CODES, 'zh-Hant': ZH_HANT.errors }}));"
    );
    let out = std::process::Command::new("node")
        .args(["--input-type=module", "-e", &script])
        .output()
        .unwrap_or_else(|e| panic!("node is needed to read ui/js/error-text.js: {e}"));
    assert!(out.status.success(), "node: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("CODES as JSON")
}

#[test]
fn every_storage_problem_is_said_in_every_language() {
    let templates = error_templates();
    let codes = shuangcheng_lib::service::saves::status::storage_codes();
    assert!(codes.contains(&"storage.full".to_string()) && codes.len() >= 10, "{codes:?}");
    for language in ["zh", "zh-Hant", "en"] {
        for code in &codes {
            let text = templates[language][code].as_str().unwrap_or_default();
            assert!(
                !text.is_empty(),
                "no {language} template for {code}; add it to ui/js/error-text.js (繁體: run scripts/traditional/convert.mjs)"
            );
            // What to do comes after what happened: two sentences at least.
            let sentences = text.matches(['。', '.']).count();
            assert!(sentences >= 2, "{language} {code} says what happened and what to do: {text}");
        }
    }
}

fn wire<E: serde::Serialize>(e: &E) -> serde_json::Value {
    serde_json::to_value(e).expect("an error serialises")
}

/// Every settings, training, curtain and time-control error, and a malformed call, once, as
/// the core sends it (`{ code, params }`).
fn settings_errors() -> Vec<serde_json::Value> {
    use shuangcheng_engine::GameKind;
    use shuangcheng_lib::service::matches::pins::CurtainError as C;
    use shuangcheng_lib::service::settings::SettingsError as E;
    use shuangcheng_lib::service::time_control::TimeControlError as TC;
    use shuangcheng_lib::service::training::TrainingError as T;
    let all = [
        E::TimerRange { game: GameKind::Zhili, secs: 5, min: 10, max: 300 },
        E::ThinkingSecs { secs: 7, offered: vec![1, 3, 10] },
        E::Level { level: "x y".to_string() },
        E::HintBudget { budget: 2, offered: vec![0, 1, 3, 5] },
    ];
    let training = [T::TakebacksOff, T::HintsSpent { budget: 3 }];
    let time_control = [
        TC::GameClockRange { base: 10, increment: 0, min_base: 15, max_base: 10_800, max_increment: 60 },
        TC::Both,
        TC::HandicapUntimed,
        TC::HandicapRange { secs: 5, min: 10, max: 300 },
    ];
    let curtain = [C::Closed, C::WrongPin, C::PinFormat];
    // No wildcard: a new variant does not compile until it is listed above as well.
    for e in &all {
        match e {
            E::TimerRange { .. } | E::ThinkingSecs { .. } | E::Level { .. } | E::HintBudget { .. } => {}
        }
    }
    for e in &training {
        match e {
            T::TakebacksOff | T::HintsSpent { .. } => {}
        }
    }
    for e in &curtain {
        match e {
            C::Closed | C::WrongPin | C::PinFormat => {}
        }
    }
    for e in &time_control {
        match e {
            TC::GameClockRange { .. } | TC::Both | TC::HandicapUntimed | TC::HandicapRange { .. } => {}
        }
    }
    let settings = all.iter().map(wire);
    let malformed = wire(&shuangcheng_lib::service::AppError::malformed("gameId".into(), "missing"));
    let time_control = time_control.iter().map(wire);
    settings
        .chain(training.iter().map(wire))
        .chain(curtain.iter().map(wire))
        .chain(time_control)
        .chain([malformed])
        .collect()
}

/// Every refusal of a record, a file, the clipboard and a backup, once, as the core sends it.
async fn file_errors() -> Vec<serde_json::Value> {
    use shuangcheng_lib::service::files::FILE_CODES;
    use shuangcheng_lib::service::record::{self, RECORD_CODES};
    use shuangcheng_lib::service::saves::backup::BACKUP_CODES;
    let dir = common::TempDir::new("ui-texts-files");
    let (svc, _) = common::open(&dir);
    let mut out: Vec<serde_json::Value> = [
        "#".repeat(record::MAX_RECORD_BYTES + 1),
        "start: x".into(),
        "game: chess".into(),
        "game: zhili\nstart: x\nresult: why".into(),
        "game: zhili\nstart: x\n2. 5-3".into(),
        "game: zhili\nstart: x\n20000. 5-3".into(),
        format!("game: zhili\nstart: x\n1. {}", "x".repeat(65)),
        "hello".into(),
    ]
    .iter()
    .map(|text| wire(&record::parse(text).unwrap_err()))
    .collect();
    let zhili = common::pass_and_play(shuangcheng_engine::GameKind::Zhili);
    let start = svc.new_game(zhili).unwrap().board.position;
    out.push(wire(&svc.import_game(&format!("game: zhili\nstart: {start}\nposition: x")).unwrap_err()));
    let not_text = dir.0.join("x.screc");
    std::fs::write(&not_text, b"\xff").unwrap();
    out.push(wire(&svc.import_record_file(&not_text).unwrap_err()));
    out.push(wire(&svc.import_record_file(&dir.0.join("absent")).unwrap_err()));
    out.push(wire(&svc.back_up(&dir.0.join("no/such/folder")).unwrap_err()));
    let hidden = common::options(serde_json::json!({
        "game": "generals", "mode": "pass-and-play", "timerSecs": null, "hiddenSetup": true,
        "seats": [{ "kind": "human" }, { "kind": "human" }]
    }));
    out.push(wire(&svc.export_game(&svc.new_game(hidden).unwrap().id).unwrap_err()));
    let backup = dir.0.join("b.scbackup");
    svc.back_up(&backup).unwrap();
    let newer = dir.0.join("newer.scbackup");
    std::fs::copy(&backup, &newer).unwrap();
    rusqlite::Connection::open(&newer).unwrap().pragma_update(None, "user_version", 99).unwrap();
    let torn = dir.0.join("torn.scbackup");
    std::fs::write(&torn, &std::fs::read(&backup).unwrap()[..200]).unwrap();
    for file in [newer, torn, not_text] {
        out.push(wire(&svc.restore(&file).unwrap_err()));
    }
    // The clipboard's is the app's (src-tauri/src/files.rs): no parameters.
    out.push(serde_json::json!({ "code": "clipboard.empty", "params": {} }));
    let codes: BTreeSet<&str> = out.iter().filter_map(|e| e["code"].as_str()).collect();
    for code in RECORD_CODES
        .iter()
        .chain(&BACKUP_CODES)
        .chain(&FILE_CODES)
        .chain(&["export.in-setup", "clipboard.empty"])
    {
        assert!(codes.contains(code), "{code} is not sent by any case here: {codes:?}");
    }
    svc.shutdown();
    out
}

#[tokio::test]
async fn every_record_file_and_backup_refusal_is_said_in_every_language_with_its_values() {
    let templates = error_templates();
    for e in file_errors().await {
        let code = e["code"].as_str().expect("a code");
        // The line (and the record's part) is said before the template (error-text.js).
        let mut params: Vec<String> = e["params"]
            .as_object()
            .map(|p| p.keys().filter(|k| !["line", "at"].contains(&k.as_str())).cloned().collect())
            .unwrap_or_default();
        params.sort();
        for language in ["zh", "zh-Hant", "en"] {
            let text = templates[language][code].as_str().unwrap_or_default();
            assert!(!text.is_empty(), "no {language} template for {code}; add it to ui/js/error-text.js");
            assert_eq!(
                placeholders(text),
                params,
                "{language} {code}: the template's {{names}} are the core's parameters"
            );
        }
    }
}

#[test]
fn every_settings_training_curtain_and_request_error_is_said_in_every_language_with_its_values() {
    let templates = error_templates();
    for e in settings_errors() {
        let code = e["code"].as_str().expect("a code");
        // A code without parameters (a unit variant) is sent without them.
        let mut params: Vec<String> =
            e["params"].as_object().map(|p| p.keys().cloned().collect()).unwrap_or_default();
        params.sort();
        for language in ["zh", "zh-Hant", "en"] {
            let text = templates[language][code].as_str().unwrap_or_default();
            assert!(
                !text.is_empty(),
                "no {language} template for {code}; add it to ui/js/error-text.js (繁體: run scripts/traditional/convert.mjs)"
            );
            assert_eq!(
                placeholders(text),
                params,
                "{language} {code}: the template's {{names}} are the core's parameters"
            );
        }
    }
}
