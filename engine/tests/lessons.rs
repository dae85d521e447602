//! Lessons as data: every lesson's solution plays through the engine with its scripted
//! replies and reaches its goal; a lesson with an illegal solution fails naming the lesson
//! and the step; wrong tries end with a hint and start again; texts cite their rules.

use shuangcheng_engine::lessons::{
    find, lessons, parse, Lesson, LessonError, LessonRun, LessonState, Player,
};
use shuangcheng_engine::rng::Rng;
use shuangcheng_engine::GameKind;

fn all() -> Vec<&'static Lesson> {
    GameKind::ALL.into_iter().flat_map(|k| lessons(k).unwrap_or_else(|e| panic!("{e}"))).collect()
}

/// A lesson file written in TOML, as the data files are, parsed as `build.rs` compiles them in
/// (JSON).
fn parse_toml(kind: GameKind, text: &str) -> Result<Vec<Lesson>, LessonError> {
    let table: toml::Table = text.parse().unwrap_or_else(|e| panic!("{e}"));
    parse(kind, &serde_json::to_string(&table).unwrap())
}

/// A lesson made from TOML text, for the tests of bad data.
fn lesson_from(kind: GameKind, text: &str) -> Result<&'static Lesson, LessonError> {
    let mut parsed = parse_toml(kind, text)?;
    Ok(Box::leak(Box::new(parsed.remove(0))))
}

#[test]
fn every_game_has_the_lessons_its_examples_promise() {
    for kind in GameKind::ALL {
        let (count, least) = (lessons(kind).unwrap().len(), kind.examples().lessons);
        assert!(least >= 1 && count >= least, "{kind}: {count} lessons, at least {least}");
    }
}

#[test]
fn every_solution_plays_with_its_scripted_replies_and_passes() {
    for lesson in all() {
        let line = lesson.line().unwrap_or_else(|e| panic!("{e}"));
        let mut run = LessonRun::new(lesson).unwrap();
        assert!(
            !lesson.goal.iter().all(|c| c.holds(run.game(), run.learner())),
            "{}: reached at the start",
            lesson.id
        );
        let mut replies = Vec::new();
        for step in &line {
            match step.by {
                Player::Learner => {
                    assert_eq!(run.next_solution_action(), Some(step.action.as_str()), "{}", lesson.id);
                    let played = run.play(&step.action).unwrap_or_else(|e| panic!("{}: {e}", lesson.id));
                    replies.extend(played.replies);
                }
                Player::Rival => {
                    assert_eq!(replies.remove(0), step.action, "{}: the scripted reply", lesson.id)
                }
            }
        }
        assert!(replies.is_empty(), "{}", lesson.id);
        assert_eq!(run.state(), LessonState::Passed, "{}", lesson.id);
        assert_eq!(run.failures(), 0);
    }
}

