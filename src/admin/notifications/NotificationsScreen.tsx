/**
 * Notifications: compose a push to a topic (Common or a focus) in English, Hindi and Nepali, see it as each
 * language's doctors will and how many browsers it reaches, send it after a confirmation, and the history of what
 * was sent, when, by whom and to how many browsers. Typed texts not sent ask before the screen is left.
 */
import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import { PUSH_LANGUAGES, pushHistory } from '../../shared/contract/admin/push.ts';
import { contentText } from '../content-text.ts';
import { createPushComposer, type PushSend } from '../stores/push-composer.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { type Column, DataTable } from '../ui/DataTable.tsx';
import { Field } from '../ui/Field.tsx';
import { useList } from '../ui/useList.ts';
import { useUnsaved } from '../ui/useUnsaved.ts';
import { consoleDateTime } from '../ui/dates.ts';
import Failure from '../ui/Failure.tsx';

const c = contentText.push;

/** The notifications screen. */
export function NotificationsScreen() {
  const history = useList<PushSend>(pushHistory, {});
  const [composer] = useState(createPushComposer);
  const topics = useStore(composer.$topics);
  const configured = useStore(composer.$configured);
  const notSetUp = useStore(composer.$notSetUp);
  const { topic, title, body, link } = useStore(composer.$draft);
  const reach = useStore(composer.$reach);
  const errors = useStore(composer.$errors);
  const busy = useStore(composer.$busy);
  const result = useStore(composer.$result);
  const edited = useStore(composer.$edited);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    void composer.load();
  }, [composer]);
  // Typed texts not sent: leaving the screen or the page asks first, as the add/edit forms do.
  useUnsaved(edited);

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (composer.check()) setConfirming(true);
  };

  const send = async () => {
    setConfirming(false);
    if (await composer.send()) history.reload();
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
      {notSetUp && (
        <p className="banner banner-error" role="alert">
          {notSetUp}
        </p>
      )}
      <form className="grid-form" onSubmit={check} noValidate aria-label={c.compose}>
        <fieldset disabled={busy || !configured}>
          <legend>{c.compose}</legend>
          <Field id="push-topic" label={c.topic} error={errors.topic}>
            <select id="push-topic" value={topic} onChange={(e) => composer.set({ topic: e.target.value })}>
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
                  onChange={(e) => composer.set({ title: { ...title, [language]: e.target.value } })}
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
                  onChange={(e) => composer.set({ body: { ...body, [language]: e.target.value } })}
                />
              </Field>
            </div>
          ))}
          <div className="wide">
            <Field id="push-link" label={c.link} error={errors.link}>
              <input
                id="push-link"
                placeholder="/home"
                value={link}
                onChange={(e) => composer.set({ link: e.target.value })}
              />
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
          <button type="submit" className="primary" disabled={busy || !configured}>
            {c.send}
          </button>
        </div>
      </form>
      <Failure text={errors.form} />
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
