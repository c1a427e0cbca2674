import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

/** Props of {@link BookCover}. */
export interface BookCoverProps {
  readonly title: string;
  /** Uploaded cover, or null for the generated default. */
  readonly coverUrl: string | null;
  /** Pen name or category shown on the generated cover. */
  readonly subtitle?: string;
  readonly size?: 'small' | 'medium' | 'large';
  /** Accessible name; the cover is decorative when absent (the title is next to it). */
  readonly label?: string;
}

// Generated covers pick one of these pairs by the title, so a book keeps its
// colour everywhere it appears.
const PALETTE = [
  [tokens.colorPaletteBlueBackground2, tokens.colorPaletteBlueForeground2],
  [tokens.colorPaletteTealBackground2, tokens.colorPaletteTealForeground2],
  [tokens.colorPaletteBerryBackground2, tokens.colorPaletteBerryForeground2],
  [tokens.colorPaletteMarigoldBackground2, tokens.colorPaletteMarigoldForeground2],
  [tokens.colorPaletteGrapeBackground2, tokens.colorPaletteGrapeForeground2],
  [tokens.colorPaletteSeafoamBackground2, tokens.colorPaletteSeafoamForeground2],
  [tokens.colorPaletteSteelBackground2, tokens.colorPaletteSteelForeground2],
  [tokens.colorPalettePlumBackground2, tokens.colorPalettePlumForeground2],
] as const;

const useStyles = makeStyles({
  root: {
    position: 'relative',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
    aspectRatio: '3 / 4',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  small: { width: '60px' },
  medium: { width: '96px' },
  large: { width: '150px' },
  image: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  generated: {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-between',
    height: '100%',
    boxSizing: 'border-box',
    padding: '12% 10%',
    textAlign: 'center',
    borderLeft: `${tokens.strokeWidthThickest} solid`,
    color: tokens.colorNeutralForeground1,
  },
  title: {
    fontFamily: tokens.fontFamilyBase,
    fontWeight: tokens.fontWeightBold,
    lineHeight: 1.25,
    overflowWrap: 'anywhere',
    display: '-webkit-box',
    WebkitLineClamp: 4,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  titleSmall: { fontSize: tokens.fontSizeBase100 },
  titleMedium: { fontSize: tokens.fontSizeBase300 },
  titleLarge: { fontSize: tokens.fontSizeBase500 },
  // 12 px at full strength (it was 10 px at 80 %).
  subtitle: { fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
});

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return h;
}

/** A book cover: the uploaded image, or a generated one with the title. */
export function BookCover({ title, coverUrl, subtitle, size = 'medium', label }: BookCoverProps) {
  const styles = useStyles();
  const [background, foreground] = PALETTE[hash(title) % PALETTE.length] ?? PALETTE[0];
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <div className={mergeClasses(styles.root, styles[size])} {...a11y}>
      {coverUrl ? (
        <img className={styles.image} src={coverUrl} alt="" loading="lazy" />
      ) : (
        <div
          className={styles.generated}
          // The palette colour marks the spine; the text is the neutral
          // foreground, which keeps 4.5:1 on every pastel (the palette's own
          // foregrounds measured 3.26 to 4.2:1 on them).
          style={{ backgroundColor: background, borderLeftColor: foreground }}
        >
          <span
            className={mergeClasses(
              styles.title,
              size === 'small'
                ? styles.titleSmall
                : size === 'large'
                  ? styles.titleLarge
                  : styles.titleMedium,
            )}
          >
            {title}
          </span>
          {subtitle && size !== 'small' ? (
            <span className={styles.subtitle}>{subtitle}</span>
          ) : null}
        </div>
      )}
    </div>
  );
}
