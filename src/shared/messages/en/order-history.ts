/** Texts of My Services and its Order History (/services). */
export const orderHistory = {
  myServices: 'My Services',
  history: 'Order History',
  loadingHistory: 'Loading your orders…',
  noOrders: 'You have not placed any orders yet.',
  columns: {
    sub_category: 'Sub Category',
    Table: 'Table',
    Language: 'Language',
    Date: 'Date',
    Time: 'Time',
    Addl_Description: 'Addl. Description',
    requested_on: 'Requested On',
    status: 'Status',
  },
  tables: {
    samples: 'Samples',
    sanitization: 'Sanitization',
    personalised_printables: 'Personalised Printables',
    printables: 'Printables',
    prints: 'Prints',
    accessories: 'Accessories',
    therapy_specific: 'Therapy Specific',
    webinar: 'Webinar',
    personalised_video: 'Personalised Video',
    digital: 'Digital',
  },
} as const;
