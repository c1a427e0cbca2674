import {
  makeStyles,
  mergeClasses,
  Toast,
  Toaster,
  ToastTitle,
  tokens,
  useFocusableGroup,
  useId,
  useThemeClassName,
  useToastController,
} from '@fluentui/react-components';
import { useDangerousNeverHidden_unstable } from '@fluentui/react-tabster';
import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAppActors } from './app-actors';
import { useIntl, useT } from './intl';
import { toastText } from './toast-text';

const useLayerStyles = makeStyles({
  // What Fluent's own portal node gives its content: the theme's text, above the page.
  layer: {
    position: 'absolute',
    top: 0,
    left: 0,
    right: 0,
    zIndex: 1000000,
    fontFamily: tokens.fontFamilyBase,
    color: tokens.colorNeutralForeground1,
  },
});

/**
 * A top-level element that an open modal never hides from screen readers.
 * A drawer or dialog sets aria-hidden on everything else in the body,
 * including the toast it has just asked for ('Copied' from the settings
 * drawer was shown but never read out): Fluent's never-hide mark exempts
 * this one element, which holds the toasts and their live region.
 */
function useNeverHiddenLayer(): HTMLElement {
  const [layer] = useState(() => document.createElement('div'));
  const neverHidden = useDangerousNeverHidden_unstable();
  const className = mergeClasses(useThemeClassName(), useLayerStyles().layer);
  useLayoutEffect(() => {
    layer.className = className;
  }, [layer, className]);
  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(neverHidden)) layer.setAttribute(name, value);
    document.body.append(layer);
    return () => layer.remove();
  }, [layer, neverHidden]);
  return layer;
}

/** The Fluent toaster, fed by the bridge (loaded with the first toast: ./app-toaster.tsx). */
export function AppToasterView() {
  const { toast } = useAppActors();
  const t = useT();
  const intl = useIntl();
  const toasterId = useId('app-toaster');
  const { dispatchToast, dismissToast } = useToastController(toasterId);
  // Fluent makes each toast a tab stop inside a focus trap: Tab and
  // Shift+Tab stayed on it, and a focused toast never timed out. Ours carry no
  // controls and are read out by Fluent's live region, so they are no tab
  // stop, and the stack is no trap (WCAG 2.1.2).
  const passThrough = useFocusableGroup({ tabBehavior: 'unlimited' });
  const layer = useNeverHiddenLayer();

  useEffect(
    () =>
      toast.attach((request) => {
        if (request.toastId) dismissToast(request.toastId);
        dispatchToast(
          <Toast>
            <ToastTitle>{toastText(request, intl)}</ToastTitle>
          </Toast>,
          {
            intent: request.intent,
            timeout: request.timeout,
            toastId: request.toastId,
            root: { tabIndex: -1 },
          },
        );
      }),
    [toast, dispatchToast, dismissToast, intl],
  );

  // A named region: the stack sits at the end of the body, outside the
  // page's landmarks, where a screen reader's landmark list never finds it.
  // Inline: the toasts and the live region both live in the layer.
  return createPortal(
    <Toaster
      inline
      toasterId={toasterId}
      position="top"
      role="region"
      aria-label={t('toaster.label')}
      {...passThrough}
    />,
    layer,
  );
}
