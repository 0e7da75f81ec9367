/** /products/{title} in the peer: the product's ProductGrid and OrderModal islands (src/pages/products/[title].astro). */
import ProductGrid from '../../../../../../src/islands/catalogue/ProductGrid.tsx';
import OrderModal from '../../../../../../src/islands/orders/OrderModal.tsx';
import { t } from '../../../../../../src/shared/messages/index.ts';
import { useTitle } from '../shell/useTitle.ts';

/** The products of the therapy in the address, each card opening the order dialog. */
export default function ProductsPage() {
  useTitle(t.catalogue.products);
  return (
    <>
      <ProductGrid mode="therapy" />
      <OrderModal />
    </>
  );
}
