/** What the bible's views read from the machine. */
import type { SnapshotFrom } from 'xstate';
import type { storyBibleMachine } from './story-bible.machine';

type Snapshot = SnapshotFrom<typeof storyBibleMachine>;

export const selectEntities = (s: Snapshot) => s.context.entities;
export const selectListLoading = (s: Snapshot) => s.hasTag('listLoading');
export const selectListFailed = (s: Snapshot) => s.context.listFailed;
export const selectQuery = (s: Snapshot) => s.context.query;
export const selectKind = (s: Snapshot) => s.context.kind;
export const selectSelectedId = (s: Snapshot) => s.context.selectedId;
export const selectPage = (s: Snapshot) => s.context.page;
export const selectPageFailed = (s: Snapshot) => s.context.pageFailed;
export const selectEntityLoading = (s: Snapshot) => s.hasTag('entityLoading');
export const selectAppearances = (s: Snapshot) => s.context.appearances;
export const selectHasMore = (s: Snapshot) => s.context.nextAfter !== null;
export const selectMoreLoading = (s: Snapshot) => s.hasTag('moreLoading');
export const selectFormOpen = (s: Snapshot) => s.hasTag('formOpen');
export const selectFormSaving = (s: Snapshot) => s.hasTag('formSaving');
export const selectEditing = (s: Snapshot) => s.context.editing;
export const selectFormErrors = (s: Snapshot) => s.context.formErrors;
export const selectFormFailed = (s: Snapshot) => s.context.formFailed;
export const selectThreads = (s: Snapshot) => s.context.threads;
export const selectThreadSaving = (s: Snapshot) => s.hasTag('threadSaving');
export const selectChanging = (s: Snapshot) => s.hasTag('changing');
export const selectChangeErrors = (s: Snapshot) => s.context.changeErrors;
export const selectChangeFailed = (s: Snapshot) => s.context.changeFailed;
/** The book's limits, as the entity list last answered them. */
export const selectSettings = (s: Snapshot) => s.context.entities?.settings ?? null;
export const selectExporting = (s: Snapshot) => s.hasTag('exporting');
export const selectExportFailed = (s: Snapshot) => s.context.exportFailed;
