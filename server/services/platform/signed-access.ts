/**
 * The gate shared by income and work data: their figures exist only for
 * signed authors, and a book of another author must look exactly like a book
 * that does not exist.
 */
import type { AppContext } from '../../context';
import type { Author } from '../../db/schema';
import { notAllowed, notFound } from '../../http/failure';
import { type BookSummary, findOwnBookSummary } from '../../repositories/books';

/** What income and data answers say about a book. */
export type OwnBook = BookSummary;

/** Answers 103001 for an unsigned author, before anything else is looked at. */
export function requireSigned(author: Author): void {
  if (!author.isSigned) throw notAllowed('Income and data are for signed authors');
}

/**
 * 103001 for an unsigned author, then 102001 when `bookId` is not one of the
 * author's books. Answers the book (or null when no book was asked for).
 */
export async function requireSignedAuthor(
  app: AppContext,
  author: Author,
  bookId: string,
): Promise<OwnBook>;
export async function requireSignedAuthor(
  app: AppContext,
  author: Author,
  bookId?: string,
): Promise<OwnBook | null>;
export async function requireSignedAuthor(
  app: AppContext,
  author: Author,
  bookId?: string,
): Promise<OwnBook | null> {
  requireSigned(author);
  if (bookId === undefined) return null;
  const book = await findOwnBookSummary(app.db, author.id, bookId);
  if (!book) throw notFound();
  return book;
}
