import { and, assertEvent, assign, not, type SnapshotFrom, setup, stateIn } from 'xstate';
import { failureCode, failureFieldErrors, failureMessageId } from '../../lib/api-failure';
import {
  checkAvatarFile,
  checkProfile,
  ErrorCodes,
  type ProfileErrors,
  type ProfileFields,
  type UpdateUserRequest,
} from '../../lib/contract';
import type { AccountUser } from '../common/account';
import { declaredActor } from '../common/declared-actor';

/** The fields of the form, as the API names them. */
export interface AccountForm {
  readonly pen_name: string;
  readonly email: string;
  readonly qq: string;
  readonly home_phone: string;
  readonly introduction: string;
  /** The avatar URL ('' for none: the initial letter shows). */
  readonly avatar: string;
}

/** A text field of the form. */
export type AccountTextField = Exclude<keyof AccountForm, 'avatar'>;

/**
 * The fields the API answers masked (li***@qq.com, 010*****5678). Their
 * masked value is never text the author edits: typing into it and saving
 * stored the mask ("mo***@example.comm"). It shows as read-only text; a new
 * value starts from an empty field ('accountEdit.replace'), and an empty one
 * saved removes it.
 */
export const MASKED_FIELDS = ['email', 'home_phone'] as const;
export type MaskedField = (typeof MASKED_FIELDS)[number];

const isMaskedField = (field: string): field is MaskedField =>
  (MASKED_FIELDS as readonly string[]).includes(field);

/** Per masked field: true while the author is entering a new value in place of the stored one. */
export type Replacing = Readonly<Record<MaskedField, boolean>>;

const NOT_REPLACING: Replacing = { email: false, home_phone: false };

/** Input of the `uploadAvatar` actor. */
export interface AvatarUploadInput {
  readonly file: Blob;
  /** Told the bytes sent so far (0..1); the machine shows it as the upload's progress. */
  readonly onProgress?: (fraction: number) => void;
}

/** What the `uploadAvatar` actor answers. */
export interface AvatarUploaded {
  readonly avatar_url: string;
}

/** Field -> message id; `avatar` for the picked file, `form` for a failure of no field. */
export type AccountFormErrors = ProfileErrors & { avatar?: string };

export type AccountEditEvent =
  | { type: 'accountEdit.change'; field: AccountTextField; value: string }
  /** 'Change' on a masked field: an empty field in place of the masked text. */
  | { type: 'accountEdit.replace'; field: MaskedField }
  /** 'Keep current' while replacing: the stored value stays, shown masked again. */
  | { type: 'accountEdit.keepCurrent'; field: MaskedField }
  /** Put every field back as loaded (or as last saved). */
  | { type: 'accountEdit.reset' }
  | { type: 'accountEdit.save' }
  /** A picked (and, in the view, cropped) picture: checked, then uploaded. */
  | { type: 'accountEdit.pickAvatar'; file: Blob }
  /** The view could not decode the picked file (not a picture, whatever its name says). */
  | { type: 'accountEdit.avatarUnreadable' }
  | { type: 'accountEdit.cancelUpload' }
  /** From the upload actor: the share of the picture sent (0..1). */
  | { type: 'accountEdit.uploadProgress'; fraction: number }
  /** Back to the initial-letter fallback. */
  | { type: 'accountEdit.removeAvatar' }
  | { type: 'accountEdit.refresh' };

export interface AccountEditContext {
  readonly user: AccountUser | null;
  readonly loadError: string | null;
  /** The form as loaded or last saved: Save is enabled once `form` differs. */
  readonly initial: AccountForm;
  readonly form: AccountForm;
  /** Masked fields the author is replacing (see {@link MASKED_FIELDS}). */
  readonly replacing: Replacing;
  readonly errors: AccountFormErrors;
  /** Message id of a save failure that belongs to no field. */
  readonly saveError: string | null;
  readonly saved: boolean;
  /** The share of the avatar sent while it uploads (0..1). */
  readonly uploadProgress: number;
}

const EMPTY_FORM: AccountForm = {
  pen_name: '',
  email: '',
  qq: '',
  home_phone: '',
  introduction: '',
  avatar: '',
};

