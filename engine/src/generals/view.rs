//! What the UI and the terminal show of Generals: the board view (and the setup's), taps and
//! seats, what an action did, the text diagram and the catalog.

use super::action::Action;
use super::army::{spawn_points, Setup};
use super::board::{Map, Square};
use super::catalog_part::{catalog_part, GeneralsPart};
use super::pieces::{Colour, Kind, UnitId, ID_ORDER};
use super::position::{side_of, Generals, NONE, NO_DAMAGE_LIMIT};
use super::words::{words, VERBS};
use crate::catalog::{
    BoardGeometry, Diagram, EndLimits, GameCatalog, GroupInfo, PieceInfo, SeatInfo, SeatLayout, SideInfo,
};
use crate::game_kind::GameKind;
use crate::outcome::Side;
use crate::position::Position;
use crate::presentation::Presentation;
use crate::texts::GameTexts;
use crate::view::{ActionInfo, ActionWords, BoardView, Effect, MarkView, Note, PieceView, Tap, TapKind};

impl Presentation for Generals {
    fn side_name(side: Side) -> &'static str {
        match side {
            Side::First => "South",
            Side::Second => "North",
        }
    }

    /// Taps: `lead r` (the general tapped where it stands or on its button), `r3 d4`, `r3 xe6`,
    /// `r4 @g7` (a unit where it stands, then a cell), `end`, `pass`. Seat (four seats): the general the action belongs to; `end` belongs to the
    /// chosen general, `pass` (the timer) to nobody.
    fn action_info(&self, action: &Action) -> ActionInfo {
        let unit = |id: UnitId| Tap::on(TapKind::Unit, id.to_string(), self.unit_cell(id));
        let cell = |kind, prefix: &str, at: Square| Tap::on(kind, format!("{prefix}{at}"), at.to_string());
        let taps = match *action {
            Action::Choose { general, mode } => vec![
                Tap::button(TapKind::Word, mode.word()).labelled(mode.word()),
                Tap::on(
                    TapKind::General,
                    general.letter().to_string(),
                    self.unit_cell(UnitId::new(general, 0)),
                ),
            ],
            Action::Step { unit: id, to } => vec![unit(id), cell(TapKind::Move, "", to)],
            Action::Attack { unit: id, at } => {
                vec![unit(id), cell(TapKind::Attack, "x", at).labelled("attack")]
            }
            Action::Warp { unit: id, to } => vec![unit(id), cell(TapKind::Warp, "@", to).labelled("warp")],
            Action::End => vec![Tap::button(TapKind::Finish, "end").labelled("end-turn")],
            Action::Pass => vec![Tap::button(TapKind::Word, "pass")],
        };
        let seat = match action {
            Action::End => self.turn.chosen.map(|(g, _)| g as u8),
            Action::Pass => None,
            a => a.colour().map(|c| c as u8),
        };
        ActionInfo { text: action.to_string(), taps, seat }
    }

    fn view(&self) -> BoardView {
        let pieces = self
            .units()
            .map(|(id, u)| unit_view(id, u.kind, self.sq(u.cell), u.hp, u.cd, u.carrier))
            .collect();
        let mut notes = vec![Note::of("no-damage-turns", [("turns", self.quiet.to_string())])];
        if let Some((g, mode)) = self.turn.chosen {
            notes.push(Note::of("general", [("group", g.letter().to_string())]));
            notes.push(Note::of(mode.word(), []));
        }
        BoardView { pieces, reserves: Vec::new(), marks: Vec::new(), terrain: self.map.rows(), notes }
    }

    /// Units that moved (on foot afterwards), that lost HP, that were removed, in id order.
    fn effects(&self, action: &Action) -> Vec<Effect> {
        let mut after = self.clone();
        after.apply(action);
        let mut out = Vec::new();
        for &slot in &ID_ORDER {
            let (was, now) = (self.units[slot as usize], after.units[slot as usize]);
            let id = UnitId(slot).to_string();
            if !was.alive() {
                continue;
            }
            if !now.alive() {
                out.push(Effect::Capture { at: self.sq(was.cell).to_string() });
                continue;
            }
            if now.carrier == NONE && now.cell != was.cell {
                let (from, to) = (self.sq(was.cell).to_string(), self.sq(now.cell).to_string());
                out.push(Effect::Move { id: Some(id.clone()), from, to });
            }
            if now.hp < was.hp {
                out.push(Effect::Hit { id, at: self.sq(now.cell).to_string(), damage: was.hp - now.hp });
            }
        }
        out
    }

    fn words(&self, action: &Action) -> ActionWords {
        words(self, action)
    }

    fn diagram(&self) -> String {
        diagram(self)
    }

    fn catalog() -> GameCatalog {
        catalog()
    }

    type CatalogPart = GeneralsPart;

    fn catalog_part() -> GeneralsPart {
        catalog_part()
    }
}

impl Generals {
    /// Where unit `id` stands (a Chariot's passengers: the Chariot's cell), as the view has it.
    fn unit_cell(&self, id: UnitId) -> String {
        self.sq(self.units[id.slot()].cell).to_string()
    }
}

fn unit_view(id: UnitId, kind: Kind, at: Square, hp: u8, cd: u8, carrier: u8) -> PieceView {
    PieceView {
        id: id.to_string(),
        kind: kind.code().to_string(),
        side: Some(side_of(id.slot())),
        group: Some(id.colour().letter().to_string()),
        at: at.to_string(),
        hp: Some(hp),
        max_hp: Some(kind.max_hp()),
        cooldown: kind.has_cooldown().then_some(cd),
        carried_by: (carrier != NONE).then(|| UnitId(carrier).to_string()),
        locked: false,
    }
}

