/**
 * Island: the order modal (SPEC §2 "Product order modal", "Order forms by table"). It opens for the item in
 * $orderItem and loads the form of the item's table on demand, so a page pays only for the forms it opens.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { OrderTable } from '../../shared/contract/entities.ts';
import { t } from '../../shared/messages/index.ts';
import { $orderItem, closeOrder } from '../../stores/order-item.ts';
import Modal from '../../ui/Modal.tsx';
import Skeleton from '../../ui/Skeleton.tsx';
import type { OrderFormProps } from './OrderFormFrame.tsx';

type LazyForm = LazyExoticComponent<ComponentType<OrderFormProps>>;

const samples: LazyForm = lazy(() => import('./forms/SamplesForm.tsx'));
const sanitization: LazyForm = lazy(() => import('./forms/SanitizationForm.tsx'));
const language: LazyForm = lazy(() => import('./forms/LanguageForm.tsx'));
const prints: LazyForm = lazy(() => import('./forms/PrintsForm.tsx'));
const confirm: LazyForm = lazy(() => import('./forms/ConfirmForm.tsx'));
const webinar: LazyForm = lazy(() => import('./forms/WebinarForm.tsx'));

/** The form of each order table. */
const FORMS: Record<OrderTable, LazyForm> = {
  samples,
  sanitization,
  personalised_printables: language,
  printables: language,
  personalised_video: language,
  prints,
  accessories: confirm,
  therapy_specific: confirm,
  digital: confirm,
  webinar,
};

/** The modal titled with the item ordered; a skeleton shows while its form loads. */
export default function OrderModal() {
  const item = useStore($orderItem);
  const Form = item ? FORMS[item.table] : undefined;
  return (
    <Modal open={item !== undefined} title={item?.title ?? ''} onClose={closeOrder}>
      {item && Form ? (
        <Suspense
          fallback={
            <div role="status" aria-busy="true">
              <span className="visually-hidden">{t.orders.loadingForm}</span>
              <Skeleton count={3} height="2.75rem" />
            </div>
          }
        >
          <Form item={item} />
        </Suspense>
      ) : null}
    </Modal>
  );
}
