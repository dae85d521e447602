//! Why a tap is refused in Generals: the turn's choice of a general and a mode (G5, G13),
//! which units act (G5), steps (G6, G7, G9), attacks (G8, G9, G10) and warps (G11, G13).

use super::action::Mode;
use super::board::Square;
use super::movegen::WARP_RANGE;
use super::pieces::{Kind, UnitId};
use super::position::{side_of, Generals, ATTACKED, GOT_OFF, NONE, WARPED};
use crate::refusal::{Arbiter, Refusal, RefusalCode};

impl Arbiter for Generals {
    const REFUSALS: &'static [RefusalCode] = &[
        ("generals.choose-mode", "G5", &[]),
        ("generals.choose-general", "G5", &[]),
        ("generals.no-troops", "G13", &["general"]),
        ("generals.empty-cell", "G5", &["cell"]),
        ("generals.rival-unit", "G5", &["cell"]),
        ("generals.only-the-general", "G5", &["general"]),
        ("generals.only-the-troops", "G5", &["general"]),
        ("generals.attacked", "G5", &["kind"]),
        ("generals.spent", "G5", &["kind", "moves"]),
        ("generals.hemmed-in", "G6", &["kind"]),
        ("generals.warped", "G11", &[]),
        ("generals.warped-idle", "G11", &[]),
        ("generals.spent-aboard", "G9", &["kind", "moves", "reach"]),
        ("generals.hemmed-aboard", "G9", &["kind", "reach"]),
        ("generals.spent-waiting", "G13", &["kind", "moves"]),
        ("generals.hemmed-waiting", "G13", &["kind"]),
        ("generals.no-steps-left", "G5", &["kind", "moves"]),
        ("generals.water", "G7", &["kind"]),
        ("generals.marine-hop", "G7", &[]),
        ("generals.step-orthogonal", "G6", &["kind"]),
        ("generals.step-any", "G6", &["kind"]),
        ("generals.warp-before-steps", "G11", &[]),
        ("generals.waiting", "G13", &["kind"]),
        ("generals.cannot-ride", "G9", &["kind"]),
        ("generals.chariot-full", "G9", &["capacity"]),
        ("generals.silent-aboard", "G9", &["kind", "reach"]),
        ("generals.catapult-aim", "G8", &["reach"]),
        ("generals.hook-pull", "G10", &["max", "min"]),
        ("generals.marine-in-water", "G7", &[]),
        ("generals.shield-vs-crossbow", "G8", &["kind"]),
        ("generals.attack-orthogonal", "G8", &["kind", "reach"]),
        ("generals.attack-any", "G8", &["kind", "reach"]),
        ("generals.other-seat", "G4", &["general"]),
    ];

    fn seat_refusal(&self, seat: u8) -> Option<Refusal> {
        let general = super::pieces::Colour::from_index(usize::from(seat));
        Some(Refusal::new("generals.other-seat", "G4").with("general", general.letter_str()))
    }

    fn refusal(&self, chosen: &[&str], tapped: &str) -> Refusal {
        let cell = tapped.parse::<Square>().ok().and_then(|sq| self.map.cell(sq));
        let Some(cell) = cell else {
            return Refusal::new("generals.empty-cell", "G5").with("cell", tapped);
        };
        let Some((general, mode)) = self.turn.chosen else { return self.why_not_choose(chosen, cell) };
        let acting = chosen.first().and_then(|t| UnitId::parse(t)).map(UnitId::slot);
        match acting {
            Some(s) if self.actors().contains(&s) && self.units[s].alive() => self.why_not_target(s, cell),
            _ => self.why_not_pick(cell, general.letter_str(), mode),
        }
    }
}

