/**
 * The API names a field at fault by its request name (`date_on`, `print_pdf`: the `field` of the error envelope,
 * kept for machines); a doctor reads the words the form labels it with. One replacement for every form.
 */

/** A form's labels by API field name. */
export type FieldLabels = Readonly<Record<string, string>>;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The message with every API field name it mentions replaced by the form's label for that field. */
export function labelled(message: string, labels: FieldLabels): string {
  let text = message;
  for (const [field, label] of Object.entries(labels)) {
    if (!text.includes(field)) continue;
    text = text.replace(new RegExp(`(?<![\\w-])${escapeRegExp(field)}(?![\\w-])`, 'g'), label);
  }
  return text;
}
