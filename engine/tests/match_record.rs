//! `match --record FILE`: a match stopped part-way resumes from its record and reports the
//! whole match, as if it had never stopped.

mod common;

use std::path::PathBuf;

use common::cli::{cli, fails};

/// The report without its timing lines, which differ from run to run.
fn report(args: &[&str]) -> String {
    let out = cli(args);
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    text.lines().filter(|l| !l.starts_with("mean time")).map(|l| format!("{l}\n")).collect()
}

fn temp_file(name: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("match-record-{name}-{}.txt", std::process::id()));
    let _ = std::fs::remove_file(&path);
    path
}

/// Zhili's hard level against easy from 4-ply openings: quick, and the same games every run.
fn match_args<'a>(games: &'a str, seed: &'a str, record: &'a str) -> Vec<&'a str> {
    let args = ["match", "zhili", "--a", "hard", "--b", "easy", "--games", games, "--seed", seed];
    [&args[..], &["--openings", "4", "--record", record]].concat()
}

fn game_lines(record: &PathBuf) -> Vec<String> {
    std::fs::read_to_string(record).unwrap().lines().skip(1).map(String::from).collect()
}

#[test]
fn a_match_stopped_part_way_resumes_from_its_record_and_reports_the_whole_match() {
    let whole = temp_file("whole");
    let path = whole.to_str().unwrap();
    let uninterrupted = report(&match_args("8", "3", path));
    let without_record = ["match", "zhili", "--a", "hard", "--b", "easy", "--games", "8", "--seed", "3"];
    assert_eq!(uninterrupted, report(&[&without_record[..], &["--openings", "4"]].concat()));
    let lines = std::fs::read_to_string(&whole).unwrap();
    assert!(lines.starts_with("shuangcheng-cli match record: game zhili seed 3 openings 4"), "{lines}");
    assert_eq!(game_lines(&whole).len(), 8, "one line per game: {lines}");

    // The first four games, then a stop in the middle of writing the fifth.
    let stopped = temp_file("stopped");
    let path = stopped.to_str().unwrap();
    report(&match_args("4", "3", path));
    let mut cut = std::fs::read_to_string(&stopped).unwrap();
    cut.push_str("4 1 Repeti");
    std::fs::write(&stopped, cut).unwrap();
    assert_eq!(report(&match_args("8", "3", path)), uninterrupted);
    let mut indices: Vec<u64> =
        game_lines(&stopped).iter().map(|l| l.split(' ').next().unwrap().parse().unwrap()).collect();
    indices.sort();
    assert_eq!(indices, (0..8).collect::<Vec<_>>(), "the cut line is dropped and its game played again");

    // A game in the record is counted as recorded, not played again.
    let games = game_lines(&stopped);
    let first = games.iter().find(|l| l.starts_with("0 ")).unwrap();
    let mut conceded: Vec<&str> = first.split(' ').collect();
    conceded[1] = "-1";
    conceded[2] = "Resignation";
    let text = std::fs::read_to_string(&stopped).unwrap().replace(first.as_str(), &conceded.join(" "));
    std::fs::write(&stopped, text).unwrap();
    let resumed = report(&match_args("8", "3", path));
    assert!(resumed.contains("Resignation 1"), "{resumed}");
    let _ = std::fs::remove_file(whole);
    let _ = std::fs::remove_file(stopped);
}

/// The command fails with one line naming `reason`, and leaves `record` as it was.
fn refused(args: &[&str], reason: &str, record: &PathBuf) {
    let before = std::fs::read(record).unwrap();
    fails(args, reason);
    assert_eq!(std::fs::read(record).unwrap(), before, "the record is unchanged");
}

#[test]
fn a_record_of_another_match_or_with_a_bad_line_is_refused_and_left_as_it_is() {
    let record = temp_file("refused");
    let path = record.to_str().unwrap();
    report(&match_args("2", "3", path));
    refused(&match_args("4", "4", path), "is not this match's", &record);

    let mut bad = std::fs::read(&record).unwrap();
    bad.extend_from_slice(b"1 2 Repetition 10 00\n");
    std::fs::write(&record, &bad).unwrap();
    refused(&match_args("4", "3", path), "bad or repeated game on line 4", &record);
    let _ = std::fs::remove_file(record);
}

#[test]
fn an_sprt_resumes_from_its_record_and_one_it_decides_plays_no_more() {
    let record = temp_file("sprt");
    let path = record.to_str().unwrap();
    let sprt = |a: &str, b: &str, max_games: &str| {
        let args = ["sprt", "zhili", "--a", a, "--b", b, "--elo0", "0", "--elo1", "20", "--openings", "2"];
        report(&[&args[..], &["--max-games", max_games, "--record", path]].concat())
    };
    // Stopped after 4 games, undecided; run again with room for more, it goes on to its decision.
    let stopped = sprt("perfect", "beginner", "4");
    assert!(stopped.contains("result: no decision after 4 games"), "{stopped}");
    assert_eq!(game_lines(&record).len(), 4);
    let decided = sprt("perfect", "beginner", "200");
    assert!(decided.contains("result: H1 accepted"), "{decided}");
    let played = game_lines(&record).len();
    assert!(played > 4, "{decided}");
    // Decided by its record, the same test plays no game and reports the same.
    assert_eq!(sprt("perfect", "beginner", "200"), decided);
    assert_eq!(game_lines(&record).len(), played);
    let _ = std::fs::remove_file(record);
}
