/**
 * The export operations' rules (openapi/author.yaml, tag `export`), read by
 * the server and the client: value lists generated from the spec, how long
 * a finished file is kept, and how many jobs may run at once.
 */
import {
  type components,
  exportEncodingValues,
  exportFormatValues,
  exportKindValues,
  exportScopeValues,
  exportStateValues,
} from '../../api/schema';

type Schemas = components['schemas'];

export type ExportScope = Schemas['ExportScope'];
export type ExportFormat = Schemas['ExportFormat'];
/** Formats of a book export (the account export writes `zip`). */
export type BookExportFormat = Schemas['BookExportRequest']['format'];
export type ExportEncoding = Schemas['ExportEncoding'];
export type ExportState = Schemas['ExportState'];
export type ExportKind = Schemas['ExportKind'];
export type ExportJob = Schemas['ExportJob'];

export const EXPORT_SCOPES: readonly ExportScope[] = exportScopeValues;
export const EXPORT_FORMATS: readonly ExportFormat[] = exportFormatValues;
export const EXPORT_ENCODINGS: readonly ExportEncoding[] = exportEncodingValues;
export const EXPORT_STATES: readonly ExportState[] = exportStateValues;
export const EXPORT_KINDS: readonly ExportKind[] = exportKindValues;

/** A finished file is kept this long, then removed by housekeeping. */
export const EXPORT_KEEP_MS = 24 * 3_600_000;
/** Jobs of one author that may be queued or running at once (more: 103001 `export.busy`). */
export const EXPORT_MAX_RUNNING = 3;
/** A running job that has not moved for this long belongs to a server that stopped. */
export const EXPORT_STALE_MS = 10 * 60_000;

/** Message ids of the export refusals and failures. */
export const EXPORT_MESSAGES = {
  empty: 'export.empty',
  busy: 'export.busy',
  failed: 'export.failed',
  interrupted: 'export.interrupted',
} as const;

/** True for a state that will not change any more. */
export function isExportFinished(state: ExportState): boolean {
  return state === 'done' || state === 'failed';
}
