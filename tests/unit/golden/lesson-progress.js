// Written by src-tauri/tests/golden.rs: do not edit (UPDATE_GOLDEN=1 cargo test -p shuangcheng --test golden).
/** @import { GameProgress } from '../../../ui/js/contract.js' */
export default /** @satisfies {GameProgress[]} */ ([
  {
    "firstLesson": "twin-cities-field",
    "game": "twin-cities",
    "offered": false,
    "passed": 0,
    "total": 11
  },
  {
    "firstLesson": "zhili-step",
    "game": "zhili",
    "offered": false,
    "passed": 1,
    "total": 4
  },
  {
    "firstLesson": "generals-choice",
    "game": "generals",
    "offered": false,
    "passed": 0,
    "total": 8
  }
]);
