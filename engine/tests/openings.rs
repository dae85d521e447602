//! The books of balanced openings in `engine/openings/`, which `match` and `sprt` play from with
//! `--openings FILE`: every opening plays from the start and leaves the game open at a turn
//! boundary, within the bound its book was written with, each position once; and a book begins
//! as its first line, the command that wrote it, writes it again.

mod common;

use std::collections::HashSet;

use common::cli::cli;
use shuangcheng_engine::{replay, GameKind};

/// Each game's book, `engine/openings/<id>.txt`, where it has one.
fn books() -> Vec<(GameKind, String)> {
    let path = |k: GameKind| format!("{}/openings/{}.txt", env!("CARGO_MANIFEST_DIR"), k.id());
    let books: Vec<(GameKind, String)> = GameKind::ALL
        .into_iter()
        .map(|k| (k, path(k)))
        .filter(|(_, p)| std::path::Path::new(p).exists())
        .collect();
    assert!(books.len() >= 2, "the books are found: {books:?}");
    books
}

/// The book's command words and its openings' lines.
fn book(path: &str) -> (Vec<String>, Vec<String>) {
    let text = std::fs::read_to_string(path).unwrap();
    let mut lines = text.lines();
    let command = lines.next().unwrap().split(' ').map(String::from).collect();
    (command, lines.filter(|l| !l.starts_with('#')).map(String::from).collect())
}

/// The value of option `name` in the command's words.
fn option<'a>(command: &'a [String], name: &str) -> &'a str {
    let i = command.iter().position(|w| w == name).unwrap_or_else(|| panic!("{name} in {command:?}"));
    &command[i + 1]
}

#[test]
fn every_opening_of_a_book_plays_from_the_start_and_is_within_its_bound() {
    for (kind, path) in books() {
        let (command, openings) = book(&path);
        assert_eq!(command[..3], ["shuangcheng-cli", "openings", kind.id()], "{path}");
        assert_eq!(openings.len().to_string(), option(&command, "--count"), "{path}");
        let bound: f32 = option(&command, "--bound").parse().unwrap();
        let start = shuangcheng_engine::new_game(kind, None).unwrap().position();
        let mut positions = HashSet::new();
        for line in &openings {
            let (value, actions) = line.split_once(' ').unwrap();
            let value: f32 = value.parse().unwrap();
            assert!(value.abs() <= bound, "{path}: {line}");
            let actions: Vec<&str> = actions.split("; ").collect();
            let game =
                replay(kind, &start, &actions).unwrap().whole().unwrap_or_else(|e| panic!("{line}: {e:?}"));
            assert!(game.outcome().is_none() && game.at_turn_boundary(), "{path}: {line}");
            assert!(positions.insert(game.position()), "{path}: {line} again");
        }
    }
}

#[test]
fn a_book_begins_as_its_first_line_writes_it_again() {
    for (_, path) in books() {
        let (command, openings) = book(&path);
        let mut args: Vec<&str> = command[1..].iter().map(String::as_str).collect();
        let count = args.iter().position(|w| *w == "--count").unwrap() + 1;
        args[count] = "2";
        let out = cli(&args);
        assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
        let written: Vec<String> = String::from_utf8(out.stdout)
            .unwrap()
            .lines()
            .filter(|l| !l.starts_with('#'))
            .skip(1)
            .map(String::from)
            .collect();
        assert_eq!(written, openings[..2], "{path}");
    }
}
