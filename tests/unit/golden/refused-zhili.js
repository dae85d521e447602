// Written by src-tauri/tests/golden.rs: do not edit (UPDATE_GOLDEN=1 cargo test -p shuangcheng --test golden).
/** @import { Refused } from '../../../ui/js/contract.js' */
export default /** @satisfies {Refused | null} */ ({
  "code": "zhili.not-joined",
  "lesson": "zhili-step",
  "params": {
    "from": "8",
    "to": "3"
  },
  "rule": "Z4"
});
