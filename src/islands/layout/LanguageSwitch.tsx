/**
 * Island: the language switch of the login screen and Settings (docs/LANGUAGES.md). Each language is named in
 * itself; a choice is kept in this browser (it survives logout) and, when logged in, on the member's row. A tap or
 * Space switches at once; the arrow keys only move the choice (a page that reloads on each arrow would leave a
 * keyboard user no way past Hindi to Nepali), which Enter then applies and leaving the group undoes.
 */
import { useStore } from '@nanostores/react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import type { Language } from '../../shared/messages/languages.ts';
import { t } from '../../shared/messages/index.ts';
import { LANGUAGE_NAMES } from '../../shared/messages/language-names.ts';
import { LANGUAGES } from '../../shared/messages/languages.ts';
import { $language, $languageSaving, chooseLanguage, loadLanguage } from '../../stores/language.ts';

/** A group of three radio buttons, one per language. */
export default function LanguageSwitch() {
  const chosen = useStore($language);
  const saving = useStore($languageSaving);
  useEffect(loadLanguage, []);
  // True from an arrow key's press until the change it makes (that change only moves the choice); `moved` until
  // Enter applies the moved choice or leaving the group undoes it.
  const arrowed = useRef(false);
  const moved = useRef(false);
  const onKeyDown = (event: KeyboardEvent) => {
    arrowed.current = event.key.startsWith('Arrow');
    if (event.key === 'Enter' && moved.current) {
      event.preventDefault();
      void chooseLanguage($language.get());
    }
  };
  const pick = (language: Language) => {
    // While a choice is saved the radios are aria-disabled, not disabled (that would drop the focus to the body).
    if ($languageSaving.get() === 'saving') return;
    moved.current = arrowed.current;
    if (arrowed.current) $language.set(language);
    else void chooseLanguage(language);
    arrowed.current = false;
  };
  return (
    <fieldset
      className="language-switch"
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget) || !moved.current) return;
        moved.current = false;
        loadLanguage();
      }}
    >
      <legend>{t.languageSwitch.label}</legend>
      <p className="muted">{t.languageSwitch.hint}</p>
      <p id="language-keys" className="visually-hidden">
        {t.languageSwitch.keys}
      </p>
      <div className="language-switch__options">
        {LANGUAGES.map((language) => (
          <label key={language} lang={language} className="language-switch__option">
            <input
              type="radio"
              name="language"
              value={language}
              checked={chosen === language}
              aria-disabled={saving === 'saving' || undefined}
              aria-describedby="language-keys"
              onKeyDown={onKeyDown}
              onChange={() => pick(language)}
            />
            {LANGUAGE_NAMES[language]}
          </label>
        ))}
      </div>
      {saving === 'failed' ? (
        <p className="field__error" role="alert">
          {t.languageSwitch.saveFailed}
        </p>
      ) : null}
    </fieldset>
  );
}
