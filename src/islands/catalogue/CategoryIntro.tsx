/** The category above its cards on /subcategories (SPEC §2): its picture, title and description. */
import type { CategoryHeader } from '../../stores/order-services.ts';

/** The intro of SubCategoryScreen, and the one the page draws before React (FirstCategoryIntro.astro). */
export default function CategoryIntro({ header }: { header: CategoryHeader }) {
  return (
    <div className="category-intro">
      {header.image ? (
        <img
          className="category-intro__image"
          src={header.image}
          alt=""
          width={320}
          height={240}
          fetchPriority="high"
          decoding="async"
        />
      ) : null}
      <div>
        <h1 className="page-title">{header.title}</h1>
        {header.description ? <p className="category-intro__text">{header.description}</p> : null}
      </div>
    </div>
  );
}
