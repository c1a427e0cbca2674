/**
 * Development helpers. GET /dev/outbox shows the SMS codes that would have
 * been sent; the app answers 404 for it in production before this runs.
 */
import { open } from '../http/operations';

export const devHandlers = open({
  async getDevOutbox({ query, app }) {
    return { list: app.sms.list(query.phone) };
  },
});
