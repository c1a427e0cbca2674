import { Body1, Button, makeStyles, Subtitle1, Title2, tokens } from '@fluentui/react-components';
import { WrenchScrewdriver24Regular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import { useT } from '../../components/intl';
import { Surface } from '../../components/surface';
import { DEFAULT_ROUTE_PATH } from '../../lib/route-table';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: {
    maxWidth: '640px',
    padding: tokens.spacingHorizontalXL,
    gap: tokens.spacingVerticalM,
  },
  icon: { color: tokens.colorBrandForeground1 },
  text: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex' },
});

/** Props of {@link PlaceholderPage}. */
export interface PlaceholderPageProps {
  /** Message id of the route title, shown as the heading. */
  titleId: string;
}

/** Stands in for a screen that is not built yet, and says so. */
export function PlaceholderPage({ titleId }: PlaceholderPageProps) {
  const styles = useStyles();
  const t = useT();
  const [location, navigate] = useLocation();
  return (
    <section className={styles.root}>
      <Title2 as="h1">{t(titleId)}</Title2>
      <Surface className={styles.card}>
        <WrenchScrewdriver24Regular className={styles.icon} />
        <Subtitle1 as="h2">{t('placeholder.notBuilt.title')}</Subtitle1>
        <Body1 className={styles.text}>{t('placeholder.notBuilt.description')}</Body1>
        {location === DEFAULT_ROUTE_PATH ? null : (
          <div className={styles.actions}>
            <Button onClick={() => navigate(DEFAULT_ROUTE_PATH)}>
              {t('placeholder.notBuilt.back')}
            </Button>
          </div>
        )}
      </Surface>
    </section>
  );
}