impl Generals {
    /// The living units on `cell`: one standing there, or a Chariot and its passengers.
    fn on_cell(&self, cell: u8) -> impl Iterator<Item = usize> + '_ {
        (0..self.units.len()).filter(move |&s| self.units[s].alive() && self.units[s].cell == cell)
    }

    /// A turn begins with `lead` or `troops`, then a general of the team (G5).
    fn why_not_choose(&self, chosen: &[&str], cell: u8) -> Refusal {
        if !matches!(chosen, ["lead" | "troops"]) {
            return Refusal::new("generals.choose-mode", "G5");
        }
        let own_general = |&s: &usize| UnitId(s as u8).is_general() && side_of(s) == self.to_move;
        match self.on_cell(cell).find(own_general) {
            Some(s) => Refusal::new("generals.no-troops", "G13").with("general", general_of(s)),
            None => Refusal::new("generals.choose-general", "G5"),
        }
    }

    /// Why nothing on `cell` acts now, in a turn of `general`'s in `mode`.
    fn why_not_pick(&self, cell: u8, general: &str, mode: Mode) -> Refusal {
        let at = self.sq(cell).to_string();
        let on_cell: Vec<usize> = self.on_cell(cell).collect();
        if on_cell.is_empty() {
            return Refusal::new("generals.empty-cell", "G5").with("cell", at);
        }
        if let Some(&s) = on_cell.iter().find(|s| self.actors().contains(s)) {
            return self.why_idle(s);
        }
        if !on_cell.iter().any(|&s| side_of(s) == self.to_move) {
            return Refusal::new("generals.rival-unit", "G5").with("cell", at);
        }
        let code = match mode {
            Mode::Lead => "generals.only-the-general",
            Mode::Troops => "generals.only-the-troops",
        };
        Refusal::new(code, "G5").with("general", general)
    }

    /// Why the acting unit in slot `s` has nothing it may do: it has attacked (G5); or it may
    /// take no step (it warped, G11; its steps are taken, G5; no cell beside it is free, G6)
    /// and has nothing to attack, or may not attack at all (G9, G13).
    fn why_idle(&self, s: usize) -> Refusal {
        let u = self.units[s];
        let (kind, moves) = (u.kind.code(), u.kind.moves());
        if self.turn.flags[s] & ATTACKED != 0 {
            return Refusal::new("generals.attacked", "G5").with("kind", kind);
        }
        let spent = self.turn.steps[s] >= moves;
        let (code, rule) = match (self.turn.flags[s] & WARPED != 0, spent, self.attack_bar(s)) {
            (true, _, _) => return Refusal::new("generals.warped-idle", "G11"),
            (_, true, None) => {
                return Refusal::new("generals.spent", "G5").with("kind", kind).with("moves", moves)
            }
            (_, false, None) => return Refusal::new("generals.hemmed-in", "G6").with("kind", kind),
            (_, true, Some(Bar::Silent)) => ("generals.spent-aboard", "G9"),
            (_, false, Some(Bar::Silent)) => ("generals.hemmed-aboard", "G9"),
            (_, true, Some(Bar::Waiting)) => ("generals.spent-waiting", "G13"),
            (_, false, Some(Bar::Waiting)) => ("generals.hemmed-waiting", "G13"),
        };
        let refusal = Refusal::new(code, rule).with("kind", kind);
        let refusal = if spent { refusal.with("moves", moves) } else { refusal };
        if rule == "G9" {
            refusal.with("reach", Kind::SILENT_REACH_ABOVE)
        } else {
            refusal
        }
    }

    /// What keeps the unit in slot `s` from attacking at all now, if anything: the same checks
    /// as `may_attack`'s.
    fn attack_bar(&self, s: usize) -> Option<Bar> {
        let u = self.units[s];
        if u.kind.reach() > Kind::SILENT_REACH_ABOVE
            && (u.carrier != NONE || self.turn.flags[s] & GOT_OFF != 0)
        {
            return Some(Bar::Silent);
        }
        (u.kind == Kind::Catapult && u.cd > 0).then_some(Bar::Waiting)
    }

    /// Why the unit in slot `s` may not attack now, as a refusal, if it may not.
    fn attack_barred(&self, s: usize) -> Option<Refusal> {
        let kind = self.units[s].kind.code();
        Some(match self.attack_bar(s)? {
            Bar::Silent => Refusal::new("generals.silent-aboard", "G9")
                .with("kind", kind)
                .with("reach", Kind::SILENT_REACH_ABOVE),
            Bar::Waiting => Refusal::new("generals.waiting", "G13").with("kind", kind),
        })
    }

    /// Why the acting unit in slot `s` can neither step, warp, nor attack onto `cell`.
    fn why_not_target(&self, s: usize, cell: u8) -> Refusal {
        let u = self.units[s];
        let kind = || u.kind.code();
        if self.turn.flags[s] & ATTACKED != 0 {
            return Refusal::new("generals.attacked", "G5").with("kind", kind());
        }
        let (dx, dy) = self.map.delta(u.cell, cell);
        let (dist, straight) = (dx.abs().max(dy.abs()), dx == 0 || dy == 0 || dx.abs() == dy.abs());
        // A Catapult aims at any cell at its exact reach, whoever stands there.
        if u.kind == Kind::Catapult && dist == u.kind.reach() as i8 && straight && u.cd > 0 {
            return Refusal::new("generals.waiting", "G13").with("kind", kind());
        }
        let target = self.occ[cell as usize];
        if target != NONE && side_of(target as usize) != side_of(s) {
            return self.why_not_attack(s, target as usize, dist, straight);
        }
        if target != NONE && self.units[target as usize].kind != Kind::Chariot {
            return self.why_not_pick(cell, general_of(s), self.turn.chosen.map_or(Mode::Lead, |(_, m)| m));
        }
        // An empty cell, or a Chariot of the team: a step or a warp.
        if u.kind == Kind::Assassin && target == NONE && dist <= WARP_RANGE && dist > 1 {
            if u.cd > 0 {
                return Refusal::new("generals.waiting", "G13").with("kind", kind());
            }
            if self.turn.steps[s] > 0 {
                return Refusal::new("generals.warp-before-steps", "G11");
            }
        }
        if self.turn.flags[s] & WARPED != 0 {
            return Refusal::new("generals.warped", "G11");
        }
        if self.turn.steps[s] >= u.kind.moves() {
            return Refusal::new("generals.no-steps-left", "G5")
                .with("kind", kind())
                .with("moves", u.kind.moves());
        }
        if target != NONE {
            if !u.kind.can_ride() {
                return Refusal::new("generals.cannot-ride", "G9").with("kind", kind());
            }
            if self.passengers(target as usize) >= Kind::CHARIOT_CAPACITY as usize {
                return Refusal::new("generals.chariot-full", "G9").with("capacity", Kind::CHARIOT_CAPACITY);
            }
        } else if self.map.is_water(cell) && u.kind != Kind::Marine {
            return Refusal::new("generals.water", "G7").with("kind", kind());
        }
        if u.kind == Kind::Marine && u.carrier == NONE && self.map.is_water(u.cell) {
            return Refusal::new("generals.marine-hop", "G7");
        }
        let code = if u.kind.stats().diag_move { "generals.step-any" } else { "generals.step-orthogonal" };
        Refusal::new(code, "G6").with("kind", kind())
    }

    /// Why the acting unit in slot `s` cannot attack the rival unit in slot `v`, `dist` king
    /// steps away (`straight`: along one of the 8 directions).
    fn why_not_attack(&self, s: usize, v: usize, dist: i8, straight: bool) -> Refusal {
        let u = self.units[s];
        let kind = u.kind.code();
        if let Some(barred) = self.attack_barred(s) {
            return barred;
        }
        match u.kind {
            Kind::Catapult => {
                return Refusal::new("generals.catapult-aim", "G8").with("reach", u.kind.reach())
            }
            Kind::Hook => {
                return Refusal::new("generals.hook-pull", "G10")
                    .with("min", Kind::HOOK_MIN_PULL)
                    .with("max", u.kind.reach())
            }
            _ => {}
        }
        if straight && dist <= u.kind.reach() as i8 && !self.can_target(u.kind, v) {
            return match self.units[v].kind {
                Kind::ShieldInfantry => Refusal::new("generals.shield-vs-crossbow", "G8").with("kind", kind),
                _ => Refusal::new("generals.marine-in-water", "G7"),
            };
        }
        let code =
            if u.kind.stats().diag_attack { "generals.attack-any" } else { "generals.attack-orthogonal" };
        Refusal::new(code, "G8").with("kind", kind).with("reach", u.kind.reach())
    }
}

