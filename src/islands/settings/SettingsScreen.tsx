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
import Skeleton from '../../ui/Skeleton.tsx';

function Toggle({ name, values }: { name: SettingName; values: Settings }) {
  const id = `setting-${name}`;
  return (
    <div className="switch">
      <label htmlFor={id}>{t.settings.toggles[name]}</label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={values[name]}
        checked={values[name]}
        onChange={(event) => setSetting(name, event.target.checked)}
      />
    </div>
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
          <p className="visually-hidden" role="status">
            {t.settings.loading}
          </p>
          <Skeleton count={8} height="2.75rem" />
        </div>
      ) : (
        <div className="sheet">
          {SETTINGS_LAYOUT.map((item) =>
            typeof item === 'string' ? (
              <Toggle key={item} name={item} values={state.values} />
            ) : (
              <fieldset key={item.group} className="switch-group">
                <legend>{t.settings[item.group]}</legend>
                {item.toggles.map((name) => (
                  <Toggle key={name} name={name} values={state.values} />
                ))}
              </fieldset>
            ),
          )}
        </div>
      )}
    </div>
  );
}
