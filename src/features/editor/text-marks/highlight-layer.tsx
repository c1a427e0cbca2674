/**
 * The marks on the chapter text: a mirror of the textarea behind it (its
 * sibling after it, under it by z-index; same box, font, wrapping and
 * scroll position; transparent text), holding the
 * text up to the last mark with each marked run in a <mark>. The textarea's
 * background is transparent, so the fills show under its words and the
 * findings' wavy underlines under their glyphs.
 *
 * Cost while typing: nothing when no marks are shown, nor when typing after
 * the last mark (the mirror does not hold that text). Typing before a mark
 * would lay out the whole mirror on every key (a 30,000-character chapter
 * with 300 find matches: about 20 ms a key in bench:editor --find), so the
 * layer hides and waits for a pause in typing (TYPING_PAUSE_MS), then edits
 * the one text node the edit fell in, or rebuilds when it touched a mark.
 * New marks from the find or the check (both debounced) rebuild it.
 *
 * aria-hidden: screen readers get the find count and the findings panel.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useLayoutEffect, useRef } from 'react';
import type { MarkStore } from './mark-store';
import {
  markSegments,
  marksOnValue,
  type Segment,
  segmentMarks,
  shiftMarks,
  textEdit,
} from './segments';

const useStyles = makeStyles({
  text: {
    whiteSpace: 'pre-wrap',
    overflowWrap: 'break-word',
    willChange: 'transform',
  },
  mark: {
    color: 'transparent',
    backgroundColor: 'transparent',
    borderRadius: tokens.borderRadiusSmall,
  },
  match: { backgroundColor: tokens.colorPaletteYellowBackground2 },
  current: {
    backgroundColor: tokens.colorPaletteMarigoldBackground2,
    outline: `${tokens.strokeWidthThick} solid ${tokens.colorPaletteMarigoldBorderActive}`,
  },
  block: {
    textDecorationLine: 'underline',
    textDecorationStyle: 'wavy',
    textDecorationColor: tokens.colorPaletteRedForeground1,
    textDecorationThickness: '1.5px',
    textUnderlineOffset: '4px',
  },
  warn: {
    textDecorationLine: 'underline',
    textDecorationStyle: 'wavy',
    textDecorationColor: tokens.colorPaletteMarigoldForeground1,
    textDecorationThickness: '1.5px',
    textUnderlineOffset: '4px',
  },
});

type Classes = ReturnType<typeof useStyles>;

/** How long typing before a mark must pause before the marks show again. */
const TYPING_PAUSE_MS = 200;

interface Rendered {
  /** The textarea's value the mirror was last brought to. */
  text: string;
  segments: Segment[];
  /** One node per segment: a text node for a plain run, a <mark> otherwise. */
  nodes: (Text | HTMLElement)[];
}

/** Props of {@link HighlightLayer}. */
export interface HighlightLayerProps {
  /** The layer's box: the textarea's padding, border widths, font and line height. */
  readonly className: string;
  /** The textarea it lies behind (a sibling after it in one positioned box). */
  readonly area: React.RefObject<HTMLTextAreaElement | null>;
  readonly marks: MarkStore;
  /** Something outside the textarea set its text (no input event fires then). */
  readonly subscribeText: (changed: () => void) => () => void;
}

