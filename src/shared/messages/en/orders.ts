/** Texts of the order button and dialog (the forms' are in order-forms.ts, Order History's in order-history.ts). */
export const orders = {
  orderNow: 'Order Now',
  processing: 'Processing...',
  cancel: 'Cancel',
  loadingForm: 'Loading the order form…',
  pdfRequired: 'Please choose a PDF file to upload.',
} as const;
