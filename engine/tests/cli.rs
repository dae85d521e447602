//! The `shuangcheng-cli` contract (README.md, `shuangcheng-cli`), checked on the real binary.

mod common;

use std::io::{BufRead, BufReader, Write};
use std::os::unix::ffi::OsStrExt;
use std::process::{Command, Stdio};

use common::cli::{cli, fails};

fn stdout(args: &[&str]) -> String {
    let out = cli(args);
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

/// `play` with its input and output piped.
fn spawn_play(args: &[&str]) -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_shuangcheng-cli"))
        .args(["play"].iter().chain(args))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs")
}

#[test]
fn perft_prints_the_count_alone_on_the_last_line() {
    for (depth, nodes) in [("0", "1"), ("1", "5"), ("2", "19"), ("3", "74")] {
        assert_eq!(stdout(&["perft", "zhili", depth]).lines().last(), Some(nodes));
    }
    assert_eq!(stdout(&["perft", "zhili", "1", "--position", "s..bbbbrrrr r 1"]).trim(), "0");
}

#[test]
fn legal_lists_one_action_per_line_after_the_given_actions() {
    assert_eq!(stdout(&["legal", "zhili"]), "5-3\n5-7\n6-3\n6-7\n8-7\n");
    assert_eq!(stdout(&["legal", "zhili", "5-3"]), "2-5\n4-5\n4-7\n");
    assert_eq!(stdout(&["legal", "zhili", "--position", "s..bbbbrrrr r 1"]), "");
}

#[test]
fn apply_prints_the_resulting_position() {
    assert_eq!(
        stdout(&["apply", "zhili", "--position", "bbb.bsr.rrr r 0", "5-3", "4-5"]),
        "bbbs.br.rrr r 0\n"
    );
    assert_eq!(stdout(&["apply", "zhili", "--position", "bbb.bsr.rrr r 0", "pass"]), "bbb.bsr.rrr b 0\n");
}

#[test]
fn solve_gives_win_loss_or_draw_for_the_side_to_move() {
    assert_eq!(stdout(&["solve", "zhili"]), "draw\n");
    assert_eq!(stdout(&["solve", "zhili", "--position", "s..bbbbrrrr r 0"]), "win 1\n");
    assert_eq!(stdout(&["solve", "zhili", "--position", "s..bbbbrrrr r 1"]), "loss 0\n");
}

#[test]
fn bad_input_is_one_line_on_stderr_and_exit_2() {
    fails(&["perft", "zhili", "x"], "bad depth");
    fails(&["perft", "zhili", "-1"], "bad depth");
    fails(&["perft", "zhili", "999"], "bad depth");
    fails(&["perft", "zhili"], "missing DEPTH");
    fails(&["legal", "zhili", "--position", "bbbbbsr.rrr r 0"], "expected 4 b, 4 r");
    fails(&["legal", "zhili", "--position", "bbb.bsr.rrr"], "expected 3 fields");
    fails(&["legal", "zhili", "--position", "garbage in"], "invalid position");
    fails(&["apply", "zhili", "--position", "bbb.bsr.rrr r 0", "9-8"], "illegal action '9-8'");
    fails(&["apply", "zhili", "--position", "bbb.bsr.rrr r 0", "5-3", "3-5"], "illegal action '3-5'");
    fails(&["apply", "zhili", "--position", "bbb.bsr.rrr r 0", "hello"], "unparsable action 'hello'");
    fails(&["apply", "zhili", "--position", "s..bbbbrrrr r 1", "pass"], "game is over");
    fails(&["legal", "chess"], "unknown game 'chess'");
    fails(&["solve", "twin-cities"], "zhili only");
    fails(&["frobnicate"], "unknown command");
    fails(&[], "missing command");
    fails(&["legal", "zhili", "--position"], "needs a value");
    fails(&["legal", "zhili", "--colour", "red"], "unknown or repeated option --colour");
    fails(
        &["match", "zhili", "--a", "grandmaster", "--b", "easy", "--games", "2"],
        "unknown level 'grandmaster'",
    );
    fails(&["match", "zhili", "--a", "9", "--b", "easy", "--games", "2"], "unknown level '9'");
    fails(&["match", "zhili", "--a", "easy", "--b", "easy", "--games", "zero"], "bad --games");
    fails(&["match", "zhili", "--a", "easy", "--b", "easy"], "--games must be at least 1");
    let short = ["match", "twin-cities", "--a", "master", "--b", "easy", "--games", "1"];
    fails(&[&short[..], &["--budget-a", "0"]].concat(), "bad --budget-a '0'");
    fails(&[&short[..], &["--budget-b", "1s"]].concat(), "bad --budget-b '1s'");
    fails(&[&short[..], &["--threads", "0"]].concat(), "bad --threads '0'");
}

