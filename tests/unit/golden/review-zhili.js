// Written by src-tauri/tests/golden.rs: do not edit (UPDATE_GOLDEN=1 cargo test -p shuangcheng --test golden).
/** @import { ReviewView } from '../../../ui/js/contract.js' */
export default /** @satisfies {ReviewView} */ ({
  "canAnalyze": false,
  "game": "zhili",
  "gameId": "game-1",
  "graded": [],
  "mode": "pass-and-play",
  "moves": [
    {
      "ms": 1000,
      "seat": 0,
      "side": "first",
      "text": "8-7",
      "words": {
        "from": "8",
        "piece": "r",
        "to": "7",
        "verb": "move"
      }
    }
  ],
  "outcome": {
    "reason": "resignation",
    "winner": "first"
  },
  "recorded": 1,
  "seats": [
    {
      "kind": "human"
    },
    {
      "kind": "human"
    }
  ],
  "startPosition": "bbb.bsr.rrr r 0",
  "stop": null,
  "verdicts": [
    {
      "after": {
        "kind": "draw"
      },
      "before": {
        "kind": "draw"
      },
      "change": null
    }
  ]
});
