import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { UpdateUserRequest } from '../../lib/contract';
import type { AccountUser } from '../common/account';
import { ACCOUNT_USER } from '../testing/account';
import { flush } from '../testing/wait';
import {
  type AvatarUploadInput,
  accountEditMachine,
  selectEditChanged,
  selectEditErrors,
  selectEditForm,
  selectEditReplacing,
  selectEditSaved,
  selectEditUploading,
  selectPenNameLocked,
} from './account-edit.machine';

function start(
  user: AccountUser = ACCOUNT_USER,
  options: {
    update?: (input: UpdateUserRequest) => Promise<AccountUser>;
    upload?: (input: AvatarUploadInput) => Promise<{ avatar_url: string }>;
  } = {},
) {
  const updateProfile = vi.fn(
    options.update ?? ((input: UpdateUserRequest) => Promise.resolve({ ...user, ...input })),
  );
  const uploadAvatar = vi.fn(
    options.upload ?? (() => Promise.resolve({ avatar_url: '/uploads/avatar/new.png' })),
  );
  const announceSaved = vi.fn();
  const actor = createActor(
    accountEditMachine.provide({
      actors: {
        fetchAccount: fromPromise(() => Promise.resolve(user)),
        updateProfile: fromPromise(({ input }: { input: UpdateUserRequest }) =>
          updateProfile(input),
        ),
        uploadAvatar: fromPromise(({ input }: { input: AvatarUploadInput }) => uploadAvatar(input)),
      },
      actions: { announceSaved },
    }),
  ).start();
  return { actor, updateProfile, uploadAvatar, announceSaved, snap: () => actor.getSnapshot() };
}

const png = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: 'image/png' });

