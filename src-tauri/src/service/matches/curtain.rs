//! The hand-over curtain: when one device passes between people who may not see the same
//! things, the play screen shows only "pass to <team>" and Ready until that team opens it.
//!
//! The match decides when ([`Match::curtain`]): during a hidden Generals setup with people on
//! both teams (G4), and at every turn of a game started with a hand-over between turns, whenever
//! the team to act is not the one that last opened the curtain. Behind it nothing can be played
//! for that team and its turn timer waits. A team may guard its curtain with a PIN of four
//! digits, kept with the game only salted and hashed ([`Pins`]).

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use shuangcheng_engine::Side;

use super::Match;
use crate::service::error::{AppError, AppResult, Detail};
use crate::service::events::Event;
use crate::service::saves::Write;
use crate::service::types::{Curtain, Snapshot};
use crate::service::{random, Ctx};

/// SHA-256 rounds over the salt and the PIN. A PIN has only 10,000 values, so the hash keeps it
/// out of sight in the saves, not safe from someone who reads them and tries every one.
const ROUNDS: u32 = 10_000;

/// Why the curtain refused: a stable code, said by the UI in the player's language
/// (`ui/js/error-text.js`, kept in step by `tests/ui_texts.rs`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, thiserror::Error)]
#[serde(tag = "code", content = "params")]
pub enum CurtainError {
    /// An action, undo or hint for the team whose curtain is still down.
    #[serde(rename = "curtain.closed")]
    #[error("the device is to be handed over: its player opens the curtain first")]
    Closed,
    #[serde(rename = "curtain.wrong-pin")]
    #[error("wrong PIN")]
    WrongPin,
    #[serde(rename = "curtain.pin-format")]
    #[error("a PIN is four digits")]
    PinFormat,
}

impl From<CurtainError> for AppError {
    fn from(e: CurtainError) -> AppError {
        AppError::NotAllowed(Detail::engine(&e))
    }
}

/// A PIN as typed: exactly four digits.
pub struct Pin(String);

impl Pin {
    pub fn parse(text: &str) -> Result<Pin, CurtainError> {
        if text.len() == 4 && text.bytes().all(|b| b.is_ascii_digit()) {
            Ok(Pin(text.to_string()))
        } else {
            Err(CurtainError::PinFormat)
        }
    }
}

/// One team's PIN: a random salt and the stretched hash, both in hex.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct PinHash {
    salt: String,
    hash: String,
}

impl PinHash {
    fn new(pin: &Pin) -> PinHash {
        let salt: Vec<u8> =
            [random::next_u64(), random::next_u64()].iter().flat_map(|n| n.to_le_bytes()).collect();
        PinHash { salt: hex(&salt), hash: hex(&stretch(&salt, &pin.0)) }
    }

    /// Whether `pin` is this one, compared in a time that does not depend on where they differ.
    fn admits(&self, pin: &Pin) -> bool {
        let Some(salt) = unhex(&self.salt) else { return false };
        let typed = hex(&stretch(&salt, &pin.0));
        typed.len() == self.hash.len()
            && typed.bytes().zip(self.hash.bytes()).fold(0, |acc, (a, b)| acc | (a ^ b)) == 0
    }
}

fn stretch(salt: &[u8], pin: &str) -> [u8; 32] {
    let mut digest: [u8; 32] = Sha256::new().chain_update(salt).chain_update(pin).finalize().into();
    for _ in 1..ROUNDS {
        digest = Sha256::new().chain_update(digest).chain_update(salt).chain_update(pin).finalize().into();
    }
    digest
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(text: &str) -> Option<Vec<u8>> {
    (0..text.len()).step_by(2).map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok()).collect()
}

/// Each team's PIN, if it set one (saved with the game, by side).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pins([Option<PinHash>; 2]);

impl Pins {
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(Option::is_none)
    }

    pub fn is_set(&self, side: Side) -> bool {
        self.0[side.index()].is_some()
    }

    /// Whether `typed` opens `side`'s curtain: any answer when it has no PIN.
    pub fn admits(&self, side: Side, typed: Option<&str>) -> Result<(), CurtainError> {
        match &self.0[side.index()] {
            None => Ok(()),
            Some(hash) => match typed.map(Pin::parse) {
                Some(Ok(pin)) if hash.admits(&pin) => Ok(()),
                _ => Err(CurtainError::WrongPin),
            },
        }
    }

    pub fn set(&mut self, side: Side, pin: &Pin) {
        self.0[side.index()] = Some(PinHash::new(pin));
    }
}

