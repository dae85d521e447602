// Written by src-tauri/tests/golden.rs: do not edit (UPDATE_GOLDEN=1 cargo test -p shuangcheng --test golden).
/** @import { StatsLine } from '../../../ui/js/contract.js' */
export default /** @satisfies {StatsLine[]} */ ([
  {
    "draws": 0,
    "fastestWinMs": 1000,
    "fastestWinPlies": 1,
    "game": "zhili",
    "helped": false,
    "level": "",
    "longestStreak": 1,
    "losses": 0,
    "mode": "pass-and-play",
    "played": 1,
    "wins": 1
  },
  {
    "draws": 0,
    "fastestWinMs": null,
    "fastestWinPlies": null,
    "game": "zhili",
    "helped": false,
    "level": "easy",
    "longestStreak": 0,
    "losses": 1,
    "mode": "vs-ai",
    "played": 1,
    "wins": 0
  }
]);
