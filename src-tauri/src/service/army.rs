//! Generals' army setup (presets, validation, submitting a team's army).
//!
//! The engine's army module (`engine/src/generals/`) has not landed yet: these return a clear
//! `not-available` error instead of inventing armies in the app, and the catalog says
//! `armySetup: false`. Games of Generals (once the engine has them) start from its default armies.

use super::error::AppError;

/// Whether the engine offers army setup to the app.
pub const AVAILABLE: bool = false;

fn not_available() -> AppError {
    AppError::NotAvailable(
        "Generals army setup is not available yet: the engine has no army module; games use the default armies"
            .into(),
    )
}

pub fn presets() -> Result<serde_json::Value, AppError> {
    Err(not_available())
}

pub fn validate(team: &str, army: &serde_json::Value) -> Result<(), AppError> {
    if team != "south" && team != "north" {
        return Err(AppError::BadRequest(format!("team must be 'south' or 'north', not '{team}'")));
    }
    if !army.is_array() {
        return Err(AppError::BadRequest("an army is a list of { general, kind, cell }".into()));
    }
    Err(not_available())
}
