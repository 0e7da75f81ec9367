/** The priority message form of Contact Us: an 8-row textarea and 'Send Message' ('Sending...' in flight). */
import { useStore } from '@nanostores/react';
import { useRef, type FormEvent } from 'react';
import { t } from '../../shared/messages/index.ts';
import { $contactForm, sendMessage } from '../../stores/contact.ts';
import Button from '../../ui/Button.tsx';
import Form from '../../ui/Form.tsx';
// Also what hides the message's error once the doctor edits it (as every field's: ui/Field.tsx).
import { focusInError } from '../../ui/Field.tsx';

/** Rows of the message textarea (SPEC §9). */
const MESSAGE_ROWS = 8;

/** Sends the message to the member's managers and clears the textarea when it was sent. */
export default function ContactForm() {
  const form = useStore($contactForm);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const error = form.errors.message;

  const onSubmit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const field = textarea.current;
    if (!field) return;
    if (await sendMessage(field.value)) field.value = '';
    // From Send (Enter in the textarea is a new line): the focus moves to the field, which is read with its error.
    else if ($contactForm.get().errors.message) focusInError(field);
  };

  return (
    <Form className="sheet form" data-draft="message" noValidate onSubmit={(event) => void onSubmit(event)}>
      <div className="field">
        <label className="field__label" htmlFor="contact-message">
          {t.contact.messageLabel}
        </label>
        <textarea
          ref={textarea}
          id="contact-message"
          name="message"
          className="field__control"
          rows={MESSAGE_ROWS}
          placeholder={t.contact.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'contact-message-error' : undefined}
        />
        {error ? (
          <p id="contact-message-error" className="field__error">
            {error}
          </p>
        ) : null}
      </div>
      {form.alert ? (
        <p className="alert" role="alert">
          {form.alert}
        </p>
      ) : null}
      <div>
        <Button type="submit" busy={form.busy} busyLabel={t.contact.sending}>
          {t.contact.send}
        </Button>
      </div>
    </Form>
  );
}
