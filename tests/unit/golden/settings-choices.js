// Written by src-tauri/tests/golden.rs: do not edit (UPDATE_GOLDEN=1 cargo test -p shuangcheng --test golden).
/** @import { SettingsChoices } from '../../../ui/js/contract.js' */
export default /** @satisfies {SettingsChoices} */ ({
  "aiPace": [
    "slow",
    "normal",
    "fast",
    "instant"
  ],
  "boardStyle": [
    "wood",
    "paper"
  ],
  "hintBudget": [
    null,
    0,
    1,
    3,
    5
  ],
  "moveList": [
    "words",
    "notation"
  ],
  "orientation": [
    "fixed",
    "rotate-board",
    "rotate-pieces",
    "face-to-face"
  ],
  "pieceSet": [
    "characters",
    "symbols"
  ],
  "pieceStyle": [
    "calligraphy",
    "simple"
  ],
  "sound": [
    "wood",
    "stone",
    "silent"
  ],
  "textSize": [
    "normal",
    "large",
    "larger"
  ],
  "theme": [
    "system",
    "light",
    "dark"
  ],
  "thinkingSecs": [
    1,
    3,
    10
  ]
});
