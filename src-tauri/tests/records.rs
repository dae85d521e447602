//! Records as files and as text: a record written to a file reads back as the same game; a
//! file that is not a record, too large or not text is refused; a bad record is refused with
//! one typed error naming its line and what is wrong, and nothing is saved; 1,000 mutations of
//! valid records of all three games: no panic, and every refusal is one of the typed errors.

mod common;

use std::panic::{catch_unwind, AssertUnwindSafe};

use common::{open, pass_and_play, pick, TempDir};
use rand::{Rng, SeedableRng};
use shuangcheng_engine::GameKind;
use shuangcheng_lib::service::record::{MAX_RECORD_BYTES, RECORD_CODES};
use shuangcheng_lib::service::{AppError, Service};

/// A game of `kind` played some way by two people at one device, and its record.
fn played(svc: &Service, kind: GameKind, plies: usize) -> (String, String) {
    let mut s = svc.new_game(pass_and_play(kind)).unwrap();
    for n in 0..plies {
        if s.legal_actions.is_empty() {
            break;
        }
        s = svc.act(&s.id, &pick(&s, n), s.board.ply).unwrap();
    }
    (s.id.clone(), svc.export_game(&s.id).unwrap())
}

fn wire(e: &AppError) -> serde_json::Value {
    serde_json::to_value(e).unwrap()
}

/// The engine's codes a record's start or action may be refused with (by prefix).
const ENGINE_CODES: [&str; 7] =
    ["action-", "game-", "zhili.", "twin-cities.", "generals.", "army.", "position"];

/// A refusal as the player is told it: a typed bad request with a code the UI words, naming
/// the line when the fault is on one, in one bounded line.
fn assert_typed(e: &AppError, text: &str) {
    let json = wire(e);
    let code = json["code"].as_str().unwrap_or_default();
    assert_eq!(json["kind"], "bad-request", "{json} for {text:?}");
    assert!(
        RECORD_CODES.contains(&code)
            || code == "record.not-text"
            || ENGINE_CODES.iter().any(|p| code.starts_with(p)),
        "an untyped refusal {json} for {text:?}"
    );
    let whole_file = ["record.too-large", "record.missing"].contains(&code);
    assert!(whole_file || json["params"]["line"].is_u64(), "no line named: {json} for {text:?}");
    let message = json["message"].as_str().unwrap();
    assert!(message.chars().count() <= 300 && !message.contains('\n'), "{message}");
}

#[tokio::test]
async fn a_record_written_to_a_file_reads_back_as_the_same_game() {
    let dir = TempDir::new("record-file");
    let (svc, _) = open(&dir);
    for kind in [GameKind::Zhili, GameKind::TwinCities, GameKind::Generals] {
        let (id, record) = played(&svc, kind, 9);
        let file = dir.0.join(format!("{}.screc", kind.id()));
        assert_eq!(svc.export_record_to(&id, &file).unwrap(), record);
        let back = svc.import_record_file(&file).unwrap();
        assert_eq!(svc.export_game(&back.id).unwrap(), record, "{kind:?}");
        assert_eq!(back.board.ply, svc.snapshot(&id).unwrap().board.ply);
    }
    svc.shutdown();
}

#[tokio::test]
async fn a_file_that_cannot_be_a_record_is_refused_and_nothing_is_saved() {
    let dir = TempDir::new("record-bad-file");
    let (svc, _) = open(&dir);
    let code = |e: AppError| wire(&e)["code"].as_str().unwrap().to_string();
    let latin1 = dir.0.join("latin1.screc");
    std::fs::write(&latin1, b"# Shuangcheng game record\ngame: zhili\nstart: \xe9\n").unwrap();
    assert_eq!(code(svc.import_record_file(&latin1).unwrap_err()), "record.not-text");
    let huge = dir.0.join("huge.screc");
    std::fs::write(&huge, "#".repeat(MAX_RECORD_BYTES + 10)).unwrap();
    assert_eq!(code(svc.import_record_file(&huge).unwrap_err()), "record.too-large");
    assert_eq!(code(svc.import_record_file(&dir.0.join("absent.screc")).unwrap_err()), "file.read");
    let (id, _) = played(&svc, GameKind::Zhili, 2);
    assert_eq!(code(svc.export_record_to(&id, &dir.0.join("no-folder/x.screc")).unwrap_err()), "file.write");
    assert_eq!(svc.list_saves().unwrap().len(), 1, "only the game played");
    svc.shutdown();
}

