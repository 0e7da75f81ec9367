/** A row's mail to the company mailbox: sent, or pending with its tries and last failure. */
import { safetyText as s } from './safety-text.ts';

/** The mail cell. */
export function MailState({ status, attempts, error }: { status: string; attempts: number; error: string }) {
  return (
    <>
      <span className="tag">{s.mailState(status, attempts)}</span>
      {error && <small className="muted">{error}</small>}
    </>
  );
}
