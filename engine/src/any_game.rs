//! Any game of the registry behind one type, driven in notation strings: what the app, the
//! command line, lessons and review use to drive a game without knowing its rules. [`AnyGame`]
//! holds a [`Game`] of any [`Registered`] game behind one object-safe trait, implemented once
//! for every game; so a game added to the registry (`crate::registry`) compiles only once it
//! implements every trait this file asks of it, and no code here names a game.

use std::any::Any;
use std::fmt;
use std::time::Duration;

use crate::ai::{Ai, AiLevel, Score, SearchLimits};
use crate::any_ai::{ErasedAi, ErasedGame, ErasedJudge};
use crate::catalog::GameCatalog;
use crate::checked::Checked;
use crate::error::ActionError;
use crate::error::PositionError;
use crate::game::Game;
use crate::game_kind::GameKind;
use crate::judge::{move_verdict, verdict_of, ActionVerdict, MoveVerdict, Verdict};
use crate::outcome::{Outcome, Side};
use crate::position::{perft, Position};
use crate::presentation::Presentation;
use crate::refusal::{refusal_in, Refusal};
use crate::registered::Registered;
use crate::threats::Threats;
use crate::view::{ActionInfo, ActionWords, BoardView, Effect, Tap};

/// A game in progress of any kind.
pub struct AnyGame(Box<dyn Played>);

/// A computer player for any game, made by [`AnyGame::new_ai`].
pub struct AnyAi(pub(crate) Box<dyn ErasedAi>);

impl AnyAi {
    /// A game's own AI, made outside its ladder (the CLI's master with other weights or depth).
    pub fn new<P: Registered>(ai: Box<dyn Ai<P>>) -> AnyAi {
        AnyAi(Box::new(ai))
    }

    /// The action for the side to move of `game`; `None` when the game is over, the search
    /// was cancelled, or `game` is not of this AI's game.
    pub fn choose(&mut self, game: &AnyGame, limits: &SearchLimits) -> Option<String> {
        self.0.choose(game.erased(), limits)
    }
}

/// What [`AnyGame`] asks of a game in progress; implemented for every [`Game`] of a
/// registered game.
trait Played: Send + Sync {
    fn kind(&self) -> GameKind;
    fn boxed_clone(&self) -> Box<dyn Played>;
    fn as_any(&self) -> &dyn Any;
    fn debug(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
    fn position(&self) -> String;
    fn start_position(&self) -> String;
    fn to_move(&self) -> Side;
    fn side_name(&self, side: Side) -> &'static str;
    fn at_turn_boundary(&self) -> bool;
    fn history(&self) -> Vec<String>;
    fn history_words(&self) -> Vec<ActionWords>;
    fn movers(&self) -> Vec<Side>;
    fn played(&self, ply: usize) -> Option<(String, Side)>;
    fn legal_actions(&self) -> Vec<ActionInfo>;
    fn play(&mut self, action: &str) -> Result<String, ActionError>;
    fn check(&self, action: &str) -> Result<Checked, ActionError>;
    fn play_checked(&mut self, checked: Checked) -> Result<String, ActionError>;
    fn pass(&mut self) -> Result<String, ActionError>;
    fn undo(&mut self) -> Option<String>;
    fn plies(&self) -> usize;
    fn outcome(&self) -> Option<Outcome>;
    fn outcome_at(&self, ply: usize) -> Option<Option<Outcome>>;
    fn view(&self) -> BoardView;
    fn last_effects(&self) -> Vec<Effect>;
    fn last_taps(&self) -> Vec<Tap>;
    fn diagram(&self) -> String;
    fn perft(&self, depth: u32) -> u64;
    fn new_ai(&self, level: usize, seed: u64) -> Box<dyn ErasedAi>;
    fn weight_names(&self) -> &'static [&'static str];
    fn named_weights(&self, name: &str) -> Option<Vec<Score>>;
    fn tuned_master(&self, weights: Option<&[Score]>, depth: Option<i32>, budget: Duration) -> Option<AnyAi>;
    fn searched_value(&self, depth: u32) -> Option<f32>;
    fn verdict(&self) -> Option<Verdict>;
    fn verdicts(&self) -> Option<Vec<MoveVerdict>>;
    fn action_verdicts(&self) -> Option<Vec<ActionVerdict>>;
    fn new_judge(&self) -> Option<Box<dyn ErasedJudge>>;
    fn controls(&self, side: Side, point: &str) -> Option<bool>;
    fn is_unit(&self, id: &str) -> bool;
    fn field(&self, point: &str) -> Option<Vec<String>>;
    fn has_reserve_slot(&self, kind: &str) -> bool;
    fn threats(&self, side: Side) -> Option<Threats>;
    fn refusal(
        &self,
        chosen: &[&str],
        tapped: &str,
        playable: &dyn Fn(Option<u8>) -> bool,
    ) -> Option<Refusal>;
}

