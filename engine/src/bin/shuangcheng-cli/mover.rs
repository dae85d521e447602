//! Who chooses a side's actions in a match: the player's AI in this process, or another build
//! of the CLI (`--engine-a PATH`) run as `PATH serve GAME --level … --seed …` (plus `--weights`,
//! `--depth` and `--threads` when given) and spoken to through `serve`'s line protocol
//! ([`crate::serve`]), as fishtest plays two builds of Stockfish against each other.
//!
//! An external engine is started once per game and ended at the game's end (`quit`, then
//! waited on; killed if it does not go). It gets `game POSITION` with the game's start, then
//! `play ACTION` for every action played so far (the random opening) and every action of
//! either side after it, so its history (repetitions included) is the game's; and `go MS` with
//! its side's budget; the time the match measures for that side
//! includes the pipe's round trip. A reply that is not the one expected, an illegal action, a
//! dead engine or one silent far past its budget ends the match with one line naming the
//! engine and the game's position.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use shuangcheng_engine::ai::SearchLimits;
use shuangcheng_engine::{excerpt, ActionError, AnyAi, AnyGame};

use crate::args::CliError;
use crate::players::Player;

/// Time an engine may take for an answer (beyond its budget for `go`) before it counts as hung.
const GRACE: Duration = Duration::from_secs(60);
/// Time an engine may take to exit after `quit` before it is killed.
const EXIT_WAIT: Duration = Duration::from_secs(5);

/// One side's chooser of actions.
pub enum Mover {
    InProcess(AnyAi),
    External(Engine),
}

impl Mover {
    /// Side `side`'s mover (`"a"` or `"b"`) for a game now at `game`, seeded with `seed`.
    pub fn new(
        player: &Player,
        side: &str,
        game: &AnyGame,
        seed: u64,
        threads: Option<usize>,
    ) -> Result<Mover, CliError> {
        match &player.engine {
            None => Ok(Mover::InProcess(player.new_ai(game, seed)?)),
            Some(path) => {
                let mut args = player.serve_args(game.kind(), seed);
                if let Some(t) = threads {
                    args.extend(["--threads".to_string(), t.to_string()]);
                }
                let mut engine = Engine::start(path, side, &args)?;
                engine.require(&format!("game {}", game.start_position()), "ready", game)?;
                for action in game.history() {
                    engine.require(&format!("play {action}"), "ok", game)?;
                }
                Ok(Mover::External(engine))
            }
        }
    }

    /// The action chosen in `game` within `budget`; not played.
    pub fn choose(&mut self, game: &AnyGame, budget: Duration) -> Result<String, CliError> {
        match self {
            Mover::InProcess(ai) => ai
                .choose(game, &SearchLimits::budget(budget))
                .ok_or_else(|| CliError::user(format!("the AI found no action in {}", game.position()))),
            Mover::External(engine) => {
                let go = format!("go {}", budget.as_millis().max(1));
                let reply = engine.ask(&go, budget + GRACE, game)?;
                match reply.strip_prefix("action ") {
                    Some(action) => Ok(action.to_string()),
                    None => Err(engine.unexpected(&reply, &go, game)),
                }
            }
        }
    }

    /// The error for the action this mover chose, which `game` refused.
    pub fn refused(&self, e: ActionError, game: &AnyGame) -> CliError {
        match self {
            Mover::InProcess(_) => {
                CliError::user(format!("the AI chose {e} in {}: this is a bug", game.position()))
            }
            Mover::External(engine) => engine.error(&format!("chose {e}"), game),
        }
    }

    /// Tells the mover that `action` was played in `game` (now after it), by either side.
    pub fn played(&mut self, action: &str, game: &AnyGame) -> Result<(), CliError> {
        match self {
            Mover::InProcess(_) => Ok(()),
            Mover::External(engine) => engine.require(&format!("play {action}"), "ok", game),
        }
    }
}

/// A running `serve` process of another build.
pub struct Engine {
    /// `engine a '/path'`, for messages.
    name: String,
    child: Child,
    stdin: Option<ChildStdin>,
    /// Its answer lines, read on a thread so that a silent engine can be given up on.
    lines: Receiver<String>,
    /// Its standard error's last line, for the message when it dies.
    stderr: Option<JoinHandle<String>>,
}

