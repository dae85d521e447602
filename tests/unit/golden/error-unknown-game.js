// Written by src-tauri/tests/golden.rs: do not edit (UPDATE_GOLDEN=1 cargo test -p shuangcheng --test golden).
/** @import { AppError } from '../../../ui/js/contract.js' */
export default /** @satisfies {AppError} */ ({
  "code": "unknown-game",
  "kind": "unknown-game",
  "message": "unknown game '0123456789abcdef0123456789abcdef'",
  "params": {}
});
