/**
 * The API names a field at fault by its request name (`date_on`, `print_pdf`: the `field` of the error envelope,
 * kept for machines); a doctor reads the words the form labels it with. One replacement for every form.
 */

/** A form's labels by API field name (request field names: letters, digits and `_`, nothing a pattern reads). */
export type FieldLabels = Readonly<Record<string, string>>;

/**
 * The message with the API name of the field at fault replaced by the form's label for it. When the error names its
 * field (`field`, from the error envelope) only that name is replaced; otherwise only names no English word can be
 * (`print_pdf`): a field called `address` must not relabel the words "web address" of another field's error.
 */
export function labelled(message: string, labels: FieldLabels, field?: string): string {
  let text = message;
  for (const [name, label] of Object.entries(labels)) {
    const atFault = field === undefined ? name.includes('_') : name === field;
    if (atFault) text = text.replace(new RegExp(`(?<![\\w-])${name}(?![\\w-])`, 'g'), label);
  }
  return text;
}
