import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { waitFor } from '../testing/wait';
import {
  addDays,
  beijingDay,
  isShortDay,
  PLANNER_IDS,
  type Plan,
  type PlanRequest,
  type PlanUndoInput,
  planDays,
  planProblems,
  type Stockpile,
  selectCanUndoPlan,
  selectPlannerNotice,
  selectPreview,
  selectProblems,
  selectSettings,
  selectStockpile,
  stockpilePlannerMachine,
} from './stockpile-planner.machine';

const stockpile = (drafts: number): Stockpile => ({
  book_id: 'b1',
  today: '2026-11-24',
  daily_threshold: 4000,
  min_chapter_words: 1000,
  drafts: { count: drafts, words: drafts * 3000 },
  unfinished_drafts: { count: 0, words: 0 },
  scheduled: { count: 0, words: 0, last_publish_at: null },
  cadence: { words_per_day: 6000, chapters_per_day: 2, source: 'recent' },
  days_covered: Math.floor((drafts * 3000) / 6000),
});

/** A plan of `n` chapters two a day from 2026-11-25, as the server answers. */
function planOf(request: PlanRequest, n: number): Plan {
  const list = Array.from({ length: n }, (_, i) => {
    const date = addDays(request.startDate, Math.floor(i / request.times.length));
    const time = request.times[i % request.times.length] ?? '12:00';
    return {
      chapter_id: `c${i + 1}`,
      chapter_no: i + 1,
      title: `第${i + 1}章`,
      word_count: 3000,
      date,
      publish_at: `${date}T${time}:00+08:00`,
    };
  });
  return {
    mode: request.mode,
    list,
    conflicts: [],
    days: [],
    undoId: request.mode === 'apply' ? 'u1' : null,
  };
}

function start(
  options: {
    plan?: (request: PlanRequest) => Promise<Plan>;
    undo?: (input: PlanUndoInput) => Promise<{ restored: number; skipped: number }>;
  } = {},
) {
  const requests: PlanRequest[] = [];
  const undos: PlanUndoInput[] = [];
  let loads = 0;
  const reportChanged = vi.fn();
  const actor = createActor(
    stockpilePlannerMachine.provide({
      actors: {
        fetchStockpile: fromPromise(async () => {
          loads++;
          return stockpile(4);
        }),
        planSchedule: fromPromise<Plan, PlanRequest>(async ({ input }) => {
          requests.push(input);
          return options.plan ? options.plan(input) : planOf(input, 4);
        }),
        undoPlan: fromPromise(async ({ input }: { input: PlanUndoInput }) => {
          undos.push(input);
          return options.undo ? options.undo(input) : { restored: 4, skipped: 0 };
        }),
      },
      actions: { reportChanged },
    }),
    { input: { bookId: 'b1' } },
  ).start();
  return { actor, requests, undos, reportChanged, loads: () => loads };
}

const idle = (s: ReturnType<ReturnType<typeof start>['actor']['getSnapshot']>) =>
  s.matches({ summary: 'ready', plan: 'editing' });

