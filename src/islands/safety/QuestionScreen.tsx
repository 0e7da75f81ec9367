/** /medical-question: the question form (product, question, reply channel), its receipt, and the member's questions. */
import { useStore } from '@nanostores/react';
import { type FormEvent, useRef } from 'react';
import { REPLY_CHANNELS } from '../../shared/safety.ts';
import { t } from '../../shared/messages/index.ts';
import { $questionForm, sendQuestion } from '../../stores/safety-question.ts';
import { startOver } from '../../stores/safety.ts';
import Button from '../../ui/Button.tsx';
import Form from '../../ui/Form.tsx';
import ChoiceGroup from './ChoiceGroup.tsx';
import MyQuestions from './MyQuestions.tsx';
import ProductPicker from './ProductPicker.tsx';
import Receipt from './Receipt.tsx';
import TextArea from './TextArea.tsx';
import { useFocusFirstError } from './useFocusFirstError.ts';

function QuestionForm() {
  const form = useStore($questionForm);
  const labels = t.safety.fields;
  const formElement = useRef<HTMLFormElement>(null);
  useFocusFirstError(formElement, form.errors);
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string): string => String(data.get(name) ?? '').trim();
    void sendQuestion({
      product_id: Number(value('product_id')),
      question: value('question'),
      reply_channel: value('reply_channel'),
    });
  };
  if (form.receipt)
    return <Receipt receipt={form.receipt} again={t.safety.askAnother} onAgain={() => startOver($questionForm)} />;
  return (
    <Form ref={formElement} className="sheet form" data-draft="question" noValidate onSubmit={onSubmit}>
      <ProductPicker error={form.errors.product_id} />
      <TextArea
        id="safety-question"
        name="question"
        label={labels.question}
        required
        rows={6}
        maxLength={4000}
        error={form.errors.question}
      />
      <ChoiceGroup
        id="safety-channel"
        name="reply_channel"
        type="radio"
        legend={labels.reply_channel}
        required
        error={form.errors.reply_channel}
        options={REPLY_CHANNELS.map((c) => ({ value: c, label: t.safety.channels[c] }))}
      />
      {form.alert ? (
        <p className="alert" role="alert">
          {form.alert}
        </p>
      ) : null}
      <div>
        <Button type="submit" busy={form.busy} busyLabel={t.safety.sending}>
          {t.safety.sendQuestion}
        </Button>
        {form.offer ? (
          <Button variant="secondary" onClick={form.offer.send}>
            {form.offer.label}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

/** The screen; a form started over (another question, or one kept to send later) is a new one, as the page gave it. */
export default function QuestionScreen() {
  const { round } = useStore($questionForm);
  return (
    <div className="safety">
      <QuestionForm key={round} />
      <MyQuestions />
    </div>
  );
}
