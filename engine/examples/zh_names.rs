//! Prints every Chinese name the engine gives the app, one per line: sides, Generals' generals, pieces and units,
//! AI levels, Generals' preset armies and the texts of the rules pages (as the catalog fills
//! them in). `scripts/traditional/convert.mjs` reads it to give each its 繁體 form in the UI
//! (`ui/js/zh-hant.js`).
//!
//!     cargo run -q -p shuangcheng-engine --example zh_names

use std::collections::BTreeSet;

use shuangcheng_engine::generals::army::PRESETS;
use shuangcheng_engine::{new_game, GameKind};

fn main() {
    let mut names = BTreeSet::new();
    for game in GameKind::ALL {
        let catalog = game.catalog();
        names.extend(catalog.sides.iter().map(|s| s.name_zh));
        names.extend(catalog.pieces.iter().filter_map(|p| p.name_zh));
        names.extend(catalog.groups.iter().map(|g| g.name_zh));
        for section in &catalog.rules_text {
            let texts = [&section.heading].into_iter().chain(&section.caption).chain(&section.paragraphs);
            names.extend(texts.filter_map(|t| t.0.get("zh")).map(String::as_str));
        }
        if let Ok(g) = new_game(game, None) {
            names.extend(g.ai_levels().iter().map(|l| l.name_zh));
        }
    }
    names.extend(PRESETS.iter().map(|p| p.name_zh));
    for name in names {
        println!("{name}");
    }
}
