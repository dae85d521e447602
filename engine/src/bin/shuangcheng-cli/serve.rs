//! `serve GAME --level LEVEL [--seed S] [--weights FILE|tuned|legacy] [--depth D] [--threads T]`:
//! one AI player on a line protocol, kept alive across a game so that a master keeps its
//! transposition table and history between moves. Another build's `match` or `sprt` plays a
//! side through it (`--engine-a PATH`, [`crate::mover`]). The player is built as a match's is
//! ([`Player::from_args`] without the side's suffix). One answer line, flushed, per line read:
//!
//! - `game` or `game POSITION`: a new game, from the start or from the position (as
//!   `--position` takes it), and a new AI seeded with the seed → `ready`;
//! - `play ACTION`: plays an action of either side (the server never plays its own answer) →
//!   `ok`, or `error …` with the game unchanged;
//! - `go MS`: the AI's choice within MS milliseconds, not played → `action ACTION`, or
//!   `error …` (no game, the game over, no action);
//! - `quit`, or the end of the input: exit 0, with no answer;
//! - anything else → `error unknown command '…'`.

use std::io::BufRead;
use std::time::Duration;

use shuangcheng_engine::ai::SearchLimits;
use shuangcheng_engine::{excerpt, new_game, one_line, AnyAi, AnyGame, GameKind};

use crate::args::{number, Args, CliError};
use crate::matches::threads_option;
use crate::output::Output;
use crate::players::Player;

/// What `serve` plays: its player, the seed of each game's AI, and the game under way.
struct Server {
    kind: GameKind,
    player: Player,
    seed: u64,
    game: Option<(AnyGame, AnyAi)>,
}

pub fn run(args: &mut Args, out: &mut Output) -> Result<(), CliError> {
    let kind = args.game()?;
    let player = Player::from_args(args, kind, "")?;
    let seed = number(args, "--seed", 1)?;
    threads_option(args)?;
    args.finish()?;
    let mut server = Server { kind, player, seed, game: None };
    let mut input = std::io::stdin().lock();
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        let read = input
            .read_until(b'\n', &mut bytes)
            .map_err(|e| CliError::user(format!("cannot read standard input: {e}")))?;
        if read == 0 {
            return Ok(());
        }
        let answer = match std::str::from_utf8(&bytes) {
            Ok(line) => match server.answer(line.trim()) {
                Some(answer) => answer,
                None => return Ok(()),
            },
            Err(_) => Err("the line is not valid UTF-8".to_string()),
        };
        out.line(answer.unwrap_or_else(|e| format!("error {}", one_line(&e))))?;
        out.flush()?;
    }
}

impl Server {
    /// The answer to one line (`Err`: the text after `error `); `None` for `quit`.
    fn answer(&mut self, line: &str) -> Option<Result<String, String>> {
        let (command, rest) = line.split_once(' ').unwrap_or((line, ""));
        let rest = rest.trim();
        Some(match command {
            "quit" if rest.is_empty() => return None,
            "game" => self.new_game(rest),
            "play" => self.play(rest),
            "go" => self.go(rest),
            _ => Err(format!("unknown command '{}'", excerpt(command))),
        })
    }

    fn new_game(&mut self, position: &str) -> Result<String, String> {
        let position = (!position.is_empty()).then_some(position);
        let game = new_game(self.kind, position).map_err(|e| e.to_string())?;
        let ai = self.player.new_ai(&game, self.seed).map_err(message)?;
        self.game = Some((game, ai));
        Ok("ready".to_string())
    }

    fn play(&mut self, action: &str) -> Result<String, String> {
        let (game, _) = self.game.as_mut().ok_or_else(no_game)?;
        game.play(action).map_err(|e| e.to_string())?;
        Ok("ok".to_string())
    }

    fn go(&mut self, ms: &str) -> Result<String, String> {
        let (game, ai) = self.game.as_mut().ok_or_else(no_game)?;
        let ms = ms
            .parse::<u64>()
            .ok()
            .filter(|ms| (1..=600_000).contains(ms))
            .ok_or_else(|| format!("bad go '{}': expected milliseconds from 1 to 600000", excerpt(ms)))?;
        if game.outcome().is_some() {
            return Err("the game is over".to_string());
        }
        let action = ai
            .choose(game, &SearchLimits::budget(Duration::from_millis(ms)))
            .ok_or_else(|| "the AI found no action".to_string())?;
        Ok(format!("action {action}"))
    }
}

fn no_game() -> String {
    "no game: send 'game' or 'game POSITION' first".to_string()
}

fn message(e: CliError) -> String {
    match e {
        CliError::User(m) => m,
        CliError::OutputClosed => "output closed".to_string(),
    }
}
