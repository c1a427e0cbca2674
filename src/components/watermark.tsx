import { useEffect } from 'react';

/** Props of {@link Watermark}. */
export interface WatermarkProps {
  /** The text to repeat over the page; the app passes `watermark.text` translated. */
  text: string;
  /** Font size in CSS pixels. */
  fontSize?: number;
  /** Rotation of the text in degrees (negative: rising to the right). */
  rotate?: number;
  /** Fill colour of the text. */
  color?: string;
  /** Space between repetitions in CSS pixels: one number, or [horizontal, vertical]. */
  gap?: number | readonly [number, number];
  /** Stacking order of the overlay; above dialogs, it never takes clicks anyway. */
  zIndex?: number;
}

/** The seed's watermark constants (docs/behaviour.md, The shell). */
export const WATERMARK_DEFAULTS = {
  fontSize: 16,
  rotate: -20,
  color: 'rgba(184, 184, 184, 0.3)',
  gap: 100,
  zIndex: 9999,
} as const;

/**
 * The text's colour on the dark theme: the light theme's grey at 0.3 stands
 * out against a dark page far more than against a white one (issue 29).
 */
export const WATERMARK_DARK_COLOR = 'rgba(184, 184, 184, 0.1)';

/**
 * Routes where the author writes: the overlay would sit over the manuscript
 * being typed, and the text is the author's own, not the back-office's data.
 */
const WRITING_ROUTES: ReadonlySet<string> = new Set(['ChapterAdd']);

/** Where and how the watermark is drawn: null when it is not. */
export function watermarkOn(options: {
  /** The author's choice in the settings. */
  enabled: boolean;
  /** The route on screen; null for the not-found page. */
  routeName: string | null;
  dark: boolean;
}): { color: string } | null {
  if (!options.enabled) return null;
  if (options.routeName !== null && WRITING_ROUTES.has(options.routeName)) return null;
  return { color: options.dark ? WATERMARK_DARK_COLOR : WATERMARK_DEFAULTS.color };
}

/** Attribute marking the overlay, for tests and for styles that must skip it. */
export const WATERMARK_ATTRIBUTE = 'data-watermark';

interface TileOptions {
  text: string;
  fontSize: number;
  rotate: number;
  color: string;
  gapX: number;
  gapY: number;
}

interface Tile {
  url: string;
  width: number;
  height: number;
}

function fontFamilyOf(doc: Document): string {
  // A canvas cannot read CSS variables, so borrow the family the page resolved
  // (Fluent's) to draw Chinese text in the same face as the UI.
  const family = doc.body ? doc.defaultView?.getComputedStyle(doc.body).fontFamily : '';
  return family || 'sans-serif';
}

/** Draws one rotated repetition of the text; null where there is no 2D canvas (jsdom, locked-down browsers). */
function drawTile(doc: Document, options: TileOptions): Tile | null {
  const canvas = doc.createElement('canvas');
  let context: CanvasRenderingContext2D | null = null;
  try {
    context = canvas.getContext('2d') ?? null;
  } catch {
    context = null;
  }
  if (!context) return null;

  const font = `${options.fontSize}px ${fontFamilyOf(doc)}`;
  context.font = font;
  const textWidth = context.measureText(options.text).width;
  const angle = (options.rotate * Math.PI) / 180;
  // The bounding box of the rotated line, so no corner of the text is clipped.
  const boxWidth =
    Math.abs(textWidth * Math.cos(angle)) + Math.abs(options.fontSize * Math.sin(angle));
  const boxHeight =
    Math.abs(textWidth * Math.sin(angle)) + Math.abs(options.fontSize * Math.cos(angle));
  const width = Math.ceil(boxWidth + options.gapX);
  const height = Math.ceil(boxHeight + options.gapY);
  // Draw at device resolution so the text stays sharp on HiDPI screens.
  const ratio = doc.defaultView?.devicePixelRatio || 1;
  canvas.width = Math.ceil(width * ratio);
  canvas.height = Math.ceil(height * ratio);

  // Resizing the canvas reset the context state: set everything again.
  context.scale(ratio, ratio);
  context.translate(width / 2, height / 2);
  context.rotate(angle);
  context.font = font;
  context.fillStyle = options.color;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(options.text, 0, 0);
  return { url: canvas.toDataURL('image/png'), width, height };
}

function overlayStyle(tile: Tile | null, zIndex: number): string {
  const base = [
    'position: fixed',
    'top: 0',
    'left: 0',
    'width: 100%',
    'height: 100%',
    `z-index: ${zIndex}`,
    'pointer-events: none',
    'background-repeat: repeat',
    'background-position: 0 0',
  ];
  if (tile) {
    base.push(`background-image: url("${tile.url}")`);
    base.push(`background-size: ${tile.width}px ${tile.height}px`);
  }
  return `${base.join('; ')};`;
}

const GUARDED_ATTRIBUTES = ['style', 'class', 'hidden', 'aria-hidden'];

/**
 * A full-page, click-through overlay repeating the text (docs/behaviour.md, The shell;
 * 4 and 9). It lives directly in `document.body`, outside React's tree, so
 * that React never fights the guard: a MutationObserver puts the overlay
 * back when it is removed and restores it when its style, class or hidden
 * state is changed, as the seed's watermark did. Renders nothing itself.
 */
export function Watermark({
  text,
  fontSize = WATERMARK_DEFAULTS.fontSize,
  rotate = WATERMARK_DEFAULTS.rotate,
  color = WATERMARK_DEFAULTS.color,
  gap = WATERMARK_DEFAULTS.gap,
  zIndex = WATERMARK_DEFAULTS.zIndex,
}: WatermarkProps) {
  // Primitives only in the effect's dependencies: a new [x, y] array on every
  // render must not redraw the canvas.
  const gapX = typeof gap === 'number' ? gap : gap[0];
  const gapY = typeof gap === 'number' ? gap : gap[1];

  useEffect(() => {
    const doc = document;
    const parent = doc.body;
    const tile = drawTile(doc, { text, fontSize, rotate, color, gapX, gapY });
    const style = overlayStyle(tile, zIndex);

    const overlay = doc.createElement('div');
    const apply = () => {
      overlay.setAttribute('style', style);
      overlay.setAttribute('aria-hidden', 'true');
      overlay.setAttribute(WATERMARK_ATTRIBUTE, '');
      overlay.removeAttribute('class');
      overlay.removeAttribute('hidden');
      if (overlay.parentNode !== parent) parent.appendChild(overlay);
    };
    apply();

    const observer = new MutationObserver((records) => {
      const tampered = records.some(
        (record) =>
          (record.type === 'attributes' && record.target === overlay) ||
          (record.type === 'childList' && overlay.parentNode !== parent),
      );
      if (!tampered) return;
      apply();
      // Our own repair queued records too; drop them so it does not loop.
      observer.takeRecords();
    });
    observer.observe(parent, { childList: true });
    observer.observe(overlay, { attributes: true, attributeFilter: GUARDED_ATTRIBUTES });

    return () => {
      observer.disconnect();
      overlay.remove();
    };
  }, [text, fontSize, rotate, color, gapX, gapY, zIndex]);

  return null;
}
