import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useReturnFocus } from '../components/use-return-focus';
import { setLeaveAsker } from './leave-guard';

// The dialog's code loads with the first question: most visits never ask one.
const LeaveDialogView = lazy(() =>
  import('./leave-dialog').then((m) => ({ default: m.LeaveDialogView })),
);

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
    setLeaveAsker(
      (text) =>
        new Promise<boolean>((resolve) => {
          answer.current?.(false);
          answer.current = resolve;
          setWanted(true);
          setQuestion(text);
        }),
    );
    return () => setLeaveAsker(null);
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
