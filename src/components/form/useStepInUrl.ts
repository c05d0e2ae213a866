import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import type { FormSteps } from './formSteps';

/**
 * A form of steps names its step in the address (`?step=3`, counted from 1), one history entry per
 * move: the browser's Back goes back a step (and Forward forward, to a step already reached)
 * instead of leaving the form. The step first shown replaces the address, so Back from it leaves.
 */
export function useStepInUrl(steps: FormSteps): void {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('step'));
  const inUrl = Number.isInteger(raw) && raw >= 1 && raw <= steps.count ? raw - 1 : null;
  const { active, reached, show } = steps;
  const location = useLocation();
  const navigationType = useNavigationType();
  // The step the address was last given (by this hook, or by Back / Forward): written once per move.
  const written = useRef<number | null>(null);

  // The form moved (Next, Back, the stepper, an error): a new entry.
  useEffect(() => {
    if (written.current === active) return;
    const first = written.current === null;
    written.current = active;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('step', String(active + 1));
        return next;
      },
      { replace: first },
    );
    // Only a move of the form writes the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  // Back or Forward to an entry of this form: the form follows, to a step already reached.
  useEffect(() => {
    if (navigationType !== 'POP' || inUrl === null || written.current === null) return;
    written.current = inUrl;
    if (inUrl !== active && inUrl <= reached) show(inUrl);
    // Only a move in the history moves the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
