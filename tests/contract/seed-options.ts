/** The demo seed the contract tests run on: small enough to start fast (SEED=small). */
export { SMALL_SEED as CONTRACT_SEED } from '../../server/db/seed';
