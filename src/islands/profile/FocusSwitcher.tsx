/** The therapeutic focus switcher of /profile (SPEC §4): a select of every focus and a button. */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { t } from '../../shared/messages/index.ts';
import {
  $focuses,
  $focusShown,
  $focusSwitch,
  $switchingFocus,
  loadFocuses,
  switchFocus,
} from '../../stores/profile.ts';
import Button from '../../ui/Button.tsx';
import Form from '../../ui/Form.tsx';
import ErrorRetry from '../../ui/ErrorRetry.tsx';
import { SelectField } from '../../ui/Field.tsx';
import Skeleton from '../../ui/Skeleton.tsx';

/** Props of FocusSwitcher. */
export interface FocusSwitcherProps {
  current: string;
}

/**
 * Lets the member pick another focus: shown at once as pending, confirmed by the server, rolled back if refused. The
 * list of focuses is loaded by ProfileScreen.
 */
export default function FocusSwitcher({ current }: FocusSwitcherProps) {
  const focuses = useStore($focuses);
  const busy = useStore($switchingFocus);
  const switching = useStore($focusSwitch);
  const shown = useStore($focusShown);
  const [choice, setChoice] = useState(current);
  const select = useRef<HTMLSelectElement>(null);

  // A failed switch puts the current focus back, which disables the button: the focus, on it or dropped to the body,
  // goes to the select, to choose again.
  useEffect(() => {
    if (switching.status !== 'failed') return;
    setChoice(current);
    const at = document.activeElement;
    if (at === document.body || at?.closest('.focus-form')) select.current?.focus();
  }, [switching, current]);

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    void switchFocus(choice);
  };

  return (
    <section className="sheet" aria-labelledby="focus-title">
      <h2 id="focus-title">{t.profile.focusTitle}</h2>
      <p className={`focus-status focus-status--${switching.status}`} role="status" aria-busy={busy || undefined}>
        {switching.status === 'pending'
          ? t.profile.focusPending(shown(switching.focus))
          : t.profile.focusCurrent(shown(current))}
      </p>
      {switching.status === 'failed' ? (
        <p className="field__error" role="alert">
          {t.profile.focusFailed(shown(switching.focus))} {switching.message}
        </p>
      ) : null}
      {focuses.status === 'error' ? <ErrorRetry message={focuses.message} onRetry={() => void loadFocuses()} /> : null}
      {focuses.status === 'loading' ? (
        <div aria-busy="true">
          <p className="visually-hidden" role="status">
            {t.profile.focusLoading}
          </p>
          <Skeleton count={2} height="2.75rem" />
        </div>
      ) : null}
      {focuses.status === 'ready' ? (
        <Form className="focus-form" onSubmit={onSubmit}>
          <SelectField
            ref={select}
            id="focus-select"
            label={t.profile.focusLabel}
            value={choice}
            disabled={busy}
            onChange={(event) => setChoice(event.target.value)}
            options={focuses.focuses.map((focus) => ({ value: focus.name, label: focus.name_shown || focus.name }))}
          />
          <Button type="submit" busy={busy} busyLabel={t.profile.focusBusy} disabled={!busy && choice === current}>
            {t.profile.focusSubmit}
          </Button>
        </Form>
      ) : null}
    </section>
  );
}
