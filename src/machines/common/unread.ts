/**
 * The unread counts the notifications machine (the navbar badge) and the
 * messages machine (box and page) both speak of.
 */

/** Unread counts per message type (the message box tabs). */
export interface UnreadByType {
  readonly message: number;
  readonly notice: number;
  readonly todo: number;
}

/** Body of GET /author/message/statistics. */
export interface MessageStatistics extends UnreadByType {
  readonly unread: number;
  /** Readers' comments not read yet (the readers' inbox); not part of `unread`. */
  readonly reader_comments?: number;
}
