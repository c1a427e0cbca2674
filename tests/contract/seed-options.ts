/** The demo seed the contract tests run on: small enough to start fast. */
export const CONTRACT_SEED = { chaptersInBigBook: 40, daysOfStats: 40 } as const;