#[test]
fn match_reports_wins_losses_draws_and_time_per_move() {
    let out = stdout(&["match", "zhili", "--a", "perfect", "--b", "1", "--games", "6", "--seed", "4"]);
    let field = |name: &str| -> u32 {
        let line = out.lines().find(|l| l.starts_with(name)).unwrap_or_else(|| panic!("{name} in {out}"));
        line[name.len()..].trim().parse().unwrap()
    };
    assert_eq!(field("a wins:") + field("a losses:") + field("draws:"), 6);
    assert_eq!(field("a losses:"), 0, "perfect play never loses");
    assert!(out.contains("mean time per move: a "), "{out}");
}

#[test]
fn match_takes_budgets_and_reports_the_time_per_turn() {
    let out = stdout(&[
        "match",
        "twin-cities",
        "--a",
        "master",
        "--b",
        "beginner",
        "--games",
        "1",
        "--budget-a",
        "20",
        "--times",
    ]);
    // Who wins one game at 20 ms a move depends on the machine's load: the test asks only that
    // the one game was played to a result and reported.
    let count = |label: &str| -> u32 {
        let line =
            out.lines().find(|l| l.starts_with(label)).unwrap_or_else(|| panic!("no '{label}': {out}"));
        line[label.len()..].trim().parse().unwrap_or_else(|_| panic!("'{line}'"))
    };
    assert_eq!(count("a wins:") + count("a losses:") + count("draws:"), 1, "{out}");
    let line = field(&out, "time per turn:");
    assert!(line.starts_with("a mean ") && line.contains("; b mean "), "{out}");
    // Each turn's time over its side's budget (20 ms for a, the beginner's 300 ms for b).
    let shares = field(&out, "budget used per turn:");
    for (side, share) in ["a", "b"].iter().zip(shares.split("; ")) {
        let numbers: Vec<f64> =
            share.split(|c: char| !c.is_ascii_digit() && c != '.').filter_map(|w| w.parse().ok()).collect();
        let [mean, worst] = numbers[..] else { panic!("{side}: {out}") };
        assert!(share.starts_with(&format!("{side} mean ")) && mean <= worst, "{out}");
    }
}

#[test]
fn pairs_from_a_book_or_the_start_report_the_first_players_score() {
    let book = concat!(env!("CARGO_MANIFEST_DIR"), "/openings/twin-cities.txt");
    let args = ["match", "twin-cities", "--a", "easy", "--b", "beginner", "--games", "4", "--openings", book];
    let out = stdout(&args);
    assert_eq!(field(&out, "openings:"), format!("{book} (1000 openings), 2 pairs"));
    let first = field(&out, "first player score per pair:");
    assert!(first.contains("95% interval") && first.contains("pentanomial ["), "{out}");
    // Zhili's start is a draw (Z9), which perfect play keeps whoever moves first.
    let args = ["match", "zhili", "--a", "perfect", "--b", "perfect", "--games", "4", "--openings", "start"];
    let out = stdout(&args);
    assert_eq!(field(&out, "openings:"), "the start position, 2 pairs");
    assert_eq!(
        field(&out, "first player score per pair:"),
        "50.0% (95% interval 50.0% to 50.0%), pentanomial [0, 0, 2, 0, 0]"
    );
    fails(&["match", "generals", "--a", "1", "--b", "1", "--games", "2", "--openings", book], "not generals");
    fails(
        &["match", "zhili", "--a", "1", "--b", "1", "--games", "2", "--openings", "/no/such"],
        "cannot read",
    );
}

