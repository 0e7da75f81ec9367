/** The picture at the top of a card, with fixed width and height (no layout shift). */

/** Props of CardImage. */
export interface CardImageProps {
  src: string;
  /**
   * Cards in the first screenful load their image at once and at high priority (one of them is usually the largest
   * paint of the page); the others lazily.
   */
  eager: boolean;
}

/** A decorative card image, or a grey block when there is none. */
export default function CardImage({ src, eager }: CardImageProps) {
  if (!src) return <div className="card__media" aria-hidden="true" />;
  return (
    <img
      className="card__media" src={src} alt="" width={320} height={240}
      loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} decoding="async"
    />
  );
}
