/** A failed load: the message and a Try again button; it tries again by itself when the connection returns. */
import { useEffect, useRef } from 'react';
import { t } from '../shared/messages/index.ts';
import Button from './Button.tsx';

/** Props of ErrorRetry. */
export interface ErrorRetryProps {
  message: string;
  onRetry: () => void;
}

/** Shows an error as an alert with a retry button; the browser's `online` event retries (issue 40 §2). */
export default function ErrorRetry({ message, onRetry }: ErrorRetryProps) {
  const retry = useRef(onRetry);
  retry.current = onRetry;
  useEffect(() => {
    const again = (): void => retry.current();
    addEventListener('online', again);
    return () => removeEventListener('online', again);
  }, []);
  return (
    <div className="error-retry" role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t.errors.retry}
      </Button>
    </div>
  );
}
