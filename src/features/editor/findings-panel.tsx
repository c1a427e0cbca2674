/**
 * The pre-publish check beside the text: the findings of the rules in force
 * and of the text hygiene, checked in the browser with the same module as the
 * server (src/lib/prepublish), a moment after the author stops typing so no
 * keystroke waits for it. A finding selects its words in the textarea;
 * warnings can be ignored here (this chapter) or in the whole book.
 */
import { Badge, Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { createActor, type PromiseActorLogic } from 'xstate';
import type { AppIntl } from '../../i18n/intl';
import { browserStorage } from '../../lib/browser-storage';
import { findingKey } from '../../lib/prepublish/finding-key';
import type { FalsePositiveReport, Finding, PrepublishRules } from '../../lib/prepublish/types';
import {
  selectChapterId,
  selectContent,
} from '../../machines/chapter-editor/chapter-editor.selectors';
import type { MarkStore } from './text-marks/mark-store';
import type { EditorActorRef } from './types';

/** Fetches the rules in force and the book's names (the screen gives the API actor). */
export type PrepublishRulesLogic = PromiseActorLogic<PrepublishRules, { bookId?: string }>;
/** Sends a false-positive report (the screen gives the API actor). */
export type FalsePositiveLogic = PromiseActorLogic<void, FalsePositiveReport>;

/**
 * The checker and its dictionaries (traditional characters, readings: about
 * 700 kB gzipped) load with the panel's first check, not with the editor.
 */
const loadChecker = async () => {
  const [{ checkText }, { compileRules }] = await Promise.all([
    import('../../lib/prepublish/check'),
    import('../../lib/prepublish/rule-engine'),
  ]);
  return { checkText, compileRules };
};
type Checker = Awaited<ReturnType<typeof loadChecker>>;

/** How long typing must pause before the text is checked again. */
const CHECK_DELAY_MS = 300;

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  jump: { justifyContent: 'flex-start', textAlign: 'start', minWidth: 0, maxWidth: '100%' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

const bookKey = (bookId: string) => `prepublish-ignored:${bookId}`;

function readIgnored(bookId: string): Set<string> {
  try {
    const raw = browserStorage()?.getItem(bookKey(bookId));
    return new Set(raw ? (JSON.parse(raw) as string[]) : []);
  } catch {
    return new Set();
  }
}

/** Selects the finding's words and scrolls them into view (the textarea scrolls only while focused). */
function reveal(textId: string, finding: Finding) {
  const area = document.getElementById(textId);
  if (!(area instanceof HTMLTextAreaElement)) return;
  area.focus();
  area.setSelectionRange(finding.start, finding.end, 'forward');
}

interface FindingsPanelProps {
  readonly editor: EditorActorRef;
  readonly intl: AppIntl;
  readonly rulesLogic: PrepublishRulesLogic;
  /** Without it, warnings cannot be reported as wrong. */
  readonly reportLogic?: FalsePositiveLogic;
  readonly bookId: string;
  readonly textId: string;
  /** Where the findings are underlined in the text. */
  readonly marks?: MarkStore;
}

export function FindingsPanel({
  editor,
  intl,
  rulesLogic,
  reportLogic,
  bookId,
  textId,
  marks,
}: FindingsPanelProps) {
  const styles = useStyles();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const rulesRef = useActorRef(rulesLogic, { input: { bookId } });
  const ruleSet = useSelector(rulesRef, (s) => (s.status === 'done' ? s.output : null));
  const [checker, setChecker] = useState<Checker | null>(null);
  useEffect(() => {
    let live = true;
    void loadChecker().then((loaded) => live && setChecker(loaded));
    return () => {
      live = false;
    };
  }, []);
  const compiled = useMemo(
    () => checker?.compileRules(ruleSet ?? { version: 0, rules: [] }) ?? null,
    [checker, ruleSet],
  );
  const text = useSelector(editor, selectContent);
  const chapterId = useSelector(editor, selectChapterId);
  // The findings and the text they were found in (for placing their marks).
  const [checked, setChecked] = useState<{ text: string; findings: Finding[] }>({
    text: '',
    findings: [],
  });
  const [ignoredHere, setIgnoredHere] = useState<ReadonlySet<string>>(new Set());
  const [ignoredInBook, setIgnoredInBook] = useState<ReadonlySet<string>>(() =>
    readIgnored(bookId),
  );

  useEffect(() => {
    if (!checker || !compiled || !ruleSet) return;
    const timer = setTimeout(
      () =>
        setChecked({ text, findings: checker.checkText(compiled, text, { names: ruleSet.names }) }),
      CHECK_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [checker, compiled, ruleSet, text]);

  const ignoreInBook = (f: Finding) => {
    const next = new Set(ignoredInBook).add(findingKey(f));
    setIgnoredInBook(next);
    browserStorage()?.setItem(bookKey(bookId), JSON.stringify([...next]));
  };

  const zh = intl.locale.startsWith('zh');
  const shown = useMemo(
    () =>
      checked.findings.filter(
        (f) =>
          f.severity === 'block' ||
          !(ignoredHere.has(findingKey(f)) || ignoredInBook.has(findingKey(f))),
      ),
    [checked, ignoredHere, ignoredInBook],
  );
  // The findings shown here are underlined in the text; ignored ones are not.
  useEffect(() => {
    if (!marks) return;
    marks.set(
      'findings',
      shown.length === 0
        ? null
        : {
            text: checked.text,
            marks: shown.map((f) => ({ start: f.start, end: f.end, kind: f.severity })),
          },
    );
  }, [marks, shown, checked.text]);
  useEffect(() => () => marks?.set('findings', null), [marks]);
  return (
    <section className={styles.body} aria-labelledby="prepublish-heading">
      <Text as="h2" weight="semibold" id="prepublish-heading">
        {t('prepublish.title')}
      </Text>
      {shown.length === 0 ? (
        <Text>{t('prepublish.empty')}</Text>
      ) : (
        <ul className={styles.list} aria-label={t('prepublish.list', { count: shown.length })}>
          {shown.map((f) => (
            <li key={`${f.rule_id}:${f.start}:${f.end}`} className={styles.item}>
              <div className={styles.head}>
                <Badge appearance="tint" color={f.severity === 'block' ? 'danger' : 'warning'}>
                  {t(`prepublish.severity.${f.severity}`)}
                </Badge>
                <Text size={200}>{t(`prepublish.category.${f.category}`)}</Text>
              </div>
              <Button
                appearance="subtle"
                className={styles.jump}
                onClick={() => reveal(textId, f)}
                aria-label={t('prepublish.jump', {
                  excerpt: f.excerpt,
                  paragraph: f.paragraph + 1,
                })}
              >
                「{f.excerpt}」
              </Button>
              <Text size={200}>{zh ? f.explanation.zh : f.explanation.en}</Text>
              <Text size={200}>
                {t('prepublish.suggestion', { text: zh ? f.suggestion.zh : f.suggestion.en })}
              </Text>
              {f.severity === 'warn' ? (
                <div className={styles.actions}>
                  <Button
                    size="small"
                    onClick={() => setIgnoredHere(new Set(ignoredHere).add(findingKey(f)))}
                  >
                    {t('prepublish.ignoreHere')}
                  </Button>
                  <Button size="small" onClick={() => ignoreInBook(f)}>
                    {t('prepublish.ignoreInBook')}
                  </Button>
                  {reportLogic && ruleSet && f.category !== 'hygiene' ? (
                    <ReportButton
                      logic={reportLogic}
                      report={{
                        ruleId: f.rule_id,
                        rulesVersion: ruleSet.version,
                        excerpt: f.excerpt,
                        ...(chapterId ? { chapterId } : {}),
                      }}
                      intl={intl}
                    />
                  ) : null}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type ReportState = 'idle' | 'sending' | 'sent' | 'failed';

/** "Report as wrong": sends the warning to the platform once, then says it was sent. */
function ReportButton({
  logic,
  report,
  intl,
}: {
  logic: FalsePositiveLogic;
  report: FalsePositiveReport;
  intl: AppIntl;
}) {
  const [state, setState] = useState<ReportState>('idle');
  const t = (id: string) => intl.formatMessage({ id });
  if (state === 'sent') {
    return (
      <Text size={200} role="status">
        {t('prepublish.report.sent')}
      </Text>
    );
  }
  return (
    <>
      <Button
        size="small"
        appearance="subtle"
        disabledFocusable={state === 'sending'}
        onClick={() => {
          setState('sending');
          const actor = createActor(logic, { input: report });
          actor.subscribe({
            complete: () => setState('sent'),
            error: () => setState('failed'),
          });
          actor.start();
        }}
      >
        {t('prepublish.report')}
      </Button>
      {state === 'failed' ? (
        <Text size={200} role="alert">
          {t('prepublish.report.failed')}
        </Text>
      ) : null}
    </>
  );
}
