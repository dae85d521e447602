// Written by src-tauri/tests/golden.rs: do not edit (UPDATE_GOLDEN=1 cargo test -p shuangcheng --test golden).
/** @import { LessonList } from '../../../ui/js/contract.js' */
export default /** @satisfies {LessonList} */ ({
  "game": "zhili",
  "lessons": [
    {
      "id": "zhili-step",
      "passed": true,
      "rules": [
        "Z1",
        "Z4",
        "Z6"
      ],
      "title": {
        "en": "Step and shut the door",
        "zh": "走一格，堵住出路"
      },
      "wrongTries": 1
    },
    {
      "id": "zhili-jump",
      "passed": false,
      "rules": [
        "Z2",
        "Z4",
        "Z6"
      ],
      "title": {
        "en": "Jump along the straight lines",
        "zh": "沿直线跳"
      },
      "wrongTries": 0
    },
    {
      "id": "zhili-lock",
      "passed": false,
      "rules": [
        "Z5",
        "Z6"
      ],
      "title": {
        "en": "The shared piece's lock",
        "zh": "公用子的锁"
      },
      "wrongTries": 0
    },
    {
      "id": "zhili-trap",
      "passed": false,
      "rules": [
        "Z2",
        "Z5",
        "Z6"
      ],
      "title": {
        "en": "A trap in two moves",
        "zh": "两步困死"
      },
      "wrongTries": 0
    }
  ],
  "passed": 1,
  "progressKnown": true
});
