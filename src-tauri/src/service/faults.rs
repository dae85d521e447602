//! Faults a test can switch on in the real service, to prove the paths no normal run takes: a
//! panic inside a command, an AI thread that panics, an AI that does not answer in time. Each
//! fires once. The app arms them only from `--fault=<name>` arguments in debug builds
//! (`lib.rs`); release builds never read them.

use std::sync::Mutex;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fault {
    /// The next command that works on a game panics while it holds the game's lock.
    PanicInSession,
    /// The AI's next search panics.
    AiPanic,
    /// The AI's next search ignores its deadline and its cancel flag until well after the
    /// watchdog has given up on it.
    AiHang,
}

impl Fault {
    pub fn parse(name: &str) -> Option<Fault> {
        match name {
            "panic-in-session" => Some(Fault::PanicInSession),
            "ai-panic" => Some(Fault::AiPanic),
            "ai-hang" => Some(Fault::AiHang),
            _ => None,
        }
    }
}

/// The armed faults of one service.
#[derive(Default)]
pub struct Faults(Mutex<Vec<Fault>>);

impl Faults {
    pub fn arm(&self, fault: Fault) {
        self.0.lock().unwrap_or_else(std::sync::PoisonError::into_inner).push(fault);
    }

    /// Whether `fault` is armed; it is disarmed by firing.
    pub fn fire(&self, fault: Fault) -> bool {
        let mut armed = self.0.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        match armed.iter().position(|&f| f == fault) {
            Some(i) => {
                armed.remove(i);
                true
            }
            None => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fault_fires_once() {
        let faults = Faults::default();
        assert!(!faults.fire(Fault::AiHang));
        faults.arm(Fault::parse("ai-hang").unwrap());
        assert!(!faults.fire(Fault::AiPanic));
        assert!(faults.fire(Fault::AiHang));
        assert!(!faults.fire(Fault::AiHang));
        assert_eq!(Fault::parse("nonsense"), None);
    }
}
