/** The ID-number rule lives with the contract (src/lib/contract/id-card.ts), shared with the form. */
export {
  ageFromIdNumber,
  chineseIdCheckChar,
  isValidChineseIdNumber,
} from '../../../src/lib/contract/id-card';