describe('stockpile planner rules', () => {
  it('checks the settings before a preview', () => {
    const ok = { startDate: '2026-11-25', times: ['12:00', '18:00'], count: null };
    expect(planProblems(ok, '2026-11-24')).toEqual({});
    expect(planProblems({ ...ok, startDate: '2026-11-23' }, '2026-11-24').startDate).toBe(
      PLANNER_IDS.startPast,
    );
    expect(planProblems({ ...ok, startDate: '' }, null).startDate).toBe(PLANNER_IDS.startRequired);
    expect(planProblems({ ...ok, times: [] }, null).times).toBe(PLANNER_IDS.timesRequired);
    expect(planProblems({ ...ok, times: ['12:00', '12:00'] }, null).times).toBe(
      PLANNER_IDS.timesRepeat,
    );
    expect(planProblems({ ...ok, times: ['25:00'] }, null).times).toBe(PLANNER_IDS.timeInvalid);
    expect(planProblems({ ...ok, count: 0 }, null).count).toBe(PLANNER_IDS.countInvalid);
    expect(planProblems({ ...ok, count: 501 }, null).count).toBe(PLANNER_IDS.countInvalid);
  });

  it('tells the Beijing day, across midnight UTC', () => {
    // 16:30 UTC is half past midnight in Beijing, the next day.
    expect(beijingDay(Date.parse('2026-11-24T16:30:00Z'))).toBe('2026-11-25');
    expect(beijingDay(Date.parse('2026-11-24T15:59:00Z'))).toBe('2026-11-24');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('groups a plan by day', () => {
    const plan = planOf(
      {
        bookId: 'b1',
        mode: 'preview',
        startDate: '2026-11-25',
        times: ['12:00', '18:00'],
        count: null,
      },
      3,
    );
    const days = planDays(plan.list);
    expect(days.map((d) => [d.date, d.chapters.length, d.words])).toEqual([
      ['2026-11-25', 2, 6000],
      ['2026-11-26', 1, 3000],
    ]);
  });

  it("does not call a day short that chapters already scheduled that day fill (the server's verdict)", () => {
    const list = [
      {
        chapter_id: 'c1',
        chapter_no: 1,
        title: '一',
        word_count: 1000,
        date: '2026-11-25',
        publish_at: '2026-11-25T12:00:00+08:00',
      },
      {
        chapter_id: 'c2',
        chapter_no: 2,
        title: '二',
        word_count: 1000,
        date: '2026-11-26',
        publish_at: '2026-11-26T12:00:00+08:00',
      },
    ];
    const days = planDays(list, [
      {
        date: '2026-11-25',
        published_words: 0,
        scheduled_words: 2500,
        planned_words: 1000,
        status: 'covered',
      },
      {
        date: '2026-11-26',
        published_words: 0,
        scheduled_words: 0,
        planned_words: 1000,
        status: 'open',
      },
    ]);
    expect(days.map((d) => [d.date, d.otherWords, isShortDay(d, 3000)])).toEqual([
      ['2026-11-25', 2500, false],
      ['2026-11-26', 0, true],
    ]);
    // Without the server's word, only the plan's own words are known.
    expect(planDays(list).map((d) => isShortDay(d, 3000))).toEqual([true, true]);
  });
});

describe('stockpilePlannerMachine', () => {
  it('loads the stockpile and starts a plan from tomorrow at noon, every finished draft', async () => {
    const { actor } = start();
    await waitFor(actor, idle);
    expect(selectStockpile(actor.getSnapshot())?.drafts.count).toBe(4);
    expect(selectSettings(actor.getSnapshot())).toEqual({
      startDate: '2026-11-25',
      times: ['12:00'],
      count: null,
    });
  });

  it('previews two a day in ascending times, then applies exactly that and offers the undo', async () => {
    const { actor, requests, reportChanged, loads } = start();
    await waitFor(actor, idle);
    actor.send({ type: 'planner.setTimes', times: ['18:00', '12:00'] });
    actor.send({ type: 'planner.preview' });
    await waitFor(actor, (s) => idle(s) && selectPreview(s) !== null);
    expect(requests[0]).toEqual({
      bookId: 'b1',
      mode: 'preview',
      startDate: '2026-11-25',
      times: ['12:00', '18:00'],
      count: null,
    });
    expect(selectPreview(actor.getSnapshot())?.list).toHaveLength(4);

    actor.send({ type: 'planner.apply' });
    await waitFor(actor, (s) => idle(s) && selectPlannerNotice(s)?.kind === 'applied');
    expect(requests[1]?.mode).toBe('apply');
    expect(requests[1]?.times).toEqual(['12:00', '18:00']);
    expect(selectPlannerNotice(actor.getSnapshot())).toEqual({
      kind: 'applied',
      count: 4,
      first: '2026-11-25T12:00:00+08:00',
      last: '2026-11-26T18:00:00+08:00',
    });
    expect(selectCanUndoPlan(actor.getSnapshot())).toBe(true);
    expect(selectPreview(actor.getSnapshot())).toBeNull();
    expect(reportChanged).toHaveBeenCalledTimes(1);
    // The stockpile is loaded again: the drafts are scheduled now.
    expect(loads()).toBe(2);
  });

  it('does not apply without a preview, nor a preview of wrong settings', async () => {
    const { actor, requests } = start();
    await waitFor(actor, idle);
    actor.send({ type: 'planner.apply' });
    actor.send({ type: 'planner.setTimes', times: [] });
    actor.send({ type: 'planner.preview' });
    expect(requests).toHaveLength(0);
    expect(selectProblems(actor.getSnapshot()).times).toBe(PLANNER_IDS.timesRequired);
    // Fixing it clears the problem as the author types.
    actor.send({ type: 'planner.setTimes', times: ['09:30'] });
    expect(selectProblems(actor.getSnapshot())).toEqual({});
  });

  it('drops the preview when the settings change, so apply never sends what was not previewed', async () => {
    const { actor, requests } = start();
    await waitFor(actor, idle);
    actor.send({ type: 'planner.preview' });
    await waitFor(actor, (s) => idle(s) && selectPreview(s) !== null);
    actor.send({ type: 'planner.setCount', count: 2 });
    expect(selectPreview(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'planner.apply' });
    expect(requests).toHaveLength(1);
  });

  it('says when there is nothing to schedule', async () => {
    const { actor } = start({
      plan: async (request) => planOf(request, 0),
    });
    await waitFor(actor, idle);
    actor.send({ type: 'planner.preview' });
    await waitFor(actor, (s) => idle(s) && selectPlannerNotice(s) !== null);
    expect(selectPlannerNotice(actor.getSnapshot())).toEqual({
      kind: 'failed',
      reasonId: PLANNER_IDS.nothingToPlan,
    });
  });

  it('a chapter no longer a draft (103001) asks for a new preview', async () => {
    let call = 0;
    const { actor } = start({
      plan: async (request) => {
        call++;
        if (call === 2) throw Object.assign(new Error('not allowed'), { code: 103001 });
        return planOf(request, 2);
      },
    });
    await waitFor(actor, idle);
    actor.send({ type: 'planner.preview' });
    await waitFor(actor, (s) => idle(s) && selectPreview(s) !== null);
    actor.send({ type: 'planner.apply' });
    await waitFor(actor, (s) => idle(s) && selectPlannerNotice(s) !== null);
    expect(selectPlannerNotice(actor.getSnapshot())).toEqual({
      kind: 'failed',
      reasonId: PLANNER_IDS.notDraft,
    });
    expect(selectPreview(actor.getSnapshot())).toBeNull();
  });

  it('applies a preview that leaves earlier drafts out as the author’s choice of order', async () => {
    const earlierDraft = {
      kind: 'earlier_draft' as const,
      chapter_id: 'c0',
      chapter_no: 1,
      title: '第1章',
      publish_at: null,
    };
    const { actor, requests } = start({
      plan: async (request) => ({ ...planOf(request, 2), conflicts: [earlierDraft] }),
    });
    await waitFor(actor, idle);
    actor.send({ type: 'planner.preview' });
    await waitFor(actor, (s) => idle(s) && selectPreview(s) !== null);
    expect(requests[0]?.outOfOrder).toBeUndefined();
    actor.send({ type: 'planner.apply' });
    await waitFor(actor, (s) => idle(s) && selectPlannerNotice(s)?.kind === 'applied');
    expect(requests[1]).toMatchObject({ mode: 'apply', outOfOrder: true });
  });

  it('earlier drafts the preview did not show (103002) ask for a new preview', async () => {
    let call = 0;
    const { actor, requests } = start({
      plan: async (request) => {
        call++;
        if (call === 2) throw Object.assign(new Error('out of order'), { code: 103002 });
        return planOf(request, 2);
      },
    });
    await waitFor(actor, idle);
    actor.send({ type: 'planner.preview' });
    await waitFor(actor, (s) => idle(s) && selectPreview(s) !== null);
    actor.send({ type: 'planner.apply' });
    await waitFor(actor, (s) => idle(s) && selectPlannerNotice(s) !== null);
    expect(requests[1]?.outOfOrder).toBeUndefined();
    expect(selectPlannerNotice(actor.getSnapshot())).toEqual({
      kind: 'failed',
      reasonId: PLANNER_IDS.outOfOrder,
    });
    expect(selectPreview(actor.getSnapshot())).toBeNull();
  });

  it('a plan the pre-publish check blocks (103003) says so', async () => {
    let call = 0;
    const { actor } = start({
      plan: async (request) => {
        call++;
        if (call === 2) throw Object.assign(new Error('blocked'), { code: 103003 });
        return planOf(request, 2);
      },
    });
    await waitFor(actor, idle);
    actor.send({ type: 'planner.preview' });
    await waitFor(actor, (s) => idle(s) && selectPreview(s) !== null);
    actor.send({ type: 'planner.apply' });
    await waitFor(actor, (s) => idle(s) && selectPlannerNotice(s) !== null);
    expect(selectPlannerNotice(actor.getSnapshot())).toEqual({
      kind: 'failed',
      reasonId: PLANNER_IDS.prepublishBlocked,
    });
  });

  it('undoes an applied plan from its notice', async () => {
    const { actor, undos, reportChanged } = start();
    await waitFor(actor, idle);
    actor.send({ type: 'planner.preview' });
    await waitFor(actor, (s) => idle(s) && selectPreview(s) !== null);
    actor.send({ type: 'planner.apply' });
    await waitFor(actor, (s) => idle(s) && selectCanUndoPlan(s));
    actor.send({ type: 'planner.undo', skipChanged: false });
    await waitFor(actor, (s) => idle(s) && selectPlannerNotice(s)?.kind === 'undone');
    expect(undos).toEqual([{ undoId: 'u1', skipChanged: false }]);
    expect(selectCanUndoPlan(actor.getSnapshot())).toBe(false);
    expect(reportChanged).toHaveBeenCalledTimes(2);
  });

  it('a refused undo says why and offers the others after a conflict', async () => {
    let call = 0;
    const { actor, undos } = start({
      undo: async () => {
        call++;
        if (call === 1) throw { kind: 'conflict', changed: 1 };
        return { restored: 3, skipped: 1 };
      },
    });
    await waitFor(actor, idle);
    actor.send({ type: 'planner.preview' });
    await waitFor(actor, (s) => idle(s) && selectPreview(s) !== null);
    actor.send({ type: 'planner.apply' });
    await waitFor(actor, (s) => idle(s) && selectCanUndoPlan(s));
    actor.send({ type: 'planner.undo', skipChanged: false });
    await waitFor(actor, (s) => idle(s) && selectPlannerNotice(s)?.kind === 'undoRefused');
    expect(selectPlannerNotice(actor.getSnapshot())).toEqual({
      kind: 'undoRefused',
      reasonId: PLANNER_IDS.undoConflict,
      changed: 1,
    });
    expect(selectCanUndoPlan(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'planner.undo', skipChanged: true });
    await waitFor(actor, (s) => idle(s) && selectPlannerNotice(s)?.kind === 'undone');
    expect(undos[1]).toEqual({ undoId: 'u1', skipChanged: true });
    expect(selectPlannerNotice(actor.getSnapshot())).toEqual({
      kind: 'undone',
      count: 3,
      skipped: 1,
    });
  });

  it('an expired undo is not offered again', async () => {
    const { actor } = start({
      undo: async () => {
        throw { kind: 'expired', changed: 0 };
      },
    });
    await waitFor(actor, idle);
    actor.send({ type: 'planner.preview' });
    await waitFor(actor, (s) => idle(s) && selectPreview(s) !== null);
    actor.send({ type: 'planner.apply' });
    await waitFor(actor, (s) => idle(s) && selectCanUndoPlan(s));
    actor.send({ type: 'planner.undo', skipChanged: false });
    await waitFor(actor, (s) => idle(s) && selectPlannerNotice(s)?.kind === 'undoRefused');
    expect(selectCanUndoPlan(actor.getSnapshot())).toBe(false);
  });
});
