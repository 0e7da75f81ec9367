/**
 * Form checks with the contract's own schemas (TypeBox), before anything is sent: each failing field gets one
 * sentence, shown under its label. The server checks the same schemas again; its 400 names the field the same way.
 */
import type { TSchema } from 'typebox';
import Value from 'typebox/value';
import { ruleText } from './form-text.ts';
import { text } from './text.ts';

/** Field name → the sentence shown under its label. */
export type FieldErrors = Record<string, string>;

interface SchemaError {
  keyword: string;
  schemaPath: string;
  instancePath: string;
  params: { requiredProperties?: string[]; limit?: number; pattern?: string; type?: string | string[] };
}

/** What a pattern of the contract asks for, in words (digits, e-mail, https, one line); '' when unknown. */
function patternSentence(pattern: string): string {
  const digits = /^\^(?:\[0-9\]|\\d)\{(\d+)(?:,(\d+))?\}\$$/.exec(pattern);
  if (digits)
    return digits[2]
      ? ruleText.digitsBetween(Number(digits[1]), Number(digits[2]))
      : ruleText.digits(Number(digits[1]));
  if (pattern.includes('upload:')) return text.form.image;
  if (pattern.includes('https://')) return pattern.includes('^(/') ? text.form.pathOrHttps : text.form.httpsRequired;
  if (pattern.includes('@')) return ruleText.email;
  if (pattern.includes(',')) return ruleText.noComma;
  if (pattern.includes('\\u200B')) return pattern.includes('[^\\s') ? ruleText.notBlank : ruleText.plainName;
  if (pattern.includes('\\u0000')) return pattern.includes('[^\\s') ? ruleText.notBlank : ruleText.oneLine;
  return '';
}

function sentence(error: SchemaError): string {
  switch (error.keyword) {
    case 'required':
      return text.form.required;
    case 'minLength':
      return error.params.limit === 1 ? text.form.required : text.form.tooShort(error.params.limit ?? 0);
    case 'maxLength':
      return text.form.tooLong(error.params.limit ?? 0);
    case 'pattern':
      return patternSentence(error.params.pattern ?? '') || text.form.invalid;
    case 'enum':
    case 'const':
    case 'anyOf':
      return ruleText.choose;
    case 'type':
      return error.params.type === 'integer' ? ruleText.wholeNumber : text.form.invalid;
    case 'minimum':
      return ruleText.atLeast(error.params.limit ?? 0);
    case 'maximum':
      return ruleText.atMost(error.params.limit ?? 0);
    default:
      return text.form.invalid;
  }
}

/** The errors of a form's values against a call's body schema (empty when the values pass). */
export function fieldErrors(schema: TSchema, values: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const error of Value.Errors(schema, values) as Iterable<SchemaError>) {
    // One branch of a choice ('' or an image) says nothing of the value: the other branch's rule, or the choice, does.
    if (error.keyword === 'const' && error.schemaPath.includes('/anyOf/')) continue;
    const fields =
      error.keyword === 'required' ? (error.params.requiredProperties ?? []) : [error.instancePath.split('/')[1] ?? ''];
    for (const field of fields) {
      const value = (values as Record<string, unknown>)[field];
      errors[field] ??= value === '' || value === undefined ? text.form.required : sentence(error);
    }
  }
  return errors;
}
