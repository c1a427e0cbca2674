import {
  Toast,
  Toaster,
  ToastTitle,
  useFocusableGroup,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { useEffect } from 'react';
import { useAppActors } from './app-actors';
import { useT } from './intl';

/** The Fluent toaster, fed by the bridge (loaded with the first toast: ./app-toaster.tsx). */
export function AppToasterView() {
  const { toast } = useAppActors();
  const t = useT();
  const toasterId = useId('app-toaster');
  const { dispatchToast, dismissToast } = useToastController(toasterId);
  // Fluent makes each toast a tab stop inside a focus trap: Tab and
  // Shift+Tab stayed on it, and a focused toast never timed out. Ours carry no
  // controls and are read out by Fluent's live region, so they are no tab
  // stop, and the stack is no trap (WCAG 2.1.2).
  const passThrough = useFocusableGroup({ tabBehavior: 'unlimited' });

  useEffect(
    () =>
      toast.attach((request) => {
        if (request.toastId) dismissToast(request.toastId);
        dispatchToast(
          <Toast>
            <ToastTitle>{request.text}</ToastTitle>
          </Toast>,
          {
            intent: request.intent,
            timeout: request.timeout,
            toastId: request.toastId,
            root: { tabIndex: -1 },
          },
        );
      }),
    [toast, dispatchToast, dismissToast],
  );

  // A named region: the stack is portalled to the end of the body, outside
  // the page's landmarks, where a screen reader's landmark list never finds it.
  return (
    <Toaster
      toasterId={toasterId}
      position="top"
      role="region"
      aria-label={t('toaster.label')}
      {...passThrough}
    />
  );
}
