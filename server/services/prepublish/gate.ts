/**
 * The publish gate: chapters about to go out (now or at a set time) are
 * checked against the rules in force. A `block` finding refuses (103003);
 * `warn` findings refuse once (103004) until the author acknowledges them.
 * Only the platform's rules count here: text hygiene is advice in the editor.
 */
import { checkRules, type Finding } from '../../../src/lib/prepublish';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { ApiFailure, ErrorCodes } from '../../http/failure';
import { chapterRows } from '../../repositories/chapters';
import { rulesInForce } from './rules';

export interface GateChapter {
  id: string;
  chapterNo: number;
  title: string;
  position: number;
  /** The text that would go out when it is not the chapter's own (a pending revision's). */
  text?: string;
}

interface ChapterFindings {
  chapter_id: string;
  chapter_no: number;
  title: string;
  findings: Finding[];
}

function refusal(
  code: 103003 | 103004,
  version: number,
  chapters: ChapterFindings[],
  message: string,
) {
  return new ApiFailure(code, message, { rules_version: version, chapters });
}

/** Throws 103003 or 103004 (nothing is changed yet when the caller runs it first). */
export async function requireCleanChapters(
  app: AppContext,
  tx: Db,
  chapters: readonly GateChapter[],
  warningsAcknowledged: boolean,
): Promise<void> {
  if (chapters.length === 0) return;
  const rules = await rulesInForce(tx, app.db, app.now());
  const stored = chapters.filter((c) => c.text === undefined).map((c) => c.id);
  const contents = new Map(
    (stored.length > 0 ? await chapterRows(tx, stored) : []).map((c) => [c.id, c.content]),
  );
  const ordered = [...chapters].sort((a, b) => a.position - b.position);
  const blocked: ChapterFindings[] = [];
  const warned: ChapterFindings[] = [];
  for (const c of ordered) {
    const findings = checkRules(rules.compiled, c.text ?? contents.get(c.id) ?? '');
    const entry = (severity: Finding['severity']) => ({
      chapter_id: c.id,
      chapter_no: c.chapterNo,
      title: c.title,
      findings: findings.filter((f) => f.severity === severity),
    });
    const block = entry('block');
    if (block.findings.length > 0) blocked.push(block);
    const warn = entry('warn');
    if (warn.findings.length > 0) warned.push(warn);
  }
  const version = rules.compiled.version;
  if (blocked.length > 0) {
    throw refusal(
      ErrorCodes.prepublishBlocked,
      version,
      blocked,
      'The pre-publish check blocks these chapters',
    );
  }
  if (warned.length > 0 && !warningsAcknowledged) {
    throw refusal(
      ErrorCodes.prepublishWarnings,
      version,
      warned,
      'The pre-publish check has warnings',
    );
  }
}