export function HighlightLayer({
  className,
  area: areaRef,
  marks,
  subscribeText,
}: HighlightLayerProps) {
  const styles = useStyles();
  const frameRef = useRef<HTMLDivElement>(null);
  const textRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const area = areaRef.current;
    const outer = frameRef.current;
    const inner = textRef.current;
    if (!area || !outer || !inner) return;
    let rendered: Rendered | null = null;
    let layersChanged = true;
    let frame = 0;
    let pause = 0;

    const show = (shown: boolean) => {
      outer.style.visibility = shown ? '' : 'hidden';
    };
    const settle = () => {
      pause = 0;
      if (rendered && area.value !== rendered.text) {
        rendered = follow(inner, rendered, area.value, styles);
      }
      inner.style.transform = `translateY(${-area.scrollTop}px)`;
      show(true);
    };
    const update = () => {
      frame = 0;
      const value = area.value;
      if (layersChanged) {
        layersChanged = false;
        window.clearTimeout(pause);
        pause = 0;
        const all = marks.layers().flatMap((l) => marksOnValue(l.text, l.marks, value));
        rendered = build(inner, value, markSegments(value, all), styles);
        show(true);
      } else if (rendered && value !== rendered.text) {
        const paintedEnd = rendered.segments[rendered.segments.length - 1]?.end ?? 0;
        if (pause === 0 && textEdit(rendered.text, value).start >= paintedEnd) {
          // After the last mark: nothing painted moves.
          rendered = { ...rendered, text: value };
        } else {
          show(false);
          window.clearTimeout(pause);
          pause = window.setTimeout(settle, TYPING_PAUSE_MS);
        }
      }
      inner.style.transform = `translateY(${-area.scrollTop}px)`;
    };
    const schedule = () => {
      if (frame === 0 && (rendered !== null || layersChanged)) {
        frame = requestAnimationFrame(update);
      }
    };
    const onLayers = () => {
      layersChanged = true;
      schedule();
    };
    const onScroll = () => {
      inner.style.transform = `translateY(${-area.scrollTop}px)`;
    };
    // The mirror wraps at the textarea's content width, which a scrollbar narrows.
    const resize = new ResizeObserver((entries) => {
      const width = entries[0]?.contentRect.width;
      if (width !== undefined) inner.style.width = `${width}px`;
    });
    resize.observe(area);
    area.addEventListener('input', schedule);
    area.addEventListener('scroll', onScroll, { passive: true });
    const offText = subscribeText(schedule);
    const offMarks = marks.subscribe(onLayers);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(pause);
      resize.disconnect();
      area.removeEventListener('input', schedule);
      area.removeEventListener('scroll', onScroll);
      offText();
      offMarks();
    };
  }, [areaRef, marks, subscribeText, styles]);

  return (
    <div ref={frameRef} className={className} aria-hidden="true" data-testid="text-marks">
      <div ref={textRef} className={styles.text} />
    </div>
  );
}

/** Replaces the mirror's content with these segments of `value`. */
function build(
  inner: HTMLElement,
  value: string,
  segments: Segment[],
  styles: Classes,
): Rendered | null {
  if (segments.length === 0) {
    inner.replaceChildren();
    return null;
  }
  const nodes = segments.map((s) => node(s, value, styles));
  inner.replaceChildren(...nodes);
  return { text: value, segments, nodes };
}

function node(segment: Segment, value: string, styles: Classes): Text | HTMLElement {
  const text = value.slice(segment.start, segment.end);
  if (!segment.find && !segment.finding) return document.createTextNode(text);
  const mark = document.createElement('mark');
  mark.className = mergeClasses(
    styles.mark,
    segment.find ? styles[segment.find] : undefined,
    segment.finding ? styles[segment.finding] : undefined,
  );
  if (segment.find) mark.dataset.find = segment.find;
  if (segment.finding) mark.dataset.finding = segment.finding;
  mark.textContent = text;
  return mark;
}

/** Brings the mirror from `rendered.text` to `value` with as little DOM work as the edit allows. */
function follow(inner: HTMLElement, rendered: Rendered, value: string, styles: Classes) {
  const edit = textEdit(rendered.text, value);
  const { segments, nodes } = rendered;
  const paintedEnd = segments[segments.length - 1]?.end ?? 0;
  // After the last mark: the mirror does not hold that text.
  if (edit.start >= paintedEnd) return { ...rendered, text: value };
  const delta = edit.newEnd - edit.oldEnd;
  const at = segments.findIndex((s) => s.start <= edit.start && edit.oldEnd <= s.end);
  const inside = segments[at];
  const plain = inside && !inside.find && !inside.finding;
  if (plain && inside.end + delta > inside.start) {
    // Within one unmarked run: edit its text node, move the runs after it.
    (nodes[at] as Text).replaceData(
      edit.start - inside.start,
      edit.oldEnd - edit.start,
      value.slice(edit.start, edit.newEnd),
    );
    const moved = segments.map((s, i) =>
      i < at ? s : i === at ? { ...s, end: s.end + delta } : shifted(s, delta),
    );
    return { text: value, segments: moved, nodes };
  }
  const carried = shiftMarks(segmentMarks(segments), edit);
  return build(inner, value, markSegments(value, carried), styles);
}

const shifted = (s: Segment, delta: number): Segment => ({
  ...s,
  start: s.start + delta,
  end: s.end + delta,
});
