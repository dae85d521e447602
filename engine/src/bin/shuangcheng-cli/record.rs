//! `match --record FILE` (and `sprt`'s): every finished game is appended to FILE as one line,
//! so a match too long for one sitting resumes where it stopped when the same command is run
//! again (an SPRT decided by the games in FILE plays no more). The
//! games already in FILE are counted, not played again (each game's opening and seeds come
//! from the match's seed and the game's index alone, so the games still to play are the ones
//! the whole match would have played). FILE's first line holds the match's settings; a file
//! from another match is refused and left as it is. A last line cut short by the stop is
//! dropped, and its game played again.

use std::collections::BTreeSet;
use std::fs::{File, OpenOptions};
use std::io::{Read, Write};

use shuangcheng_engine::excerpt;

use crate::args::CliError;

/// A game as one line of a record, and back.
pub trait RecordLine: Sized {
    /// Game `index` as one line.
    fn to_line(&self, index: u64) -> String;
    /// The game of a line [`RecordLine::to_line`] wrote, with its index; `None` if the line is
    /// not one.
    fn from_line(line: &str) -> Option<(u64, Self)>;
}

/// The games a record holds, with their indices.
pub type Recorded<G> = Vec<(u64, G)>;

/// The first words of a record's first line, before the match's settings.
const HEADER: &str = "shuangcheng-cli match record:";

pub struct Record {
    file: File,
    path: String,
}

impl Record {
    /// The record of `path` if given, with the games in it ([`Record::open`]); else none.
    pub fn open_given<G: RecordLine>(
        path: Option<&str>,
        settings: &str,
    ) -> Result<(Option<Record>, Recorded<G>), CliError> {
        match path {
            Some(path) => Record::open(path, settings).map(|(record, done)| (Some(record), done)),
            None => Ok((None, Vec::new())),
        }
    }

    /// Opens `path` for the match of `settings` (creating it if missing), with the games in it.
    pub fn open<G: RecordLine>(path: &str, settings: &str) -> Result<(Record, Recorded<G>), CliError> {
        let error = |what: &str, e: std::io::Error| {
            CliError::user(format!("cannot {what} the record '{}': {e}", excerpt(path)))
        };
        let mut file = OpenOptions::new()
            .read(true)
            .append(true)
            .create(true)
            .open(path)
            .map_err(|e| error("open", e))?;
        let mut text = String::new();
        file.read_to_string(&mut text).map_err(|e| error("read", e))?;
        let header = format!("{HEADER} {settings}");
        let mut record = Record { file, path: path.to_string() };
        if text.is_empty() {
            record.write(&header)?;
            return Ok((record, Vec::new()));
        }
        let whole = &text[..text.rfind('\n').map_or(0, |n| n + 1)];
        let mut lines = whole.lines();
        if lines.next() != Some(header.as_str()) {
            return Err(CliError::user(format!(
                "the record '{}' is not this match's: its first line should be '{header}'",
                excerpt(path)
            )));
        }
        let mut done = Vec::new();
        let mut indices = BTreeSet::new();
        for (n, line) in lines.enumerate() {
            let game = G::from_line(line).filter(|(i, _)| indices.insert(*i));
            let game = game.ok_or_else(|| {
                CliError::user(format!(
                    "the record '{}' has a bad or repeated game on line {}: '{}'",
                    excerpt(path),
                    n + 2,
                    excerpt(line)
                ))
            })?;
            done.push(game);
        }
        if whole.len() < text.len() {
            record.file.set_len(whole.len() as u64).map_err(|e| error("shorten", e))?;
        }
        Ok((record, done))
    }

    /// Appends game `index`, in one write so a stop loses at most this line's end.
    pub fn add(&mut self, index: u64, result: &impl RecordLine) -> Result<(), CliError> {
        self.write(&result.to_line(index))
    }

    fn write(&mut self, line: &str) -> Result<(), CliError> {
        self.file
            .write_all(format!("{line}\n").as_bytes())
            .map_err(|e| CliError::user(format!("cannot write the record '{}': {e}", excerpt(&self.path))))
    }
}