/// What `f` says of the last action, asked of the position it was played in.
fn of_last<P: Presentation, T>(game: &Game<P>, f: impl Fn(&P, &P::Action) -> Vec<T>) -> Vec<T> {
    match (game.positions(), game.actions().last()) {
        ([.., before, _], Some(action)) => f(before, action),
        _ => Vec::new(),
    }
}

impl<P: Registered> Played for Game<P> {
    fn kind(&self) -> GameKind {
        P::KIND
    }
    fn boxed_clone(&self) -> Box<dyn Played> {
        Box::new(self.clone())
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn debug(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
    fn position(&self) -> String {
        Game::position(self).to_string()
    }
    fn start_position(&self) -> String {
        self.start().to_string()
    }
    fn to_move(&self) -> Side {
        Game::position(self).to_move()
    }
    fn side_name(&self, side: Side) -> &'static str {
        P::side_name(side)
    }
    fn at_turn_boundary(&self) -> bool {
        Game::position(self).at_turn_boundary()
    }
    fn history(&self) -> Vec<String> {
        self.actions().iter().map(|a| a.to_string()).collect()
    }
    fn history_words(&self) -> Vec<ActionWords> {
        self.positions().iter().zip(self.actions()).map(|(pos, a)| pos.words(a)).collect()
    }
    fn movers(&self) -> Vec<Side> {
        self.positions().iter().take(self.actions().len()).map(|p| p.to_move()).collect()
    }
    fn played(&self, ply: usize) -> Option<(String, Side)> {
        Some((self.actions().get(ply)?.to_string(), self.positions()[ply].to_move()))
    }
    fn legal_actions(&self) -> Vec<ActionInfo> {
        let pos = Game::position(self);
        Game::legal_actions(self).iter().map(|a| pos.action_info(a)).collect()
    }
    fn play(&mut self, action: &str) -> Result<String, ActionError> {
        self.play_str(action).map(|a| a.to_string())
    }
    fn check(&self, action: &str) -> Result<Checked, ActionError> {
        if Game::outcome(self).is_some() {
            return Err(ActionError::GameOver);
        }
        let text = action.trim();
        let action: P::Action = text.parse()?;
        let legal = Game::legal_actions(self);
        let index = legal.iter().position(|a| *a == action).ok_or_else(|| ActionError::illegal(text))?;
        let pos = Game::position(self);
        Ok(Checked {
            legal: legal.iter().map(|a| pos.action_info(a)).collect(),
            index,
            plies: self.actions().len(),
            position: pos.to_string(),
            action: Box::new(action),
        })
    }
    fn play_checked(&mut self, checked: Checked) -> Result<String, ActionError> {
        let text = checked.info().text.clone();
        let same_position =
            checked.plies == self.actions().len() && checked.position == Game::position(self).to_string();
        match checked.action.downcast::<P::Action>() {
            Ok(action) if same_position => {
                self.play_legal(*action);
                Ok(text)
            }
            // Checked in another position or game: checked again here.
            _ => self.play_str(&text).map(|a| a.to_string()),
        }
    }
    fn pass(&mut self) -> Result<String, ActionError> {
        Game::pass(self).map(|a| a.to_string())
    }
    fn undo(&mut self) -> Option<String> {
        Game::undo(self).map(|a| a.to_string())
    }
    fn plies(&self) -> usize {
        self.actions().len()
    }
    fn outcome(&self) -> Option<Outcome> {
        Game::outcome(self)
    }
    fn outcome_at(&self, ply: usize) -> Option<Option<Outcome>> {
        self.positions().get(ply).map(Position::outcome)
    }
    fn view(&self) -> BoardView {
        Game::position(self).view()
    }
    fn last_effects(&self) -> Vec<Effect> {
        of_last(self, |pos, a| pos.effects(a))
    }
    fn last_taps(&self) -> Vec<Tap> {
        of_last(self, |pos, a| pos.action_info(a).taps)
    }
    fn diagram(&self) -> String {
        Game::position(self).diagram()
    }
    fn perft(&self, depth: u32) -> u64 {
        perft(Game::position(self), depth)
    }
    fn new_ai(&self, level: usize, seed: u64) -> Box<dyn ErasedAi> {
        Box::new(P::new_ai(level, seed))
    }
    fn weight_names(&self) -> &'static [&'static str] {
        P::weight_names()
    }
    fn named_weights(&self, name: &str) -> Option<Vec<Score>> {
        P::named_weights(name)
    }
    fn tuned_master(&self, weights: Option<&[Score]>, depth: Option<i32>, budget: Duration) -> Option<AnyAi> {
        P::tuned_master(weights, depth, budget).map(AnyAi::new::<P>)
    }
    fn searched_value(&self, depth: u32) -> Option<f32> {
        P::searched_value(self, depth)
    }
    fn verdict(&self) -> Option<Verdict> {
        Game::position(self).verdict()
    }
    fn verdicts(&self) -> Option<Vec<MoveVerdict>> {
        self.start().verdict()?; // not a solved game
        self.positions()
            .windows(2)
            .map(|pair| Some(move_verdict(pair[0].verdict()?, pair[1].verdict()?)))
            .collect()
    }
    fn action_verdicts(&self) -> Option<Vec<ActionVerdict>> {
        let mover = Game::position(self).to_move();
        Game::position(self).verdict()?; // not a solved game
        let verdicts = Game::legal_actions(self).into_iter().map(|action| {
            let text = action.to_string();
            let mut next = self.clone();
            next.play_legal(action);
            // The game's own end (a repetition, say) before the position's value.
            let verdict = match next.outcome() {
                Some(outcome) => verdict_of(outcome, mover),
                None => next.position().verdict()?.flipped(),
            };
            Some(ActionVerdict { action: text, verdict })
        });
        verdicts.collect()
    }
    fn new_judge(&self) -> Option<Box<dyn ErasedJudge>> {
        P::judge().map(|judge| Box::new(judge) as Box<dyn ErasedJudge>)
    }
    fn controls(&self, side: Side, point: &str) -> Option<bool> {
        Game::position(self).controls(side, point)
    }
    fn is_unit(&self, id: &str) -> bool {
        P::is_unit(id)
    }
    fn field(&self, point: &str) -> Option<Vec<String>> {
        P::field(point)
    }
    fn has_reserve_slot(&self, kind: &str) -> bool {
        P::has_reserve_slot(kind)
    }
    fn threats(&self, side: Side) -> Option<Threats> {
        Game::position(self).threats(side)
    }
    fn refusal(
        &self,
        chosen: &[&str],
        tapped: &str,
        playable: &dyn Fn(Option<u8>) -> bool,
    ) -> Option<Refusal> {
        refusal_in(self, chosen, tapped, playable)
    }
}

