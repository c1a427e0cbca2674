/**
 * The contract's object types, by the spec's names (generated from
 * openapi/author.yaml with --root-types). Machines and views use these
 * aliases for what the API sends, so an API change reaches them through the
 * compiler instead of through a hand-kept copy.
 */
export type {
  Book,
  Category,
  Certification,
  ChapterStatusCounts,
  ChapterSummary,
  CodeSent,
  Dashboard,
  LoginRecord,
  LoginResult,
  MenuItem,
  MessageItem,
  MessageStatistics,
  SensitiveInfo,
  SignApplication,
  SignInfo,
  UpdateUserRequest,
  User,
  Volume,
} from '../../api/schema';
