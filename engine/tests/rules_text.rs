//! The rules pages (`engine/rules/*.toml`) quote the rules code through the catalog: rendered
//! from a catalog whose every quoted value was changed, each page shows every changed value,
//! in 中文 and English, and keeps no number of two digits or more from the real catalog (one
//! written out in the prose instead of its placeholder).

use std::collections::BTreeSet;

use shuangcheng_engine::catalog::RulesSection;
use shuangcheng_engine::generals::Generals;
use shuangcheng_engine::rules_text::{facts, CatalogPart};
use shuangcheng_engine::twin_cities::TwinCities;
use shuangcheng_engine::zhili::Zhili;
use shuangcheng_engine::{GameCatalog, GameKind, Presentation};

/// A point or cell renamed to a name no board has, without digits: `e2` → `Qec`.
fn renamed(s: &str) -> String {
    let letters: String = s.chars().map(|c| c.to_digit(10).map_or(c, |d| (b'a' + d as u8) as char)).collect();
    format!("Q{letters}")
}

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

/// `game`'s own part of its catalog, typed, and the same with every value a rules page may
/// quote changed: numbers raised by 50, cells renamed, straight lines renamed, fields and
/// spawn areas made larger.
fn parts(game: GameKind) -> (Box<dyn CatalogPart>, Box<dyn CatalogPart>) {
    match game {
        GameKind::Zhili => {
            let real = Zhili::catalog_part();
            let mut c = real.clone();
            for line in &mut c.straight_lines {
                rename_all(line);
            }
            for p in &mut c.pieces {
                p.count += 50;
            }
            (Box::new(real), Box::new(c))
        }
        GameKind::TwinCities => {
            let real = TwinCities::catalog_part();
            let mut c = real.clone();
            for field in c.fields.values_mut() {
                field.extend((0..5).map(|i| format!("Qfield{i}")));
            }
            for p in &mut c.pieces {
                p.count += 50;
                p.price = p.price.map(|n| n + 50);
            }
            (Box::new(real), Box::new(c))
        }
        GameKind::Generals => {
            let real = Generals::catalog_part();
            let mut c = real.clone();
            for home in c.homes.values_mut() {
                *home = renamed(home);
            }
            for spawns in c.spawns.values_mut() {
                spawns.extend((0..9).map(|i| format!("Qspawn{i}")));
            }
            for u in &mut c.units {
                for n in [&mut u.moves, &mut u.reach, &mut u.hp] {
                    *n += 50;
                }
                u.limit = u.limit.map(|n| n + 50);
            }
            let army = &mut c.army;
            for n in [
                &mut army.soldiers_per_general,
                &mut army.crossbowmen_with_cavalry,
                &mut army.chariot_capacity,
                &mut army.silent_reach_above,
                &mut army.hook_min_pull,
                &mut army.warp_range,
                &mut army.flail_heavy_damage,
            ] {
                *n += 50;
            }
            (Box::new(real), Box::new(c))
        }
    }
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
        let (real_part, other_part) = parts(game);
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