#[test]
fn fair_start_plays_every_game_from_the_swap_rules_start() {
    let swap_start = "9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 0 1 swap";
    let args = ["match", "twin-cities", "--a", "easy", "--b", "beginner", "--games", "2"];
    for openings in [&[][..], &["--openings", "start"][..]] {
        let out = stdout(&[&args[..], openings, &["--fair-start"]].concat());
        assert_eq!(field(&out, "fair start:"), format!("{swap_start} (T14)"), "{out}");
        assert!(out.lines().nth(1).is_some_and(|l| l.starts_with("fair start:")), "{out}");
    }
    assert!(!stdout(&args).contains("fair start"), "off unless asked for");
    fails(&[&args[..], &["--openings", "4", "--fair-start"]].concat(), "--openings start or none");
    fails(
        &["match", "zhili", "--a", "1", "--b", "1", "--games", "2", "--fair-start"],
        "zhili has no fair start",
    );
    // The swap is legal after Red's first action, and only then (T14).
    assert!(stdout(&["legal", "twin-cities", "--position", swap_start, "e2e3"]).lines().any(|l| l == "swap"));
    assert!(!stdout(&["legal", "twin-cities", "e2e3"]).contains("swap"));
}

#[test]
fn think_plays_one_turn_and_gives_its_time_and_share_of_the_budget() {
    let out = stdout(&["think", "twin-cities", "--level", "hard", "--budget", "50", "e2e3"]);
    let action = field(&out, "turn:");
    assert!(stdout(&["legal", "twin-cities", "e2e3"]).lines().any(|l| l == action), "{out}");
    let time = field(&out, "time:");
    let (ms, share) = time.split_once(" ms of 50 ms (").unwrap_or_else(|| panic!("{out}"));
    let (ms, share): (f64, f64) = (ms.parse().unwrap(), share.trim_end_matches("%)").parse().unwrap());
    assert!((ms / 50.0 * 100.0 - share).abs() < 0.1, "{out}");
    // A Generals turn is its actions up to `end` (G14), one line, the level's budget by default.
    let out = stdout(&["think", "generals", "--level", "normal"]);
    assert!(field(&out, "turn:").ends_with("; end"), "{out}");
    assert!(field(&out, "time:").contains(" ms of 1000 ms ("), "{out}");
    fails(&["think", "zhili", "--level", "perfect", "--position", "s..bbbbrrrr r 1"], "the game is over");
    fails(&["think", "zhili", "--level", "9"], "unknown level");
}

#[test]
fn play_draws_the_board_and_answers_with_the_ai() {
    let mut child = spawn_play(&["zhili", "--ai", "hard"]);
    child.stdin.take().unwrap().write_all(b"moves\n1-2\n8-7\nundo\nquit\n").unwrap();
    let out = String::from_utf8(child.wait_with_output().unwrap().stdout).unwrap();
    assert!(out.contains("bbb.bsr.rrr r 0"), "{out}");
    assert!(out.contains("5-3 5-7 6-3 6-7 8-7"), "the moves are listed: {out}");
    assert!(out.contains("illegal action '1-2'"), "{out}");
    assert!(out.contains("computer plays"), "{out}");
    assert!(out.contains("4 - 5 - 6"), "the board is drawn with its point numbers: {out}");
}

#[test]
fn a_reader_that_goes_away_ends_the_program_quietly_with_exit_0() {
    // `play` answers every `help` with the board again: far more than a pipe holds, so the
    // output is still being written when its reader has gone.
    let mut child = spawn_play(&["zhili", "--ai", "none"]);
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        for _ in 0..100_000 {
            if stdin.write_all(b"help\n").is_err() {
                break;
            }
        }
    });
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut first).unwrap();
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn invalid_utf8_in_arguments_or_play_input_is_one_line_and_exit_2() {
    let out = Command::new(env!("CARGO_BIN_EXE_shuangcheng-cli"))
        .args(["legal".as_ref(), std::ffi::OsStr::from_bytes(b"zhi\xffli")])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("argument 2 is not valid UTF-8"), "{err}");
    let mut child = spawn_play(&["zhili", "--ai", "none"]);
    child.stdin.take().unwrap().write_all(b"moves\n8-7\xff\n").unwrap();
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert_eq!(err.trim(), "shuangcheng-cli: standard input is not valid UTF-8");
}

