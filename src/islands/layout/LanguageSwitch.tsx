/**
 * Island: the language switch of the login screen and Settings (docs/LANGUAGES.md). Each language is named in
 * itself; a choice is kept in this browser (it survives logout) and, when logged in, on the member's row.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { t } from '../../shared/messages/index.ts';
import { LANGUAGE_NAMES } from '../../shared/messages/language-names.ts';
import { LANGUAGES } from '../../shared/messages/languages.ts';
import { $language, $languageSaving, chooseLanguage, loadLanguage } from '../../stores/language.ts';

/** A group of three radio buttons, one per language. */
export default function LanguageSwitch() {
  const chosen = useStore($language);
  const saving = useStore($languageSaving);
  useEffect(loadLanguage, []);
  return (
    <fieldset className="language-switch">
      <legend>{t.languageSwitch.label}</legend>
      <p className="muted">{t.languageSwitch.hint}</p>
      <div className="language-switch__options">
        {LANGUAGES.map((language) => (
          <label key={language} lang={language} className="language-switch__option">
            <input
              type="radio"
              name="language"
              value={language}
              checked={chosen === language}
              disabled={saving === 'saving'}
              onChange={() => void chooseLanguage(language)}
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
