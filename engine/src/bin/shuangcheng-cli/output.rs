//! Standard output for the commands: buffered, and a reader that went away ends the program
//! quietly ([`CliError::OutputClosed`], exit code 0) instead of a panic.

use std::fmt::Display;
use std::io::{self, BufWriter, Stdout, Write};

use crate::args::CliError;

pub struct Output(BufWriter<Stdout>);

impl Output {
    pub fn new() -> Output {
        Output(BufWriter::new(io::stdout()))
    }

    /// Writes `text` and a newline.
    pub fn line(&mut self, text: impl Display) -> Result<(), CliError> {
        writeln!(self.0, "{text}").map_err(closed)
    }

    /// Writes `text` as it is (a prompt) and sends everything written so far.
    pub fn prompt(&mut self, text: impl Display) -> Result<(), CliError> {
        write!(self.0, "{text}").map_err(closed)?;
        self.flush()
    }

    pub fn flush(&mut self) -> Result<(), CliError> {
        self.0.flush().map_err(closed)
    }
}

fn closed(e: io::Error) -> CliError {
    if e.kind() == io::ErrorKind::BrokenPipe {
        CliError::OutputClosed
    } else {
        CliError::user(format!("cannot write the output: {e}"))
    }
}
