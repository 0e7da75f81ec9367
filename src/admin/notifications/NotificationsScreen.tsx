/**
 * Notifications: compose a push to a topic (Common or a focus) in English, Hindi and Nepali, see it as each
 * language's doctors will and how many browsers it reaches, send it after a confirmation, and the history of what
 * was sent, when, by whom and to how many browsers.
 */
import type { Static } from 'typebox';
import { type FormEvent, useEffect, useState } from 'react';
import {
  PUSH_LANGUAGES,
  pushAudience,
  pushHistory,
  pushSend,
  type pushSendSchema,
} from '../../shared/contract/admin/push.ts';
import { ConsoleError, failureText, staffCall } from '../api.ts';
import { contentText } from '../content-text.ts';
import { text } from '../text.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { type Column, DataTable } from '../ui/DataTable.tsx';
import { Field } from '../ui/Field.tsx';
import { useList } from '../ui/useList.ts';
import { type FieldErrors, fieldErrors } from '../validate.ts';
import { consoleDateTime } from '../ui/dates.ts';

/** One sent push. */
type PushSend = Static<typeof pushSendSchema>;
/** A text in each language. */
type Texts = Record<(typeof PUSH_LANGUAGES)[number], string>;

const c = contentText.push;
const EMPTY: Texts = { en: '', hi: '', ne: '' };

/** The errors of the API or of the schema, under the field they name ("title.hi" → that title). */
function errorsOf(error: unknown): FieldErrors {
  if (error instanceof ConsoleError && error.field) return { [error.field.replace('/', '.')]: error.message };
  return { form: failureText(error) };
}

/** The schema errors of the draft, keyed "title.en" for nested fields. */
function draftErrors(body: object): FieldErrors {
  const found: FieldErrors = {};
  for (const [field, message] of Object.entries(fieldErrors(pushSend.body, body))) found[field] = message;
  for (const part of ['title', 'body'] as const) {
    const value = (body as Record<string, Texts>)[part] ?? EMPTY;
    for (const language of PUSH_LANGUAGES) {
      if (value[language].trim() === '') found[`${part}.${language}`] = text.form.required;
    }
    if (PUSH_LANGUAGES.some((l) => found[`${part}.${l}`])) delete found[part];
  }
  return found;
}

/** The notifications screen. */
export function NotificationsScreen() {
  const history = useList<PushSend>(pushHistory, {});
  const [topics, setTopics] = useState<{ topic: string; tokens: number }[]>([]);
  const [topic, setTopic] = useState('Common');
  const [title, setTitle] = useState<Texts>(EMPTY);
  const [body, setBody] = useState<Texts>(EMPTY);
  const [link, setLink] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState('');
  const [busy, setBusy] = useState(false);
  const [configured, setConfigured] = useState(true);

  const loadTopics = () =>
    staffCall<{ topics: { topic: string; tokens: number }[]; configured: boolean }>(pushAudience)
      .then((answer) => {
        setTopics(answer.topics);
        setConfigured(answer.configured);
      })
      .catch((error: unknown) => setErrors(errorsOf(error)));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the topics are read once when the screen opens.
  useEffect(() => {
    void loadTopics();
  }, []);

  const draft = () => ({ topic, title, body, ...(link.trim() ? { link: link.trim() } : {}) });
  const reach = topics.find((t) => t.topic === topic)?.tokens ?? 0;

  const check = (event: FormEvent) => {
    event.preventDefault();
    setResult('');
    const found = draftErrors(draft());
    setErrors(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  };

  const send = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      const sent = await staffCall<PushSend>(pushSend, { body: draft() });
      setResult(c.sent(sent.sent, sent.tokens));
      setTitle(EMPTY);
      setBody(EMPTY);
      setLink('');
      history.reload();
      void loadTopics();
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<PushSend>[] = [
    { header: c.when, cell: (p) => consoleDateTime(p.at) },
    { header: c.by, cell: (p) => p.staffEmail },
    { header: c.topic, cell: (p) => p.topic },
    { header: c.what, cell: (p) => p.title.en },
    { header: c.reached, cell: (p) => `${p.sent} / ${p.tokens}` },
  ];

  return (
    <section>
      <header className="screen-head">
        <h1>{c.title}</h1>
      </header>
      {!configured && (
        <p className="banner banner-error" role="alert">
          {c.notConfigured}
        </p>
      )}
      <form className="grid-form" onSubmit={check} noValidate aria-label={c.compose}>
        <fieldset disabled={busy || !configured}>
          <legend>{c.compose}</legend>
          <Field id="push-topic" label={c.topic} error={errors.topic}>
            <select id="push-topic" value={topic} onChange={(e) => setTopic(e.target.value)}>
              {topics.map((t) => (
                <option key={t.topic} value={t.topic}>
                  {c.topicOption(t.topic, t.tokens)}
                </option>
              ))}
            </select>
          </Field>
          {PUSH_LANGUAGES.map((language) => (
            <div key={language} className="language-pair" lang={language}>
              <Field
                id={`push-title-${language}`}
                label={c.titleOf(contentText.languages[language])}
                error={errors[`title.${language}`]}
              >
                <input
                  id={`push-title-${language}`}
                  maxLength={65}
                  value={title[language]}
                  onChange={(e) => setTitle({ ...title, [language]: e.target.value })}
                />
              </Field>
              <Field
                id={`push-body-${language}`}
                label={c.bodyOf(contentText.languages[language])}
                error={errors[`body.${language}`]}
              >
                <textarea
                  id={`push-body-${language}`}
                  rows={2}
                  maxLength={240}
                  value={body[language]}
                  onChange={(e) => setBody({ ...body, [language]: e.target.value })}
                />
              </Field>
            </div>
          ))}
          <div className="wide">
            <Field id="push-link" label={c.link} error={errors.link}>
              <input id="push-link" placeholder="/home" value={link} onChange={(e) => setLink(e.target.value)} />
            </Field>
          </div>
        </fieldset>
        <fieldset className="preview">
          <legend>{c.preview}</legend>
          <p className="muted">{c.previewHint}</p>
          {PUSH_LANGUAGES.map((language) => (
            <figure key={language} className="push-preview" lang={language} aria-label={`${c.preview} ${language}`}>
              <figcaption>{contentText.languages[language]}</figcaption>
              <strong>{title[language] || '—'}</strong>
              <p>{body[language] || '—'}</p>
            </figure>
          ))}
          <p data-testid="push-reach">{c.reach(reach)}</p>
        </fieldset>
        <div className="actions">
          <button type="submit" className="primary" disabled={busy}>
            {c.send}
          </button>
        </div>
      </form>
      {errors.form && (
        <p className="banner banner-error" role="alert">
          {errors.form}
        </p>
      )}
      {result && (
        <p className="banner banner-ok" role="status">
          {result}
        </p>
      )}
      <h2>{c.history}</h2>
      <DataTable label={c.history} list={history} columns={columns} rowKey={(p) => p.id} />
      {confirming && (
        <ConfirmDialog
          title={c.confirmTitle}
          body={c.confirmBody(topic, reach)}
          confirmLabel={c.send}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void send()}
        />
      )}
    </section>
  );
}
