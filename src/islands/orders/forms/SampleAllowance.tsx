/** The samples form's note (UCPMP 2024): why a doctor cannot order yet (with the way to the profile), or the packs left. */
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { t } from '../../../shared/messages/index.ts';
import { pathFor } from '../../../shared/routes.ts';
import { closeOrder } from '../../../stores/order-item.ts';
import { $samples, allowanceOf, loadSamples, type SampleAllowance } from '../../../stores/samples.ts';
import Button from '../../../ui/Button.tsx';

/** The allowance of a product, read fresh each time the modal opens; undefined while unknown (the server decides). */
export function useSampleAllowance(productId: string | undefined, title: string): SampleAllowance | undefined {
  const state = useStore($samples);
  useEffect(() => {
    void loadSamples();
  }, []);
  if (state.status !== 'ready' || !productId) return undefined;
  return allowanceOf(state.samples, productId, title);
}

/** Shown instead of the form while the registration is not Verified: the reason and the way to the profile. */
export function SamplesBlocked({ reason }: { reason: string }) {
  return (
    <div className="order-form sample-note" role="status">
      <p>
        <strong>{t.samples.needRegistration}</strong>
      </p>
      <p>{reason}</p>
      <div className="order-form__actions">
        <Button variant="secondary" onClick={closeOrder}>
          {t.orders.cancel}
        </Button>
        <a className="btn btn--primary" href={`${pathFor('profile')}#registration`}>
          {t.samples.openProfile}
        </a>
      </div>
    </div>
  );
}

/**
 * Shown instead of the form when the year's packs of the product are used up: the note and a way out, no choices.
 * When it replaces the form (the server refused packs ordered meanwhile elsewhere) the focus, left on the page's body
 * with the form gone, goes to the note, so that it is read.
 */
export function SamplesUsedUp({ text }: { text: string }) {
  const note = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (document.activeElement === document.body) note.current?.focus();
  }, []);
  return (
    <div ref={note} tabIndex={-1} className="order-form sample-note" role="status">
      <p>{text}</p>
      <div className="order-form__actions">
        <Button variant="secondary" onClick={closeOrder}>
          {t.orders.cancel}
        </Button>
      </div>
    </div>
  );
}
