//! A setup phase: before the first move of some games each side sets up its units, and play
//! starts from the position they make (Generals' armies, G4). A game's setup implements
//! [`SetupPhase`]; [`AnySetup`] is any game's setup phase (its presets, one side's setup
//! checked, a new setup, a saved one read back) and [`SetupUnderWay`] a setup of any game in
//! progress, each behind one object-safe trait implemented once for every [`SetupPhase`], as
//! `AnyGame` is for a game in play. A game's entry in the registry gives its setup phase
//! (`Registered::setup`, `GameKind::setup`); no code here names a game.
//!
//! A side's setup travels as a [`SetupChoice`]: a preset's id, or the side's units, each as its
//! named fields in the game's notation ([`SetupUnit`]). What the rules refuse stays the game's
//! own error, with its stable code and parameters ([`SetupRefusal`]).

use std::collections::BTreeMap;
use std::fmt;
use std::marker::PhantomData;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::game_kind::GameKind;
use crate::outcome::Side;
use crate::position::Position;
use crate::text::{excerpt, one_line};
use crate::view::BoardView;

/// A game's setup phase: each side's units, kept until every side's are in, then the start
/// position they make. Its JSON (`Serialize`, `Deserialize`) is how a save keeps a setup under
/// way; reading it checks each side's units as [`SetupPhase::submit`] does.
pub trait SetupPhase: Clone + fmt::Debug + Send + Sync + Serialize + DeserializeOwned + 'static {
    /// The game whose start it makes.
    type Game: Position;
    /// One unit of a side's setup (Generals' soldier: its general, kind and cell). A side's
    /// setup is a list of them. Its JSON is an object of strings, which the app sends and
    /// receives as a [`SetupUnit`].
    type Unit: Clone + Serialize + DeserializeOwned;
    /// Why a side's setup breaks the rules: a stable code with named parameters (`Serialize`
    /// writes `{ "code": …, "params": { … } }`, with a template in the game's texts) and English
    /// words (`Display`).
    type Error: Serialize + fmt::Display;
    /// The most units a side's setup may list: a longer list is refused unread.
    const MOST_UNITS: usize;

    /// The presets, in the order they are offered.
    fn presets() -> Vec<PresetName>;
    /// Preset `id` laid out for `side`.
    fn preset(id: &str, side: Side) -> Option<Vec<Self::Unit>>;
    /// Checks `side`'s setup against the rules on its own (what [`SetupPhase::submit`] checks
    /// first).
    fn validate(side: Side, units: &[Self::Unit]) -> Result<(), Self::Error>;
    /// A setup with no side's units in yet; `first` will move first.
    fn new(first: Side) -> Self;
    /// The side that will move first.
    fn first(&self) -> Side;
    /// Submits (or replaces) `side`'s setup, after the rules' check.
    fn submit(&mut self, side: Side, units: &[Self::Unit]) -> Result<(), Self::Error>;
    /// Whether all of `side`'s units are in.
    fn ready(&self, side: Side) -> bool;
    /// The start position, once every side's units are in.
    fn start(&self) -> Result<Self::Game, Self::Error>;
    /// What `viewer` may see of the board (`None`: everything).
    fn view(&self, viewer: Option<Side>) -> BoardView;
}

/// A preset's id and names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PresetName {
    pub id: &'static str,
    pub name_zh: &'static str,
    pub name_en: &'static str,
}

/// One unit of a side's setup as the app sends and receives it: its named fields, each written
/// in the game's notation (Generals: `{ "general": "r", "kind": "LI", "cell": "b3" }`).
pub type SetupUnit = BTreeMap<String, String>;

/// A side's setup as the app sends it: a preset's id (laid out for the side), or the side's
/// units.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(untagged)]
pub enum SetupChoice {
    Preset(String),
    Units(Vec<SetupUnit>),
}

/// Why a side's setup, or a saved setup, is not taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The game has no preset of this id.
    NoPreset { id: String },
    /// More units than a side's setup may list.
    TooMany { most: usize },
    /// Not in the game's form: a unit sent, or a setup saved (serde's words).
    Unreadable { why: String },
    /// The rules refuse it: the game's own error.
    Refused(SetupRefusal),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::NoPreset { id } => write!(f, "no preset '{id}'"),
            SetupError::TooMany { most } => write!(f, "a side's setup lists at most {most} units"),
            SetupError::Unreadable { why } => write!(f, "unreadable setup: {why}"),
            SetupError::Refused(refusal) => fmt::Display::fmt(refusal, f),
        }
    }
}

