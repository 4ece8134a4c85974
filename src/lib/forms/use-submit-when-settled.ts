import { type FormEvent, useEffect, useRef, useState } from 'react';

/**
 * A step's Next while a uniqueness check is still running: the press is kept and the step goes on (or shows
 * the check's message) as soon as the check answers, instead of a button that is disabled under the person's
 * thumb or a press that is lost. Answers the form's submit handler and whether a press is waiting.
 */
export function useSubmitWhenSettled(checking: boolean, proceed: () => void) {
  const [waiting, setWaiting] = useState(false);
  const latest = useRef(proceed);
  latest.current = proceed;
  useEffect(() => {
    if (waiting && !checking) {
      setWaiting(false);
      latest.current();
    }
  }, [waiting, checking]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (checking) setWaiting(true);
    else proceed();
  };
  return { onSubmit, waiting };
}
