/** The notice of a screen's last action (stores/actions.ts): the console's one notice component, over Outcome. */
import { useStore } from '@nanostores/react';
import type { ScreenActions } from '../stores/actions.ts';
import Outcome from './Outcome.tsx';

/** Shows the done message or the refusal of the screen's last action. */
export function ActionNotice({ actions }: { actions: ScreenActions }) {
  const { message, failure } = useStore(actions.$outcome);
  return <Outcome message={message} failure={failure} />;
}
