/**
 * The first-visit guide: a four-step tour of the back-office for a new
 * author, shown once. Having seen it is remembered in localStorage under the
 * seed's 'guide modal opened' flag, which logout removes (auth machine), so
 * the next author on this browser sees it too.
 */
import {
  Body1,
  Button,
  Caption1,
  // biome-ignore lint/style/noRestrictedImports: opened by no control; useReturnFocus sends focus to the page's heading.
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { rememberGuideSeen } from '../../lib/guide-flag';
import { useT } from '../intl';
import { pageHeading, useReturnFocus } from '../use-return-focus';

const STEPS = ['welcome', 'books', 'chapters', 'income'] as const;

const useStyles = makeStyles({
  progress: { color: tokens.colorNeutralForeground3 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

export function FirstVisitGuide() {
  const styles = useStyles();
  const t = useT();
  // The layout mounts the guide only when it has not been seen (./first-visit.ts).
  const [open, setOpen] = useState(true);
  const [step, setStep] = useState(0);
  const key = STEPS[step]!;
  const last = step === STEPS.length - 1;
  // Shown on load, so nothing opened it: focus goes to the page's heading.
  useReturnFocus(open, pageHeading);

  const close = () => {
    rememberGuideSeen();
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => (data.open ? undefined : close())}>
      <DialogSurface aria-label={t('guide.label')}>
        <DialogBody>
          <DialogTitle>{t(`guide.${key}.title`)}</DialogTitle>
          <DialogContent className={styles.body}>
            <Body1>{t(`guide.${key}.body`)}</Body1>
            <Caption1 className={styles.progress}>
              {t('guide.progress', { current: step + 1, total: STEPS.length })}
            </Caption1>
          </DialogContent>
          <DialogActions>
            <Button appearance="subtle" onClick={close}>
              {t('guide.skip')}
            </Button>
            {step > 0 ? <Button onClick={() => setStep(step - 1)}>{t('guide.prev')}</Button> : null}
            <Button appearance="primary" onClick={last ? close : () => setStep(step + 1)}>
              {t(last ? 'guide.done' : 'guide.next')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
