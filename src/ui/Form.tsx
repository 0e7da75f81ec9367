/**
 * The form of every screen that sends what a doctor typed. It posts, so that a submit the browser makes itself never
 * puts the fields in an address; and once React owns it, it says so, and a submit held before then
 * (src/layouts/chrome/held-submit.ts: the form was static HTML while its island hydrated) is made again.
 */
import { useEffect, type ComponentProps } from 'react';

/** The window event held-submit.ts waits for (the same name is there). */
const FORM_READY_EVENT = 'portal:form-ready';

/** A `<form method="post">` that releases a submit held before its island had hydrated. */
export default function Form(props: Omit<ComponentProps<'form'>, 'method'>) {
  useEffect(() => {
    dispatchEvent(new Event(FORM_READY_EVENT));
  }, []);
  return <form {...props} method="post" />;
}
