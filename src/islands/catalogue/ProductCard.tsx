/**
 * One product card: image, title and composition (English on a Hindi or Nepali page: read as English, textLang); the
 * whole card opens the samples order modal.
 */
import type { ProductCardModel } from '../../stores/catalogue.ts';
import { textLang } from '../../lib/text-lang.ts';
import { openOrder } from '../../stores/order-item.ts';
import type { ImageRank } from '../../ui/useFirstScreenImage.ts';
import CardImage from './CardImage.tsx';

/** The category sent with every samples order (SPEC §7 ServSamples). */
const SAMPLES_CATEGORY = 'Samples';

/** Props of ProductCard. */
export interface ProductCardProps {
  product: ProductCardModel;
  /** How its image loads (see CardImage). */
  rank: ImageRank;
}

/** Renders the card; its title button covers the card as the tap target. */
export default function ProductCard({ product, rank }: ProductCardProps) {
  const key = product.shown === product.title ? undefined : product.title;
  const order = (): void =>
    openOrder({ table: 'samples', title: product.shown, key, category: SAMPLES_CATEGORY, message: '', product });
  return (
    <article className="card">
      <CardImage src={product.image} rank={rank} />
      <div className="card__body">
        <h2 className="card__title">
          <button type="button" aria-haspopup="dialog" onClick={order}>
            {product.shown}
          </button>
        </h2>
        {product.composition ? (
          <p className="card__text" lang={textLang(product.composition)}>
            {product.composition}
          </p>
        ) : null}
      </div>
    </article>
  );
}