#[test]
fn long_or_multi_line_bad_input_is_quoted_short_on_one_line() {
    let long = format!("{} r 0", "b".repeat(5000));
    fails(&["legal", "zhili", "--position", &long], "expected 11 points");
    fails(&["legal", "twin-cities", "--position", &"x\ny ".repeat(2000)], "expected 6 fields");
    fails(&["apply", "zhili", "--position", "bbb.bsr.rrr r 0", &"q\n".repeat(500)], "unparsable action");
    fails(&[&"frob\n".repeat(100)], "unknown command");
    let out = cli(&["legal", "twin-cities", "--position", &"x\ny ".repeat(2000)]);
    assert!(out.stderr.len() < 300, "{}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn an_option_value_is_quoted_short_on_one_line() {
    let lines: String = (1..=3).map(|n| format!("{n}\n")).collect();
    for option in ["--threads", "--budget-a", "--budget-b"] {
        for value in [lines.clone(), "9".repeat(500)] {
            let args = ["match", "zhili", "--a", "easy", "--b", "easy", "--games", "1", option, &value];
            fails(&args, &format!("bad {option}"));
            let err = String::from_utf8(cli(&args).stderr).unwrap();
            let quoted = err.split('\'').nth(1).expect("the value is quoted");
            assert!(quoted.chars().count() <= 81, "{option}: {err}");
        }
    }
}

#[test]
fn a_closed_stderr_still_exits_2_without_an_abort() {
    // stderr is a pipe whose reader is gone before the program writes its error line.
    let mut child = Command::new(env!("CARGO_BIN_EXE_shuangcheng-cli"))
        .args(["legal", "nosuchgame"])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    drop(child.stderr.take());
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(2), "{status:?}");
}

#[test]
fn the_largest_turn_number_plays_on_without_wrapping() {
    let black = "9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 b S4TFBHLWRDE s4tfbhlwrde 0 4294967295";
    let after = stdout(&["apply", "twin-cities", "--position", black, "d9d8"]);
    assert_eq!(after, "9/4c4/5s3/3s5/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 1 4294967295\n");
    assert_eq!(stdout(&["apply", "twin-cities", "--position", after.trim()]), after, "it reads back");
}

/// The value after `name` on the line that starts with it.
fn field<'a>(out: &'a str, name: &str) -> &'a str {
    let line = out.lines().find(|l| l.starts_with(name)).unwrap_or_else(|| panic!("{name} in {out}"));
    line[name.len()..].trim()
}

#[test]
fn match_from_openings_plays_pairs_and_reports_the_interval_and_elo() {
    let plain = stdout(&["match", "zhili", "--a", "hard", "--b", "easy", "--games", "20", "--seed", "3"]);
    let names: Vec<&str> = plain.lines().map(|l| l.split(':').next().unwrap_or_default()).collect();
    assert_eq!(
        names,
        [
            "game",
            "a wins",
            "a losses",
            "draws",
            "a score",
            "endings",
            "mean plies per game",
            "mean time per move"
        ],
        "without --openings the report keeps its contract lines only"
    );
    let args =
        ["match", "zhili", "--a", "hard", "--b", "easy", "--games", "40", "--seed", "3", "--openings", "4"];
    let out = stdout(&args);
    assert_eq!(field(&out, "openings:"), "4 plies, 20 pairs");
    let distinct: u32 = field(&out, "distinct games:").split(' ').next().unwrap().parse().unwrap();
    assert!(distinct > 20, "random openings give different games: {out}");
    let elo = field(&out, "elo:");
    assert!(elo.starts_with('+') && elo.contains("+/-"), "hard beats easy: {out}");
    assert!(field(&out, "a score per pair:").contains("95% interval"), "{out}");
    let first = field(&out, "first player score per pair:");
    assert!(first.contains("95% interval") && first.contains("pentanomial ["), "{out}");
    let without_times =
        |o: &str| o.lines().filter(|l| !l.starts_with("mean time")).collect::<Vec<_>>().join("\n");
    assert_eq!(without_times(&stdout(&args)), without_times(&out), "a seed replays the same match");
    fails(
        &["match", "zhili", "--a", "hard", "--b", "easy", "--games", "3", "--openings", "4"],
        "must be even",
    );
    fails(
        &["match", "zhili", "--a", "hard", "--b", "easy", "--games", "2", "--openings", "0"],
        "bad --openings",
    );
    fails(
        &["match", "zhili", "--a", "hard", "--b", "easy", "--games", "2", "--weights-a", "legacy"],
        "master only",
    );
    fails(
        &[
            "match",
            "twin-cities",
            "--a",
            "master",
            "--b",
            "easy",
            "--games",
            "2",
            "--weights-a",
            "/no/such/file",
        ],
        "cannot read weights",
    );
    // The weights a game's master takes are the engine's: their count, and named sets.
    let three = std::env::temp_dir().join(format!("weights-three-{}.txt", std::process::id()));
    std::fs::write(&three, "1 2 3 # too few\n").unwrap();
    let tc_master = |extra: &[&str]| {
        let mut args = vec!["match", "twin-cities", "--a", "master", "--b", "easy", "--games", "2"];
        args.extend_from_slice(extra);
        args.into_iter().map(String::from).collect::<Vec<_>>()
    };
    let three_path = three.to_str().unwrap().to_string();
    let args = tc_master(&["--weights-a", &three_path]);
    fails(&args.iter().map(String::as_str).collect::<Vec<_>>(), "has 3 numbers: expected 27");
    let _ = std::fs::remove_file(&three);
    let args = tc_master(&["--weights-a", "legacy", "--depth-a", "1", "--budget-a", "20"]);
    let out = stdout(&args.iter().map(String::as_str).collect::<Vec<_>>());
    let played: u32 =
        ["a wins:", "a losses:", "draws:"].iter().map(|f| field(&out, f).parse::<u32>().unwrap()).sum();
    assert_eq!(played, 2, "{out}");
}