impl std::error::Error for SetupError {}

/// A game's refusal of a setup (Generals' `army.*`), as its stable code, parameters and English
/// words. `Serialize` writes `{ "code": …, "params": { … } }`, as the game's error does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SetupRefusal {
    code: String,
    params: Map<String, Value>,
    #[serde(skip)]
    message: String,
}

impl SetupRefusal {
    /// A game's error, whose `Serialize` writes `{ "code": …, "params": { … } }`.
    pub fn of<E: Serialize + fmt::Display>(e: &E) -> SetupRefusal {
        let (code, params) = match serde_json::to_value(e) {
            Ok(Value::Object(mut o)) => (
                o.remove("code").and_then(|c| c.as_str().map(str::to_string)).unwrap_or_default(),
                match o.remove("params") {
                    Some(Value::Object(p)) => p,
                    _ => Map::new(),
                },
            ),
            _ => (String::new(), Map::new()),
        };
        SetupRefusal { code, params, message: e.to_string() }
    }

    /// Its stable code (`army.over-limit`).
    pub fn code(&self) -> &str {
        &self.code
    }
}

impl fmt::Display for SetupRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

fn refused<E: Serialize + fmt::Display>(e: E) -> SetupError {
    SetupError::Refused(SetupRefusal::of(&e))
}

/// What [`AnySetup`] asks of a game's setup phase; implemented for every [`SetupPhase`].
trait Rules: Sync {
    fn kind(&self) -> GameKind;
    fn presets(&self) -> Vec<PresetName>;
    fn preset(&self, id: &str, side: Side) -> Option<Vec<SetupUnit>>;
    fn validate(&self, side: Side, choice: &SetupChoice) -> Result<(), SetupError>;
    fn begin(&self, first: Side) -> SetupUnderWay;
    fn read(&self, json: Value) -> Result<SetupUnderWay, SetupError>;
}

struct Def<S>(PhantomData<fn() -> S>);

impl<S: SetupPhase> Def<S> {
    const RULES: &'static Def<S> = &Def(PhantomData);
}

/// The units of `choice` for `side` in `S`'s own form: a preset laid out for the side, or the
/// units sent, read.
fn units_of<S: SetupPhase>(side: Side, choice: &SetupChoice) -> Result<Vec<S::Unit>, SetupError> {
    match choice {
        SetupChoice::Preset(id) => {
            S::preset(id, side).ok_or_else(|| SetupError::NoPreset { id: excerpt(id) })
        }
        SetupChoice::Units(units) if units.len() > S::MOST_UNITS => {
            Err(SetupError::TooMany { most: S::MOST_UNITS })
        }
        SetupChoice::Units(units) => units
            .iter()
            .map(|u| S::Unit::deserialize(to_json(u)))
            .collect::<Result<_, _>>()
            .map_err(|e| SetupError::Unreadable { why: one_line(&e.to_string()) }),
    }
}

fn to_json<T: Serialize>(value: &T) -> Value {
    serde_json::to_value(value).unwrap_or(Value::Null)
}

/// A game's unit as the app receives it (its JSON is an object of strings).
fn to_unit<U: Serialize>(unit: &U) -> SetupUnit {
    serde_json::from_value(to_json(unit)).unwrap_or_default()
}

impl<S: SetupPhase> Rules for Def<S> {
    fn kind(&self) -> GameKind {
        <S::Game as Position>::KIND
    }
    fn presets(&self) -> Vec<PresetName> {
        S::presets()
    }
    fn preset(&self, id: &str, side: Side) -> Option<Vec<SetupUnit>> {
        S::preset(id, side).map(|units| units.iter().map(to_unit).collect())
    }
    fn validate(&self, side: Side, choice: &SetupChoice) -> Result<(), SetupError> {
        S::validate(side, &units_of::<S>(side, choice)?).map_err(refused)
    }
    fn begin(&self, first: Side) -> SetupUnderWay {
        SetupUnderWay(Box::new(S::new(first)))
    }
    fn read(&self, json: Value) -> Result<SetupUnderWay, SetupError> {
        let setup =
            S::deserialize(json).map_err(|e| SetupError::Unreadable { why: one_line(&e.to_string()) })?;
        Ok(SetupUnderWay(Box::new(setup)))
    }
}

