/** Island: /settings (SPEC §2 Settings): interest toggles, saved automatically, with a live save status. */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Settings } from '../../shared/contract/entities.ts';
import { t } from '../../shared/messages/index.ts';
import {
  $settings,
  flushSettings,
  loadSettings,
  setSetting,
  SETTINGS_LAYOUT,
  type SettingName,
} from '../../stores/settings.ts';
import ErrorRetry from '../../ui/ErrorRetry.tsx';

/** One toggle; without `values` (still loading) a placeholder of its size that cannot be changed. */
function Toggle({ name, values }: { name: SettingName; values?: Settings | undefined }) {
  const id = `setting-${name}`;
  return (
    <div className="switch" aria-hidden={values ? undefined : true}>
      <label htmlFor={values ? id : undefined}>{t.settings.toggles[name]}</label>
      {values ? (
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-checked={values[name]}
          checked={values[name]}
          onChange={(event) => setSetting(name, event.target.checked)}
        />
      ) : (
        <span className="switch__placeholder skeleton" />
      )}
    </div>
  );
}

/**
 * The toggles in their groups, each a cell of the sheet's grid; without `values`, placeholders in the same places
 * (hidden from assistive technology, which hears the sheet's loading status), so nothing moves when they come.
 */
function Toggles({ values }: { values?: Settings | undefined }) {
  return SETTINGS_LAYOUT.map((item) =>
    typeof item === 'string' ? (
      <Toggle key={item} name={item} values={values} />
    ) : (
      <fieldset key={item.group} className="switch-group" aria-hidden={values ? undefined : true}>
        <legend>{t.settings[item.group]}</legend>
        {item.toggles.map((name) => (
          <Toggle key={name} name={name} values={values} />
        ))}
      </fieldset>
    ),
  );
}

const STATUS_TEXT = {
  idle: '',
  pending: t.settings.saving,
  saved: t.settings.saved,
  failed: t.settings.failed,
} as const;

/** Loads the saved toggles; each change is saved after a short pause (and when the page is hidden). */
export default function SettingsScreen() {
  const state = useStore($settings);

  useEffect(() => {
    void loadSettings();
    const onHide = (): void => {
      if (document.visibilityState === 'hidden') void flushSettings();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => document.removeEventListener('visibilitychange', onHide);
  }, []);

  if (state.status === 'error') return <ErrorRetry message={state.message} onRetry={() => void loadSettings()} />;
  const save = state.status === 'ready' ? state.save : 'idle';
  return (
    <div className="settings">
      <p className="muted">{t.settings.intro}</p>
      <p className={`settings__status${save === 'failed' ? ' field__error' : ''}`} role="status" aria-live="polite">
        {STATUS_TEXT[save]}
      </p>
      {state.status === 'loading' ? (
        <div className="sheet" aria-busy="true">
          <Toggles />
          <p className="visually-hidden" role="status">
            {t.settings.loading}
          </p>
        </div>
      ) : (
        <div className="sheet">
          <Toggles values={state.values} />
        </div>
      )}
    </div>
  );
}
