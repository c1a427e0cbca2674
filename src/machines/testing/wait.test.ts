import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { waitFor } from './wait';

describe('waitFor in machine tests', () => {
  it('says what it waited for and where the actor is when it never comes', async () => {
    const actor = createActor(createMachine({ initial: 'idle', states: { idle: {} } })).start();
    await expect(
      waitFor(actor, (s) => s.matches('done' as never), { timeout: 10 }),
    ).rejects.toThrow(
      /waited 10 ms for `\(s\) => s\.matches\(.done.*the actor is active in "idle"/,
    );
  });
});
