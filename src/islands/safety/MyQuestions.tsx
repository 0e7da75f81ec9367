/** The member's medical questions, newest first, with their status and the company's answer. */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { t } from '../../shared/messages/index.ts';
import { $myQuestions, loadQuestions } from '../../stores/safety-question.ts';
import { formatDay } from '../../lib/dates.ts';
import { QUESTION_ASKED_LATER } from '../../lib/order-events.ts';
import ErrorRetry from '../../ui/ErrorRetry.tsx';

/** The list under the question form. */
export default function MyQuestions() {
  const state = useStore($myQuestions);
  useEffect(() => {
    const load = (): void => void loadQuestions();
    load();
    // A question the outbox sent meanwhile (its notice says its status is on this page) joins the list.
    addEventListener(QUESTION_ASKED_LATER, load);
    return () => removeEventListener(QUESTION_ASKED_LATER, load);
  }, []);
  return (
    <section className="safety__questions" aria-labelledby="my-questions-title">
      <h2 id="my-questions-title">{t.safety.myQuestions}</h2>
      {state.status === 'loading' ? <p role="status">{t.safety.loading}</p> : null}
      {state.status === 'error' ? <ErrorRetry message={state.message} onRetry={() => void loadQuestions()} /> : null}
      {state.status === 'ready' && state.questions.length === 0 ? <p>{t.safety.noQuestions}</p> : null}
      {state.status === 'ready' && state.questions.length > 0 ? (
        <ul className="safety__list">
          {state.questions.map((q) => (
            <li key={q.number} className="sheet">
              <p>
                <strong>{q.number}</strong> · {q.product_title} · <strong>{t.safety.statuses[q.status]}</strong>
              </p>
              <p className="muted">
                {t.safety.askedOn(formatDay(q.asked_at.slice(0, 10)))} ·{' '}
                {t.safety.replyBy(t.safety.channels[q.reply_channel])}
              </p>
              <p className="safety__text">{q.question}</p>
              {q.answer ? (
                <div className="safety__answer">
                  <h3>{t.safety.answer(formatDay((q.answered_at || q.asked_at).slice(0, 10)))}</h3>
                  <p className="safety__text">{q.answer}</p>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
