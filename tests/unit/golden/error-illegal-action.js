// Written by src-tauri/tests/golden.rs: do not edit (UPDATE_GOLDEN=1 cargo test -p shuangcheng --test golden).
/** @import { AppError } from '../../../ui/js/contract.js' */
export default /** @satisfies {AppError} */ ({
  "code": "action-illegal",
  "kind": "illegal-action",
  "message": "illegal action '8-8'",
  "params": {
    "action": "8-8"
  }
});
