/** My samples in the profile (UCPMP 2024): this sample year's packs per product against the cap. */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { t } from '../../shared/messages/index.ts';
import { formatDay } from '../../lib/dates.ts';
import { $samples, loadSamples } from '../../stores/samples.ts';
import ErrorRetry from '../../ui/ErrorRetry.tsx';
import Skeleton from '../../ui/Skeleton.tsx';

/** Loads the member's samples summary and lists the products ordered this year, most packs first. */
export default function MySamples() {
  const state = useStore($samples);
  useEffect(() => {
    void loadSamples();
  }, []);
  if (state.status === 'error') return <ErrorRetry message={state.message} onRetry={() => void loadSamples()} />;
  if (state.status !== 'ready') {
    return (
      <div aria-busy="true">
        <p className="visually-hidden" role="status">
          {t.samples.mineLoading}
        </p>
        <Skeleton count={2} height="3rem" />
      </div>
    );
  }
  const { cap, products, year_start: start, year_end: end } = state.samples;
  return (
    <div className="my-samples">
      <p className="muted">{t.samples.mineIntro(cap, formatDay(start), formatDay(end))}</p>
      {products.length === 0 ? (
        <p className="empty" role="status">
          {t.samples.mineNone}
        </p>
      ) : (
        <ul className="my-samples__list">
          {products.map((product) => (
            <li key={product.product_id} className="my-samples__row">
              <span className="my-samples__title">{product.title_shown || product.title}</span>
              <span className="my-samples__packs">{t.samples.minePacks(product.packs, cap)}</span>
              <meter className="my-samples__meter" min={0} max={cap} value={product.packs} aria-hidden="true" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
