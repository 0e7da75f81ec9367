/** "Send when online" beside a form's offline alert (issue 43 §3): keeps the submission in the outbox. */
import { t } from '../../shared/messages/index.ts';
import Button from '../../ui/Button.tsx';

/** Props of SendWhenOnline. */
export interface SendWhenOnlineProps {
  /** Keeps the refused submission (stores/orders.ts sendWhenOnline, stores/safety.ts sendSafetyWhenOnline). */
  onPress: () => void;
}

/** The button that keeps an offline submission for later. */
export default function SendWhenOnline({ onPress }: SendWhenOnlineProps) {
  return (
    <Button variant="secondary" onClick={onPress}>
      {t.outboxOffer.sendWhenOnline}
    </Button>
  );
}
