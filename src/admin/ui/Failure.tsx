/** A console screen's failure banner. */

/** Shows `text` as an alert banner; nothing when it is empty or undefined. */
export default function Failure({ text }: { text: string | undefined }) {
  return text ? (
    <p className="banner banner-error" role="alert">
      {text}
    </p>
  ) : null;
}
