/**
 * Notices about the author's own account (password set, changed or reset,
 * phone changed, a new device, the certification result), written to the
 * message box. Security events are always delivered: they go in as unread
 * notices of category `security` (ALWAYS_DELIVERED), whatever the author's
 * other message settings, and open the account unless told otherwise.
 */
import type {
  MessageCategory,
  MessageTargetKind,
  MessageTemplate,
  MessageTodoTask,
} from '../../src/lib/contract/messages';
import type { Db } from '../db/client';
import { type MessageType, messages } from '../db/schema';

/** The `messageType` hint of a warning: the box shows it as one. */
const WARNING_HINT = 2;

export interface AccountNotice {
  readonly title: string;
  readonly subTitle: string;
  readonly content: string;
  /** 'notice' unless given ('todo' for a certification to fix, say). */
  readonly type?: MessageType;
  /** 'security' unless given ('money' for payment details). */
  readonly category?: Extract<MessageCategory, 'security' | 'money'>;
  /** What the message opens: the account unless given. */
  readonly target?: { kind: MessageTargetKind; id: string | null; bookId?: string | null };
  /** Quoted context (the device, the masked new phone number). */
  readonly quote?: string;
  /** Presentation hint: 0 plain, 1 success, 2 warning (default), 3 error. */
  readonly hint?: number;
  /** For a to-do: what its state follows, and when it is due. */
  readonly task?: MessageTodoTask;
  readonly dueAt?: Date;
  /** The same message as a template, for the client to show in the page's language. */
  readonly template?: MessageTemplate;
}

export async function insertAccountNotice(
  db: Pick<Db, 'insert'>,
  authorId: string,
  notice: AccountNotice,
  now: Date,
): Promise<void> {
  const target = notice.target ?? { kind: 'account', id: null };
  await db.insert(messages).values({
    authorId,
    type: notice.type ?? 'notice',
    title: notice.title,
    subTitle: notice.subTitle,
    content: notice.content,
    messageType: notice.hint ?? WARNING_HINT,
    status: 0,
    time: now,
    category: notice.category ?? 'security',
    targetKind: target.kind,
    targetId: target.id,
    bookId: target.bookId ?? null,
    quote: notice.quote ?? null,
    task: notice.task ?? null,
    dueAt: notice.dueAt ?? null,
    template: notice.template?.key ?? null,
    templateParams: notice.template?.params ?? {},
  });
}