#[tokio::test]
async fn a_bad_record_names_its_line_and_what_is_wrong() {
    let dir = TempDir::new("record-lines");
    let (svc, _) = open(&dir);
    let (_, record) = played(&svc, GameKind::Zhili, 4);
    let lines: Vec<&str> = record.lines().collect();
    // The third action made illegal: refused by the engine, on its own line of the file.
    let third = lines.iter().position(|l| l.starts_with("3. ")).unwrap();
    let mut bad = lines.clone();
    bad[third] = "3. 9-9";
    let e = wire(&svc.import_game(&bad.join("\n")).unwrap_err());
    assert_eq!(e["params"]["line"], third + 1, "{e}");
    assert_eq!(e["params"]["at"], 3, "{e}");
    // The position line contradicting the actions.
    let mut bad = lines.clone();
    let position = lines.iter().position(|l| l.starts_with("position:")).unwrap();
    bad[position] = "position: bbb.bsr.rrr r 0";
    let e = wire(&svc.import_game(&bad.join("\n")).unwrap_err());
    assert_eq!(
        (e["code"].as_str(), e["params"]["line"].as_u64()),
        (Some("record.position"), Some(position as u64 + 1))
    );
    assert_eq!(svc.list_saves().unwrap().len(), 1);
    svc.shutdown();
}

/// One random change to `text`: a line dropped, doubled or swapped, characters changed,
/// inserted or cut, a number shifted.
fn mutate(text: &str, rng: &mut impl Rng) -> String {
    const NOISE: [&str; 12] =
        ["", " ", ":", ". ", "\n", "9", "-", "x", "象", "é", "\u{0}", "result: draw (x)"];
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let n = lines.len();
    if n == 0 {
        return NOISE[rng.gen_range(0..NOISE.len())].to_string();
    }
    let at = rng.gen_range(0..n);
    match rng.gen_range(0..7) {
        0 => drop(lines.remove(at)),
        1 => lines.insert(at, lines[at].clone()),
        2 => lines.swap(at, rng.gen_range(0..n)),
        3 | 4 => {
            let chars: Vec<char> = lines[at].chars().collect();
            let cut = rng.gen_range(0..=chars.len());
            let keep = rng.gen_range(cut..=chars.len());
            let noise = NOISE[rng.gen_range(0..NOISE.len())];
            lines[at] =
                chars[..cut].iter().collect::<String>() + noise + &chars[keep..].iter().collect::<String>();
        }
        5 => {
            lines[at] = lines[at].replacen(|c: char| c.is_ascii_digit(), &rng.gen_range(0..12).to_string(), 1)
        }
        _ => lines.truncate(at),
    }
    lines.join("\n")
}

#[tokio::test]
async fn a_thousand_mutated_records_of_the_three_games_never_panic_and_every_refusal_is_typed() {
    let dir = TempDir::new("record-fuzz");
    let (svc, _) = open(&dir);
    let records: Vec<String> = [GameKind::Zhili, GameKind::TwinCities, GameKind::Generals]
        .into_iter()
        .map(|k| played(&svc, k, 14).1)
        .collect();
    let saved = svc.list_saves().unwrap().len();
    let mut rng = rand::rngs::StdRng::seed_from_u64(52);
    let (mut refused, mut imported) = (0, 0);
    for i in 0..1000 {
        let text = mutate(&records[i % 3], &mut rng);
        let text = if rng.gen_bool(0.3) { mutate(&text, &mut rng) } else { text };
        let outcome = catch_unwind(AssertUnwindSafe(|| svc.import_game(&text)));
        match outcome.unwrap_or_else(|_| panic!("a panic on {text:?}")) {
            Ok(snap) => {
                imported += 1;
                svc.delete_game(&snap.id).unwrap();
            }
            Err(e) => {
                assert_typed(&e, &text);
                refused += 1;
            }
        }
        assert_eq!(svc.list_saves().unwrap().len(), saved, "nothing is saved from a refusal");
    }
    println!("record mutations: {refused} refused, {imported} still records");
    assert!(refused > 500, "most mutations break a record: {refused}");
    common::fault_cases("record_mutations", refused + imported);
    svc.shutdown();
}