#[test]
fn sprt_stops_at_a_decision_either_way() {
    let test = |a: &str, b: &str| {
        stdout(&["sprt", "zhili", "--a", a, "--b", b, "--elo0", "0", "--elo1", "20", "--openings", "2"])
    };
    let stronger = test("perfect", "beginner");
    assert!(field(&stronger, "result:").starts_with("H1 accepted"), "{stronger}");
    let llr: f64 = field(&stronger, "llr:").split(' ').next().unwrap().parse().unwrap();
    assert!(llr >= 2.94, "{stronger}");
    let weaker = test("beginner", "perfect");
    assert!(field(&weaker, "result:").starts_with("H0 accepted"), "{weaker}");
    let capped = stdout(&[
        "sprt",
        "zhili",
        "--a",
        "hard",
        "--b",
        "hard",
        "--elo0",
        "0",
        "--elo1",
        "5",
        "--openings",
        "2",
        "--max-games",
        "4",
    ]);
    assert_eq!(field(&capped, "result:"), "no decision after 4 games", "{capped}");
    fails(
        &["sprt", "zhili", "--a", "hard", "--b", "easy", "--elo0", "5", "--elo1", "0", "--openings", "2"],
        "--elo1",
    );
    fails(&["sprt", "zhili", "--a", "hard", "--b", "easy", "--elo0", "0", "--elo1", "5"], "--openings");
}

/// `serve` with its input piped: the answer to each line, read as it comes.
struct Server {
    child: std::process::Child,
    input: std::process::ChildStdin,
    output: BufReader<std::process::ChildStdout>,
}

impl Server {
    fn start(args: &[&str]) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_shuangcheng-cli"))
            .args(["serve"].iter().chain(args))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the binary runs");
        let input = child.stdin.take().unwrap();
        let output = BufReader::new(child.stdout.take().unwrap());
        Server { child, input, output }
    }

    /// Sends one line and returns the one line that answers it.
    fn ask(&mut self, line: &str) -> String {
        writeln!(self.input, "{line}").unwrap();
        self.input.flush().unwrap();
        let mut answer = String::new();
        self.output.read_line(&mut answer).unwrap();
        assert!(answer.ends_with('\n'), "'{line}' got '{answer}'");
        answer.trim_end().to_string()
    }
}