/**
 * The form of a user as the API answers it. The masked fields start empty:
 * their masked value is shown beside the form, never put in it.
 */
function formOf(user: AccountUser): AccountForm {
  return {
    pen_name: user.pen_name ?? '',
    email: '',
    qq: user.qq,
    home_phone: '',
    introduction: user.introduction,
    avatar: user.avatar,
  };
}

/** The masked value of a field the author has stored, or '' when there is none. */
export const maskedValueOf = (user: AccountUser | null, field: MaskedField): string =>
  user?.[field] ?? '';

/**
 * True when a masked field shows as an input: the author is replacing it,
 * or nothing is stored (there is nothing to hide).
 */
export const maskedFieldOpen = (
  user: AccountUser | null,
  replacing: Replacing,
  field: MaskedField,
): boolean => replacing[field] || maskedValueOf(user, field) === '';

/**
 * Signed authors' pen names are on their contracts: locked, and the page
 * says to contact the editor (the server refuses a change with 103001).
 */
export const penNameLocked = (user: AccountUser | null): boolean => user?.is_signed === true;

/** What {@link changesOf} reads of the machine's context. */
export type EditState = Pick<AccountEditContext, 'initial' | 'form' | 'user' | 'replacing'>;

/**
 * The update to send: only the fields that differ from `initial`, and a
 * masked field only when the author is replacing it (its new value, '' to
 * remove it). A masked value is never sent back, and a locked pen name
 * never at all.
 */
function changesOf({ initial, form, user, replacing }: EditState): UpdateUserRequest {
  const changes: UpdateUserRequest = {};
  for (const key of Object.keys(form) as (keyof AccountForm)[]) {
    if (isMaskedField(key) && maskedValueOf(user, key) !== '') {
      if (replacing[key]) changes[key] = form[key];
      continue;
    }
    if (form[key] === initial[key]) continue;
    if (key === 'pen_name' && penNameLocked(user)) continue;
    changes[key] = key === 'pen_name' ? form[key].trim() : form[key];
  }
  return changes;
}

/** The shared profile rules (src/lib/contract/profile.ts) on the changed fields. */
function errorsOf(context: EditState): ProfileErrors {
  const { avatar: _avatar, ...fields } = changesOf(context);
  return checkProfile(fields as ProfileFields);
}

const hasChanges = (context: EditState) => Object.keys(changesOf(context)).length > 0;

/**
 * The account edit page (/account-edit): the editable profile with the rules
 * the server applies (one rule set, src/lib/contract), Save enabled only
 * when something changed, Reset back to what was loaded, and the avatar:
 * checked by type and size before upload, uploaded with cancel, and saved
 * with the form. Errors show for the fields the author changed; the server's
 * field errors land on the same fields.
 *
 * The app provides `fetchAccount`, `updateProfile` and `uploadAvatar`, and
 * may provide `announceSaved` (the shell's user info reloads).
 */
