// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  WATERMARK_ATTRIBUTE,
  WATERMARK_DARK_COLOR,
  WATERMARK_DEFAULTS,
  Watermark,
  watermarkOn,
} from './watermark';

const overlays = () => document.body.querySelectorAll<HTMLElement>(`[${WATERMARK_ATTRIBUTE}]`);
const overlay = () => {
  const [first] = overlays();
  if (!first) throw new Error('no watermark overlay');
  return first;
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('<Watermark> without a canvas (jsdom)', () => {
  beforeEach(() => {
    // jsdom has no 2D context; returning null is what the component must survive.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });

  it('adds one fixed, click-through, hidden-from-readers overlay to the page', () => {
    const { container } = render(<Watermark text="内部资料，请勿外传" />);
    expect(container.innerHTML).toBe('');
    expect(overlays()).toHaveLength(1);
    const node = overlay();
    expect(node.parentElement).toBe(document.body);
    expect(node.getAttribute('aria-hidden')).toBe('true');
    expect(node.style.position).toBe('fixed');
    expect(node.style.pointerEvents).toBe('none');
    expect(node.style.zIndex).toBe('9999');
    expect(node.style.backgroundImage).toBe('');
  });

  it('comes back when it is removed', async () => {
    render(<Watermark text="内部资料，请勿外传" />);
    const node = overlay();
    node.remove();
    await waitFor(() => expect(overlays()).toHaveLength(1));
    expect(overlay()).toBe(node);
  });

  it('comes back when it is moved elsewhere', async () => {
    render(<Watermark text="内部资料，请勿外传" />);
    const elsewhere = document.createElement('div');
    document.body.appendChild(elsewhere);
    elsewhere.appendChild(overlay());
    await waitFor(() => expect(overlay().parentElement).toBe(document.body));
    elsewhere.remove();
  });

  it('restores its style when the style is changed', async () => {
    render(<Watermark text="内部资料，请勿外传" />);
    const node = overlay();
    const original = node.getAttribute('style');
    node.style.display = 'none';
    await waitFor(() => expect(node.getAttribute('style')).toBe(original));
    node.setAttribute('style', 'opacity: 0');
    await waitFor(() => expect(node.getAttribute('style')).toBe(original));
    node.removeAttribute('style');
    await waitFor(() => expect(node.getAttribute('style')).toBe(original));
  });

  it('drops a class or hidden attribute put on it', async () => {
    render(<Watermark text="内部资料，请勿外传" />);
    const node = overlay();
    node.className = 'invisible';
    node.hidden = true;
    await waitFor(() => {
      expect(node.hasAttribute('class')).toBe(false);
      expect(node.hidden).toBe(false);
    });
  });

  it('leaves other changes to the page alone', async () => {
    render(<Watermark text="内部资料，请勿外传" />);
    const node = overlay();
    const other = document.createElement('p');
    document.body.appendChild(other);
    other.remove();
    await Promise.resolve();
    expect(overlays()).toHaveLength(1);
    expect(overlay()).toBe(node);
  });

  it('replaces the overlay when the text changes, keeping one', () => {
    const { rerender } = render(<Watermark text="内部资料，请勿外传" />);
    rerender(<Watermark text="Internal use only. Do not distribute." />);
    expect(overlays()).toHaveLength(1);
  });

  it('does not redraw for a new but equal gap array', () => {
    const { rerender } = render(<Watermark text="x" gap={[80, 60]} />);
    const node = overlay();
    rerender(<Watermark text="x" gap={[80, 60]} />);
    expect(overlay()).toBe(node);
  });

  it('goes away for good on unmount', async () => {
    const { unmount } = render(<Watermark text="内部资料，请勿外传" />);
    unmount();
    expect(overlays()).toHaveLength(0);
    document.body.appendChild(document.createElement('p'));
    await Promise.resolve();
    expect(overlays()).toHaveLength(0);
  });
});

describe('<Watermark> with a canvas', () => {
  function fakeContext() {
    return {
      font: '',
      fillStyle: '',
      textAlign: '',
      textBaseline: '',
      measureText: vi.fn((text: string) => ({ width: text.length * 16 })),
      scale: vi.fn(),
      translate: vi.fn(),
      rotate: vi.fn(),
      fillText: vi.fn(),
    };
  }

  it('draws the text rotated -20 degrees in 16px light grey and tiles it', () => {
    const context = fakeContext();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(
      'data:image/png;base64,AAAA',
    );

    render(<Watermark text="内部资料，请勿外传" />);

    expect(context.rotate).toHaveBeenCalledWith((-20 * Math.PI) / 180);
    expect(context.font).toMatch(/^16px /);
    expect(context.fillStyle).toBe('rgba(184, 184, 184, 0.3)');
    expect(context.fillText).toHaveBeenCalledWith('内部资料，请勿外传', 0, 0);
    const node = overlay();
    expect(node.style.backgroundImage).toContain('data:image/png;base64,AAAA');
    expect(node.style.backgroundRepeat).toBe('repeat');
    expect(node.style.backgroundSize).toMatch(/^\d+px \d+px$/);
  });

  it('takes its own size, angle, colour and gap', () => {
    const context = fakeContext();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(
      'data:image/png;base64,BBBB',
    );

    render(<Watermark text="ab" fontSize={20} rotate={0} color="red" gap={[10, 30]} zIndex={5} />);

    expect(context.font).toMatch(/^20px /);
    expect(context.rotate).toHaveBeenCalledWith(0);
    expect(context.fillStyle).toBe('red');
    // "ab" measures 32px wide and 20px high; plus the gaps.
    expect(overlay().style.backgroundSize).toBe('42px 50px');
    expect(overlay().style.zIndex).toBe('5');
  });
});

describe('watermarkOn', () => {
  const on = { enabled: true, routeName: 'ChapterManage', dark: false };

  it("is drawn in the seed's grey on the light theme", () => {
    expect(watermarkOn(on)).toEqual({ color: WATERMARK_DEFAULTS.color });
  });

  it('is lighter on the dark theme', () => {
    const alpha = (color: string) => Number(color.match(/([\d.]+)\)$/)?.[1]);
    const dark = watermarkOn({ ...on, dark: true });
    expect(dark?.color).toBe(WATERMARK_DARK_COLOR);
    expect(alpha(WATERMARK_DARK_COLOR)).toBeLessThan(alpha(WATERMARK_DEFAULTS.color));
  });

  it("is never over the editor's text", () => {
    expect(watermarkOn({ ...on, routeName: 'ChapterAdd' })).toBeNull();
    expect(watermarkOn({ ...on, routeName: 'ChapterAdd', dark: true })).toBeNull();
  });

  it('is off when the author turned it off in the settings', () => {
    expect(watermarkOn({ ...on, enabled: false })).toBeNull();
    expect(watermarkOn({ ...on, routeName: null, enabled: false })).toBeNull();
  });
});
