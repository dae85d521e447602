//! The settings in force, as a part of the service: the player's [`Settings`], kept in the
//! saves; the `get_settings` and `set_settings` commands.

use std::sync::{Arc, Mutex};

use super::error::AppResult;
use super::saves::Saves;
use super::settings::Settings;
use super::sync::relock;

/// The settings as a part of the service: the ones in force, kept in the saves.
pub struct SettingsInForce {
    now: Mutex<Settings>,
    saves: Arc<Saves>,
}

impl SettingsInForce {
    /// The saves' settings, or the defaults when they cannot be read.
    pub(crate) fn load(saves: Arc<Saves>) -> SettingsInForce {
        let settings = match saves.with_store(|st| st.load_settings()) {
            Ok(settings) => settings,
            Err(e) if !saves.waiting() => {
                log::warn!("the settings could not be read ({e}); the defaults are used");
                Settings::default()
            }
            Err(_) => Settings::default(),
        };
        SettingsInForce { now: Mutex::new(settings), saves }
    }

    /// The settings in force.
    pub fn get(&self) -> Settings {
        relock(&self.now).clone()
    }

    /// Checks `settings`, saves them, and puts them in force.
    pub fn set(&self, settings: Settings) -> AppResult<Settings> {
        settings.validate()?;
        self.saves.with_store(|st| st.save_settings(&settings))?;
        *relock(&self.now) = settings.clone();
        Ok(settings)
    }

    /// Puts `settings` in force as they are (the saves' own, when a file is in use again).
    pub(crate) fn replace(&self, settings: Settings) {
        *relock(&self.now) = settings;
    }
}

impl super::matches::SettingsSource for SettingsInForce {
    fn settings(&self) -> Settings {
        self.get()
    }
}
