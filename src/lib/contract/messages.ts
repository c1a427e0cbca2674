/**
 * The rules of messages shared by client and server: the value lists of the
 * spec's message enums, which categories are always delivered, and how a
 * to-do's state follows its task (worked out by the server when answering;
 * the client only shows it).
 */
import {
  type components,
  messageCategoryValues,
  messageTargetKindValues,
  messageTemplateKeyValues,
  messageTodoTaskValues,
  reviewReasonCodeValues,
} from '../../api/schema';

type Schemas = components['schemas'];

export type MessageCategory = Schemas['MessageCategory'];
export type MessageTargetKind = Schemas['MessageTargetKind'];
export type MessageTarget = Schemas['MessageTarget'];
export type ReviewReasonCode = Schemas['ReviewReasonCode'];
export type MessageReview = Schemas['MessageReview'];
export type MessageTodoTask = Schemas['MessageTodoTask'];
export type MessageTodoState = Schemas['MessageTodoState'];
export type MessageTodo = Schemas['MessageTodo'];
export type MessageTemplateKey = Schemas['MessageTemplateKey'];
export type MessageTemplate = Schemas['MessageTemplate'];
/** What a reviewer may ask to change (the same list as a book's `reject_fields`). */
export type ReviewChange = MessageReview['changes'][number];

/** The `messageType` of a message item: how the client colours it. */
export const MESSAGE_HINT = { plain: 0, success: 1, warning: 2, error: 3 } as const;

export const MESSAGE_CATEGORIES: readonly MessageCategory[] = messageCategoryValues;
export const MESSAGE_TARGET_KINDS: readonly MessageTargetKind[] = messageTargetKindValues;
export const REVIEW_REASON_CODES: readonly ReviewReasonCode[] = reviewReasonCodeValues;
export const MESSAGE_TODO_TASKS: readonly MessageTodoTask[] = messageTodoTaskValues;
export const MESSAGE_TEMPLATE_KEYS: readonly MessageTemplateKey[] = messageTemplateKeyValues;

/**
 * Security and money events: always delivered, whatever settings an author
 * may have for other messages (a password changed by someone else, a payment
 * held, must never go unseen).
 */
export const ALWAYS_DELIVERED: readonly MessageCategory[] = ['security', 'money'];

export const isAlwaysDelivered = (category: MessageCategory): boolean =>
  ALWAYS_DELIVERED.includes(category);

/**
 * A to-do's state: done as soon as its task is (`done`, read from the
 * target as it is now), else expired once past its due time, else to do.
 * The read flag plays no part.
 */
export function todoState(done: boolean, dueAt: Date | null, now: Date): MessageTodoState {
  if (done) return 'done';
  if (dueAt !== null && dueAt.getTime() < now.getTime()) return 'expired';
  return 'todo';
}