impl Setup {
    /// What `viewer` may see: the generals, its own team's submitted soldiers, the other
    /// team's only once setup is complete (`None` = everything), and its generals' spawn
    /// points as marks `spawn-r`, `spawn-b`, ….
    pub fn view(&self, viewer: Option<Side>) -> BoardView {
        let map = self.map();
        let mut pieces = Vec::new();
        for g in Colour::ALL {
            let side = g.side();
            let fresh = |n: u8, kind: Kind, at: Square| {
                unit_view(UnitId::new(g, n), kind, at, kind.max_hp(), 0, NONE)
            };
            pieces.push(fresh(0, Kind::General, map.square(map.homes[g.index()])));
            let visible = viewer.is_none_or(|v| v == side) || self.is_complete();
            if let (true, Some(army)) = (visible, &self.armies[g.index()]) {
                pieces.extend(army.iter().enumerate().map(|(n, u)| fresh(n as u8 + 1, u.kind, u.cell)));
            }
        }
        let marks = Colour::ALL
            .into_iter()
            .filter(|g| viewer.is_none_or(|v| v == g.side()))
            .flat_map(|g| {
                spawn_points(map, g)
                    .into_iter()
                    .map(move |s| MarkView { at: s.to_string(), kind: format!("spawn-{g}") })
            })
            .collect();
        BoardView { pieces, reserves: Vec::new(), marks, terrain: map.rows(), notes: Vec::new() }
    }
}

fn catalog() -> GameCatalog {
    let map = Map::standard();
    let letters = |side| Colour::of_side(side).map(|c| c.letter_str()).to_vec();
    let side = |side, id, name_zh| SideInfo {
        side,
        id,
        name_en: Generals::side_name(side),
        name_zh,
        emblem: Kind::General.code(),
        groups: letters(side),
    };
    let seat = |side, groups| SeatInfo { side, groups };
    let unit = |k: Kind| {
        let st = k.stats();
        PieceInfo { code: st.code, name_en: Some(st.name_en), name_zh: Some(st.name_zh) }
    };
    let start = Generals::start();
    GameCatalog {
        game: GameKind::Generals,
        sides: [side(Side::First, "south", "南军"), side(Side::Second, "north", "北军")],
        seat_layouts: vec![
            SeatLayout { seats: Side::BOTH.map(|s| seat(s, letters(s))).to_vec(), per_group: false },
            SeatLayout {
                seats: Colour::ALL.map(|g| seat(g.side(), vec![g.letter_str()])).to_vec(),
                per_group: true,
            },
        ],
        default_timer_secs: <Generals as crate::Registered>::INFO.timer.default_secs,
        limits: EndLimits::of(Generals::HISTORY_RULES).with("noDamageTurns", NO_DAMAGE_LIMIT as u32),
        start: start.to_string(),
        board: BoardGeometry {
            points: (0..map.cells() as u8).map(|c| map.square(c).to_string()).collect(),
            columns: (0..map.width).map(|c| ((b'a' + c) as char).to_string()).collect(),
            rows: map.height,
        },
        pieces: Kind::SOLDIERS.into_iter().chain([Kind::General]).map(unit).collect(),
        groups: Colour::ALL
            .map(|g| GroupInfo { id: g.letter_str(), name_en: g.general_en(), name_zh: g.general_zh() })
            .to_vec(),
        verbs: VERBS.to_vec(),
        diagrams: vec![Diagram::of("start", start.view()), spawn_diagram()],
        rules_text: Vec::new(),
        texts: GameTexts::default(),
        part: serde_json::Value::Null,
    }
}

/// The spawn points (G2): every general on its start cell and the cells around it.
fn spawn_diagram() -> Diagram {
    let mut view = Setup::new(Side::First).view(None);
    for m in &mut view.marks {
        m.kind = "spawn".to_string();
    }
    Diagram::of("spawn", view)
}

fn diagram(pos: &Generals) -> String {
    let mut out = String::new();
    for row in (0..pos.map.height).rev() {
        out.push_str(&format!("{:>2} ", row + 1));
        for col in 0..pos.map.width {
            let cell = pos.map.cell(Square { col, row }).unwrap_or(0);
            let top = pos.occ[cell as usize];
            let text = if top != NONE {
                let riders = pos.passengers(top as usize);
                format!("{}{}", UnitId(top), if riders > 0 { "+" } else { " " })
            } else if pos.map.is_water(cell) {
                " ~ ".to_string()
            } else {
                " . ".to_string()
            };
            out.push_str(&text);
        }
        out.push('\n');
    }
    out.push_str("   ");
    for col in 0..pos.map.width {
        out.push_str(&format!(" {} ", (b'a' + col) as char));
    }
    out.push('\n');
    let mut line = String::new();
    for (id, u) in pos.units() {
        let mut s = format!("{id} {} {}/{}", u.kind, u.hp, u.kind.max_hp());
        if u.cd > 0 {
            s.push_str(" cd");
        }
        if u.carrier != NONE {
            s.push_str(&format!(" on {}", UnitId(u.carrier)));
        }
        if line.len() + s.len() > 70 {
            out.push_str(line.trim_end());
            out.push('\n');
            line.clear();
        }
        line.push_str(&s);
        line.push_str("  ");
    }
    out.push_str(line.trim_end());
    out.push('\n');
    out.push_str(&format!(
        "{} to move, no-damage turns {}",
        if pos.to_move == Side::First { "South (r, b)" } else { "North (y, g)" },
        pos.quiet
    ));
    if let Some((g, mode)) = pos.turn.chosen {
        out.push_str(&format!(", {} {}", mode.word(), g.letter()));
    }
    out.push('\n');
    out
}