/// A game's setup phase, of any game with one: its presets, one side's setup checked, a new
/// setup and a saved one read back.
#[derive(Clone, Copy)]
pub struct AnySetup(&'static dyn Rules);

impl AnySetup {
    /// The setup phase `S`.
    pub fn of<S: SetupPhase>() -> AnySetup {
        AnySetup(Def::<S>::RULES)
    }

    /// The game it sets up.
    pub fn kind(self) -> GameKind {
        self.0.kind()
    }

    /// The presets, in the order they are offered.
    pub fn presets(self) -> Vec<PresetName> {
        self.0.presets()
    }

    /// Preset `id` laid out for `side`.
    pub fn preset(self, id: &str, side: Side) -> Option<Vec<SetupUnit>> {
        self.0.preset(id, side)
    }

    /// Checks `side`'s setup against the rules on its own.
    pub fn validate(self, side: Side, choice: &SetupChoice) -> Result<(), SetupError> {
        self.0.validate(side, choice)
    }

    /// A setup with no side's units in yet; `first` will move first.
    pub fn begin(self, first: Side) -> SetupUnderWay {
        self.0.begin(first)
    }

    /// A setup under way as [`SetupUnderWay::to_json`] wrote it, each side's units checked again.
    pub fn read(self, json: Value) -> Result<SetupUnderWay, SetupError> {
        self.0.read(json)
    }
}

impl fmt::Debug for AnySetup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "AnySetup({})", self.kind())
    }
}

/// What [`SetupUnderWay`] asks of a setup in progress; implemented for every [`SetupPhase`].
trait UnderWay: Send + Sync {
    fn boxed_clone(&self) -> Box<dyn UnderWay>;
    fn debug(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
    fn kind(&self) -> GameKind;
    fn first(&self) -> Side;
    fn submit(&mut self, side: Side, choice: &SetupChoice) -> Result<(), SetupError>;
    fn ready(&self, side: Side) -> bool;
    fn start(&self) -> Result<String, SetupError>;
    fn view(&self, viewer: Option<Side>) -> BoardView;
    fn to_json(&self) -> Value;
}

impl<S: SetupPhase> UnderWay for S {
    fn boxed_clone(&self) -> Box<dyn UnderWay> {
        Box::new(self.clone())
    }
    fn debug(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
    fn kind(&self) -> GameKind {
        <S::Game as Position>::KIND
    }
    fn first(&self) -> Side {
        SetupPhase::first(self)
    }
    fn submit(&mut self, side: Side, choice: &SetupChoice) -> Result<(), SetupError> {
        let units = units_of::<S>(side, choice)?;
        SetupPhase::submit(self, side, &units).map_err(refused)
    }
    fn ready(&self, side: Side) -> bool {
        SetupPhase::ready(self, side)
    }
    fn start(&self) -> Result<String, SetupError> {
        SetupPhase::start(self).map(|start| start.to_string()).map_err(refused)
    }
    fn view(&self, viewer: Option<Side>) -> BoardView {
        SetupPhase::view(self, viewer)
    }
    fn to_json(&self) -> Value {
        to_json(self)
    }
}

/// A setup in progress, of any game: each side's units once submitted.
pub struct SetupUnderWay(Box<dyn UnderWay>);

impl SetupUnderWay {
    /// The game it sets up.
    pub fn kind(&self) -> GameKind {
        self.0.kind()
    }

    /// The side that will move first.
    pub fn first(&self) -> Side {
        self.0.first()
    }

    /// Submits (or replaces) `side`'s setup, after the rules' check.
    pub fn submit(&mut self, side: Side, choice: &SetupChoice) -> Result<(), SetupError> {
        self.0.submit(side, choice)
    }

    /// Whether all of `side`'s units are in.
    pub fn ready(&self, side: Side) -> bool {
        self.0.ready(side)
    }

    /// Whether every side's units are in.
    pub fn complete(&self) -> bool {
        Side::BOTH.into_iter().all(|side| self.ready(side))
    }

    /// The start position (its notation), once every side's units are in.
    pub fn start(&self) -> Result<String, SetupError> {
        self.0.start()
    }

    /// What `viewer` may see of the board (`None`: everything).
    pub fn view(&self, viewer: Option<Side>) -> BoardView {
        self.0.view(viewer)
    }

    /// The game's own JSON form of the setup, which [`AnySetup::read`] reads back.
    pub fn to_json(&self) -> Value {
        self.0.to_json()
    }
}

impl Clone for SetupUnderWay {
    fn clone(&self) -> SetupUnderWay {
        SetupUnderWay(self.0.boxed_clone())
    }
}

impl fmt::Debug for SetupUnderWay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.debug(f)
    }
}
