/** Island: Order History on /services (SPEC §2): every order with its columns, newest first. */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { t } from '../../shared/messages/index.ts';
import { $orderHistory, loadOrderHistory, ORDER_COLUMNS, type OrderRowModel } from '../../stores/order-history.ts';
import ErrorRetry from '../../ui/ErrorRetry.tsx';
import Skeleton from '../../ui/Skeleton.tsx';

function OrderRow({ order }: { order: OrderRowModel }) {
  const { cells } = order;
  return (
    <li className="order">
      <h3 className="order__title">{cells.sub_category}</h3>
      <p className="order__number">{order.number}</p>
      <p className="order__status">
        <span className="visually-hidden">{t.orderHistory.columns.status}: </span>
        {cells.status}
      </p>
      {order.dispatch && <p className="order__dispatch">{order.dispatch}</p>}
      <dl className="order__cells">
        {ORDER_COLUMNS.filter((c) => c !== 'sub_category' && c !== 'status' && cells[c]).map((column) => (
          <div key={column} className="order__cell">
            <dt>{t.orderHistory.columns[column]}</dt>
            <dd>{cells[column]}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** Loads the member's orders and lists them (columns without a value are left out). */
export default function OrderHistory() {
  const state = useStore($orderHistory);
  useEffect(() => {
    if ($orderHistory.get().status === 'idle') void loadOrderHistory();
  }, []);
  if (state.status === 'error') return <ErrorRetry message={state.message} onRetry={() => void loadOrderHistory()} />;
  if (state.status !== 'ready') {
    return (
      <div aria-busy="true">
        <p className="visually-hidden" role="status">
          {t.orderHistory.loadingHistory}
        </p>
        <Skeleton count={3} height="6rem" className="order" />
      </div>
    );
  }
  if (state.items.length === 0)
    return (
      <p className="empty" role="status">
        {t.orderHistory.noOrders}
      </p>
    );
  return (
    <ol className="orders" aria-label={t.orderHistory.history}>
      {state.items.map((order) => (
        <OrderRow key={order.id} order={order} />
      ))}
    </ol>
  );
}
