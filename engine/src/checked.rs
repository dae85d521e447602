//! An action found legal once, played without checking it again.

use std::any::Any;
use std::fmt;

use crate::view::ActionInfo;

/// An action found legal by [`crate::AnyGame::check`], with the legal actions it was found among.
pub struct Checked {
    pub(crate) legal: Vec<ActionInfo>,
    pub(crate) index: usize,
    /// The game's length and position (its notation, the whole state) when it was checked:
    /// where it may be played as it is.
    pub(crate) plies: usize,
    pub(crate) position: String,
    pub(crate) action: Box<dyn Any + Send + Sync>,
}

impl Checked {
    /// Every legal action of the position it was checked in.
    pub fn legal(&self) -> &[ActionInfo] {
        &self.legal
    }

    /// The checked action's entry among them.
    pub fn info(&self) -> &ActionInfo {
        &self.legal[self.index]
    }
}

impl fmt::Debug for Checked {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Checked").field("action", &self.info().text).field("plies", &self.plies).finish()
    }
}
