import { describe, expect, it } from 'vitest';
import { createToastBridge, type ToastRequest } from './toast-bridge';

describe('createToastBridge', () => {
  it('queues toasts until a toaster attaches, then delivers them in order', () => {
    const bridge = createToastBridge();
    bridge.show({ intent: 'error', text: 'first' });
    bridge.show({ intent: 'success', text: 'second' });
    const seen: ToastRequest[] = [];
    bridge.attach((request) => seen.push(request));
    bridge.show({ intent: 'info', text: 'third' });
    expect(seen.map((request) => request.text)).toEqual(['first', 'second', 'third']);
  });

  it('queues again after the toaster detaches', () => {
    const bridge = createToastBridge();
    const first: string[] = [];
    const detach = bridge.attach((request) => first.push(request.text));
    detach();
    bridge.show({ intent: 'error', text: 'later' });
    const second: string[] = [];
    bridge.attach((request) => second.push(request.text));
    expect(first).toEqual([]);
    expect(second).toEqual(['later']);
  });

  it('says the toaster is wanted from the first toast on, once', () => {
    const bridge = createToastBridge();
    let calls = 0;
    bridge.subscribe(() => calls++);
    expect(bridge.wanted()).toBe(false);
    bridge.show({ intent: 'info', text: 'one' });
    bridge.show({ intent: 'info', text: 'two' });
    expect(bridge.wanted()).toBe(true);
    expect(calls).toBe(1);
  });
});
