import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  Slider,
  Text,
  tokens,
} from '@fluentui/react-components';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useT } from '../../components/intl';
import { Dialog } from '../../components/surfaces';

/** Side of the uploaded square: the server keeps at most 512 px too. */
const CROPPED_SIZE = 512;
const VIEW_SIZE = 280;
const ZOOM_MIN = 100;
const ZOOM_MAX = 400;
/** Share of the visible square one arrow key moves the picture. */
const KEY_STEP = 0.05;

const useStyles = makeStyles({
  body: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
  },
  canvas: {
    width: `min(${VIEW_SIZE}px, 70vw)`,
    height: `min(${VIEW_SIZE}px, 70vw)`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    cursor: 'grab',
    touchAction: 'none',
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  slider: { width: `min(${VIEW_SIZE}px, 70vw)` },
  hint: { color: tokens.colorNeutralForeground3, textAlign: 'center' },
});

interface View {
  /** Centre of the visible square in the picture, as a share of its width and height. */
  cx: number;
  cy: number;
  /** 100 = the largest square that fits; 400 = a quarter of its side. */
  zoom: number;
}

/** The visible square in picture pixels, kept inside the picture. */
function sourceSquare(image: HTMLImageElement, view: View) {
  const w = image.naturalWidth;
  const h = image.naturalHeight;
  const side = Math.min(w, h) / (view.zoom / 100);
  const sx = Math.min(Math.max(view.cx * w - side / 2, 0), w - side);
  const sy = Math.min(Math.max(view.cy * h - side / 2, 0), h - side);
  return { sx, sy, side };
}

function draw(canvas: HTMLCanvasElement, image: HTMLImageElement, view: View, size: number) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const { sx, sy, side } = sourceSquare(image, view);
  ctx.imageSmoothingQuality = 'high';
  ctx.clearRect(0, 0, size, size);
  ctx.drawImage(image, sx, sy, side, side, 0, 0, size, size);
}

/** Keeps the centre where the visible square stays inside the picture. */
function clampView(image: HTMLImageElement, view: View): View {
  const { sx, sy, side } = sourceSquare(image, view);
  return {
    zoom: view.zoom,
    cx: (sx + side / 2) / image.naturalWidth,
    cy: (sy + side / 2) / image.naturalHeight,
  };
}

/**
 * Square crop with zoom before the avatar is uploaded: the picture drawn on
 * a canvas, moved by dragging or the arrow keys, zoomed with a slider (a
 * native range input: arrows, Page Up/Down, Home/End). 'Use' draws the
 * square at 512 x 512 and hands it over as a JPEG.
 */
export function AvatarCropDialog({
  image,
  onCancel,
  onCropped,
}: {
  /** The picked picture, decoded already: a file that is no picture never opens the crop. */
  image: HTMLImageElement;
  onCancel: () => void;
  onCropped: (cropped: Blob) => void;
}) {
  const styles = useStyles();
  const t = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  const [view, setView] = useState<View>({ cx: 0.5, cy: 0.5, zoom: ZOOM_MIN });
  const drag = useRef<{ x: number; y: number; view: View } | null>(null);

  useEffect(() => {
    if (canvas.current) draw(canvas.current, image, view, VIEW_SIZE);
  }, [image, view]);

  /** Moves the centre by a share of the visible square. */
  const move = (from: View, dx: number, dy: number) => {
    const { side } = sourceSquare(image, from);
    return clampView(image, {
      ...from,
      cx: from.cx + (dx * side) / image.naturalWidth,
      cy: from.cy + (dy * side) / image.naturalHeight,
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const step: Record<string, [number, number]> = {
      ArrowLeft: [-KEY_STEP, 0],
      ArrowRight: [KEY_STEP, 0],
      ArrowUp: [0, -KEY_STEP],
      ArrowDown: [0, KEY_STEP],
    };
    const delta = step[event.key];
    if (!delta) return;
    event.preventDefault();
    setView((current) => move(current, delta[0], delta[1]));
  };
  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, view };
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const start = drag.current;
    if (!start) return;
    const shown = event.currentTarget.getBoundingClientRect().width || VIEW_SIZE;
    // Dragging moves the picture: the visible square goes the other way.
    setView(
      move(start.view, -(event.clientX - start.x) / shown, -(event.clientY - start.y) / shown),
    );
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const use = () => {
    const out = document.createElement('canvas');
    out.width = CROPPED_SIZE;
    out.height = CROPPED_SIZE;
    draw(out, image, view, CROPPED_SIZE);
    out.toBlob((blob) => (blob ? onCropped(blob) : setFailed(true)), 'image/jpeg', 0.9);
  };

  return (
    <Dialog open onOpenChange={(_, data) => (data.open ? null : onCancel())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('account.crop.title')}</DialogTitle>
          <DialogContent className={styles.body}>
            {failed ? (
              // Only the crop's own encoding can fail here (the picture decoded before).
              <Text>{t('validation.imageDamaged')}</Text>
            ) : (
              <>
                <canvas
                  ref={canvas}
                  width={VIEW_SIZE}
                  height={VIEW_SIZE}
                  className={styles.canvas}
                  role="img"
                  aria-label={t('account.crop.preview')}
                  tabIndex={0}
                  onKeyDown={onKeyDown}
                  onPointerDown={onPointerDown}
                  onPointerMove={onPointerMove}
                  onPointerUp={onPointerUp}
                  onPointerCancel={onPointerUp}
                />
                <Text size={200} className={styles.hint}>
                  {t('account.crop.hint')}
                </Text>
                <Field label={t('account.crop.zoom')} className={styles.slider}>
                  <Slider
                    min={ZOOM_MIN}
                    max={ZOOM_MAX}
                    step={10}
                    value={view.zoom}
                    onChange={(_, data) =>
                      setView((current) => clampView(image, { ...current, zoom: data.value }))
                    }
                    aria-valuetext={`${view.zoom}%`}
                  />
                </Field>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={failed} onClick={use}>
              {t('account.crop.use')}
            </Button>
            <Button onClick={onCancel}>{t('common.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
