/** Under a product's samples form: ask a medical question about it or report a side effect (issue 27 §3). */
import { t } from '../../../shared/messages/index.ts';
import { pathFor } from '../../../shared/routes.ts';

/** The two links, each naming the product in its address (`?product=<id>&title=…`). */
export function SafetyLinks({ id, title }: { id: string; title: string }) {
  const query = `?${new URLSearchParams({ product: id, title })}`;
  return (
    <p className="order-form__intro safety-links">
      {t.safetyLinks.label}: <a href={`${pathFor('medicalQuestion')}${query}`}>{t.safetyLinks.ask}</a> ·{' '}
      <a href={`${pathFor('reportSideEffect')}${query}`}>{t.safetyLinks.report}</a>
    </p>
  );
}
