/** The outcome of a screen's last action: a done message (status) and a failure (alert), each shown when set. */
import Failure from './Failure.tsx';

/** Props of Outcome: '' shows nothing. */
export interface OutcomeProps {
  message: string;
  failure: string;
}

/** Shows the done message and the failure banners of a console screen. */
export default function Outcome({ message, failure }: OutcomeProps) {
  return (
    <>
      {message && (
        <p className="banner banner-ok" role="status">
          {message}
        </p>
      )}
      <Failure text={failure} />
    </>
  );
}
