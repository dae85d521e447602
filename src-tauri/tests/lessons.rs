//! Lessons through the app core: listing with progress, a wrong try with its hint and a retry,
//! a pass saved across a restart, the first lesson offered once, and bad input.

mod common;

use common::{open, TempDir};
use shuangcheng_engine::lessons::LessonState;
use shuangcheng_engine::GameKind;
use shuangcheng_lib::service::{AppError, Phase, Service};

fn progress(svc: &Service, game: GameKind) -> (usize, usize, bool) {
    let p = svc.lessons().progress().unwrap().into_iter().find(|p| p.game == game).unwrap();
    (p.passed, p.total, p.offered)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wrong_try_gets_a_hint_a_retry_passes_and_the_pass_is_saved() {
    let dir = TempDir::new("lessons");
    {
        let (svc, _) = open(&dir);
        let list = svc.lessons().list(GameKind::Zhili).unwrap();
        assert!(list.lessons.len() >= 3 && list.progress_known);
        assert_eq!(list.lessons[0].id, "zhili-step");
        let start = svc.lessons().start("zhili-step").unwrap();
        assert_eq!(
            (start.state, start.play.board.ply, start.play.phase),
            (LessonState::Playing, 0, Phase::Playing)
        );
        assert!(start.play.human_to_act && !start.play.legal_actions.is_empty());
        assert_eq!(start.title.get("zh"), "走一格，堵住出路");
        // Z4: 8-10 leaves Black a move; the lesson's one turn is used up.
        let wrong = svc.lessons().act("zhili-step", "8-10", 0).unwrap();
        assert_eq!(wrong.state, LessonState::Failed);
        assert!(wrong.hint.is_some() && wrong.play.legal_actions.is_empty() && wrong.progress_saved);
        assert!(matches!(
            svc.lessons().act("zhili-step", "8-7", wrong.play.board.ply),
            Err(AppError::GameOver)
        ));
        let again = svc.lessons().retry("zhili-step").unwrap();
        assert_eq!((again.state, again.play.board.ply, again.failures), (LessonState::Playing, 0, 1));
        let passed = svc.lessons().act("zhili-step", "8-7", 0).unwrap();
        assert_eq!(passed.state, LessonState::Passed);
        assert_eq!(passed.next, Some("zhili-jump"));
        assert_eq!(progress(&svc, GameKind::Zhili).0, 1);
    }
    // The progress survives a restart: the first lesson passed with one wrong try.
    let (svc, _) = open(&dir);
    let list = svc.lessons().list(GameKind::Zhili).unwrap();
    assert_eq!(list.passed, 1);
    assert!(list.lessons[0].passed && list.lessons[0].wrong_tries == 1 && !list.lessons[1].passed);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_rival_replies_between_the_learners_turns() {
    let dir = TempDir::new("lessons-reply");
    let (svc, _) = open(&dir);
    let lesson = svc.lessons().start("twin-cities-field").unwrap();
    assert_eq!(lesson.fields, ["c6"]);
    let after = svc.lessons().act("twin-cities-field", "e4d4", 0).unwrap();
    assert_eq!(after.state, LessonState::Playing);
    assert_eq!(after.replies, ["e9e8"], "the scripted reply");
    assert_eq!((after.play.board.ply, after.turns_left, after.play.history.len()), (2, 1, 2));
    let done = svc.lessons().act("twin-cities-field", "d4d5", 2).unwrap();
    assert_eq!(done.state, LessonState::Passed);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_first_lesson_is_offered_once_per_game() {
    let dir = TempDir::new("lessons-offer");
    let (svc, _) = open(&dir);
    for game in GameKind::ALL {
        let (passed, total, offered) = progress(&svc, game);
        assert!(passed == 0 && total > 0 && !offered, "{game:?}");
    }
    svc.lessons().mark_offered(GameKind::Generals).unwrap();
    svc.lessons().mark_offered(GameKind::Generals).unwrap();
    assert!(progress(&svc, GameKind::Generals).2);
    assert!(!progress(&svc, GameKind::Zhili).2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_lesson_calls_change_nothing() {
    let dir = TempDir::new("lessons-bad");
    let (svc, _) = open(&dir);
    assert!(matches!(svc.lessons().start("no-such-lesson"), Err(AppError::BadRequest(_))));
    assert!(matches!(svc.lessons().act("zhili-jump", "8-5", 0), Err(AppError::Stale(_))), "not started");
    svc.lessons().start("zhili-jump").unwrap();
    assert!(matches!(svc.lessons().act("zhili-jump", "8-5", 3), Err(AppError::Stale(_))));
    assert!(matches!(svc.lessons().act("zhili-jump", "0-1", 0), Err(AppError::IllegalAction(_))));
    assert!(matches!(svc.lessons().act("zhili-jump", &"x".repeat(65), 0), Err(AppError::BadRequest(_))));
    let view = svc.lessons().retry("zhili-jump").unwrap();
    assert_eq!((view.play.board.ply, view.failures, view.state), (0, 0, LessonState::Playing));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_saves_a_lesson_still_plays_and_says_its_progress_was_not_saved() {
    // A database from a newer app: the core runs without a store until the player decides.
    let dir = TempDir::new("lessons-nostore");
    {
        let conn = rusqlite::Connection::open(dir.db()).unwrap();
        conn.execute_batch("PRAGMA journal_mode = WAL; PRAGMA user_version = 99;").unwrap();
    }
    let before = std::fs::read(dir.db()).unwrap();
    let (svc, _) = open(&dir);
    let list = svc.lessons().list(GameKind::Zhili).unwrap();
    assert!(!list.progress_known && list.passed == 0 && !list.lessons.is_empty());
    assert_eq!(svc.lessons().progress().unwrap_err().kind(), "storage");
    svc.lessons().start("zhili-step").unwrap();
    let passed = svc.lessons().act("zhili-step", "8-7", 0).unwrap();
    assert_eq!(passed.state, LessonState::Passed);
    assert!(!passed.progress_saved);
    assert_eq!(std::fs::read(dir.db()).unwrap(), before, "the newer database is left as it was");
}
