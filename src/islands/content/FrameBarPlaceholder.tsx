/** The placeholder of the bar above a page's frame (/viewfile, /articles/{link}) while its island hydrates. */
import Skeleton from '../../ui/Skeleton.tsx';

/** The bar's own box (its height and margin), so that the page's frame below it does not move when the bar comes. */
export default function FrameBarPlaceholder() {
  return (
    <div className="frame-bar">
      <Skeleton height="2.75rem" />
    </div>
  );
}
