// The setup builders by board id (a game's `info.board` in the engine's registry), for the games
// with a setup phase (`info.capabilities.setupPhase`): one line each, beside the game's board
// drawer (drawers.js), loaded when a setup of that game is first shown. The setup screen
// (screens/setup.js) finds a game's here and hands it a `SetupHost`.

/** @import { GameCatalog, SetupChoice, Snapshot } from '../contract.js' */

/**
 * What the setup screen gives a game's builder for the side to set up.
 * @typedef {object} SetupHost
 * @property {GameCatalog} rules the engine's catalog of the game
 * @property {string} seat the side's id in the catalog
 * @property {() => Snapshot} current the game as it is now
 * @property {{ id: string, nameZh: string, nameEn: string, units: Record<string, string>[] }[]} presets each laid out for the side, a unit as its named fields
 * @property {(title: string) => Element} header the screen's top bar, with its way back
 * @property {(setup: SetupChoice) => Promise<null>} validate the engine's verdict on a setup (rejects with the core's error)
 * @property {(setup: SetupChoice) => Promise<void>} submit submits the side's setup and moves on (rejects with the core's error)
 * @property {(dispose: () => void) => void} onLeave called when the builder is taken down
 */

/**
 * A game's setup builder.
 * @typedef {object} SetupModule
 * @property {{ title: string, waiting: string }} TEXTS the text keys of the screen's title, and of the wait for another side
 * @property {(screen: Element, host: SetupHost) => void} showBuilder draws the builder into the screen
 */

/** @type {Record<string, () => Promise<SetupModule>>} */
export const SETUPS = {
  generals: () => import('./generals-setup.js'),
};
