//! Five AI levels for Generals, all planning whole turns over atomic actions (G14):
//!
//! - `beginner`: random turns (a random general and mode, random actions, attacks preferred);
//! - `easy`: a random general and mode, then greedy actions scored by material, immediate
//!   attack chances and closing in;
//! - `normal`: plans a turn for every general and mode greedily and keeps the one whose end
//!   position scores best, counting the enemy's threats for next turn;
//! - `hard`: several plans per general and mode (greedy and perturbed), each answered by the
//!   `normal` planner for the enemy, keeping the plan whose position after the reply scores
//!   best;
//! - `master`: a search over whole turns, the enemy's replies included, as deep as its
//!   budget allows ([`master`]).
//!
//! The greedy levels grow bolder as the no-damage count rises, so quiet games are pressed
//! rather than drifting to the G12 draw. A level plans the whole turn when asked for its
//! first action and remembers the plan, so the following actions of the turn cost nothing;
//! an AI made afresh for each action simply plans the rest of the turn again.
//!
//! [`eval`] holds how positions are judged; [`search`] the lower levels' planners; [`time`]
//! how long the master thinks.

mod eval;
pub mod master;
mod review;
mod search;
mod time;

use std::time::Duration;

use crate::ai::{Ai, AiLevel, AiPlayers, SearchLimits};
use crate::game::Game;
use crate::position::Position;
use crate::rng::Rng;

use super::action::Action;
use super::position::Generals;
pub use eval::review_score;
use eval::NORMAL;
use master::{plan_master, MasterInfo};
use search::{plan_easy, plan_hard, plan_normal, random_turn};

const LEVELS: [AiLevel; 5] = [
    AiLevel { id: "beginner", name_en: "Beginner", name_zh: "入门", budget: Duration::from_millis(200) },
    AiLevel { id: "easy", name_en: "Easy", name_zh: "简单", budget: Duration::from_millis(500) },
    AiLevel { id: "normal", name_en: "Normal", name_zh: "普通", budget: Duration::from_millis(1000) },
    AiLevel { id: "hard", name_en: "Hard", name_zh: "困难", budget: Duration::from_millis(3000) },
    AiLevel { id: "master", name_en: "Master", name_zh: "大师", budget: MASTER_BUDGET },
];

/// The master's budget per turn.
pub const MASTER_BUDGET: Duration = Duration::from_millis(3000);

/// A Generals AI of one level.
pub struct GeneralsAi {
    level: usize,
    rng: Rng,
    /// The rest of the turn planned so far: (position key, action to play there).
    plan: Vec<(u64, Action)>,
    /// What the master's last search did.
    pub info: MasterInfo,
}

impl GeneralsAi {
    pub fn new(level: usize, seed: u64) -> GeneralsAi {
        GeneralsAi {
            level: level.min(LEVELS.len() - 1),
            rng: Rng::new(seed),
            plan: Vec::new(),
            info: MasterInfo::default(),
        }
    }

    /// The whole plan for the rest of this turn from `pos`; `None` when the master was
    /// cancelled.
    pub fn plan(&mut self, pos: &Generals, limits: &SearchLimits) -> Option<Vec<Action>> {
        let rng = &mut self.rng;
        Some(match self.level {
            0 => {
                let mut plan = Vec::new();
                random_turn(&mut pos.clone(), rng, &mut plan);
                plan
            }
            1 => plan_easy(pos, rng),
            2 => plan_normal(pos, NORMAL, 0.3, rng).0,
            3 => plan_hard(pos, rng, limits),
            _ => return plan_master(pos, rng, limits, MASTER_BUDGET, &mut self.info),
        })
    }
}

impl Ai<Generals> for GeneralsAi {
    fn choose(&mut self, game: &Game<Generals>, limits: &SearchLimits) -> Option<Action> {
        let pos = game.position();
        if game.outcome().is_some() {
            return None;
        }
        let key = pos.key();
        if let Some(i) = self.plan.iter().position(|(k, _)| *k == key) {
            let a = self.plan[i].1;
            if pos.play(&a).is_ok() {
                self.plan.drain(..=i);
                return Some(a);
            }
        }
        let plan = self.plan(pos, limits)?;
        let first = *plan.first()?;
        self.plan.clear();
        let mut q = pos.clone();
        for a in &plan {
            self.plan.push((q.key(), *a));
            q.apply(a);
        }
        self.plan.remove(0);
        Some(first)
    }
}

impl AiPlayers for Generals {
    fn ai_levels() -> &'static [AiLevel] {
        &LEVELS
    }

    fn new_ai(index: usize, seed: u64) -> Box<dyn Ai<Self>> {
        Box::new(GeneralsAi::new(index, seed))
    }

    fn searched_value(game: &Game<Self>, depth: u32) -> Option<f32> {
        review::searched_value(game.position(), depth)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::outcome::Side;

    #[test]
    fn every_level_plays_legal_actions_to_the_end_of_a_turn() {
        for level in 0..LEVELS.len() {
            let game = Game::new(Generals::start());
            let mut g = game.clone();
            for _ in 0..40 {
                let mut ai = GeneralsAi::new(level, 7);
                let limits = SearchLimits::budget(Duration::from_millis(30));
                let a = ai.choose(&g, &limits).expect("an action");
                g.play(&a).expect("legal");
                if g.position().at_turn_boundary() {
                    break;
                }
            }
            assert_eq!(g.position().to_move(), Side::Second, "level {level} finished its turn");
        }
    }
}