impl Engine {
    fn start(path: &str, side: &str, args: &[String]) -> Result<Engine, CliError> {
        let name = format!("engine {side} '{}'", excerpt(path));
        let mut child = Command::new(path)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| CliError::user(format!("cannot start {name}: {e}")))?;
        let (stdin, stdout, stderr) = (child.stdin.take(), child.stdout.take(), child.stderr.take());
        let (sender, lines) = mpsc::channel();
        if let Some(stdout) = stdout {
            std::thread::spawn(move || {
                for line in BufReader::new(stdout).lines() {
                    if line.map(|l| sender.send(l)).is_err() {
                        break;
                    }
                }
            });
        }
        let stderr = stderr.map(|e| std::thread::spawn(move || last_line(e)));
        Ok(Engine { name, child, stdin, lines, stderr })
    }

    /// Sends `line` and returns the answer line, waiting at most `wait` for it.
    fn ask(&mut self, line: &str, wait: Duration, game: &AnyGame) -> Result<String, CliError> {
        let sent = self.stdin.as_mut().map(|s| writeln!(s, "{line}").and_then(|_| s.flush()));
        if !matches!(sent, Some(Ok(()))) {
            return Err(self.died(game));
        }
        match self.lines.recv_timeout(wait) {
            Ok(reply) => Ok(reply),
            Err(RecvTimeoutError::Timeout) => {
                Err(self
                    .error(&format!("did not answer '{}' within {} s", excerpt(line), wait.as_secs()), game))
            }
            Err(RecvTimeoutError::Disconnected) => Err(self.died(game)),
        }
    }

    /// Sends `line`, whose answer must be `answer`.
    fn require(&mut self, line: &str, answer: &str, game: &AnyGame) -> Result<(), CliError> {
        let reply = self.ask(line, GRACE, game)?;
        if reply == answer {
            Ok(())
        } else {
            Err(self.unexpected(&reply, line, game))
        }
    }

    fn unexpected(&self, reply: &str, line: &str, game: &AnyGame) -> CliError {
        self.error(&format!("answered '{}' to '{}'", excerpt(reply), excerpt(line)), game)
    }

    fn error(&self, what: &str, game: &AnyGame) -> CliError {
        CliError::user(format!("{} {what} in {}", self.name, game.position()))
    }

    /// The error for an engine that stopped: its exit status and its last line on stderr.
    fn died(&mut self, game: &AnyGame) -> CliError {
        let status = self.end();
        let said = self.stderr.take().and_then(|t| t.join().ok()).unwrap_or_default();
        let said = if said.is_empty() { String::new() } else { format!(": '{}'", excerpt(&said)) };
        self.error(&format!("stopped ({status}){said}"), game)
    }

    /// Closes its input and waits for it to exit ([`EXIT_WAIT`], then kills it); its status.
    fn end(&mut self) -> String {
        self.stdin = None;
        let until = Instant::now() + EXIT_WAIT;
        while matches!(self.child.try_wait(), Ok(None)) && Instant::now() < until {
            std::thread::sleep(Duration::from_millis(2));
        }
        if matches!(self.child.try_wait(), Ok(None)) {
            let _ = self.child.kill();
        }
        self.child.wait().map(|s| s.to_string()).unwrap_or_else(|e| e.to_string())
    }
}

impl Drop for Engine {
    /// `quit`, then waits for the process: no zombie is left.
    fn drop(&mut self) {
        if let Some(stdin) = self.stdin.as_mut() {
            let _ = writeln!(stdin, "quit").and_then(|_| stdin.flush());
        }
        self.end();
        if let Some(t) = self.stderr.take() {
            let _ = t.join();
        }
    }
}

/// The last non-empty line of a stream, read to its end (its first 4,096 characters).
fn last_line(stream: impl Read) -> String {
    let mut last = String::new();
    for line in BufReader::new(stream).split(b'\n').map_while(Result::ok) {
        let line = String::from_utf8_lossy(&line);
        if !line.trim().is_empty() {
            last = line.chars().take(4096).collect();
        }
    }
    last.trim().to_string()
}
