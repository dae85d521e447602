//! Twin Cities' own part of its catalog: every point's field (T1), the reserve's kinds in ring
//! order (T13), and each kind's count (T2) and price (T8). Its board drawer
//! (`ui/js/boards/twin.js`), its rules page and its lessons read it.

use std::collections::BTreeMap;

use serde::Serialize;

use super::board::{name, points, FIELD, POINTS};
use super::pieces::Kind;
use crate::catalog::GameCatalog;
use crate::rules_text::{CatalogPart, Fact};

/// Twin Cities' own part of its catalog (`GameCatalog::part`): read by its board drawer
/// (`ui/js/boards/twin.js`), its rules page and its lessons.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct TwinCitiesPart {
    /// The reserve's kinds in ring order (T13): its slots, `<side>-<kind>`.
    pub reserve: Vec<String>,
    /// Every point's field (T1), by point.
    pub fields: BTreeMap<String, Vec<String>>,
    /// Each kind with its numbers, in notation order.
    pub pieces: Vec<TwinCitiesPiece>,
}

/// A kind by its letter (T13) with its count and, for a general, its price.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct TwinCitiesPiece {
    pub code: &'static str,
    /// How many a side has (T2; Strongholds: both sides together).
    pub count: u8,
    /// A general's price: the soldiers paid for it in an exchange (T8).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub price: Option<u8>,
}

pub(super) fn catalog_part() -> TwinCitiesPart {
    TwinCitiesPart {
        reserve: Kind::RESERVE.iter().map(|k| k.code().to_string()).collect(),
        fields: (0..POINTS as u8).map(|p| (name(p), points(FIELD[p as usize]).map(name).collect())).collect(),
        pieces: Kind::ALL
            .map(|k| TwinCitiesPiece {
                code: k.code(),
                count: k.count(),
                price: Kind::GENERALS.contains(&k).then(|| k.price() as u8),
            })
            .to_vec(),
    }
}

impl CatalogPart for TwinCitiesPart {
    /// `board.field.max` (T1), `pieces.<code>.count` (T2) and `pieces.<code>.price` (T8).
    fn facts(&self, _core: &GameCatalog) -> Vec<(String, Fact)> {
        let mut out = Vec::new();
        if let Some(most) = self.fields.values().map(Vec::len).max() {
            out.push(("board.field.max".to_string(), Fact::of(most)));
        }
        for p in &self.pieces {
            out.push((format!("pieces.{}.count", p.code), Fact::of(p.count)));
            if let Some(price) = p.price {
                out.push((format!("pieces.{}.price", p.code), Fact::of(price)));
            }
        }
        out
    }
}