impl Match {
    /// The team the curtain is up for, if it is: a team with a person to act now, in a game
    /// that hides something between the teams' people (a hidden setup, or the option of a
    /// hand-over at every turn), other than the team that opened it last. A game just loaded
    /// has its curtain up.
    pub fn curtain(&self) -> Option<Side> {
        let options = &self.saved.options;
        let hides = match &self.saved.stage {
            super::Stage::Setup(st) => st.hidden,
            super::Stage::Play(_) => options.hand_over,
        };
        let people_on_both = Side::BOTH.into_iter().all(|side| options.has_person(side));
        if !hides || !people_on_both || self.outcome().is_some() {
            return None;
        }
        let side = match &self.saved.stage {
            super::Stage::Setup(st) => st.team_to_submit(),
            super::Stage::Play(moves) if self.ai_to_act().is_none() => moves.game().to_move(),
            super::Stage::Play(_) => return None,
        };
        (self.running.curtain_open != Some(side)).then_some(side)
    }

    /// What the UI shows of the curtain.
    pub fn curtain_view(&self) -> Option<Curtain> {
        let pin_offered = self.saved.options.hand_over;
        self.curtain().map(|side| Curtain { side, pin_set: self.saved.pins.is_set(side), pin_offered })
    }

    /// Refuses a change made behind the curtain: by anyone (`None`: an action, an undo or redo,
    /// a hint, an army, an agreed draw), or for `side` (a resignation; the other side's people
    /// may resign theirs).
    pub fn curtain_down(&self, side: Option<Side>) -> AppResult<()> {
        match self.curtain() {
            Some(up) if side.is_none_or(|side| side == up) => Err(CurtainError::Closed.into()),
            _ => Ok(()),
        }
    }

    /// `side`'s player opens its curtain: with its PIN if it set one, and `new_pin` sets or
    /// changes it (saved with the game). A curtain already opened, or up for another team, is
    /// a stale call and changes nothing.
    pub fn open_curtain(
        &mut self,
        ctx: &Arc<Ctx>,
        side: Side,
        pin: Option<&str>,
        new_pin: Option<&str>,
        events: &mut Vec<Event>,
    ) -> AppResult<Snapshot> {
        if self.curtain() != Some(side) {
            return Err(AppError::Stale(format!("no curtain is up for {}", side.name())));
        }
        let new_pin = new_pin.map(Pin::parse).transpose()?;
        self.saved.pins.admits(side, pin)?;
        if let Some(new_pin) = &new_pin {
            let before = self.before();
            self.saved.pins.set(side, new_pin);
            self.commit(ctx, before, Write::Row)?;
        }
        self.running.curtain_open = Some(side);
        self.drive(ctx, events);
        Ok(self.updated(ctx, events))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pin_is_four_digits() {
        for bad in ["", "123", "12345", "12a4", "١٢٣٤", " 123"] {
            assert!(matches!(Pin::parse(bad), Err(CurtainError::PinFormat)), "{bad:?}");
        }
        assert!(Pin::parse("0007").is_ok());
    }

    #[test]
    fn a_pin_is_kept_salted_and_hashed_and_opens_only_its_own_curtain() {
        let mut pins = Pins::default();
        assert_eq!(pins.admits(Side::First, None), Ok(()), "no PIN: Ready opens it");
        pins.set(Side::First, &Pin::parse("2468").unwrap());
        assert_eq!(pins.admits(Side::First, Some("2468")), Ok(()));
        for wrong in [None, Some("2469"), Some("24680"), Some("")] {
            assert_eq!(pins.admits(Side::First, wrong), Err(CurtainError::WrongPin), "{wrong:?}");
        }
        assert_eq!(pins.admits(Side::Second, None), Ok(()), "the other team set none");
        let saved = serde_json::to_string(&pins).unwrap();
        assert!(!saved.contains("2468"), "never as plain text: {saved}");
        let mut again = Pins::default();
        again.set(Side::First, &Pin::parse("2468").unwrap());
        assert_ne!(saved, serde_json::to_string(&again).unwrap(), "a fresh salt each time");
        let back: Pins = serde_json::from_str(&saved).unwrap();
        assert_eq!(back.admits(Side::First, Some("2468")), Ok(()), "read back from the save");
    }
}
