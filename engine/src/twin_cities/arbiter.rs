//! Why a tap is refused in Twin Cities: what the point holds (T4, T5, T10), the pattern of
//! the piece chosen (T5), a follower (T9), a recruit (T7) or an exchange (T8).

use super::board::{bit, name, parse_point, FIELD};
use super::movegen::{city_kinds, pattern, Masks};
use super::pieces::{kind_of, side_of, Kind, EMPTY};
use super::position::TwinCities;
use crate::outcome::Side;
use crate::refusal::{Arbiter, Refusal, RefusalCode};

impl Arbiter for TwinCities {
    fn has_reserve_slot(kind: &str) -> bool {
        Kind::RESERVE.iter().any(|k| k.code() == kind)
    }

    const REFUSALS: &'static [RefusalCode] = &[
        ("twin-cities.empty-point", "T4", &["point"]),
        ("twin-cities.rival-piece", "T4", &["point", "side"]),
        ("twin-cities.stuck", "T5", &["kind", "point"]),
        ("twin-cities.borrows-nothing", "T5", &["kind", "point"]),
        ("twin-cities.city-locked", "T10", &["point"]),
        ("twin-cities.stronghold-locked", "T10", &["point"]),
        ("twin-cities.stronghold-not-taken", "T5", &["point"]),
        ("twin-cities.own-piece", "T5", &["point"]),
        ("twin-cities.engine-never-captures", "T5", &["kind"]),
        ("twin-cities.moves-to-empty", "T5", &["kind"]),
        ("twin-cities.borrowed-pattern", "T5", &["kind"]),
        ("twin-cities.blocked", "T5", &["kind", "to"]),
        ("twin-cities.pattern-S", "T5", &["kind"]),
        ("twin-cities.pattern-F", "T5", &["kind"]),
        ("twin-cities.pattern-B", "T5", &["kind"]),
        ("twin-cities.pattern-H", "T5", &["kind"]),
        ("twin-cities.pattern-T", "T5", &["kind"]),
        ("twin-cities.pattern-L", "T5", &["kind"]),
        ("twin-cities.pattern-W", "T5", &["kind"]),
        ("twin-cities.pattern-R", "T5", &["kind"]),
        ("twin-cities.pattern-D", "T5", &["kind"]),
        ("twin-cities.pattern-E", "T5", &["kind"]),
        ("twin-cities.follower", "T9", &["kind"]),
        ("twin-cities.drop-or-move", "T5", &[]),
        ("twin-cities.recruit-empty", "T7", &["point"]),
        ("twin-cities.recruit-field", "T7", &["point"]),
        ("twin-cities.recruit-one-per-site", "T7", &["reserve"]),
        ("twin-cities.exchange-pay", "T8", &["other", "tiger"]),
        ("twin-cities.exchange-place", "T8", &[]),
        ("twin-cities.rival-reserve", "T6", &["side"]),
        ("twin-cities.reserve-empty", "T6", &["kind"]),
        ("twin-cities.reserve-recruit", "T7", &[]),
        ("twin-cities.exchange-start", "T8", &[]),
    ];

    fn refusal(&self, chosen: &[&str], tapped: &str) -> Refusal {
        let Some(at) = parse_point(tapped) else {
            return Refusal::new("twin-cities.empty-point", "T4").with("point", tapped);
        };
        match chosen {
            ["+", ..] => self.why_not_recruit(at),
            ["@", rest @ ..] => why_not_exchange(rest),
            [from, _, ..] => {
                let kind = parse_point(from).and_then(|p| self.piece_at(p)).map(|(k, _)| k);
                match kind.filter(|k| k.leads()) {
                    Some(kind) => Refusal::new("twin-cities.follower", "T9").with("kind", kind.code()),
                    None => Refusal::new("twin-cities.drop-or-move", "T5"),
                }
            }
            [from] => match parse_point(from) {
                Some(from) => self.why_not_to(from, at),
                None => self.why_not_pick(at),
            },
            [] => self.why_not_pick(at),
        }
    }

    fn reserve_refusal(&self, chosen: &[&str], side: Side, kind: &str) -> Option<Refusal> {
        let kind = kind.chars().next().and_then(Kind::from_letter)?;
        Some(if side != self.to_move {
            Refusal::new("twin-cities.rival-reserve", "T6").with("side", side.name())
        } else if self.reserve_count(side, kind) == 0 {
            Refusal::new("twin-cities.reserve-empty", "T6").with("kind", kind.code())
        } else if kind == Kind::Soldier {
            Refusal::new("twin-cities.reserve-recruit", "T7")
        } else if let ["@", paid @ ..] = chosen {
            why_not_exchange(paid)
        } else if self.can_exchange_for(kind) {
            Refusal::new("twin-cities.exchange-start", "T8")
        } else {
            why_not_exchange(&[])
        })
    }
}

