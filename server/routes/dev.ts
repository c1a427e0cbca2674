/**
 * Development helpers. GET /dev/outbox shows the SMS codes that would have
 * been sent; POST /dev/certification/decide stands in for the editor script
 * while the server holds the embedded database. The app answers 404 for
 * both in production (and without DEV_OUTBOX) before these run.
 */
import { open } from '../http/operations';
import { decideCertification } from '../services/account/account-certification';

export const devHandlers = open({
  async getDevOutbox({ query, app }) {
    return { list: app.sms.list(query.phone) };
  },
  async devDecideCertification({ body, app }) {
    const { author_id: authorId, ...certification } = await decideCertification(
      app.db,
      body.phone,
      body.approve ? { approve: true } : { approve: false, reason: body.reason ?? '' },
      app.now(),
    );
    app.readCache.invalidateAuthor(authorId);
    return certification;
  },
});
