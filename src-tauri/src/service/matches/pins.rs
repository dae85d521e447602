//! The hand-over curtain's own terms: why it refuses ([`CurtainError`]), and each team's PIN
//! of four digits, kept with the game only salted and hashed ([`Pins`]).

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use shuangcheng_engine::Side;

use crate::service::error::{AppError, Detail};
use crate::service::random;

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
