// Written by src-tauri/tests/golden.rs: do not edit (UPDATE_GOLDEN=1 cargo test -p shuangcheng --test golden).
/** @import { Settings } from '../../../ui/js/contract.js' */
export default /** @satisfies {Settings} */ ({
  "aiPace": "normal",
  "animation": true,
  "boardStyle": "wood",
  "defaultLevel": "normal",
  "defaultTimerSecs": {
    "generals": null,
    "twin-cities": null,
    "zhili": 60
  },
  "haptics": true,
  "language": "zh",
  "largeLabels": false,
  "moveList": "words",
  "orientation": "rotate-pieces",
  "pieceSet": null,
  "pieceStyle": "calligraphy",
  "sound": "wood",
  "textSize": "normal",
  "theme": "system",
  "thinkingSecs": 3,
  "training": {
    "generals": {
      "confirmMoves": false,
      "hintBudget": null,
      "takebacks": true
    },
    "twin-cities": {
      "confirmMoves": false,
      "hintBudget": null,
      "takebacks": true
    },
    "zhili": {
      "confirmMoves": false,
      "hintBudget": null,
      "takebacks": true
    }
  },
  "undoVsAi": true
});
