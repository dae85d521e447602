// Generals' army builder as a model: the army a team is building, a tap on a spawn cell, the
// unit kind chosen, presets, and what the board shows. Pure: no DOM, no calls to the core.
// The kinds, each general's spawn cells, the army's size and each unit's HP are the engine's
// catalog's (`rules`). Its view is `generals-setup.js`.

export class ArmyBuilder {
  /** `team`: the team's id in the catalog (`south` / `north`). */
  constructor(rules, team) {
    const info = rules.sides.find((x) => x.id === team);
    this.rules = rules;
    this.team = team;
    this.side = info.side;
    this.emblem = info.emblem; // the general's kind
    this.generals = info.groups;
    this.perGeneral = rules.part.army.soldiersPerGeneral;
    this.size = this.perGeneral * this.generals.length;
    this.kind = rules.part.army.soldierKinds[0];
    this.army = []; // [{ general, kind, cell }] in the order placed
    // Spawn cells: each general's (G2), cell → general.
    this.spawnOf = new Map();
    for (const g of this.generals) for (const c of rules.part.spawns[g]) this.spawnOf.set(c, g);
  }

  /**
   * A tap on `cell`: a placed unit is taken off; a free spawn cell gets a unit of the chosen
   * kind for its general, unless that general has all its soldiers. When nothing is placed,
   * returns `{ refused }`: the soldiers, with the one the tap would add, that the engine is asked
   * to judge (`validate_setup`), so that it says why (a cell that is no spawn point, or a general
   * with all his soldiers).
   */
  tap(cell) {
    const i = this.army.findIndex((u) => u.cell === cell);
    if (i >= 0) {
      this.army.splice(i, 1);
      return null;
    }
    const general = this.spawnOf.get(cell);
    const unit = { general: general || this.generals[0], kind: this.kind, cell };
    if (!general) return { refused: [unit] };
    const his = this.army.filter((u) => u.general === general);
    if (his.length >= this.perGeneral) return { refused: [...his, unit] };
    this.army.push(unit);
    return null;
  }

  /** Places a preset's units instead of the army built so far. */
  usePreset(units) {
    this.army = units.map((u) => Object.assign({}, u));
  }

  clear() {
    this.army = [];
  }

  complete() {
    return this.army.length === this.size;
  }

  /** The board's pieces: the team's generals (from `view`) and the units placed, at full HP. */
  pieces(view) {
    const pieces = view.pieces.filter((p) => p.kind === this.emblem && this.generals.includes(p.group));
    const hp = new Map(this.rules.part.units.map((p) => [p.code, p.hp]));
    for (const u of this.army) {
      const n = this.army.filter((v) => v.general === u.general).indexOf(u) + 1;
      const full = hp.get(u.kind);
      pieces.push({ id: u.general + n, kind: u.kind, side: this.side, group: u.general, at: u.cell, hp: full, maxHp: full, cooldown: null, carriedBy: null, locked: false });
    }
    return pieces;
  }

  /** The free spawn cells, as board targets. */
  targets() {
    const targets = new Map();
    for (const c of this.spawnOf.keys()) if (!this.army.some((u) => u.cell === c)) targets.set(c, 'move');
    return targets;
  }

  /** The spawn cells of the first general (what a zoomed board shows first). */
  firstSpawns() {
    return [...this.spawnOf].filter(([, g]) => g === this.generals[0]).map(([c]) => c);
  }
}