export const accountEditMachine = setup({
  types: {
    context: {} as AccountEditContext,
    events: {} as AccountEditEvent,
  },
  actors: {
    fetchAccount: declaredActor<AccountUser, void>('accountEdit', 'fetchAccount'),
    updateProfile: declaredActor<AccountUser, UpdateUserRequest>('accountEdit', 'updateProfile'),
    uploadAvatar: declaredActor<AvatarUploaded, AvatarUploadInput>('accountEdit', 'uploadAvatar'),
  },
  guards: {
    hasChanges: ({ context }) => hasChanges(context),
    formValid: ({ context }) => Object.keys(errorsOf(context)).length === 0,
    notUploading: not(stateIn('#accountEdit.ready.avatar.uploading')),
    avatarAcceptable: (_, params: { file: Blob }) => checkAvatarFile(params.file) === null,
    /** A masked field takes typing only while it shows as an input. */
    editable: ({ context }, params: { field: AccountTextField }) =>
      !isMaskedField(params.field) ||
      maskedFieldOpen(context.user, context.replacing, params.field),
  },
  actions: {
    assignLoaded: assign((_, params: { user: AccountUser }) => {
      const form = formOf(params.user);
      return {
        user: params.user,
        loadError: null,
        initial: form,
        form,
        replacing: NOT_REPLACING,
        errors: {},
      };
    }),
    assignLoadError: assign((_, params: { error: unknown }) => ({
      loadError: failureMessageId(params.error),
    })),
    assignField: assign(({ context }, params: { field: AccountTextField; value: string }) => {
      const form = { ...context.form, [params.field]: params.value };
      // An error already shown is checked again as the author fixes it.
      const shown = context.errors[params.field] !== undefined;
      const fieldError = shown ? errorsOf({ ...context, form })[params.field] : undefined;
      const errors = { ...context.errors };
      if (fieldError) errors[params.field] = fieldError;
      else delete errors[params.field];
      return { form, errors, saved: false, saveError: null };
    }),
    startReplacing: assign(({ context }, params: { field: MaskedField }) => ({
      replacing: { ...context.replacing, [params.field]: true },
      form: { ...context.form, [params.field]: '' },
      saved: false,
    })),
    keepCurrent: assign(({ context }, params: { field: MaskedField }) => {
      const { [params.field]: _gone, ...errors } = context.errors;
      return {
        replacing: { ...context.replacing, [params.field]: false },
        form: { ...context.form, [params.field]: '' },
        errors,
      };
    }),
    assignProgress: assign((_, params: { fraction: number }) => ({
      uploadProgress: Math.min(1, Math.max(0, params.fraction)),
    })),
    assignAvatar: assign(({ context }, params: { url: string }) => {
      const { avatar: _gone, ...errors } = context.errors;
      return { form: { ...context.form, avatar: params.url }, errors, saved: false };
    }),
    assignAvatarError: assign(({ context }, params: { messageId: string }) => ({
      errors: { ...context.errors, avatar: params.messageId },
    })),
    assignFileProblem: assign(({ context }, params: { file: Blob }) => ({
      errors: { ...context.errors, avatar: checkAvatarFile(params.file) ?? undefined },
    })),
    resetForm: assign(({ context }) => ({
      form: context.initial,
      replacing: NOT_REPLACING,
      errors: {},
      saveError: null,
      saved: false,
    })),
    showErrors: assign(({ context }) => ({ errors: { ...errorsOf(context) } })),
    assignSaved: assign((_, params: { user: AccountUser }) => {
      const form = formOf(params.user);
      return {
        user: params.user,
        initial: form,
        form,
        replacing: NOT_REPLACING,
        errors: {},
        saveError: null,
        saved: true,
      };
    }),
    assignSaveFailure: assign(({ context }, params: { error: unknown }) => {
      const fields = failureFieldErrors(params.error);
      const code = failureCode(params.error);
      const errors: Record<string, string> = {};
      for (const [field, id] of Object.entries(fields)) {
        if (field in context.form) errors[field] = id;
      }
      if (code === ErrorCodes.conflict) errors.pen_name = 'account.edit.penNameTaken';
      if (code === ErrorCodes.notAllowed) errors.pen_name = 'account.edit.penNameLocked';
      const own = Object.keys(errors).length > 0;
      return {
        errors: { ...context.errors, ...errors },
        saveError: own ? null : failureMessageId(params.error),
      };
    }),
    /** The shell's copy of the author (navbar name and avatar) reloads; the app provides it. */
    announceSaved: () => {},
  },
}).createMachine({
  id: 'accountEdit',
  context: {
    user: null,
    loadError: null,
    initial: EMPTY_FORM,
    form: EMPTY_FORM,
    replacing: NOT_REPLACING,
    errors: {},
    saveError: null,
    saved: false,
    uploadProgress: 0,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'fetchAccount',
        onDone: {
          target: 'ready',
          actions: { type: 'assignLoaded', params: ({ event }) => ({ user: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { 'accountEdit.refresh': 'loading' },
    },
    ready: {
      type: 'parallel',
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'accountEdit.change': {
                  guard: { type: 'editable', params: ({ event }) => ({ field: event.field }) },
                  actions: {
                    type: 'assignField',
                    params: ({ event }) => ({ field: event.field, value: event.value }),
                  },
                },
                'accountEdit.replace': {
                  actions: {
                    type: 'startReplacing',
                    params: ({ event }) => ({ field: event.field }),
                  },
                },
                'accountEdit.keepCurrent': {
                  actions: { type: 'keepCurrent', params: ({ event }) => ({ field: event.field }) },
                },
                'accountEdit.reset': { actions: 'resetForm' },
                'accountEdit.save': [
                  {
                    guard: and(['hasChanges', 'formValid', 'notUploading']),
                    target: 'saving',
                  },
                  { actions: 'showErrors' },
                ],
              },
            },
            saving: {
              tags: ['saving'],
              invoke: {
                src: 'updateProfile',
                input: ({ context }) => changesOf(context),
                onDone: {
                  target: 'editing',
                  actions: [
                    { type: 'assignSaved', params: ({ event }) => ({ user: event.output }) },
                    'announceSaved',
                  ],
                },
                onError: {
                  target: 'editing',
                  actions: {
                    type: 'assignSaveFailure',
                    params: ({ event }) => ({ error: event.error }),
                  },
                },
              },
            },
          },
        },
        avatar: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'accountEdit.pickAvatar': [
                  {
                    guard: {
                      type: 'avatarAcceptable',
                      params: ({ event }) => ({ file: event.file }),
                    },
                    target: 'uploading',
                  },
                  {
                    actions: {
                      type: 'assignFileProblem',
                      params: ({ event }) => ({ file: event.file }),
                    },
                  },
                ],
                'accountEdit.avatarUnreadable': {
                  actions: {
                    type: 'assignAvatarError',
                    params: { messageId: 'validation.fileType' },
                  },
                },
                'accountEdit.removeAvatar': {
                  actions: { type: 'assignAvatar', params: { url: '' } },
                },
              },
            },
            uploading: {
              tags: ['uploading'],
              invoke: {
                src: 'uploadAvatar',
                input: ({ event, self }) => {
                  assertEvent(event, 'accountEdit.pickAvatar');
                  return {
                    file: event.file,
                    onProgress: (fraction: number) =>
                      self.send({ type: 'accountEdit.uploadProgress', fraction }),
                  };
                },
                onDone: {
                  target: 'idle',
                  actions: {
                    type: 'assignAvatar',
                    params: ({ event }) => ({ url: event.output.avatar_url }),
                  },
                },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'assignAvatarError',
                    params: ({ event }) => ({
                      messageId:
                        failureFieldErrors(event.error).file ?? failureMessageId(event.error),
                    }),
                  },
                },
              },
              entry: { type: 'assignProgress', params: { fraction: 0 } },
              // Stopping the invoked actor aborts its request.
              on: {
                'accountEdit.cancelUpload': 'idle',
                'accountEdit.uploadProgress': {
                  actions: {
                    type: 'assignProgress',
                    params: ({ event }) => ({ fraction: event.fraction }),
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof accountEditMachine>;

export const selectEditUser = (s: Snapshot) => s.context.user;
export const selectEditLoadError = (s: Snapshot) => s.context.loadError;
export const selectEditForm = (s: Snapshot) => s.context.form;
/** Masked fields the author is replacing. */
export const selectEditReplacing = (s: Snapshot) => s.context.replacing;
export const selectEditErrors = (s: Snapshot) => s.context.errors;
export const selectEditSaveError = (s: Snapshot) => s.context.saveError;
export const selectEditSaved = (s: Snapshot) => s.context.saved;
export const selectEditSaving = (s: Snapshot) => s.hasTag('saving');
export const selectEditUploading = (s: Snapshot) => s.hasTag('uploading');
/** The share of the avatar sent (0..1) while it uploads. */
export const selectEditUploadProgress = (s: Snapshot) => s.context.uploadProgress;
export const selectEditChanged = (s: Snapshot) => hasChanges(s.context);
export const selectPenNameLocked = (s: Snapshot) => penNameLocked(s.context.user);
