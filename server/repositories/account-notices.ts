/**
 * Notices about the author's own account (password set, changed or reset),
 * written to the message box. Security events are always delivered: they go
 * in as unread notices whatever the author's other message settings.
 */
import type { Db } from '../db/client';
import { messages } from '../db/schema';

/** The `messageType` hint of a warning: the box shows it as one. */
const WARNING_HINT = 2;

export interface AccountNotice {
  readonly title: string;
  readonly subTitle: string;
  readonly content: string;
}

export async function insertAccountNotice(
  db: Pick<Db, 'insert'>,
  authorId: string,
  notice: AccountNotice,
  now: Date,
): Promise<void> {
  await db.insert(messages).values({
    authorId,
    type: 'notice',
    title: notice.title,
    subTitle: notice.subTitle,
    content: notice.content,
    messageType: WARNING_HINT,
    status: 0,
    time: now,
  });
}
