/**
 * The form of every screen that sends what a doctor typed. It posts, so that a submit the browser makes itself never
 * puts the fields in an address; and once React owns it, it is marked so and says so, and a submit held before then
 * (src/layouts/chrome/held-submit.ts: the form was static HTML while its island hydrated) is made again.
 */
import { useEffect, type ComponentProps, type RefObject } from 'react';

/** The window event held-submit.ts waits for (the same name is there). */
const FORM_READY_EVENT = 'portal:form-ready';

/** The props of Form: a form's, but its method (always post), and a ref object if any. */
type FormProps = Omit<ComponentProps<'form'>, 'method' | 'ref'> & { ref?: RefObject<HTMLFormElement | null> };

/** A `<form method="post">` that releases a submit held before its island had hydrated. */
export default function Form({ ref, ...props }: FormProps) {
  useEffect(() => {
    dispatchEvent(new Event(FORM_READY_EVENT));
  }, []);
  const own = (form: HTMLFormElement | null): void => {
    // The mark held-submit.ts reads (`data-owned`, the same name is there), set as React commits the form: a submit is
    // never held for want of an event it heard too early or too late.
    if (form) form.dataset.owned = '';
    if (ref) ref.current = form;
  };
  return <form {...props} ref={own} method="post" />;
}
