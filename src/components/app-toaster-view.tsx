import { Toast, Toaster, ToastTitle, useId, useToastController } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useAppActors } from './app-actors';

/** The Fluent toaster, fed by the bridge (loaded with the first toast: ./app-toaster.tsx). */
export function AppToasterView() {
  const { toast } = useAppActors();
  const toasterId = useId('app-toaster');
  const { dispatchToast, dismissToast } = useToastController(toasterId);

  useEffect(
    () =>
      toast.attach((request) => {
        if (request.toastId) dismissToast(request.toastId);
        dispatchToast(
          <Toast>
            <ToastTitle>{request.text}</ToastTitle>
          </Toast>,
          { intent: request.intent, timeout: request.timeout, toastId: request.toastId },
        );
      }),
    [toast, dispatchToast, dismissToast],
  );

  return <Toaster toasterId={toasterId} position="top" />;
}