#[test]
fn serve_answers_one_line_per_command_and_keeps_the_game() {
    let mut s = Server::start(&["zhili", "--level", "normal", "--seed", "7"]);
    assert_eq!(s.ask("go 20"), "error no game: send 'game' or 'game POSITION' first");
    assert_eq!(s.ask("game"), "ready");
    assert_eq!(s.ask("play 5-3"), "ok");
    assert_eq!(s.ask("play 9-9"), "error illegal action '9-9'");
    assert_eq!(s.ask("play hello"), "error unparsable action 'hello'");
    // The game is unchanged by the bad actions: Black's moves after 5-3 are still legal.
    let answer = s.ask("go 50");
    let action = answer.strip_prefix("action ").unwrap_or_else(|| panic!("{answer}"));
    assert!(["2-5", "4-5", "4-7"].contains(&action), "{answer}");
    assert_eq!(s.ask("play 4-5"), "ok", "the server did not play its own answer");
    assert_eq!(s.ask("go 0"), "error bad go '0': expected milliseconds from 1 to 600000");
    assert_eq!(s.ask("frobnicate now"), "error unknown command 'frobnicate'");
    assert_eq!(s.ask(""), "error unknown command ''");
    assert!(s.ask("game garbage").starts_with("error invalid position"));
    assert_eq!(s.ask("game s..bbbbrrrr r 1"), "ready");
    assert_eq!(s.ask("go 50"), "error the game is over");
    assert_eq!(s.ask("play pass"), "error the game is over: no action is legal");
    assert_eq!(s.ask("game bbb.bsr.rrr r 0"), "ready");
    assert!(s.ask("go 50").starts_with("action "));
    writeln!(s.input, "quit").unwrap();
    let out = s.child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(out.stdout.is_empty() && out.stderr.is_empty(), "quit answers nothing");
    // The end of the input ends it too; its options are checked as a match's are.
    let mut s = Server::start(&["twin-cities", "--level", "master", "--weights", "legacy", "--depth", "1"]);
    assert_eq!(s.ask("game"), "ready");
    assert!(s.ask("go 30").starts_with("action "));
    drop(s.input);
    assert_eq!(s.child.wait().unwrap().code(), Some(0));
    fails(&["serve", "zhili", "--level", "grandmaster"], "unknown level 'grandmaster'");
    fails(&["serve", "zhili", "--level", "hard", "--weights", "legacy"], "--weights and --depth are for");
    fails(&["serve", "zhili", "--level", "hard", "--budget", "20"], "unknown or repeated option --budget");
    fails(&["serve", "zhili"], "missing option --level");
}

/// A stand-in for another build's `serve` that answers `go` with `go_answer`: a shell script
/// in the temporary directory, removed by the caller.
fn fake_engine(name: &str, go_answer: &str) -> std::path::PathBuf {
    fake_program(
        name,
        &format!(
            "while read l; do case \"$l\" in game*) echo ready;; play*) echo ok;; \
             go*) echo '{go_answer}';; *) exit 0;; esac; done"
        ),
    )
}

/// A shell script with `body`, executable, in the temporary directory.
fn fake_program(name: &str, body: &str) -> std::path::PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let path = std::env::temp_dir().join(format!("fake-engine-{name}-{}.sh", std::process::id()));
    std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path
}

#[test]
fn match_and_sprt_play_a_side_by_another_build_through_serve() {
    // The fake engines are written first: a file just written may be busy for exec for a moment
    // while other tests spawn processes.
    let illegal = fake_engine("illegal", "action 9-9");
    let chatty = fake_engine("chatty", "thinking");
    // A build from before `serve`: it refuses the command on stderr.
    let old = fake_program("old", "echo \"shuangcheng-cli: unknown command 'serve'\" >&2; exit 2");
    let cli = env!("CARGO_BIN_EXE_shuangcheng-cli");
    let args = ["match", "zhili", "--a", "normal", "--b", "normal", "--engine-b", cli, "--games", "2"];
    let out = stdout(&[&args[..], &["--openings", "2", "--budget-a", "50", "--budget-b", "50"]].concat());
    let played: u32 =
        ["a wins:", "a losses:", "draws:"].iter().map(|f| field(&out, f).parse::<u32>().unwrap()).sum();
    assert_eq!(played, 2, "{out}");
    assert_eq!(field(&out, "openings:"), "2 plies, 1 pairs");
    let sprt = ["sprt", "zhili", "--a", "hard", "--b", "easy", "--engine-a", cli, "--elo0", "0"];
    let out = stdout(&[&sprt[..], &["--elo1", "10", "--openings", "2", "--max-games", "2"]].concat());
    assert_eq!(field(&out, "result:"), "no decision after 2 games", "{out}");
    // A missing or dead engine, one that answers outside the protocol or plays an illegal
    // action: one line naming the engine (and, once it runs, the game's position).
    let bad = ["match", "zhili", "--a", "normal", "--b", "normal", "--games", "2"];
    let fails_with = |engine: &[&str], reason: &str| fails(&[&bad[..], engine].concat(), reason);
    fails_with(&["--engine-b", "/nonexistent"], "cannot start engine b '/nonexistent'");
    fails_with(&["--engine-a", "/bin/false"], "engine a '/bin/false' stopped (exit status: 1) in ");
    let illegal_path = illegal.to_str().unwrap();
    fails_with(&["--engine-a", illegal_path], "chose illegal action '9-9' in bbb.bsr.rrr r 0");
    let chatty_path = chatty.to_str().unwrap();
    fails_with(&["--engine-a", chatty_path], "answered 'thinking' to 'go 100' in bbb.bsr.rrr r 0");
    let old_path = old.to_str().unwrap();
    fails_with(
        &["--engine-b", old_path],
        "stopped (exit status: 2): 'shuangcheng-cli: unknown command 'serve''",
    );
    for file in [illegal, chatty, old] {
        let _ = std::fs::remove_file(file);
    }
}

