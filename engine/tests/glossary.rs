//! The glossary (`docs/glossary.md`): every game's names for its sides, groups, pieces, AI
//! levels and rules sections in English, 简体 and 繁體, made from the engine's catalogs so that
//! a contributor who reads no Chinese can follow the code and the seeds. The 繁體 column comes
//! from `ui/js/zh-hant.js` (scripts/traditional/convert.mjs converts every engine name).
//! The test fails when the page drifts; `UPDATE_GOLDEN=1` writes it again.

use std::collections::BTreeMap;
use std::path::PathBuf;

use serde_json::Value;
use shuangcheng_engine::GameKind;

const PAGE: &str = "docs/glossary.md";
const HANT: &str = "ui/js/zh-hant.js";

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The 繁體 form of each engine name, by its 简体 form.
fn traditional_names() -> BTreeMap<String, String> {
    let js = std::fs::read_to_string(root().join(HANT)).expect("ui/js/zh-hant.js reads");
    let json = js.split_once('=').map(|(_, rest)| rest.trim().trim_end_matches(';')).expect("one object");
    let table: Value = serde_json::from_str(json).expect("zh-hant.js holds one JSON object");
    let names = table["names"].as_object().expect("zh-hant.js has its engine names");
    names.iter().map(|(zh, hant)| (zh.clone(), hant.as_str().unwrap_or_default().to_string())).collect()
}

/// One game's terms as (English, 简体, what it is), in the catalog's order, each once.
fn terms(kind: GameKind) -> Vec<(String, String, &'static str)> {
    let catalog = kind.catalog();
    let mut rows = Vec::new();
    rows.extend(catalog.sides.iter().map(|s| (s.name_en.to_string(), s.name_zh.to_string(), "side")));
    rows.extend(catalog.groups.iter().map(|g| (g.name_en.to_string(), g.name_zh.to_string(), "group")));
    for piece in &catalog.pieces {
        if let (Some(en), Some(zh)) = (piece.name_en, piece.name_zh) {
            rows.push((format!("{en} (`{}`)", piece.code), zh.to_string(), "piece"));
        }
    }
    rows.extend(kind.ai_levels().iter().map(|l| (l.name_en.to_string(), l.name_zh.to_string(), "AI level")));
    for section in &catalog.rules_text {
        rows.push((
            section.heading.get("en").to_string(),
            section.heading.get("zh").to_string(),
            "rules section",
        ));
    }
    let mut seen = std::collections::BTreeSet::new();
    rows.retain(|(en, zh, _)| seen.insert((en.clone(), zh.clone())));
    rows
}

fn page() -> String {
    let hant = traditional_names();
    let traditional = |zh: &str| {
        hant.get(zh)
            .cloned()
            .unwrap_or_else(|| panic!("no 繁體 form of {zh}: run node scripts/traditional/convert.mjs"))
    };
    let mut out = String::from(
        "# Glossary\n\n\
         Each game's own words in English, 简体 and 繁體: its sides, groups, pieces (with their\n\
         letter in the notation), AI levels and the headings of its rules page, which name its\n\
         ideas (the rules themselves are in [rules/](rules/README.md)).\n\n\
         Written from the engine's catalogs by\n\
         `UPDATE_GOLDEN=1 cargo test -p shuangcheng-engine --test glossary`; do not edit by hand.\n",
    );
    for kind in GameKind::shipped() {
        let names = &kind.info().names;
        out += &format!("\n## {} {} {}\n\n", names.en, names.zh, names.zh_hant);
        out += "| English | 简体 | 繁體 | what |\n|---|---|---|---|\n";
        for (en, zh, what) in terms(kind) {
            out += &format!("| {en} | {zh} | {} | {what} |\n", traditional(&zh));
        }
    }
    out
}

#[test]
fn the_glossary_is_the_engines_names() {
    let path = root().join(PAGE);
    let page = page();
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&path, &page).expect("docs/glossary.md writes");
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == page,
        "{PAGE} is not the engine's names: UPDATE_GOLDEN=1 cargo test -p shuangcheng-engine --test glossary"
    );
}