describe('the account edit machine', () => {
  it('saves nothing until something changed, then only what changed', async () => {
    const { actor, snap, updateProfile, announceSaved } = start();
    await flush();
    expect(selectEditChanged(snap())).toBe(false);
    actor.send({ type: 'accountEdit.save' });
    await flush();
    expect(updateProfile).not.toHaveBeenCalled();

    actor.send({ type: 'accountEdit.change', field: 'qq', value: '99999' });
    expect(selectEditChanged(snap())).toBe(true);
    actor.send({ type: 'accountEdit.save' });
    await flush();
    // The masked email and contact phone the author did not touch are not sent back.
    expect(updateProfile).toHaveBeenCalledWith({ qq: '99999' });
    expect(announceSaved).toHaveBeenCalledOnce();
    expect(selectEditSaved(snap())).toBe(true);
    expect(selectEditChanged(snap())).toBe(false);
  });

  it('resets to what was loaded', async () => {
    const { actor, snap } = start();
    await flush();
    actor.send({ type: 'accountEdit.change', field: 'introduction', value: '新的简介' });
    actor.send({ type: 'accountEdit.reset' });
    expect(selectEditForm(snap()).introduction).toBe(ACCOUNT_USER.introduction);
    expect(selectEditChanged(snap())).toBe(false);
  });

  it('shows the shared rules on the changed fields and sends nothing invalid', async () => {
    const { actor, snap, updateProfile } = start();
    await flush();
    actor.send({ type: 'accountEdit.replace', field: 'email' });
    actor.send({ type: 'accountEdit.change', field: 'email', value: 'not-an-email' });
    actor.send({ type: 'accountEdit.change', field: 'pen_name', value: ' ' });
    actor.send({ type: 'accountEdit.save' });
    await flush();
    expect(updateProfile).not.toHaveBeenCalled();
    expect(selectEditErrors(snap())).toEqual({
      email: 'validation.format',
      pen_name: 'validation.required',
    });
    // Fixing a field clears its error as the author types.
    actor.send({ type: 'accountEdit.change', field: 'email', value: 'li@qq.com' });
    expect(selectEditErrors(snap())).toEqual({ pen_name: 'validation.required' });
  });

  describe('masked fields', () => {
    it('never puts a masked value in the form, nor takes typing into it', async () => {
      const { actor, snap, updateProfile } = start();
      await flush();
      // ACCOUNT_USER's email and contact phone come masked.
      expect(selectEditForm(snap()).email).toBe('');
      expect(selectEditForm(snap()).home_phone).toBe('');
      // The probe's edit: one letter after the mask. Not taken, nothing to save.
      actor.send({ type: 'accountEdit.change', field: 'email', value: 'mo***@example.comm' });
      actor.send({ type: 'accountEdit.change', field: 'home_phone', value: '010*****56781' });
      expect(selectEditForm(snap()).email).toBe('');
      expect(selectEditChanged(snap())).toBe(false);
      actor.send({ type: 'accountEdit.save' });
      await flush();
      expect(updateProfile).not.toHaveBeenCalled();
    });

    it('Change starts from an empty field and sends only the new value', async () => {
      const { actor, snap, updateProfile } = start();
      await flush();
      actor.send({ type: 'accountEdit.replace', field: 'email' });
      expect(selectEditReplacing(snap()).email).toBe(true);
      actor.send({ type: 'accountEdit.change', field: 'email', value: 'new@example.com' });
      actor.send({ type: 'accountEdit.save' });
      await flush();
      expect(updateProfile).toHaveBeenCalledWith({ email: 'new@example.com' });
      // Saved: shown masked again, as the server answers it.
      expect(selectEditReplacing(snap()).email).toBe(false);
      expect(selectEditForm(snap()).email).toBe('');
    });

    it('an emptied replacement removes the value; Keep current sends nothing', async () => {
      const { actor, snap, updateProfile } = start();
      await flush();
      actor.send({ type: 'accountEdit.replace', field: 'home_phone' });
      actor.send({ type: 'accountEdit.replace', field: 'email' });
      actor.send({ type: 'accountEdit.keepCurrent', field: 'email' });
      expect(selectEditReplacing(snap())).toEqual({ email: false, home_phone: true });
      actor.send({ type: 'accountEdit.save' });
      await flush();
      expect(updateProfile).toHaveBeenCalledWith({ home_phone: '' });
    });

    it("refuses a masked value pasted into the new one, with the server's message id", async () => {
      const { actor, snap, updateProfile } = start();
      await flush();
      actor.send({ type: 'accountEdit.replace', field: 'email' });
      actor.send({ type: 'accountEdit.change', field: 'email', value: 'mo***@example.com' });
      actor.send({ type: 'accountEdit.replace', field: 'home_phone' });
      actor.send({ type: 'accountEdit.change', field: 'home_phone', value: '010*****5678' });
      actor.send({ type: 'accountEdit.save' });
      await flush();
      expect(updateProfile).not.toHaveBeenCalled();
      expect(selectEditErrors(snap())).toEqual({
        email: 'validation.masked',
        home_phone: 'validation.masked',
      });
    });

    it('a field with nothing stored is a plain input', async () => {
      const { actor, updateProfile } = start({ ...ACCOUNT_USER, email: '', home_phone: '' });
      await flush();
      actor.send({ type: 'accountEdit.change', field: 'email', value: 'first@example.com' });
      actor.send({ type: 'accountEdit.save' });
      await flush();
      expect(updateProfile).toHaveBeenCalledWith({ email: 'first@example.com' });
    });
  });

  it("never sends a signed author's pen name", async () => {
    const signed = { ...ACCOUNT_USER, is_signed: true, is_sign: true };
    const { actor, snap, updateProfile } = start(signed);
    await flush();
    expect(selectPenNameLocked(snap())).toBe(true);
    actor.send({ type: 'accountEdit.change', field: 'pen_name', value: '新笔名' });
    actor.send({ type: 'accountEdit.change', field: 'qq', value: '99999' });
    actor.send({ type: 'accountEdit.save' });
    await flush();
    expect(updateProfile).toHaveBeenCalledWith({ qq: '99999' });
  });

  it("puts the server's field errors on their fields", async () => {
    const { actor, snap } = start(ACCOUNT_USER, {
      update: () => Promise.reject({ code: 104001, body: null }),
    });
    await flush();
    actor.send({ type: 'accountEdit.change', field: 'pen_name', value: '青山客' });
    actor.send({ type: 'accountEdit.save' });
    await flush();
    expect(selectEditErrors(snap())).toEqual({ pen_name: 'account.edit.penNameTaken' });
    expect(selectEditForm(snap()).pen_name).toBe('青山客');
  });

  it('refuses a file by type or size before uploading it', async () => {
    const { actor, snap, uploadAvatar } = start();
    await flush();
    actor.send({
      type: 'accountEdit.pickAvatar',
      file: new Blob(['GIF89a'], { type: 'image/gif' }),
    });
    expect(selectEditErrors(snap()).avatar).toBe('validation.fileType');
    actor.send({ type: 'accountEdit.pickAvatar', file: png(1024 * 1024 + 1) });
    expect(selectEditErrors(snap()).avatar).toBe('validation.fileSize');
    expect(uploadAvatar).not.toHaveBeenCalled();

    actor.send({ type: 'accountEdit.pickAvatar', file: png(100) });
    await flush();
    expect(selectEditForm(snap()).avatar).toBe('/uploads/avatar/new.png');
    expect(selectEditErrors(snap()).avatar).toBeUndefined();
    expect(selectEditChanged(snap())).toBe(true);
  });

  it('refuses a picture the browser could not read, without uploading it', async () => {
    const { actor, snap, uploadAvatar } = start();
    await flush();
    // A text file named .png: the view's decode fails before any crop opens.
    actor.send({ type: 'accountEdit.avatarUnreadable' });
    expect(selectEditErrors(snap()).avatar).toBe('validation.fileType');
    expect(uploadAvatar).not.toHaveBeenCalled();
    actor.send({ type: 'accountEdit.pickAvatar', file: png(100) });
    await flush();
    expect(selectEditErrors(snap()).avatar).toBeUndefined();
  });

  it('cancels an upload and keeps the old picture', async () => {
    const { actor, snap } = start(ACCOUNT_USER, { upload: () => new Promise(() => {}) });
    await flush();
    actor.send({ type: 'accountEdit.pickAvatar', file: png(100) });
    expect(selectEditUploading(snap())).toBe(true);
    // No save while the picture is on its way.
    actor.send({ type: 'accountEdit.change', field: 'qq', value: '99999' });
    actor.send({ type: 'accountEdit.cancelUpload' });
    expect(selectEditUploading(snap())).toBe(false);
    expect(selectEditForm(snap()).avatar).toBe('');
  });
});
