/**
 * The notifications screen's composer (issue 41): the topics and their audience, whether pushes are configured, the
 * draft (topic, title and body in each language, link), its errors, the send under way and the last send's result.
 * A draft is checked (every language filled, the contract's schema) before the screen asks to confirm; send sends it.
 * While a title, message or link holds typed text the draft is `$edited` (the screen asks before it is left); a sent
 * push empties them and ends that.
 */
import { atom, computed, type ReadableAtom } from 'nanostores';
import type { Static } from 'typebox';
import { PUSH_LANGUAGES, pushAudience, pushSend, type pushSendSchema } from '../../shared/contract/admin/push.ts';
import { ConsoleError, failureText, staffCall } from '../api.ts';
import { contentText } from '../content-text.ts';
import { text } from '../text.ts';
import { type FieldErrors, fieldErrors } from '../validate.ts';

/** One sent push. */
export type PushSend = Static<typeof pushSendSchema>;
/** A text in each language. */
type Texts = Record<(typeof PUSH_LANGUAGES)[number], string>;
/** A topic and how many browsers it reaches. */
interface PushTopic {
  topic: string;
  tokens: number;
}

/** What the composer holds as typed. */
interface PushDraft {
  topic: string;
  title: Texts;
  body: Texts;
  link: string;
}

const EMPTY: Texts = { en: '', hi: '', ne: '' };

/** The errors of the API, under the field they name ("title/hi" → "title.hi"), or under `form`. */
function errorsOf(error: unknown): FieldErrors {
  if (error instanceof ConsoleError && error.field) return { [error.field.replace('/', '.')]: error.message };
  return { form: failureText(error) };
}

/** The schema errors of the draft, keyed "title.en" for nested fields. */
function draftErrors(body: object): FieldErrors {
  const found: FieldErrors = { ...fieldErrors(pushSend.body, body) };
  for (const part of ['title', 'body'] as const) {
    const value = (body as Record<string, Texts>)[part] ?? EMPTY;
    for (const language of PUSH_LANGUAGES) {
      if (value[language].trim() === '') found[`${part}.${language}`] = text.form.required;
    }
    if (PUSH_LANGUAGES.some((l) => found[`${part}.${l}`])) delete found[part];
  }
  return found;
}

/** The composer's stores and what changes them. */
export interface PushComposer {
  $topics: ReadableAtom<PushTopic[]>;
  $configured: ReadableAtom<boolean>;
  /** While pushes are not configured: what is missing and who sets it (an operator, not the console); else ''. */
  $notSetUp: ReadableAtom<string>;
  $draft: ReadableAtom<PushDraft>;
  /** How many browsers the chosen topic reaches. */
  $reach: ReadableAtom<number>;
  $errors: ReadableAtom<FieldErrors>;
  /** True while a title, message or the link holds typed text not sent. */
  $edited: ReadableAtom<boolean>;
  $busy: ReadableAtom<boolean>;
  /** The last send's result; '' when there is none. */
  $result: ReadableAtom<string>;
  /** Loads the topics, their audience and whether pushes are configured. */
  load(): Promise<void>;
  /** Changes some of the draft. */
  set(changes: Partial<PushDraft>): void;
  /** Checks the draft; answers whether it may be sent (else its errors are shown). */
  check(): boolean;
  /** Sends the draft; on success shows the result, empties the texts, reloads the audience and answers the send. */
  send(): Promise<PushSend | null>;
}

/** A composer with an empty draft to Common. */
export function createPushComposer(): PushComposer {
  const $topics = atom<PushTopic[]>([]);
  const $configured = atom(true);
  const $notSetUp = computed($configured, (configured) => (configured ? '' : contentText.push.notConfigured));
  const $draft = atom<PushDraft>({ topic: 'Common', title: EMPTY, body: EMPTY, link: '' });
  const $errors = atom<FieldErrors>({});
  const $busy = atom(false);
  const $result = atom('');
  const $reach = computed(
    [$topics, $draft],
    (topics, draft) => topics.find((t) => t.topic === draft.topic)?.tokens ?? 0,
  );
  const $edited = computed(
    $draft,
    ({ title, body: message, link }) =>
      link.trim() !== '' || PUSH_LANGUAGES.some((l) => title[l].trim() !== '' || message[l].trim() !== ''),
  );
  const body = () => {
    const { link, ...draft } = $draft.get();
    return { ...draft, ...(link.trim() ? { link: link.trim() } : {}) };
  };
  const load = async () => {
    try {
      const answer = await staffCall<{ topics: PushTopic[]; configured: boolean }>(pushAudience);
      $topics.set(answer.topics);
      $configured.set(answer.configured);
    } catch (error) {
      $errors.set(errorsOf(error));
    }
  };
  return {
    $topics,
    $configured,
    $notSetUp,
    $draft,
    $reach,
    $errors,
    $edited,
    $busy,
    $result,
    load,
    set: (changes) => $draft.set({ ...$draft.get(), ...changes }),
    check() {
      $result.set('');
      const found = draftErrors(body());
      $errors.set(found);
      return Object.keys(found).length === 0;
    },
    async send() {
      if ($busy.get()) return null;
      $busy.set(true);
      try {
        const sent = await staffCall<PushSend>(pushSend, { body: body() });
        $result.set(contentText.push.sent(sent.sent, sent.tokens));
        $draft.set({ ...$draft.get(), title: EMPTY, body: EMPTY, link: '' });
        void load();
        return sent;
      } catch (error) {
        $errors.set(errorsOf(error));
        return null;
      } finally {
        $busy.set(false);
      }
    },
  };
}