/// What keeps a unit from attacking at all (`Generals::attack_bar`).
enum Bar {
    /// A reach above 2 aboard a Chariot, or on the turn it got off (G9).
    Silent,
    /// A Catapult's wait after its shot (G13).
    Waiting,
}

/// The letter of the general whose unit is in slot `s`.
fn general_of(s: usize) -> &'static str {
    UnitId(s as u8).colour().letter_str()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::Position;

    const START: &str = "s 0 b0=GN@i2,b1=LC@h3,b2=SH@i3,b3=SP@j3,b4=CA@i1,g0=GN@c12,g1=LC@d11,g2=SH@c11,g3=SP@b11,g4=CA@c13,r0=GN@c2,r1=LI@b3,r2=HI@c3,r3=LI@d3,r4=CB@c1,y0=GN@i12,y1=LI@j11,y2=HI@i11,y3=LI@h11,y4=CB@i13";

    fn after(actions: &[&str]) -> Generals {
        let mut pos: Generals = START.parse().unwrap();
        for a in actions {
            pos = pos.play(&pos.parse_action(a).unwrap()).unwrap();
        }
        pos
    }

    #[test]
    fn g5_a_turn_begins_with_lead_or_troops_then_a_general() {
        let r = after(&[]).refusal(&[], "c2");
        assert_eq!((r.code, r.rule), ("generals.choose-mode", "G5"));
    }

    #[test]
    fn g5_in_troops_mode_only_the_generals_soldiers_act() {
        let r = after(&["troops r"]).refusal(&[], "c2");
        assert_eq!((r.code, r.params["general"].as_str()), ("generals.only-the-troops", "r"));
        let r = after(&["lead r"]).refusal(&[], "b3");
        assert_eq!(r.code, "generals.only-the-general");
    }

    #[test]
    fn g6_a_step_goes_to_a_neighbouring_cell() {
        // Red's Light infantry on d3 (move 2) steps one cell at a time, orthogonally.
        let r = after(&["troops r"]).refusal(&["r3"], "f5");
        assert_eq!((r.code, r.rule, r.params["kind"].as_str()), ("generals.step-orthogonal", "G6", "LI"));
    }

    #[test]
    fn g5_a_unit_that_has_taken_its_steps_steps_no_more() {
        // Heavy infantry moves 1: after c3-c4 it has no step left.
        let r = after(&["troops r", "r2-c4"]).refusal(&["r2"], "c5");
        assert_eq!((r.code, r.params["moves"].as_str()), ("generals.no-steps-left", "1"));
    }
}
