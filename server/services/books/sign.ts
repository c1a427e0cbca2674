/**
 * Signing applications: whether a book may apply, applying and withdrawing.
 * The platform's decision is made in ./editorial.ts.
 */
import type { components } from '../../../src/api/schema';
import { codePointLength, FIELD_LIMITS } from '../../../src/lib/contract';
import type { AppContext } from '../../context';
import type { Book, SignApplication } from '../../db/schema';
import { invalid, notAllowed } from '../../http/failure';
import type { RequestBody } from '../../http/operations';
import { updateBook } from '../../repositories/books';
import {
  insertApplication,
  latestApplication,
  updateApplication,
} from '../../repositories/sign-applications';
import { ownBook } from './book-view';

type SignApplicationView = components['schemas']['SignApplication'];
type IneligibleReason = NonNullable<components['schemas']['SignInfo']['ineligible_reason']>;

/**
 * Why the book may not apply now, or null when it may. Checked in this order
 * so the author sees the reason to act on first.
 */
function signIneligibility(
  book: Book,
  latest: SignApplication | undefined,
): IneligibleReason | null {
  if (book.kind !== 'long') return 'sign.notLong';
  if (book.reviewStatus !== 'approved') return 'sign.notApproved';
  if (book.signStatus === 'signed') return 'sign.alreadySigned';
  if (book.signStatus === 'applying' || latest?.status === 'submitted') return 'sign.pending';
  return null;
}

/** An application row as the spec's SignApplication. */
function toSignApplication(row: SignApplication): SignApplicationView {
  // Optional contact fields are stored as '' when absent; the spec's formats
  // (email, QQ number) do not accept an empty string, so they are left out.
  const contact: SignApplicationView['contact'] = { phone: row.contact.phone };
  if (row.contact.email) contact.email = row.contact.email;
  if (row.contact.qq) contact.qq = row.contact.qq;
  return {
    id: row.id,
    book_id: row.bookId,
    contract_type: row.contractType,
    planned_total_words: row.plannedTotalWords,
    updates_per_week: row.updatesPerWeek,
    outline: row.outline,
    contact,
    status: row.status,
    reviewer_comment: row.reviewerComment,
    submit_time: row.submitTime ? row.submitTime.toISOString() : null,
    create_time: row.createTime.toISOString(),
    update_time: row.updateTime.toISOString(),
  };
}

export async function signInfo(app: AppContext, authorId: string, bookId: string) {
  const book = await ownBook(app.db, authorId, bookId);
  const latest = await latestApplication(app.db, book.id);
  const reason = signIneligibility(book, latest);
  return {
    book_id: book.id,
    eligible: reason === null,
    ineligible_reason: reason,
    application: latest ? toSignApplication(latest) : null,
  };
}

export async function applySign(app: AppContext, authorId: string, body: RequestBody<'applySign'>) {
  // The body's own faults come before the book's state, as schema errors do.
  const outline = body.outline.trim();
  if (codePointLength(outline) < FIELD_LIMITS.signOutline.min) {
    throw invalid({ outline: 'validation.tooShort' });
  }
  const book = await ownBook(app.db, authorId, body.book_id);
  const latest = await latestApplication(app.db, book.id);
  const reason = signIneligibility(book, latest);
  if (reason) throw notAllowed(`Book cannot apply for signing (${reason})`);
  const now = app.now();
  const created = await app.db.transaction(async (tx) => {
    // Conditional on the sign status, so two concurrent applications cannot both pass.
    const claimed = await updateBook(
      tx,
      book.id,
      { signStatus: 'applying' },
      { signStatus: ['unsigned', 'rejected'] },
    );
    if (!claimed) throw notAllowed('Book cannot apply for signing now');
    return insertApplication(tx, {
      bookId: book.id,
      authorId,
      contractType: body.contract_type,
      plannedTotalWords: body.planned_total_words,
      updatesPerWeek: body.updates_per_week,
      outline,
      contact: {
        phone: body.contact.phone,
        email: body.contact.email?.trim() ?? '',
        qq: body.contact.qq ?? '',
      },
      status: 'submitted',
      submitTime: now,
      // Strictly after the previous one: "latest" must be total even
      // when a withdraw and a new application share a millisecond.
      createTime:
        latest && latest.createTime >= now ? new Date(latest.createTime.getTime() + 1) : now,
      updateTime: now,
    });
  });
  return toSignApplication(created);
}

export async function withdrawSign(app: AppContext, authorId: string, bookId: string) {
  const book = await ownBook(app.db, authorId, bookId);
  const latest = await latestApplication(app.db, book.id);
  if (latest?.status !== 'submitted') {
    throw notAllowed('Only a submitted application can be withdrawn');
  }
  const now = app.now();
  const withdrawn = await app.db.transaction(async (tx) => {
    const row = await updateApplication(
      tx,
      latest.id,
      { status: 'withdrawn', updateTime: now },
      'submitted',
    );
    if (!row) throw notAllowed('The application was decided meanwhile; reload it');
    await updateBook(tx, book.id, { signStatus: 'unsigned' });
    return row;
  });
  return toSignApplication(withdrawn);
}