#[test]
fn an_engine_in_another_process_plays_the_same_games() {
    // Zhili's levels are deterministic for a seed and avoid repeating positions of the game's
    // history: the other process plays the same games only if it gets the whole game, the
    // random opening included, and the same seed.
    let this_build = env!("CARGO_BIN_EXE_shuangcheng-cli");
    let args = ["match", "zhili", "--a", "hard", "--b", "easy", "--games", "20", "--openings", "4"];
    let games = |engines: &[&str]| {
        let out = cli(&[&args[..], &["--seed", "3", "--jobs", "1", "--progress"], engines].concat());
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let report = String::from_utf8(out.stdout).unwrap();
        let timed = |l: &&str| l.starts_with("mean time") || l.starts_with("time per");
        let report: Vec<String> = report.lines().filter(|l| !timed(l)).map(String::from).collect();
        (String::from_utf8(out.stderr).unwrap(), report)
    };
    let in_process = games(&[]);
    assert_eq!(in_process.0.lines().count(), 20, "one progress line a game");
    assert_eq!(games(&["--engine-b", this_build]), in_process);
    assert_eq!(games(&["--engine-a", this_build, "--engine-b", this_build]), in_process);
}

#[test]
fn an_engine_that_does_not_exit_after_quit_is_killed_and_the_match_ends() {
    // It plays an illegal action, then, told to quit, sleeps for 10 minutes under the same
    // process id (written to a file first).
    let pid_file = std::env::temp_dir().join(format!("fake-engine-stubborn-{}.pid", std::process::id()));
    let stubborn = fake_program(
        "stubborn",
        &format!(
            "echo $$ > '{}'; while read l; do case \"$l\" in game*) echo ready;; play*) echo ok;; \
             go*) echo 'action 9-9';; *) break;; esac; done; exec sleep 600",
            pid_file.display()
        ),
    );
    let started = std::time::Instant::now();
    let args = ["match", "zhili", "--a", "normal", "--b", "normal", "--games", "2", "--engine-a"];
    fails(&[&args[..], &[stubborn.to_str().unwrap()]].concat(), "chose illegal action '9-9'");
    let waited = started.elapsed();
    let pid = std::fs::read_to_string(&pid_file).unwrap();
    for file in [stubborn, pid_file] {
        let _ = std::fs::remove_file(file);
    }
    // Killed after its wait (mover.rs's EXIT_WAIT) and reaped, long before its sleep would end.
    assert!(waited < std::time::Duration::from_secs(120), "the match ended after {waited:?}");
    let proc = format!("/proc/{}", pid.trim());
    assert!(!std::path::Path::new(&proc).exists(), "the engine ({proc}) is still there");
}

#[test]
fn the_readme_shows_the_whole_usage() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../README.md")).unwrap();
    let help = stdout(&["--help"]);
    assert!(
        readme.contains(&format!("shuangcheng-cli --help\n{help}```")),
        "README.md's usage is not --help's:\n{help}"
    );
}
