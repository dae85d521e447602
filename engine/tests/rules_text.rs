//! The rules pages (`engine/rules/*.toml`) quote the rules code through the catalog: rendered
//! from a catalog whose every quoted value was changed, each page shows every changed value,
//! in 中文 and English, and keeps no number of two digits or more from the real catalog (one
//! written out in the prose instead of its placeholder).

use std::collections::BTreeSet;

use shuangcheng_engine::catalog::RulesSection;
use shuangcheng_engine::examples::renamed;
use shuangcheng_engine::rules_text::facts;
use shuangcheng_engine::{GameCatalog, GameKind};

fn rename_all(cells: &mut [String]) {
    for c in cells.iter_mut() {
        *c = renamed(c);
    }
}

/// `catalog`'s shared core with every value a rules page may quote changed: numbers raised by
/// 700, points and cells renamed, boards made larger.
fn changed(catalog: &GameCatalog) -> GameCatalog {
    let mut c = catalog.clone();
    c.default_timer_secs = c.default_timer_secs.map(|n| n + 700);
    for n in c.limits.0.values_mut() {
        *n += 700;
    }
    c.start = format!("Q{}", c.start);
    let board = &mut c.board;
    rename_all(&mut board.points);
    board.points.extend(["Qx", "Qy", "Qz"].map(String::from));
    rename_all(&mut board.columns);
    board.columns.extend(["Qx", "Qy", "Qz"].map(String::from));
    board.rows += 7;
    for d in &mut c.diagrams {
        rename_all(&mut d.selected);
        rename_all(&mut d.targets);
        rename_all(&mut d.last);
        rename_all(&mut d.fields);
        for p in &mut d.view.pieces {
            p.at = renamed(&p.at);
        }
        for r in &mut d.view.reserves {
            r.count += 50;
        }
    }
    c
}

/// The `{placeholders}` a page's file uses (its comments aside).
fn placeholders(game: GameKind) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let file = format!("{}/rules/{}.toml", env!("CARGO_MANIFEST_DIR"), game.id());
    let source = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{file}: {e}"));
    for line in source.lines().filter(|l| !l.starts_with('#')) {
        for part in line.split('{').skip(1) {
            if let Some((name, _)) = part.split_once('}') {
                out.insert(name.to_string());
            }
        }
    }
    out
}

/// A page's text in `lang`, all of it.
fn text(page: &[RulesSection], lang: &str) -> String {
    let mut out = String::new();
    for s in page {
        for t in [&s.heading].into_iter().chain(&s.caption).chain(&s.paragraphs) {
            out.push_str(t.0.get(lang).map_or("", String::as_str));
            out.push('\n');
        }
    }
    out
}

/// The runs of digits of `text`.
fn numbers(text: &str) -> BTreeSet<String> {
    text.split(|c: char| !c.is_ascii_digit()).filter(|s| !s.is_empty()).map(str::to_string).collect()
}

#[test]
fn every_page_shows_the_catalogs_values_and_none_of_its_own() {
    for game in GameKind::ALL {
        let real = game.catalog();
        let (real_part, other_part) = (game.examples().changed_part)();
        assert_eq!(
            game.rules_page(real, real_part.as_ref()).expect("the page renders"),
            real.rules_text,
            "{game}: the catalog carries its page"
        );
        let other = changed(real);
        let page = game.rules_page(&other, other_part.as_ref()).unwrap_or_else(|e| panic!("{game}: {e}"));
        let (before, after) = (facts(real, real_part.as_ref()), facts(&other, other_part.as_ref()));
        let used = placeholders(game);
        assert!(used.len() >= 10, "{game}: the page quotes the catalog ({} facts)", used.len());
        for lang in ["zh", "en"] {
            let shown = text(&page, lang);
            assert!(!shown.contains('{'), "{game} {lang}: every placeholder is filled");
            let shown_numbers = numbers(&shown);
            for name in &used {
                let (old, new) = (before[name].text(lang), after[name].text(lang));
                assert_ne!(old, new, "{game}: the test changes {{{name}}}");
                assert!(shown.contains(&new), "{game} {lang}: the page shows the changed {{{name}}} ({new})");
                for n in numbers(&old).iter().filter(|n| n.len() >= 2) {
                    assert!(
                        !shown_numbers.contains(n),
                        "{game} {lang}: {n}, the real {{{name}}}, is written out in the page"
                    );
                }
            }
        }
    }
}

#[test]
fn a_page_names_its_facts_as_the_catalog_does() {
    // Twin Cities' start (T2, T13): the Red City on e2, its soldiers on d3 and f3.
    let page = &GameKind::TwinCities.catalog().rules_text;
    assert!(text(page, "en").contains("Red: City e2, Soldiers d3 and f3."));
    assert!(text(page, "zh").contains("开局红方：城 e2，兵 d3、f3；"));
    // Generals' homes (G2) and Zhili's start points (Z3).
    assert!(text(&GameKind::Generals.catalog().rules_text, "en")
        .contains("South: Red c2, Blue i2; North: Yellow i12, Green c12."));
    assert!(text(&GameKind::Zhili.catalog().rules_text, "zh").contains("黑方（上）摆在 0、1、2、4"));
}
