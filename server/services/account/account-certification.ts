/**
 * Real-name certification: the author applies with a separate consent, a
 * name and an ID number (src/lib/contract/certification.ts); the platform
 * approves or rejects (scripts/editor.ts approve-cert / reject-cert); the
 * result arrives as a message. The number is stored encrypted
 * (id-card-crypto.ts) and every answer masks it.
 *
 *     none --apply--> reviewing --approve--> certified (locked)
 *      ^                 |  \--reject--> rejected --apply--> reviewing
 *      +---withdraw------+
 */

import type { components } from '../../../src/api/schema';
import { CERT_REASON_MAX, type CertStatus, checkCertification } from '../../../src/lib/contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { Author } from '../../db/schema';
import { invalid, notAllowed, notFound } from '../../http/failure';
import type { RequestBody } from '../../http/operations';
import { insertAccountNotice } from '../../repositories/account-notices';
import {
  authorsWithPlainIdCard,
  findAuthorById,
  findAuthorByPhone,
  replaceIdCard,
  updateAuthor,
} from '../../repositories/authors';
import { maskNumber, maskRealName } from './account-masking';
import { canEncryptIdCards, decryptIdCard, encryptIdCard } from './id-card-crypto';

export type Certification = components['schemas']['Certification'];

type CertSource = Pick<
  Author,
  | 'isCertified'
  | 'certStatus'
  | 'realName'
  | 'idCard'
  | 'certRejectReason'
  | 'certSubmittedAt'
  | 'certDecidedAt'
>;

/** The status; authors certified before applications existed are `certified`. */
function certStatusOf(author: Pick<Author, 'isCertified' | 'certStatus'>): CertStatus {
  return author.isCertified ? 'certified' : author.certStatus;
}

/** The spec's Certification, masked. */
export function toCertification(author: CertSource): Certification {
  return {
    status: certStatusOf(author),
    real_name: maskRealName(author.realName),
    id_card: maskNumber(decryptIdCard(author.idCard)),
    reject_reason: author.certRejectReason ?? '',
    submitted_at: author.certSubmittedAt?.toISOString() ?? null,
    decided_at: author.certDecidedAt?.toISOString() ?? null,
  };
}

/** Applies (or applies again after a rejection); 103001 in review, once certified, or without a key. */
export async function applyForCertification(
  app: AppContext,
  author: Author,
  body: RequestBody<'certify'>,
): Promise<Certification> {
  const status = certStatusOf(author);
  if (status === 'certified') throw notAllowed('Already certified');
  if (status === 'reviewing') throw notAllowed('The application is in review');
  const now = app.now();
  const errors = checkCertification(body, now);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  if (!canEncryptIdCards()) throw notAllowed('Certification is not available on this server');
  const updated = await updateAuthor(
    app.db,
    author.id,
    {
      certStatus: 'reviewing',
      realName: body.real_name.trim(),
      idCard: encryptIdCard(body.id_card.trim().toUpperCase()),
      certConsentAt: now,
      certSubmittedAt: now,
      certDecidedAt: null,
      certRejectReason: null,
      updateTime: now,
    },
    { isCertified: false, certStatusIn: ['none', 'rejected'] },
  );
  // Another tab applied, or the platform decided, in the meantime.
  if (!updated) throw notAllowed('The application changed meanwhile');
  return toCertification(updated);
}

/** Withdraws an application in review: the name and number are deleted with it. */
export async function withdrawCertification(
  app: AppContext,
  author: Author,
): Promise<Certification> {
  if (certStatusOf(author) !== 'reviewing') throw notAllowed('No application in review');
  const updated = await updateAuthor(
    app.db,
    author.id,
    {
      certStatus: 'none',
      realName: null,
      idCard: null,
      certConsentAt: null,
      certSubmittedAt: null,
      certDecidedAt: null,
      certRejectReason: null,
      updateTime: app.now(),
    },
    { isCertified: false, certStatusIn: ['reviewing'] },
  );
  if (!updated) throw notAllowed('No application in review');
  return toCertification(updated);
}

export type CertDecision = { approve: true } | { approve: false; reason: string };

/**
 * The platform's decision on an application in review (the editor script):
 * approved certifies and locks it; rejected keeps the data (masked) with the
 * reason, so the author fixes what is wrong and applies again. Either way a
 * message tells the author. `who` is the author's id or bound phone.
 */
export async function decideCertification(
  db: Db,
  who: string,
  decision: CertDecision,
  now: Date,
): Promise<Certification & { author_id: string }> {
  const author = (await findAuthorById(db, who)) ?? (await findAuthorByPhone(db, who));
  if (!author) throw notFound('No such author');
  if (certStatusOf(author) !== 'reviewing') throw notAllowed('No application in review');
  const reason = decision.approve ? null : decision.reason.trim().slice(0, CERT_REASON_MAX);
  if (reason === '') throw invalid({ reason: 'validation.required' });
  const updated = await db.transaction(async (tx) => {
    const row = await updateAuthor(
      tx,
      author.id,
      decision.approve
        ? { certStatus: 'certified', isCertified: true, certDecidedAt: now, updateTime: now }
        : { certStatus: 'rejected', certRejectReason: reason, certDecidedAt: now, updateTime: now },
      { isCertified: false, certStatusIn: ['reviewing'] },
    );
    if (!row) return undefined;
    await insertAccountNotice(
      tx,
      author.id,
      decision.approve
        ? {
            title: '实名认证已通过',
            subTitle: '实名认证',
            content: '你的实名认证已通过审核，认证信息已锁定。现在可以为作品申请签约。',
            template: { key: 'certification_passed', params: {} },
          }
        : {
            title: '实名认证未通过',
            subTitle: '实名认证',
            content: `你的实名认证未通过审核，原因：${reason}。请在“账号信息”中修改后重新提交。`,
            template: { key: 'certification_rejected', params: { reason: reason ?? '' } },
          },
      now,
    );
    return row;
  });
  if (!updated) throw notAllowed('No application in review');
  return { ...toCertification(updated), author_id: author.id };
}

/**
 * Seals ID numbers stored before encryption (databases from before this
 * change); main.ts runs it at start. Answers how many were sealed.
 */
export async function sealPlainIdCards(app: Pick<AppContext, 'db'>): Promise<number> {
  if (!canEncryptIdCards()) return 0;
  const rows = await authorsWithPlainIdCard(app.db);
  for (const row of rows)
    await replaceIdCard(app.db, row.id, row.idCard, encryptIdCard(row.idCard));
  return rows.length;
}
