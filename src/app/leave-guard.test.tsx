// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmLeave, type LeaveCheck, useLeaveGuard, withoutLeaveCheck } from './leave-guard';

function Guarded({ check }: { check: LeaveCheck }) {
  useLeaveGuard(check);
  return null;
}

afterEach(cleanup);

describe('leave guard', () => {
  it('lets navigation through when no screen objects', () => {
    const ask = vi.fn(() => false);
    expect(confirmLeave(ask)).toBe(true);
    render(<Guarded check={() => null} />);
    expect(confirmLeave(ask)).toBe(true);
    expect(ask).not.toHaveBeenCalled();
  });

  it("asks the screen's question and follows the answer", () => {
    render(<Guarded check={() => 'Text not saved. Leave?'} />);
    const no = vi.fn(() => false);
    expect(confirmLeave(no)).toBe(false);
    expect(no).toHaveBeenCalledWith('Text not saved. Leave?');
    expect(confirmLeave(() => true)).toBe(true);
  });

  it('forgets a screen once it unmounts', () => {
    const view = render(<Guarded check={() => 'Leave?'} />);
    view.unmount();
    expect(confirmLeave(() => false)).toBe(true);
  });

  it("lets the app's own redirect through unasked, and only that one", () => {
    render(<Guarded check={() => 'Leave?'} />);
    const ask = vi.fn(() => false);
    let allowed: boolean | undefined;
    withoutLeaveCheck(() => {
      allowed = confirmLeave(ask);
    });
    expect(allowed).toBe(true);
    expect(ask).not.toHaveBeenCalled();
    expect(confirmLeave(ask)).toBe(false);
  });
});
