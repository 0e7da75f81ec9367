/**
 * The console's form checks in words (English, as all its texts): what is wrong with a value and what is expected,
 * read by validate.ts from the contract schema's rule, and the doctor form's own sentences per field.
 */

/** Sentences for a schema rule a value breaks. */
export const ruleText = {
  digits: (n: number) => `Digits only, exactly ${n}, no spaces.`,
  digitsBetween: (min: number, max: number) => `Digits only, ${min} to ${max} of them.`,
  email: 'An e-mail address such as name@example.com (no spaces).',
  oneLine: 'One line of text: no line breaks or control characters.',
  plainName: 'One line of plain text: no line breaks, invisible or direction-control characters.',
  notBlank: 'Required: spaces alone are not a value.',
  choose: 'Choose one of the offered values.',
  wholeNumber: 'A whole number.',
  atLeast: (n: number) => `At least ${n}.`,
  atMost: (n: number) => `At most ${n}.`,
  noComma: 'No commas: doses are sent to doctors comma-separated.',
} as const;

/** The doctor form's sentences: each says what is wrong and what the field takes. */
export const doctorCheckText = {
  mobile: {
    '91': 'An Indian mobile number: 10 digits starting with 6, 7, 8 or 9, without +91, 0 or spaces (e.g. 9876543210).',
    '977': 'A Nepali mobile number: 10 digits starting with 9, without +977 or spaces (e.g. 9812345678).',
  },
  firstName: 'Enter the doctor’s first name (one line, at most 80 characters).',
  nameLine: (max: number) => `One line of plain text, at most ${max} characters.`,
  email: 'An e-mail address such as doctor@example.com (one @, a dot in the domain, no spaces), or leave it empty.',
  memberRole: 'The role number: 1 to 3 digits (e.g. 1), or leave it empty.',
  focus: 'Choose the doctor’s therapeutic focus.',
  country: 'Choose India (+91) or Nepal (+977).',
} as const;

/** The texts of a save refused because someone else changed the record, and of its reload. */
export const conflictText = {
  reload: 'Reload their version',
  reloaded: 'Reloaded: the form now shows the saved version. Type your changes again where needed.',
  added: (name: string) => `Added ${name}. You can edit the doctor below.`,
} as const;
