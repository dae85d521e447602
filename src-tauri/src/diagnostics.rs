//! Settings → "Copy diagnostics": what a bug report needs, as one text the player pastes where
//! they like: the app's version, the platform, the settings and the log's last lines
//! (`app_log::recent`). Game content (the saves list and the record of the game on screen)
//! goes in only when the player ticks it.

use tauri::{AppHandle, Runtime};

use crate::service::{SaveEntry, Service};

/// What goes into the report, gathered.
struct Facts {
    version: String,
    platform: String,
    settings: String,
    lines: Vec<String>,
    games: Option<Vec<String>>,
}

/// The report for the app now; `with_games`: the player ticked "include my games".
pub fn report<R: Runtime>(app: &AppHandle<R>, svc: &Service, with_games: bool) -> String {
    let settings = serde_json::to_string_pretty(&svc.settings().get()).unwrap_or_default();
    compose(&Facts {
        version: app.package_info().version.to_string(),
        platform: format!(
            "{} {} ({})",
            std::env::consts::OS,
            std::env::consts::ARCH,
            std::env::consts::FAMILY
        ),
        settings,
        lines: crate::app_log::recent(),
        games: with_games.then(|| games(svc)),
    })
}

/// The saves list, one line a game, and the record of the game on screen.
fn games(svc: &Service) -> Vec<String> {
    let mut out: Vec<String> = match svc.list_saves() {
        Ok(list) => list.iter().map(summary).collect(),
        Err(e) => vec![format!("saves list: {e}")],
    };
    if let Some(id) = svc.game_on_screen() {
        out.push(format!("record of the game on screen ({id}):"));
        match svc.export_game(&id) {
            Ok(record) => out.extend(record.lines().map(str::to_string)),
            Err(e) => out.push(e.to_string()),
        }
    }
    out
}

fn summary(entry: &SaveEntry) -> String {
    match entry {
        SaveEntry::Save(s) => {
            format!(
                "{} {} {:?} {:?} ply {} updated {}",
                s.id,
                s.game.id(),
                s.mode,
                s.phase,
                s.ply,
                s.updated_at
            )
        }
        SaveEntry::Damaged(d) => format!("{} damaged: {}", d.id, d.damaged),
    }
}

fn compose(f: &Facts) -> String {
    let mut out = format!(
        "Shuangcheng {} diagnostics\nplatform: {}\n\nsettings:\n{}\n\nlog (last {} lines):\n",
        f.version,
        f.platform,
        f.settings,
        f.lines.len()
    );
    for line in &f.lines {
        out.push_str(line);
        out.push('\n');
    }
    match &f.games {
        Some(games) => {
            out.push_str("\ngames:\n");
            for line in games {
                out.push_str(line);
                out.push('\n');
            }
        }
        None => out.push_str("\ngames: not included\n"),
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn facts(games: Option<Vec<String>>) -> Facts {
        Facts {
            version: "0.1.0".into(),
            platform: "linux x86_64 (unix)".into(),
            settings: "{ \"language\": \"zh\" }".into(),
            lines: vec!["[2026-12-07][04:00:00][t][INFO] Shuangcheng 0.1.0 starting".into()],
            games,
        }
    }

    #[test]
    fn the_report_holds_the_version_platform_settings_and_log_and_no_game_unless_asked() {
        let report = compose(&facts(None));
        for part in
            ["Shuangcheng 0.1.0", "linux x86_64", "\"language\": \"zh\"", "] Shuangcheng 0.1.0 starting"]
        {
            assert!(report.contains(part), "{part} in {report}");
        }
        assert!(report.contains("games: not included"));
        let with = compose(&facts(Some(vec!["g1 zhili ply 3".into()])));
        assert!(with.contains("games:\ng1 zhili ply 3\n"), "{with}");
    }
}
