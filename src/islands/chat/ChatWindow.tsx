/** The chat window (SPEC §2 Chat assistant): header, message log, typing indicator or retry, input and links. */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { t } from '../../shared/messages/index.ts';
import {
  $chatLog,
  $draft,
  $reply,
  closeChat,
  QUESTION_MAX,
  questionLength,
  retryReply,
  sendDraft,
  setDraft,
} from '../../stores/chat.ts';
import { imageUrl, publicConfig } from '../../lib/config.ts';
import { inPageLanguage, pathFor } from '../../shared/routes.ts';
import Button from '../../ui/Button.tsx';
import Form from '../../ui/Form.tsx';
import Icon from '../../ui/Icon.tsx';
import { ICON_CLOSE } from '../../ui/icon-paths.ts';
import type { ChatMessage } from '../../shared/contract/entities.ts';
import { keepTabInside, useCoversPage } from './covering.ts';
import ReplyText from './ReplyText.tsx';

/** Side of the assistant's picture in CSS pixels (SPEC §9). */
const ASSISTANT_SIZE = 75;
/** The question's length shows under the input from this many characters below the limit. */
const COUNT_FROM = 200;

/** The report form's address part naming the product (`?product=<id>&title=…`, as a product's order box does). */
function productQuery(product: ChatMessage['product']): string {
  return product ? `?${new URLSearchParams({ product: String(product.id), title: product.title })}` : '';
}

function NewTabLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="visually-hidden"> {t.common.newTab}</span>
    </a>
  );
}

/**
 * The open chat: Escape or the close button closes it (and resets the conversation); while it covers the page (a
 * phone) it is modal, Tab going round its own controls.
 */
export default function ChatWindow() {
  const log = useStore($chatLog);
  const reply = useStore($reply);
  const draft = useStore($draft);
  const length = questionLength(draft);
  const counted = length >= QUESTION_MAX - COUNT_FROM;
  const tooLong = length > QUESTION_MAX;
  const input = useRef<HTMLTextAreaElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const last = useRef<HTMLDivElement>(null);
  const covers = useCoversPage();

  // Block bodies: an effect must return nothing (recent browsers' scrollIntoView returns a Promise).
  useEffect(() => {
    input.current?.focus();
  }, []);
  // A new answer is shown from its first line (a long one would open at its end, its start above the view); anything
  // else (the question sent, the typing line, a failure) scrolls the log to its end.
  useEffect(() => {
    const answered = reply.status === 'idle' && log.at(-1)?.type === 'operator';
    void (answered ? last.current : end.current)?.scrollIntoView({ block: answered ? 'start' : 'end' });
  }, [log, reply]);

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    void sendDraft();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): void => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void sendDraft();
    }
  };

  return (
    <section
      id="chat-window"
      className="chat"
      role="dialog"
      aria-modal={covers}
      aria-labelledby="chat-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') closeChat();
        else keepTabInside(event);
      }}
    >
      <div className="chat__header">
        <img
          src={imageUrl('custom', 'assistant.svg')}
          width={ASSISTANT_SIZE}
          height={ASSISTANT_SIZE}
          alt={t.chat.assistantAlt}
        />
        <h2 id="chat-title">{t.chat.title}</h2>
        <button type="button" className="chat__close" aria-label={t.chat.close} onClick={closeChat}>
          <Icon path={ICON_CLOSE} />
        </button>
      </div>
      <div className="chat__log" role="log" aria-live="polite" aria-label={t.chat.log}>
        {log.map((message, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows at its end, so an index names one message.
            key={index}
            ref={index === log.length - 1 ? last : undefined}
            className={`chat__msg chat__msg--${message.type}`}
          >
            <span className="visually-hidden">{message.type === 'user' ? t.chat.you : t.chat.assistant} </span>
            <ReplyText text={message.content} />
            {message.offer === 'report-side-effect' ? (
              <a className="btn chat__offer" href={pathFor('reportSideEffect') + productQuery(message.product)}>
                {t.chat.reportOffer}
              </a>
            ) : null}
            {message.offer === 'medical-question' ? (
              <a className="btn chat__offer" href={pathFor('medicalQuestion')}>
                {t.safetyLinks.ask}
              </a>
            ) : null}
          </div>
        ))}
        {reply.status === 'typing' ? (
          <div className="chat__msg chat__msg--operator chat__typing">
            <span aria-hidden="true">{t.chat.typing}</span>
            <span className="visually-hidden">{t.chat.typingLabel}</span>
          </div>
        ) : null}
        {reply.status === 'failed' ? (
          <div className="chat__msg chat__msg--error" role="alert">
            <span>
              {t.chat.failed} {reply.message}
            </span>
            <Button variant="secondary" onClick={() => void retryReply()}>
              {t.chat.retry}
            </Button>
          </div>
        ) : null}
        <div ref={end} className="chat__end" aria-hidden="true" />
      </div>
      <Form className="chat__form" onSubmit={onSubmit}>
        <label className="visually-hidden" htmlFor="chat-input">
          {t.chat.inputLabel}
        </label>
        <textarea
          ref={input}
          id="chat-input"
          className="field__control"
          rows={2}
          value={draft}
          aria-invalid={tooLong || undefined}
          aria-describedby={tooLong ? 'chat-too-long chat-count' : counted ? 'chat-count' : undefined}
          placeholder={t.chat.placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" busy={reply.status === 'typing'}>
          {t.chat.send}
        </Button>
      </Form>
      {/* Nothing is cut: a question over the limit stays whole, is not sent, and says so (the links' line style). */}
      {tooLong ? (
        <p id="chat-too-long" className="chat__links field__error" role="alert">
          {t.chat.tooLong(QUESTION_MAX)}
        </p>
      ) : null}
      {counted ? (
        <p id="chat-count" className={`chat__links ${tooLong ? 'field__error' : 'field__hint'}`}>
          {t.chat.count(length, QUESTION_MAX)}
        </p>
      ) : null}
      <p className="chat__links">
        <NewTabLink href={inPageLanguage(publicConfig.termsUrl)} label={t.chat.terms} />
        <NewTabLink href={inPageLanguage(publicConfig.disclaimerUrl)} label={t.chat.disclaimer} />
      </p>
    </section>
  );
}
