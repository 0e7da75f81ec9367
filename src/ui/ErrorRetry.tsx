/** A failed load: the message and a Try again button. */
import { t } from '../shared/messages/index.ts';
import Button from './Button.tsx';

/** Props of ErrorRetry. */
export interface ErrorRetryProps {
  message: string;
  onRetry: () => void;
}

/** Shows an error as an alert with a retry button. */
export default function ErrorRetry({ message, onRetry }: ErrorRetryProps) {
  return (
    <div className="error-retry" role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t.errors.retry}
      </Button>
    </div>
  );
}
