import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useReturnFocus } from '../components/use-return-focus';
import { setLeaveAsker } from './leave-guard';

// The dialog's code is its own chunk, kept out of the first paint but
// fetched as soon as the shell has mounted, never with the first question:
// that question comes when the network is gone (unsaved text offline), and
// a chunk fetched then failed and reloaded the page to a blank one. Until
// the chunk is here (or if it never comes) the browser's confirm asks.
const loadLeaveDialog = () => import('./leave-dialog');
const LeaveDialogView = lazy(() => loadLeaveDialog().then((m) => ({ default: m.LeaveDialogView })));

/**
 * Answers the leave guard's questions with the app's dialog: registers the
 * asker while mounted, and gives focus back to the link the author used when
 * they stay.
 */
export function LeaveDialogHost() {
  const [question, setQuestion] = useState<string | null>(null);
  const [wanted, setWanted] = useState(false);
  const answer = useRef<((leave: boolean) => void) | null>(null);
  useReturnFocus(question !== null);

  useEffect(() => {
    let mounted = true;
    loadLeaveDialog().then(
      () => {
        if (!mounted) return;
        setLeaveAsker(
          (text) =>
            new Promise<boolean>((resolve) => {
              answer.current?.(false);
              answer.current = resolve;
              setWanted(true);
              setQuestion(text);
            }),
        );
      },
      // Offline from the start: the browser's confirm keeps asking.
      () => {},
    );
    return () => {
      mounted = false;
      setLeaveAsker(null);
    };
  }, []);

  const onAnswer = (leave: boolean) => {
    answer.current?.(leave);
    answer.current = null;
    setQuestion(null);
  };

  return wanted ? (
    <Suspense fallback={null}>
      <LeaveDialogView question={question} onAnswer={onAnswer} />
    </Suspense>
  ) : null;
}