impl TwinCities {
    /// Why nothing the side to move may move stands on `at`.
    fn why_not_pick(&self, at: u8) -> Refusal {
        let me = self.to_move;
        let point = name(at);
        let c = self.board[at as usize];
        if c == EMPTY {
            return Refusal::new("twin-cities.empty-point", "T4").with("point", point);
        }
        let kind = kind_of(c);
        let m = Masks::new(self);
        let locked = m.threat[me.other().index()] & bit(at) != 0;
        match side_of(c) {
            Some(side) if side != me => {
                Refusal::new("twin-cities.rival-piece", "T4").with("point", point).with("side", side.name())
            }
            _ if kind == Kind::City && locked => {
                Refusal::new("twin-cities.city-locked", "T10").with("point", point)
            }
            _ if kind == Kind::Stronghold && locked => {
                Refusal::new("twin-cities.stronghold-locked", "T10").with("point", point)
            }
            _ if matches!(kind, Kind::City | Kind::Stronghold) => {
                Refusal::new("twin-cities.borrows-nothing", "T5")
                    .with("kind", kind.code())
                    .with("point", point)
            }
            _ => Refusal::new("twin-cities.stuck", "T5").with("kind", kind.code()).with("point", point),
        }
    }

    /// Why the piece on `from`, which has moves, cannot go to `to`.
    fn why_not_to(&self, from: u8, to: u8) -> Refusal {
        let Some((kind, _)) = self.piece_at(from) else { return self.why_not_pick(to) };
        let target = self.piece_at(to);
        // Within the pattern's reach on an empty board: what a capture would have meant.
        let reach = |k: Kind| {
            let t = pattern(k, from, 0, 0);
            (t.moves | t.caps | t.shock) & bit(to) != 0
        };
        let lent = city_kinds(self, from, Masks::new(self).own);
        let reaches = match kind {
            Kind::City | Kind::Stronghold => {
                Kind::RESERVE.iter().any(|&k| lent & (1 << k as u16) != 0 && reach(k))
            }
            k => reach(k),
        };
        let own = |side: Option<Side>| side == Some(self.to_move);
        match target {
            Some((Kind::Stronghold, _)) if reaches => {
                Refusal::new("twin-cities.stronghold-not-taken", "T5").with("point", name(to))
            }
            // A piece of the side's own out of reach, or a Stronghold: the player meant to pick it.
            Some((Kind::Stronghold, _)) => self.why_not_pick(to),
            Some((_, side)) if own(side) && !reaches => self.why_not_pick(to),
            Some(_) if kind == Kind::Engine => {
                Refusal::new("twin-cities.engine-never-captures", "T5").with("kind", kind.code())
            }
            Some(_) if kind == Kind::Stronghold => {
                Refusal::new("twin-cities.moves-to-empty", "T5").with("kind", kind.code())
            }
            Some((_, side)) if own(side) => {
                Refusal::new("twin-cities.own-piece", "T5").with("point", name(to))
            }
            _ if matches!(kind, Kind::City | Kind::Stronghold) => {
                Refusal::new("twin-cities.borrowed-pattern", "T5").with("kind", kind.code())
            }
            _ if self.blocked(kind, from, to) => {
                Refusal::new("twin-cities.blocked", "T5").with("kind", kind.code()).with("to", name(to))
            }
            _ => Refusal::new(pattern_code(kind), "T5").with("kind", kind.code()),
        }
    }

    /// Whether a piece of `kind` on `from` would move to the empty point `to`, or capture the
    /// rival piece there, on a board with nothing else on it: then something stands in its
    /// way. The Shield's drops are told by its pattern (its pushes).
    fn blocked(&self, kind: Kind, from: u8, to: u8) -> bool {
        if kind == Kind::Shield {
            return false;
        }
        match self.piece_at(to) {
            None => pattern(kind, from, 0, 0).moves & bit(to) != 0,
            Some(_) => pattern(kind, from, bit(to), bit(to)).caps & bit(to) != 0,
        }
    }

    /// Whether the side to move may exchange Soldiers for a general of `kind` now.
    fn can_exchange_for(&self, kind: Kind) -> bool {
        use crate::position::Position;
        let mut actions = Vec::new();
        self.legal_actions(&mut actions);
        actions
            .iter()
            .any(|a| matches!(a, super::action::Action::Exchange { general, .. } if *general == kind))
    }