#[test]
fn an_illegal_solution_names_the_lesson_and_the_step() {
    let text = |solution: &str| {
        format!(
            r#"[[lesson]]
id = "zhili-broken"
rules = ["Z6"]
position = "bbb.sbrrrr. r 0"
turns = 2
goal = [{{ kind = "win" }}]
solution = {solution}
replies = [["5-4"]]
title = {{ zh = "坏", en = "Broken" }}
intro = {{ zh = "坏", en = "Broken" }}
done = {{ zh = "坏", en = "Broken" }}
hints = [{{ zh = "坏", en = "Broken" }}]
"#
        )
    };
    let broken = lesson_from(GameKind::Zhili, &text(r#"["4-3", "8-6"]"#)).unwrap();
    let error = broken.line().unwrap_err().to_string();
    assert_eq!(error, "lesson zhili-broken, step 3 ('8-6'): illegal action '8-6'");
    let garbled = lesson_from(GameKind::Zhili, &text(r#"["4-3", "eight"]"#)).unwrap();
    assert_eq!(
        garbled.line().unwrap_err().to_string(),
        "lesson zhili-broken, step 3 ('eight'): unparsable action 'eight'"
    );
    let short = lesson_from(GameKind::Zhili, &text(r#"["4-3", "8-10"]"#)).unwrap();
    assert_eq!(
        short.line().unwrap_err().to_string(),
        "lesson zhili-broken: the solution does not reach the goal"
    );
    assert!(LessonRun::new(broken).is_err());
}

#[test]
fn bad_lesson_data_is_refused_with_the_lesson_named() {
    let base = r#"[[lesson]]
id = "generals-bad"
rules = ["G5"]
position = "s 0 r0=GN@c2,y0=GN@i12"
turns = 1
goal = [{ kind = "removed", unit = "y0" }]
solution = ["lead r"]
title = { zh = "坏", en = "Bad" }
intro = { zh = "坏", en = "Bad" }
done = { zh = "坏", en = "Bad" }
hints = [{ zh = "坏", en = "Bad" }]
"#;
    assert!(parse_toml(GameKind::Generals, base).is_ok());
    let cases = [
        (
            base.replace("r0=GN@c2,", "r0=GN@c6,"),
            "lesson generals-bad: invalid position: r0 (GN) stands in water at c6",
        ),
        (
            base.replace(
                r#"en = "Bad" }
hints"#,
                r#"fr = "Mal" }
hints"#,
            ),
            "lesson generals-bad: the done has no 'en' text",
        ),
        (base.replace(r#"unit = "y0""#, r#"unit = "q9""#), "lesson generals-bad: no unit 'q9' in generals"),
        (
            base.replace(r#"kind = "removed", unit = "y0""#, r#"kind = "controls", at = "e2""#),
            "needs a game with sites, and 'e2' is none in generals",
        ),
        (
            base.replace("id = \"generals-bad\"", "id = \"zhili-bad\""),
            "ids in this file start with 'generals-'",
        ),
        (base.replace("turns = 1", "turns = 0"), "turns, goal and rules must not be empty"),
        (base.replace("turns = 1", "turns = 1\nspeed = 3"), "unknown field `speed`"),
    ];
    for (text, expected) in cases {
        let error = parse_toml(GameKind::Generals, &text).unwrap_err().to_string();
        assert!(error.contains(expected), "{error}");
        assert!(!error.contains(" at line "), "no position in the compiled JSON: {error}");
    }
    let twice = format!("{base}{base}");
    assert!(parse_toml(GameKind::Generals, &twice).unwrap_err().to_string().contains("the id is used twice"));
}

/// Plays random tries that leave the solution's line at the first move; each must end,
/// passed or failed, within the lesson's turns, and a failed one gives a hint and resets.
#[test]
fn wrong_tries_end_with_a_hint_and_a_retry_starts_again() {
    let mut rng = Rng::new(7);
    for lesson in all() {
        let mut run = LessonRun::new(lesson).unwrap();
        let start = run.game().position();
        let first = lesson.solution[0].as_str();
        let mut failed = false;
        let firsts: Vec<String> =
            run.game().legal_actions().into_iter().map(|a| a.text).filter(|a| a != first).collect();
        for try_first in firsts.iter().take(6) {
            run.play(try_first).unwrap();
            let mut guard = 0;
            while run.state() == LessonState::Playing {
                let legal = run.game().legal_actions();
                let pick = &legal[rng.below(legal.len())].text;
                run.play(pick).unwrap();
                guard += 1;
                assert!(guard < 200, "{}: a try that never ends", lesson.id);
            }
            if run.state() == LessonState::Failed {
                failed = true;
                let hint = run.hint().unwrap_or_else(|| panic!("{}: no hint", lesson.id));
                assert!(lesson.hints.contains(hint));
                assert!(run.play(first).is_err(), "{}: a failed try takes no more actions", lesson.id);
            }
            run.retry();
            assert_eq!(run.game().position(), start, "{}", lesson.id);
            assert_eq!((run.state(), run.turns_left()), (LessonState::Playing, lesson.turns));
            assert_eq!(run.next_solution_action(), Some(first));
        }
        assert!(failed, "{}: no wrong first move fails, the lesson teaches nothing", lesson.id);
    }
}

#[test]
fn hints_come_in_order_and_the_last_repeats() {
    let lesson = find("zhili-step").unwrap();
    let mut run = LessonRun::new(lesson).unwrap();
    assert_eq!(run.hint(), None);
    for expected in [&lesson.hints[0], &lesson.hints[1], &lesson.hints[1]] {
        assert_eq!(run.play("8-10").unwrap().state, LessonState::Failed);
        assert_eq!(run.hint(), Some(expected));
        run.retry();
    }
    assert_eq!(run.failures(), 3);
    assert_eq!(run.play("8-7").unwrap().state, LessonState::Passed);
}

#[test]
fn z9_a_zhili_win_that_slips_away_fails_at_once() {
    // Two moves are given, but after 6-3 the solver knows Black escapes.
    let mut run = LessonRun::new(find("zhili-trap").unwrap()).unwrap();
    let step = run.play("6-3").unwrap();
    assert_eq!((step.state, step.replies.len()), (LessonState::Failed, 0));
}

#[test]
fn a_reply_the_script_no_longer_allows_comes_from_the_engine() {
    let lesson = lesson_from(
        GameKind::TwinCities,
        r#"[[lesson]]
id = "twin-cities-detour"
rules = ["T5"]
position = "9/4c4/9/4e4/9/9/4S4/9/9/4C4/9 r - - 0 1"
turns = 2
goal = [{ kind = "piece-at", at = "d6", piece = "S" }]
solution = ["e5d5", "d5d6"]
replies = [["e8e6"]]
title = { zh = "绕", en = "Detour" }
intro = { zh = "绕", en = "Detour" }
done = { zh = "绕", en = "Detour" }
hints = [{ zh = "绕", en = "Detour" }]
"#,
    )
    .unwrap();
    let mut run = LessonRun::new(lesson).unwrap();
    assert_eq!(run.play("e5d5").unwrap().replies, ["e8e6"]);
    run.retry();
    // On e6 the Soldier blocks the Engine's scripted e8e6 (an Engine never captures).
    let step = run.play("e5e6").unwrap();
    assert_eq!((step.state, step.replies.len()), (LessonState::Playing, 1));
    assert_ne!(step.replies, ["e8e6"]);
    assert_eq!(run.next_solution_action(), None, "off the solution's line");
    assert_eq!(run.turns_left(), 1);
}

#[test]
fn texts_cite_the_rules_they_teach() {
    for lesson in all() {
        let prefix = lesson.game.info().rule_letter;
        for rule in &lesson.rules {
            assert!(
                rule.starts_with(prefix) && rule[1..].parse::<u8>().is_ok(),
                "{}: rule {rule}",
                lesson.id
            );
            for lang in ["zh", "en"] {
                let cited = [&lesson.intro, &lesson.done].iter().any(|t| cites(t.get(lang), rule));
                assert!(cited, "{}: the {lang} texts do not cite {rule}", lesson.id);
            }
        }
    }
}

/// Whether `text` names `rule` (`T1` in "(T1, T5)", not in "T11").
fn cites(text: &str, rule: &str) -> bool {
    text.match_indices(rule).any(|(i, _)| !text[i + rule.len()..].starts_with(|c: char| c.is_ascii_digit()))
}
