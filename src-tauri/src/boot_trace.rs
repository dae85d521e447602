//! The boot breakdown behind docs/performance.md. With `SC_BOOT_TRACE=1` in its environment the
//! app notes when the core reaches each step of its start, the page times its own steps
//! (`ui/js/boot-trace.js`), and once the first screen is up the app prints both on standard
//! error, on one time line from the process's start. Without the variable nothing is noted
//! and the page sends nothing.

use std::sync::Mutex;
use std::time::{SystemTime, UNIX_EPOCH};

use serde::Deserialize;

/// The environment variable that turns the breakdown on.
pub const VARIABLE: &str = "SC_BOOT_TRACE";

/// The core's steps: (name, ms since the Unix epoch).
static CORE_STEPS: Mutex<Vec<(&'static str, f64)>> = Mutex::new(Vec::new());

/// Whether this run prints the breakdown.
pub fn enabled() -> bool {
    std::env::var_os(VARIABLE).is_some_and(|v| !v.is_empty() && v != "0")
}

/// Notes that the core has just reached `step`.
pub fn mark(step: &'static str) {
    if enabled() {
        let mut steps = CORE_STEPS.lock().unwrap_or_else(|e| e.into_inner());
        steps.push((step, epoch_ms(SystemTime::now())));
    }
}

/// What the page timed: `performance.timeOrigin` and its steps, in ms after it.
#[derive(Debug, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct PageTrace {
    pub time_origin: f64,
    pub steps: Vec<PageStep>,
}

#[derive(Debug, Deserialize, specta::Type)]
pub struct PageStep {
    pub name: String,
    pub start: f64,
    pub end: f64,
}

/// Prints the breakdown of this start on standard error, if this run traces it.
pub fn print(page: &PageTrace) {
    if enabled() {
        let core = CORE_STEPS.lock().unwrap_or_else(|e| e.into_inner()).clone();
        eprint!("{}", breakdown(process_start_ms(), &core, page));
    }
}

/// One line per step, ordered by start: when it started and ended, in ms from `origin` (the
/// process's start where the platform tells it, else the first core step), and how long it took.
fn breakdown(process_start: Option<f64>, core: &[(&str, f64)], page: &PageTrace) -> String {
    let mut rows: Vec<(f64, f64, String)> =
        core.iter().map(|&(name, at)| (at, at, format!("core: {name}"))).collect();
    if let Some(at) = process_start {
        rows.push((at, at, "process started".to_string()));
    }
    let page_at = |ms: f64| page.time_origin + ms;
    rows.push((page.time_origin, page.time_origin, "page: navigation started".to_string()));
    rows.extend(page.steps.iter().map(|s| (page_at(s.start), page_at(s.end), format!("page: {}", s.name))));
    rows.sort_by(|a, b| a.0.total_cmp(&b.0));
    let origin = process_start.or(rows.first().map(|r| r.0)).unwrap_or(0.0);
    let mut text = format!("{VARIABLE}: the start of this run, ms from the process's start\n");
    text.push_str("   start      end  took  step\n");
    for (start, end, name) in rows {
        let took = if end > start { format!("{:5.0}", end - start) } else { "    ·".to_string() };
        text.push_str(&format!("{:8.1} {:8.1} {took}  {name}\n", start - origin, end - origin));
    }
    text
}

fn epoch_ms(t: SystemTime) -> f64 {
    t.duration_since(UNIX_EPOCH).map(|d| d.as_secs_f64() * 1000.0).unwrap_or(0.0)
}

/// When this process started, in ms since the epoch, to 10 ms (Linux: `/proc`; elsewhere
/// unknown, and the time line starts at the core's first step).
fn process_start_ms() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let uptime = std::fs::read_to_string("/proc/uptime").ok()?;
    // Field 22, counted after the command name's closing parenthesis (field 3 comes first).
    let ticks: f64 = stat[stat.rfind(") ")? + 2..].split(' ').nth(19)?.parse().ok()?;
    let uptime_s: f64 = uptime.split(' ').next()?.parse().ok()?;
    let boot_ms = epoch_ms(SystemTime::now()) - uptime_s * 1000.0;
    // USER_HZ, the unit of that field, is 100 on every Linux architecture the app ships for.
    Some(boot_ms + ticks * 10.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_time_line_from_the_process_start() {
        let page = PageTrace {
            time_origin: 1_000_200.0,
            steps: vec![
                PageStep { name: "ipc get_settings".into(), start: 40.0, end: 52.5 },
                PageStep { name: "modules evaluated".into(), start: 30.0, end: 30.0 },
            ],
        };
        let core = [("window built", 1_000_150.0)];
        let text = breakdown(Some(1_000_000.0), &core, &page);
        let lines: Vec<&str> = text.lines().skip(2).collect();
        assert_eq!(lines.len(), 5, "{text}");
        assert!(lines[0].ends_with("process started") && lines[0].starts_with("     0.0"), "{text}");
        assert!(lines[1].contains("150.0") && lines[1].ends_with("core: window built"), "{text}");
        assert!(lines[2].contains("200.0") && lines[2].ends_with("page: navigation started"), "{text}");
        assert!(lines[3].ends_with("page: modules evaluated"), "{text}");
        assert_eq!(lines[4], "   240.0    252.5    12  page: ipc get_settings", "{text}");
    }

    #[test]
    fn without_the_process_start_the_line_starts_at_the_first_step() {
        let page = PageTrace { time_origin: 500.0, steps: vec![] };
        let text = breakdown(None, &[("run entered", 400.0)], &page);
        assert!(text.contains("     0.0      0.0     ·  core: run entered"), "{text}");
        assert!(text.contains("   100.0    100.0     ·  page: navigation started"), "{text}");
    }

    #[test]
    fn this_process_start_is_in_the_past() {
        if let Some(at) = process_start_ms() {
            let now = epoch_ms(SystemTime::now());
            assert!(at <= now + 20.0 && now - at < 3_600_000.0, "started {at}, now {now}");
        } else {
            assert!(std::fs::metadata("/proc/self/stat").is_err(), "Linux has /proc: the start must be read");
        }
    }
}
