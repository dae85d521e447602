//! The app's log: every record of the `log` crate at `Info` and above, one line each (a newline
//! inside a message, as in a panic's, written `\n`), to standard error (on a phone to its
//! system log instead, where a developer reads it: logcat on Android, the unified log on iOS),
//! to `shuangcheng.log` in the app's log directory, which is moved aside at 1 MB: the last three
//! moved aside are kept (`shuangcheng.log.1` is the newest), and to the last [`RECENT`] lines in
//! memory, for Settings → "Copy diagnostics". Written here rather than taken
//! from tauri-plugin-log, whose formatting crates and JavaScript bridge the app does not use
//! (docs/performance.md, "What the binary holds"). Times are UTC.

use std::collections::VecDeque;
use std::fs::{self, File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::{SystemTime, UNIX_EPOCH};

use log::{LevelFilter, Log, Metadata, Record};

const FILE: &str = "shuangcheng.log";
/// A file that would grow past this is moved aside and a new one begun.
const ROTATE_AT: u64 = 1_000_000;
/// How many moved-aside files are kept.
const KEEP: usize = 3;
const LEVEL: LevelFilter = LevelFilter::Info;

/// How many of the last lines are kept in memory.
pub const RECENT: usize = 200;
static LAST_LINES: Mutex<VecDeque<String>> = Mutex::new(VecDeque::new());

/// The log's last lines (at most [`RECENT`]), oldest first.
pub fn recent() -> Vec<String> {
    LAST_LINES.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).iter().cloned().collect()
}

fn remember(line: &str) {
    let mut last = LAST_LINES.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if last.len() == RECENT {
        last.pop_front();
    }
    last.push_back(line.trim_end().to_string());
}

/// Android discards standard error: the line goes to logcat (tag `Shuangcheng`).
#[cfg(target_os = "android")]
fn platform_log(level: log::Level, line: &str) {
    use android_log_sys::{__android_log_write, LogPriority};
    let priority = match level {
        log::Level::Error => LogPriority::ERROR,
        log::Level::Warn => LogPriority::WARN,
        _ => LogPriority::INFO,
    };
    let Ok(text) = std::ffi::CString::new(line.trim_end()) else { return };
    // SAFETY: both strings are NUL-terminated and outlive the call, which copies them.
    unsafe { __android_log_write(priority as i32, c"Shuangcheng".as_ptr(), text.as_ptr()) };
}

/// iOS keeps standard error out of its unified log; syslog(3) lines go into it.
#[cfg(target_os = "ios")]
fn platform_log(level: log::Level, line: &str) {
    eprint!("{line}");
    let priority = match level {
        log::Level::Error => libc::LOG_ERR,
        log::Level::Warn => libc::LOG_WARNING,
        _ => libc::LOG_INFO,
    };
    let Ok(text) = std::ffi::CString::new(line.trim_end()) else { return };
    // SAFETY: a constant format that reads one NUL-terminated string, which outlives the call.
    unsafe { libc::syslog(priority, c"%s".as_ptr(), text.as_ptr()) };
}

#[cfg(not(any(target_os = "android", target_os = "ios")))]
fn platform_log(_level: log::Level, line: &str) {
    eprint!("{line}");
}

/// The log file being written and its size.
struct Open {
    file: File,
    len: u64,
}

struct AppLog {
    dir: Option<PathBuf>,
    open: Mutex<Option<Open>>,
}

/// Starts the log; `dir` is the app's log directory. Returns whether the file is written
/// (false: standard error only, when the directory cannot be made or written).
pub fn start(dir: Option<&Path>) -> bool {
    let dir = dir.filter(|dir| fs::create_dir_all(dir).is_ok());
    let open = dir.and_then(|dir| open_file(dir).ok());
    let writes_file = open.is_some();
    let logger = AppLog { dir: dir.map(Path::to_path_buf), open: Mutex::new(open) };
    if log::set_logger(Box::leak(Box::new(logger))).is_ok() {
        log::set_max_level(LEVEL);
    }
    writes_file
}

fn open_file(dir: &Path) -> std::io::Result<Open> {
    let file = OpenOptions::new().create(true).append(true).open(dir.join(FILE))?;
    let len = file.metadata()?.len();
    Ok(Open { file, len })
}

/// `shuangcheng.log.2` becomes `.3`, `.1` becomes `.2`, the file `.1`; the oldest goes.
fn rotate(dir: &Path) {
    let aside = |n: usize| dir.join(format!("{FILE}.{n}"));
    let _ = fs::remove_file(aside(KEEP));
    for n in (1..KEEP).rev() {
        let _ = fs::rename(aside(n), aside(n + 1));
    }
    let _ = fs::rename(dir.join(FILE), aside(1));
}

impl Log for AppLog {
    fn enabled(&self, metadata: &Metadata) -> bool {
        metadata.level() <= LEVEL
    }

