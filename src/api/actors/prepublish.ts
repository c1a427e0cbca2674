/**
 * The pre-publish rules in force (GET /author/prepublish/rules), read into
 * the check's own types so the editor runs the same check as the server.
 */
import { fromPromise } from 'xstate';
import { readRuleFile } from '../../lib/prepublish/rule-file';
import type { FalsePositiveReport, PrepublishRules } from '../../lib/prepublish/types';
import { type Api, bySignal } from './request';

export type PrepublishRulesLogic = ReturnType<
  typeof createPrepublishActors
>['fetchPrepublishRules'];

export function createPrepublishActors(api: Api) {
  return {
    fetchPrepublishRules: fromPromise<PrepublishRules, { bookId?: string }>(
      async ({ input, signal }) => {
        const query = input.bookId ? { book_id: input.bookId } : {};
        const set = await api.unwrap(
          api.client.GET('/author/prepublish/rules', { params: { query }, ...bySignal(signal) }),
        );
        const read = readRuleFile({ rules: set.rules });
        // Rules this client cannot read are left to the server's check at publishing.
        return { version: set.version, rules: read.ok ? read.rules : [], names: set.names ?? [] };
      },
    ),
    reportPrepublishFinding: fromPromise<void, FalsePositiveReport>(async ({ input, signal }) => {
      await api.unwrap(
        api.client.POST('/author/prepublish/report', {
          body: {
            rule_id: input.ruleId,
            rules_version: input.rulesVersion,
            excerpt: input.excerpt,
            ...(input.chapterId ? { chapter_id: input.chapterId } : {}),
          },
          ...bySignal(signal),
        }),
      );
    }),
  };
}