impl AnyGame {
    /// A new game of `kind` from `position` (its notation), or from the start position.
    pub fn new(kind: GameKind, position: Option<&str>) -> Result<AnyGame, PositionError> {
        kind.new_game(position)
    }

    /// A new game of `P` from `position`, or from the start position.
    pub(crate) fn of<P: Registered>(position: Option<&str>) -> Result<AnyGame, PositionError> {
        let start = match position {
            Some(s) => s.parse()?,
            None => P::start(),
        };
        Ok(AnyGame(Box::new(Game::new(start))))
    }

    pub fn kind(&self) -> GameKind {
        self.0.kind()
    }

    /// The current position in the game's notation.
    pub fn position(&self) -> String {
        self.0.position()
    }

    pub fn start_position(&self) -> String {
        self.0.start_position()
    }

    pub fn to_move(&self) -> Side {
        self.0.to_move()
    }

    /// The side's name in English (`Red`, `South`, …).
    pub fn side_name(&self, side: Side) -> &'static str {
        self.0.side_name(side)
    }

    pub fn at_turn_boundary(&self) -> bool {
        self.0.at_turn_boundary()
    }

    /// The actions played so far, in notation.
    pub fn history(&self) -> Vec<String> {
        self.0.history()
    }

    /// The actions played so far in parts, for their sentences in the player's language.
    pub fn history_words(&self) -> Vec<ActionWords> {
        self.0.history_words()
    }

    /// The side that made each action so far: the side to move in the position before it.
    pub fn movers(&self) -> Vec<Side> {
        self.0.movers()
    }

    /// Action `ply` in notation and the side that made it: one entry of [`Self::history`] and
    /// [`Self::movers`], without writing the others.
    pub fn played(&self, ply: usize) -> Option<(String, Side)> {
        self.0.played(ply)
    }

    /// The legal actions now with their taps; empty once the game is over.
    pub fn legal_actions(&self) -> Vec<ActionInfo> {
        self.0.legal_actions()
    }

    /// Plays an action given in notation (`pass` included); on error nothing changes.
    /// Returns the action as the engine writes it.
    pub fn play(&mut self, action: &str) -> Result<String, ActionError> {
        self.0.play(action)
    }

    /// Checks an action given in notation against the legal actions, listing them once: the
    /// list and the action's entry, for a caller that decides who may play it before
    /// [`AnyGame::play_checked`] plays it without listing them again. The timed-out `pass` is
    /// not a listed action.
    pub fn check(&self, action: &str) -> Result<Checked, ActionError> {
        self.0.check(action)
    }

    /// Plays an action [`AnyGame::check`] found legal here, and returns it as the engine writes
    /// it. An action checked in another position is checked again (and may be refused).
    pub fn play_checked(&mut self, checked: Checked) -> Result<String, ActionError> {
        self.0.play_checked(checked)
    }

    /// Plays the timed-out turn.
    pub fn pass(&mut self) -> Result<String, ActionError> {
        self.0.pass()
    }

    /// Takes back the last action; `None` at the start.
    pub fn undo(&mut self) -> Option<String> {
        self.0.undo()
    }

    /// The words of `action` played from here (`None` when it does not play): a move shown to
    /// the player that the game did not make.
    pub fn action_words(&self, action: &str) -> Option<ActionWords> {
        let mut tried = self.clone();
        tried.play(action).ok()?;
        tried.history_words().pop()
    }

    /// How many actions have been played.
    pub fn plies(&self) -> usize {
        self.0.plies()
    }

    /// The game as it stood after its first `ply` actions (all of it when `ply` is past the
    /// end): what a review shows at that move.
    pub fn truncated(&self, ply: usize) -> AnyGame {
        let mut game = self.clone();
        while game.plies() > ply {
            game.undo();
        }
        game
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.0.outcome()
    }

    /// The outcome the position after `ply` actions has by itself (history draws aside);
    /// `None` for a ply past the end.
    pub(crate) fn outcome_at(&self, ply: usize) -> Option<Option<Outcome>> {
        self.0.outcome_at(ply)
    }

    pub fn view(&self) -> BoardView {
        self.0.view()
    }

    /// What the last action did (moves, captures, pushes, hits), for animation.
    pub fn last_effects(&self) -> Vec<Effect> {
        self.0.last_effects()
    }

    /// The taps that made the last action, as they were tapped (what shows it as the last).
    pub fn last_taps(&self) -> Vec<Tap> {
        self.0.last_taps()
    }

    /// A text drawing of the board for the terminal.
    pub fn diagram(&self) -> String {
        self.0.diagram()
    }

    pub fn ai_levels(&self) -> &'static [AiLevel] {
        self.kind().ai_levels()
    }

    /// A computer player of this game that keeps its state between calls (e.g. a plan for a
    /// whole Generals turn); `None` for an unknown level.
    pub fn new_ai(&self, level: usize, seed: u64) -> Option<AnyAi> {
        (level < self.ai_levels().len()).then(|| AnyAi(self.0.new_ai(level, seed)))
    }

    /// The names of the game's master's evaluation weights, in a weights file's order (empty:
    /// its master takes none); see [`crate::ai::AiPlayers::weight_names`].
    pub fn master_weight_names(&self) -> &'static [&'static str] {
        self.0.weight_names()
    }

    /// A named set of the master's weights (`tuned`, `legacy`, …), if the game has it.
    pub fn named_master_weights(&self, name: &str) -> Option<Vec<Score>> {
        self.0.named_weights(name)
    }

    /// The game's master with other weights and an optional depth limit, searching `budget`
    /// a move; `None` when its master takes neither, or for weights of the wrong count.
    pub fn tuned_master(
        &self,
        weights: Option<&[Score]>,
        depth: Option<i32>,
        budget: Duration,
    ) -> Option<AnyAi> {
        self.0.tuned_master(weights, depth, budget)
    }

    /// How even the position is for the side to move, by a short search `depth` plies deep
    /// (see [`crate::ai::AiPlayers::searched_value`]).
    pub fn searched_value(&self, depth: u32) -> Option<f32> {
        self.0.searched_value(depth)
    }

    /// A one-off AI answer for the side to move; `None` when over, cancelled or the level is
    /// unknown.
    pub fn ai_action(&self, level: usize, seed: u64, limits: &SearchLimits) -> Option<String> {
        self.new_ai(level, seed)?.choose(self, limits)
    }

    pub fn perft(&self, depth: u32) -> u64 {
        self.0.perft(depth)
    }

    pub fn catalog(&self) -> &'static GameCatalog {
        self.kind().catalog()
    }

    /// The exact verdict of the current position for the side to move, for a solved game.
    pub fn verdict(&self) -> Option<Verdict> {
        self.0.verdict()
    }

    /// Where each legal action leads against best play, for the side to move, in the order of
    /// [`AnyGame::legal_actions`]; `None` for a game that is not solved. A game's own end (a
    /// repetition) counts before the position's value.
    ///
    /// ```
    /// use shuangcheng_engine::{new_game, GameKind};
    /// use shuangcheng_engine::review::Verdict;
    ///
    /// let zhili = new_game(GameKind::Zhili, None).unwrap();
    /// let verdicts = zhili.action_verdicts().unwrap();
    /// assert_eq!(verdicts.len(), zhili.legal_actions().len());
    /// // The start is a draw: no move wins, and at least one keeps the draw.
    /// assert!(verdicts.iter().any(|v| v.verdict == Verdict::Draw));
    /// assert!(new_game(GameKind::TwinCities, None).unwrap().action_verdicts().is_none());
    /// ```
    pub fn action_verdicts(&self) -> Option<Vec<ActionVerdict>> {
        self.0.action_verdicts()
    }

    /// The exact verdicts of every move, for a solved game (see [`crate::review::verdicts`]).
    pub(crate) fn verdicts(&self) -> Option<Vec<MoveVerdict>> {
        self.0.verdicts()
    }

    /// Why tapping the point or cell `tapped` after the taps `chosen` (tokens of the legal
    /// actions' taps) is refused: it neither goes on with them, nor steps back to one of them,
    /// nor starts a legal action (`ui/js/taps.js` `nextTaps`). `None` when it does one of
    /// these, or the game is over. Taps that start no legal action count as none.
    ///
    /// ```
    /// use shuangcheng_engine::{new_game, GameKind};
    ///
    /// let zhili = new_game(GameKind::Zhili, None).unwrap();
    /// // Red to move: 0 holds a Black piece, and 8 may step to 7.
    /// let refused = zhili.refusal(&[], "0").unwrap();
    /// assert_eq!((refused.code, refused.rule), ("zhili.rival-piece", "Z4"));
    /// assert_eq!(zhili.refusal(&["8"], "7"), None);
    /// ```
    pub fn refusal(&self, chosen: &[&str], tapped: &str) -> Option<Refusal> {
        self.0.refusal(chosen, tapped, &|_| true)
    }

    /// [`AnyGame::refusal`] for a player who may take only the legal actions of the seats
    /// `playable` accepts (an action's [`ActionInfo::seat`]; `None`: any player of the side).
    /// A tap that would start another seat's action is refused with that seat's reason (four-seat
    /// Generals: the general is played by its own seat).
    pub fn refusal_for_seats(
        &self,
        chosen: &[&str],
        tapped: &str,
        playable: &dyn Fn(Option<u8>) -> bool,
    ) -> Option<Refusal> {
        self.0.refusal(chosen, tapped, playable)
    }

    /// What threatens `side` and what it threatens now (see [`crate::threats`]); `None` for a
    /// game where nothing is taken or hurt, or once the game is over.
    pub fn threats(&self, side: Side) -> Option<Threats> {
        if self.outcome().is_some() {
            return None;
        }
        self.0.threats(side)
    }

    /// Whether `side` controls the site on `point`; `None` when the game has no such site
    /// (see [`Taught`]).
    pub(crate) fn controls(&self, side: Side, point: &str) -> Option<bool> {
        self.0.controls(side, point)
    }

    /// Whether `id` names a unit of this game.
    pub(crate) fn is_unit(&self, id: &str) -> bool {
        self.0.is_unit(id)
    }

    /// The points of the field of `point`; `None` when the game has no fields (see [`Taught`]).
    pub(crate) fn field(&self, point: &str) -> Option<Vec<String>> {
        self.0.field(point)
    }

    /// Whether a tap may name a reserve slot (`<side>-<kind>`) of `kind` in this game.
    pub fn has_reserve_slot(&self, kind: &str) -> bool {
        self.0.has_reserve_slot(kind)
    }

    /// The game inside, for a game's own AI or judge to find.
    pub(crate) fn erased(&self) -> ErasedGame<'_> {
        ErasedGame(self.0.as_any())
    }

    /// The review's judge of this game, if it has one.
    pub(crate) fn new_judge(&self) -> Option<Box<dyn ErasedJudge>> {
        self.0.new_judge()
    }
}

impl Clone for AnyGame {
    fn clone(&self) -> Self {
        AnyGame(self.0.boxed_clone())
    }
}

impl fmt::Debug for AnyGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.debug(f)
    }
}

/// A new game of `kind` from `position` (its notation), or from the start position.
pub fn new_game(kind: GameKind, position: Option<&str>) -> Result<AnyGame, PositionError> {
    AnyGame::new(kind, position)
}
