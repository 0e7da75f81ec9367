/**
 * Publishes or edits an article: title, journal, therapy, link and the reference and description as HTML. The
 * server passes the HTML through the doctors' sanitiser and stores what it leaves, which the list then shows.
 */
import type { Static } from 'typebox';
import type { FormEvent } from 'react';
import { articleCreate, type articleSchema, articleUpdate } from '../../shared/contract/admin/catalogue.ts';
import { useForm } from '../ui/useForm.ts';
import { contentText } from '../content-text.ts';
import { text } from '../text.ts';
import { Field } from '../ui/Field.tsx';
import { FormActions } from '../ui/FormActions.tsx';
import type { Choices } from './useChoices.ts';

/** An article as the console shows it. */
export type Article = Static<typeof articleSchema>;

const c = contentText.articles;

/** Props: the article to edit (none: a new one), the choices, and what to do once saved or cancelled. */
export interface ArticleFormProps {
  article: Article | null;
  choices: Choices;
  onSaved: (article: Article) => void;
  onCancel: () => void;
  /** `Reload their version` after a stale save (the form closes without it). */
  onReload?: () => void;
}

/** The article form. */
export function ArticleForm({ article, choices, onSaved, onCancel, onReload }: ArticleFormProps) {
  const {
    values,
    errors,
    formRef,
    busy,
    set: change,
    save,
  } = useForm({
    title: article?.title ?? '',
    journalId: article ? String(article.journalId) : '',
    therapy: article?.therapy ?? '',
    link: article?.link ?? '',
    reference: article?.reference ?? '',
    description: article?.description ?? '',
    language: article?.language ?? 'en',
  });
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) => change({ [name]: e.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = {
      ...values,
      title: values.title.trim(),
      link: values.link.trim(),
      journalId: Number(values.journalId),
    };
    const body = article ? { id: article.id, version: article.version, ...fields } : fields;
    const saved = await save<Article>(article ? articleUpdate : articleCreate, body, {
      more: values.journalId ? {} : { journalId: text.form.required },
    });
    if (saved) onSaved(saved);
  };

  return (
    <form ref={formRef} className="grid-form" onSubmit={submit} noValidate aria-label={article ? c.save : c.add}>
      <fieldset disabled={busy}>
        <legend>{article ? article.title : c.add}</legend>
        <div className="wide">
          <Field id="article-title" label={c.name} error={errors.title}>
            <input id="article-title" value={values.title} onChange={set('title')} />
          </Field>
        </div>
        <Field id="article-description" label={c.description} error={errors.description} hint={c.htmlHint}>
          <textarea id="article-description" rows={8} value={values.description} onChange={set('description')} />
        </Field>
        <Field id="article-reference" label={c.reference} error={errors.reference}>
          <textarea id="article-reference" rows={3} value={values.reference} onChange={set('reference')} />
        </Field>
      </fieldset>
      <fieldset disabled={busy}>
        <legend>{c.placement}</legend>
        <Field id="article-journal" label={c.journal} error={errors.journalId}>
          <select id="article-journal" value={values.journalId} onChange={set('journalId')}>
            <option value="">{c.choose}</option>
            {choices.journals.map((j) => (
              <option key={j.id} value={j.id}>
                {j.title}
              </option>
            ))}
          </select>
        </Field>
        <Field id="article-therapy" label={c.therapy} error={errors.therapy}>
          <select id="article-therapy" value={values.therapy} onChange={set('therapy')}>
            <option value="">{c.choose}</option>
            {choices.therapies.map((t) => (
              <option key={t.id} value={t.title}>
                {t.title}
              </option>
            ))}
          </select>
        </Field>
        <Field id="article-link" label={c.link} error={errors.link}>
          <input id="article-link" type="url" value={values.link} onChange={set('link')} />
        </Field>
        <Field id="article-language" label={c.language} error={errors.language} hint={c.languageHint}>
          <select id="article-language" value={values.language} onChange={set('language')}>
            {Object.entries(contentText.languages).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </Field>
      </fieldset>
      <FormActions
        error={errors.form}
        conflict={errors.version}
        submit={article ? c.save : c.create}
        busy={busy}
        onCancel={onCancel}
        onReload={onReload}
      />
    </form>
  );
}
