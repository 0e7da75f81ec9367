/** The picture at the top of a card, with fixed width and height (no layout shift). */
import { useFirstScreenImage, type ImageRank } from '../../ui/useFirstScreenImage.ts';

/** Props of CardImage. */
export interface CardImageProps {
  src: string;
  /** The first card's image is usually the page's largest paint; see useFirstScreenImage for how each rank loads. */
  rank: ImageRank;
}

/** A decorative card image, or a grey block when there is none. */
export default function CardImage({ src, rank }: CardImageProps) {
  const loading = useFirstScreenImage(src, rank);
  if (!src) return <div className="card__media" aria-hidden="true" />;
  return <img className="card__media" alt="" width={320} height={240} decoding="async" {...loading} />;
}
