//! The player's settings as the saves keep them: a row per setting (`settings`: key → JSON
//! value), so a setting an older app wrote reads back and a newer one's is kept.

use rusqlite::params;

use super::schema::Store;
use crate::service::error::AppResult;
use crate::service::settings::Settings;

impl Store {
    pub fn load_settings(&self) -> AppResult<Settings> {
        let mut stmt = self.conn.prepare("SELECT key, value FROM settings")?;
        let rows = stmt
            .query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?)))?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Settings::from_rows(&rows))
    }

    pub fn save_settings(&mut self, settings: &Settings) -> AppResult<()> {
        let tx = self.conn.transaction()?;
        for (key, value) in settings.to_rows() {
            tx.execute(
                "INSERT INTO settings (key, value) VALUES (?1, ?2)
                 ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                params![key, value],
            )?;
        }
        tx.commit()?;
        Ok(())
    }
}
