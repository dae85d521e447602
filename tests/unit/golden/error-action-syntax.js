// Written by src-tauri/tests/golden.rs: do not edit (UPDATE_GOLDEN=1 cargo test -p shuangcheng --test golden).
/** @import { AppError } from '../../../ui/js/contract.js' */
export default /** @satisfies {AppError} */ ({
  "code": "action-syntax",
  "kind": "illegal-action",
  "message": "unparsable action 'nonsense'",
  "params": {
    "action": "nonsense"
  }
});