    fn log(&self, record: &Record) {
        if !self.enabled(record.metadata()) {
            return;
        }
        let line = line(SystemTime::now(), record.target(), record.level(), &record.args().to_string());
        platform_log(record.level(), &line);
        remember(&line);
        let Some(dir) = &self.dir else { return };
        let mut open = self.open.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if open.as_ref().is_some_and(|o| o.len > 0 && o.len + line.len() as u64 > ROTATE_AT) {
            *open = None;
            rotate(dir);
        }
        if open.is_none() {
            *open = open_file(dir).ok();
        }
        if let Some(o) = open.as_mut() {
            // A log that cannot be written must never stop the app.
            if o.file.write_all(line.as_bytes()).is_ok() {
                o.len += line.len() as u64;
            }
        }
    }

    fn flush(&self) {}
}

/// `[2026-12-02][00:31:14][shuangcheng_lib][INFO] text`, with its newline; the text's own line
/// breaks escaped, so that a record is one line.
fn line(at: SystemTime, target: &str, level: log::Level, text: &str) -> String {
    let text = text.replace('\r', "\\r").replace('\n', "\\n");
    let secs = at.duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0);
    let (year, month, day) = civil_date(secs / 86_400);
    let (h, m, s) = (secs / 3600 % 24, secs / 60 % 60, secs % 60);
    format!("[{year:04}-{month:02}-{day:02}][{h:02}:{m:02}:{s:02}][{target}][{level}] {text}\n")
}

/// The proleptic Gregorian date of a day counted from 1970-01-01 (Howard Hinnant's
/// `civil_from_days`).
fn civil_date(days: u64) -> (u64, u64, u64) {
    let z = days + 719_468;
    let era = z / 146_097;
    let day_of_era = z % 146_097;
    let year_of_era = (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let mp = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = year_of_era + era * 400 + u64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[test]
    fn a_line_has_the_utc_date_and_time_the_target_and_the_level() {
        // 2026-12-02 00:31:14 UTC.
        let at = UNIX_EPOCH + Duration::from_secs(1_796_171_474);
        assert_eq!(
            line(at, "shuangcheng_lib", log::Level::Info, "Shuangcheng 0.1.0 starting"),
            "[2026-12-02][00:31:14][shuangcheng_lib][INFO] Shuangcheng 0.1.0 starting\n"
        );
    }

    #[test]
    fn a_message_of_several_lines_is_one_line_of_the_log() {
        let at = UNIX_EPOCH;
        assert_eq!(
            line(at, "t", log::Level::Error, "assertion failed\n  left: 1\r\n right: 2"),
            "[1970-01-01][00:00:00][t][ERROR] assertion failed\\n  left: 1\\r\\n right: 2\n"
        );
    }

    #[test]
    fn the_last_lines_are_kept_in_memory_and_no_more() {
        let logger = AppLog { dir: None, open: Mutex::new(None) };
        for n in 0..RECENT + 5 {
            logger.log(
                &Record::builder().level(log::Level::Info).target("t").args(format_args!("line {n}")).build(),
            );
        }
        let last = recent();
        assert_eq!(last.len(), RECENT);
        // Other tests log at the same time: their lines only push older ones out.
        assert!(last.iter().any(|l| l.ends_with("] line 204")), "{:?}", last.last());
        assert!(last.iter().all(|l| !l.ends_with("] line 4")), "the oldest went");
    }

    #[test]
    fn dates_across_leap_days_and_centuries() {
        assert_eq!(civil_date(0), (1970, 1, 1));
        assert_eq!(civil_date(11_016), (2000, 2, 29));
        assert_eq!(civil_date(11_017), (2000, 3, 1));
        assert_eq!(civil_date(20_512), (2026, 2, 28));
        assert_eq!(civil_date(47_541), (2100, 3, 1));
    }

    #[test]
    fn a_full_file_is_moved_aside_and_only_the_last_three_are_kept() {
        let dir = std::env::temp_dir().join(format!("sc-log-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        let logger = AppLog { dir: Some(dir.clone()), open: Mutex::new(open_file(&dir).ok()) };
        let text = "x".repeat(ROTATE_AT as usize / 2 - 100);
        // Two records fill a file; nine make four full files and a fifth begun.
        for n in 0..9 {
            logger.log(
                &Record::builder()
                    .level(log::Level::Warn)
                    .target("t")
                    .args(format_args!("{n} {text}"))
                    .build(),
            );
        }
        let names = |n: usize| fs::read_to_string(dir.join(format!("{FILE}.{n}"))).unwrap();
        assert!(fs::read_to_string(dir.join(FILE)).unwrap().contains("] 8 x"));
        assert!(names(1).contains("] 6 x") && names(1).contains("] 7 x"));
        assert!(names(3).contains("] 2 x") && names(3).contains("] 3 x"));
        assert!(!dir.join(format!("{FILE}.4")).exists());
        for file in fs::read_dir(&dir).unwrap() {
            assert!(file.unwrap().metadata().unwrap().len() <= ROTATE_AT);
        }
        fs::remove_dir_all(&dir).unwrap();
    }
}
