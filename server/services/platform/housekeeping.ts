/**
 * Rows that only guard limits for a while (SMS send limits, expired codes,
 * login throttles, /rum's counters, old web-vitals days) are dropped once they can no longer
 * matter, so none of those tables grows with what strangers send; uploads
 * nobody uses go too, and export files 24 hours after they were ready.
 */
import type { AppContext } from '../../context';
import { sweepLoginThrottles } from '../auth/login-throttle';
import { sweepExports } from '../export/jobs';
import { sweepOldWebVitals } from './rum';
import { sweepRumLimits } from './rum-limits';
import { sweepUnusedUploads } from './uploads';

export async function sweepExpiredRows(app: AppContext): Promise<void> {
  await app.sms.sweep();
  await sweepLoginThrottles(app);
  await sweepOldWebVitals(app);
  await sweepRumLimits(app);
  await sweepUnusedUploads(app);
  await sweepExports(app);
}