    /// Why a recruit may not stand on `at` (after the points already chosen).
    fn why_not_recruit(&self, at: u8) -> Refusal {
        if self.board[at as usize] != EMPTY {
            return Refusal::new("twin-cities.recruit-empty", "T7").with("point", name(at));
        }
        let sites = self.controlled_sites(self.to_move);
        if !sites.iter().any(|&s| FIELD[s as usize] & bit(at) != 0) {
            return Refusal::new("twin-cities.recruit-field", "T7").with("point", name(at));
        }
        let reserve = self.reserve_count(self.to_move, Kind::Soldier);
        Refusal::new("twin-cities.recruit-one-per-site", "T7").with("reserve", reserve)
    }
}

/// Why a tap does not go on with an exchange whose taps after `@` are `chosen`: the Soldiers
/// paid, then the general (its letter), then where it stands.
fn why_not_exchange(chosen: &[&str]) -> Refusal {
    let general_chosen =
        chosen.iter().any(|t| t.len() == 1 && t.chars().next().and_then(Kind::from_letter).is_some());
    if general_chosen {
        return Refusal::new("twin-cities.exchange-place", "T8");
    }
    Refusal::new("twin-cities.exchange-pay", "T8")
        .with("tiger", Kind::Tiger.price())
        .with("other", Kind::Foot.price())
}

/// The code that says how a piece of `kind` moves and captures (T5).
fn pattern_code(kind: Kind) -> &'static str {
    match kind {
        Kind::Soldier => "twin-cities.pattern-S",
        Kind::Foot => "twin-cities.pattern-F",
        Kind::Bow => "twin-cities.pattern-B",
        Kind::Horse => "twin-cities.pattern-H",
        Kind::Tiger => "twin-cities.pattern-T",
        Kind::Lurker => "twin-cities.pattern-L",
        Kind::Wing => "twin-cities.pattern-W",
        Kind::Raider => "twin-cities.pattern-R",
        Kind::Shield => "twin-cities.pattern-D",
        Kind::Engine => "twin-cities.pattern-E",
        // Lent patterns: the caller answers for these.
        Kind::City | Kind::Stronghold => "twin-cities.borrowed-pattern",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 0 1";

    fn refusal(position: &str, chosen: &[&str], tapped: &str) -> Refusal {
        position.parse::<TwinCities>().unwrap().refusal(chosen, tapped)
    }

    #[test]
    fn t5_a_soldier_moves_and_captures_one_point_orthogonally() {
        // Red's Soldier on d3 may go to d4, c3 or e3; not two points ahead, not diagonally.
        let r = refusal(START, &["d3"], "d5");
        assert_eq!((r.code, r.rule, r.params["kind"].as_str()), ("twin-cities.pattern-S", "T5", "S"));
        assert_eq!(refusal(START, &["d3"], "e4").code, "twin-cities.pattern-S");
    }

    #[test]
    fn t4_a_side_moves_its_own_pieces() {
        let r = refusal(START, &[], "d9");
        assert_eq!((r.code, r.params["side"].as_str()), ("twin-cities.rival-piece", "second"));
        assert_eq!(refusal(START, &[], "a1").code, "twin-cities.empty-point");
    }

    #[test]
    fn t5_a_stronghold_is_never_taken() {
        // A Tiger on c3 slides up the c-file to the Stronghold on c6.
        let r = refusal("9/4c4/3s1s3/9/9/2X3X2/9/9/2TS1S3/4C4/9 r S4FBHLWRDE s4tfbhlwrde 0 1", &["c3"], "c6");
        assert_eq!((r.code, r.params["point"].as_str()), ("twin-cities.stronghold-not-taken", "c6"));
    }

    #[test]
    fn t7_recruits_stand_in_a_field_of_a_site_you_control() {
        // Red controls its City on e2 (Soldiers d3, f3 in its field): a1 is in no site's field.
        let r = refusal(START, &["+"], "a1");
        assert_eq!((r.code, r.rule), ("twin-cities.recruit-field", "T7"));
        assert_eq!(refusal(START, &["+"], "d3").code, "twin-cities.recruit-empty");
    }

    #[test]
    fn t8_an_exchange_pays_with_soldiers_in_a_controlled_field() {
        let r = refusal(START, &["@"], "a1");
        assert_eq!(
            (r.code, r.params["tiger"].as_str(), r.params["other"].as_str()),
            ("twin-cities.exchange-pay", "3", "2")
        );
    }
}
