/**
 * The operations console's texts, in English: its readers are the company's staff on desktops, not doctors (the
 * doctors' texts, in English, Hindi and Nepali, live in src/shared/messages/ and never load here). A screen loaded on
 * its first visit keeps its own texts beside it (e.g. staff/staff-text.ts), so the first load does not carry them.
 */
import type { StaffRole } from '../shared/contract/admin/define.ts';
import { type ORDER_TABLES, type SETTABLE_STATUSES, TRACKING_MAX } from '../shared/contract/admin/orders.ts';

/** `n` with its noun, `one` or `many` (Indian digit grouping). */
export const plural = (n: number, one: string, many: string): string =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

/** The console's texts. */
export const text = {
  app: {
    title: 'Operations console',
    /** A screen the signed-in role may not open (the server refuses its calls too). */
    refused: (role: string) => `Your role (${role}) may not open this screen.`,
    refusedWhy: 'The server refuses its data to your role. If your work needs it, ask an admin to change your role.',
    unknown: 'There is no screen at this address.',
    toDashboard: 'Open the dashboard',
    yourScreens: 'Screens your role may open',
  },
  nav: {
    label: 'Areas',
    doctors: 'Doctors',
    managers: 'Managers',
    orders: 'Orders',
    staff: 'Staff',
    audit: 'Audit log',
    signOut: 'Sign out',
    skip: 'Skip to the screen',
  },
  roles: {
    admin: 'Admin',
    content: 'Content',
    fulfilment: 'Fulfilment',
    compliance: 'Compliance',
  } satisfies Record<StaffRole, string>,
  images: {
    upload: 'Upload an image (JPEG, PNG or WebP, at most 5 MB)',
    uploading: 'Uploading…',
    uploaded: 'Uploaded: stored as WebP without its metadata.',
    /** What an image field shows for an uploaded image (its internal reference is what is saved). */
    uploadedAs: (name: string) => (name ? `Uploaded image (${name})` : 'Uploaded image'),
    typeInstead: 'Use a file name instead',
    preview: 'Preview',
    /** An uploaded image's preview when the storage no longer has the file. */
    notFound: 'Image not found',
    /** An uploaded image's preview when it could not be fetched (network, session, server). */
    notLoaded: 'Image not loaded',
  },
  common: {
    all: 'All',
    cancel: 'Cancel',
    back: 'Back',
    retry: 'Try again',
    loading: 'Loading…',
    /** Asked when a link leaves a form with typed changes not saved. */
    unsaved: 'Leave this screen? What you typed in the form is not saved and will be lost.',
    /** Asked when a dialog with typed changes not saved is closed without saving. */
    discard: 'Close without saving? What you typed here will be lost.',
  },
  errors: {
    network: 'The API cannot be reached. Check the connection and try again.',
    server: 'Something went wrong on the server. Try again; if it keeps failing, tell the admin.',
    sessionEnded: 'Your session has ended. Please sign in again.',
    forbidden: 'Your role may not do this.',
  },
  form: {
    required: 'Required.',
    invalid: 'Not a valid value.',
    httpsRequired: 'The link must start with https:// (an http:// link is not accepted).',
    /** A link that may be a portal path too (a category's). */
    pathOrHttps:
      'A portal path starting with / (/articles) or a link starting with https:// (an http:// link is not accepted).',
    /** A banner's or a content's image reference. */
    image: 'Upload an image, or type the name of an image file of the site (such as heart.webp).',
    tooShort: (n: number) => `At least ${n} characters.`,
    tooLong: (n: number) => `At most ${n} characters.`,
  },
  /** The notice after `Export CSV` or `Print PDF`. */
  downloads: {
    saved: (name: string, rows?: number) =>
      rows === undefined ? `Downloaded ${name}.` : `Downloaded ${name}: ${plural(rows, 'row', 'rows')}.`,
    failed: (name: string, reason: string) => `${name} was not downloaded. ${reason}`,
  },
  bulk: {
    selected: (n: number) => `${plural(n, 'row', 'rows')} selected`,
    /** A run that changed rows: what was done (`Deactivated`), how many, and those already as asked (unchanged) and refused. */
    done: (what: string, done: number, refused: number, unchanged = 0) =>
      [
        unchanged === 0
          ? `${what}: ${plural(done, 'row', 'rows')}`
          : `${what}: ${plural(done, 'row', 'rows')} changed, ${unchanged} already as asked (unchanged)`,
        refused === 0 ? '' : `; refused: ${refused}`,
        '.',
      ].join(''),
    /** A run that changed nothing and refused nothing: every row was already as asked. */
    allUnchanged: (unchanged: number) =>
      `Nothing to change: ${unchanged === 1 ? 'the row was' : `all ${unchanged} rows were`} already as asked.`,
    noneDone: (refused: number, unchanged = 0) =>
      unchanged === 0
        ? `Nothing done: ${refused === 1 ? 'the row was' : `all ${refused} rows were`} refused.`
        : `Nothing done: refused: ${refused}; already as asked (unchanged): ${unchanged}.`,
    refusedRows: 'Rows refused',
    refusedRow: (name: string, reason: string) => `${name}: ${reason}`,
    /** The bulk confirmation: how many rows, and how many of them are ticked on other pages. */
    confirmBody: (n: number, what: string, elsewhere = 0) =>
      elsewhere === 0
        ? `${what}: ${plural(n, 'row', 'rows')}. Each is checked and audited alone.`
        : `${what}: ${plural(n, 'row', 'rows')}, ${elsewhere} of them ticked on other pages (not shown here). Each is checked and audited alone.`,
  },
  table: {
    empty: 'Nothing matches these filters.',
    none: 'Nothing here yet.',
    pastEnd: (page: number, pages: number) => `Page ${page} is past the last page (${pages}).`,
    goTo: (page: number) => `Go to page ${page}`,
    pages: 'Pages',
    previous: 'Previous',
    next: 'Next',
    selectPage: 'Select every row of this page',
    selectRow: (name: string) => `Select ${name}`,
    sortBy: 'Sort by',
    ascending: (column: string) => `${column}, ascending`,
    descending: (column: string) => `${column}, descending`,
    count: (total: number, page: number, pages: number) => `${plural(total, 'row', 'rows')} · page ${page} of ${pages}`,
  },
  signIn: {
    title: 'Staff sign-in',
    email: 'E-mail',
    password: 'Password',
    next: 'Next',
    code: 'Code from your authenticator app',
    codeHelp: (email: string) => `Signing in as ${email}. Enter the six-digit code your authenticator app shows now.`,
    submit: 'Sign in',
    expired: 'Your session has ended (30 minutes without activity, or it was revoked). Please sign in again.',
    signedOut: 'You have signed out.',
  },
  enrol: {
    title: 'Set up your staff account',
    intro: (email: string) => `This link sets up the account ${email}. It works once.`,
    addToApp:
      'Add the account to an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…): scan the QR code, type the secret, or open the otpauth address on the phone.',
    qr: 'QR code',
    qrAlt: 'QR code of the otpauth address below',
    secret: 'Secret',
    uri: 'otpauth address',
    choosePassword: 'Choose a password and enter the code the app shows now.',
    password: 'New password',
    passwordHint: '12 characters or more.',
    repeat: 'Repeat the password',
    mismatch: 'The two passwords differ.',
    code: 'Code from your authenticator app',
    submit: 'Finish set-up',
    done: 'Your account is ready. Sign in with your e-mail, password and a code.',
  },
  doctors: {
    title: 'Doctors',
    add: 'Add a doctor',
    export: 'Export CSV',
    deactivateSelected: 'Deactivate selected',
    reactivateSelected: 'Reactivate selected',
    /** What a bulk run did, in its report (`Deactivated: 2 rows.`). */
    bulkDone: (active: boolean) => (active ? 'Reactivated' : 'Deactivated'),
    deactivateWarning: 'Each doctor is signed out everywhere at once.',
    import: 'Import CSV',
    search: 'Search name, mobile or e-mail',
    name: 'Name',
    mobile: 'Mobile',
    country: 'Country',
    india: 'India',
    nepal: 'Nepal',
    focus: 'Therapeutic focus',
    role: 'Role',
    location: 'Location',
    status: 'Status',
    active: 'Active',
    inactive: 'Deactivated',
    erased: 'Erased',
    erasedName: (id: number) => `Erased doctor #${id}`,
    unnamed: (id: number) => `Doctor #${id}`,
    locked: 'OTP locked',
    created: 'Added',
    registration: 'Registration',
  },
  doctorForm: {
    newTitle: 'New doctor',
    backToList: 'Back to the list',
    identity: 'Doctor',
    country: 'Country',
    phone: 'Mobile number (10 digits)',
    salutation: 'Salutation',
    firstName: 'First name',
    middleName: 'Middle name',
    lastName: 'Last name',
    email: 'E-mail',
    qualification: 'Qualification',
    memberRole: 'Role (number)',
    location: 'Location',
    department: 'Department',
    headquarter: 'Headquarter',
    focus: 'Therapeutic focus',
    choose: 'Choose…',
    managers: 'Managers',
    tbm: 'TBM (territory)',
    abm: 'ABM (area)',
    rbm: 'RBM (region)',
    sm: 'SM (sales)',
    links: 'Campaign poster and feedback',
    campaignLink: 'Campaign poster link',
    feedbackLink: 'Feedback banner link',
    linkHint: 'An https:// address, or empty for none. The doctor’s home opens it at the next visit.',
    none: 'None',
    save: 'Save changes',
    create: 'Add the doctor',
    saved: 'Saved.',
    unlock: 'Clear OTP lock',
    unlocked: 'The OTP lock is cleared: the doctor can ask for a code again.',
    deactivate: 'Deactivate',
    reactivate: 'Reactivate',
    deactivated: 'Deactivated: every session of this doctor has ended and sign-in is refused.',
    reactivated: 'Reactivated: the doctor can sign in again.',
    erasedNote:
      'This doctor’s data was erased at their request (DPDP Act 2023): the record stays for the orders and audit trail, and can no longer be edited or reactivated.',
    confirmTitle: {
      deactivate: 'Deactivate this doctor?',
      reactivate: 'Reactivate this doctor?',
      unlock: 'Clear the OTP lock?',
    },
    confirmBody: {
      deactivate: (name: string) => `${name} is signed out everywhere at once and cannot sign in until reactivated.`,
      reactivate: (name: string) => `${name} can sign in again.`,
      unlock: (name: string) => `${name} can ask for a new sign-in code at once.`,
    },
    confirmAction: { deactivate: 'Deactivate', reactivate: 'Reactivate', unlock: 'Clear the lock' },
  },
  orders: {
    title: 'Orders',
    search: 'Search doctor, mobile or item',
    export: 'Export CSV',
    id: 'No.',
    table: 'Kind',
    item: 'Item',
    doctor: 'Doctor',
    requested: 'Requested',
    status: 'Status',
    actions: 'Actions',
    age: 'Age',
    olderThan: (days: number) => `Older than ${plural(days, 'day', 'days')}`,
    region: 'Region',
    order: 'Order',
    oldestFirst: 'Oldest first',
    newestFirst: 'Newest first',
    print: 'Print PDF',
    /** What an order asks for besides its item: the language of a printable or video, the day and time of a visit. */
    facts: (language: string, date: string, time: string) =>
      [language && `Language: ${language}`, date && `On ${date}${time ? ` at ${time}` : ''}`]
        .filter(Boolean)
        .join(' · '),
    /** The doctor's own words with an order. */
    message: (words: string) => `Message: ${words}`,
    /** A ticked row in the bulk bar's report: its item and doctor, or its number when off the page. */
    row: (id: number, order?: { item: string; doctor: string }) =>
      order ? `${order.item} (${order.doctor})` : `No. ${id}`,
    reason: 'Reason (the doctor reads it)',
    courier: 'Courier (optional)',
    trackingNumber: 'Tracking number (optional)',
    trackingHint: 'Letters, digits and dashes (spaces are dropped).',
    trackingFormat: `A tracking number has only letters, digits and dashes, at most ${TRACKING_MAX}.`,
    bulkCourierHint: 'One courier for every ticked order; add each tracking number later with Edit dispatch details.',
    dispatchBody: 'The doctor sees the courier and tracking number under the order in Order History.',
    /** The dispatch of one order: the move and what the doctor reads of it. */
    dispatchOneBody: (id: number) =>
      `Order ${id} will be Dispatched. The doctor sees the new status in Order History, with the courier and tracking number you give.`,
    editDispatch: 'Edit dispatch details',
    editDispatchTitle: (id: number) => `Dispatch details of order ${id}`,
    saveDispatch: 'Save',
    dispatchSaved: (id: number) => `Dispatch details of order ${id} saved.`,
    /** A parcel's courier and tracking number under its status. */
    dispatchLine: (courier: string, tracking: string) =>
      [courier && `Courier: ${courier}`, tracking && `Tracking: ${tracking}`].filter(Boolean).join(' · '),
    changed: (n: number, status: string) => `${plural(n, 'order', 'orders')} now ${status}.`,
    /** A row button's name: the words it shows, then the order (WCAG 2.5.3: the name holds the visible label). */
    moveOne: (verb: string, id: number) => `${verb}: order ${id}`,
    confirmTitle: (status: string) => `Set to ${status}?`,
    confirmBody: (id: number, status: string) =>
      `Order ${id} will be ${status}. The doctor sees the new status in Order History.`,
    verb: {
      Accepted: 'Accept',
      Dispatched: 'Dispatch',
      Scheduled: 'Schedule',
      Delivered: 'Delivered',
      Done: 'Done',
      Rejected: 'Reject',
    } satisfies Record<(typeof SETTABLE_STATUSES)[number], string>,
    bulkVerb: {
      Accepted: 'Accept selected',
      Dispatched: 'Dispatch selected',
      Scheduled: 'Schedule selected',
      Delivered: 'Mark selected delivered',
      Done: 'Mark selected done',
      Rejected: 'Reject selected',
    } satisfies Record<(typeof SETTABLE_STATUSES)[number], string>,
    /** What a bulk run did, in its report (`Dispatched: 4 rows.`). */
    bulkDone: {
      Accepted: 'Accepted',
      Dispatched: 'Dispatched',
      Scheduled: 'Scheduled',
      Delivered: 'Marked delivered',
      Done: 'Marked done',
      Rejected: 'Rejected',
    } satisfies Record<(typeof SETTABLE_STATUSES)[number], string>,
    tables: {
      samples: 'Samples',
      sanitization: 'Sanitization visit',
      personalised_printables: 'Personalised printables',
      printables: 'Printables',
      prints: 'Prints',
      accessories: 'Accessories',
      therapy_specific: 'Therapy specific',
      webinar: 'Webinar',
      personalised_video: 'Personalised video',
      digital: 'Digital',
    } as Record<string, string> & Record<(typeof ORDER_TABLES)[number], string>,
  },
  undo: {
    publish: 'Publish',
    unpublish: 'Unpublish',
    delete: 'Delete',
    unpublished: 'Unpublished',
    published: (name: string) => `${name} is published: doctors see it again.`,
    withdrawn: (name: string) => `${name} is unpublished: doctors no longer see it.`,
    deleted: (name: string) => `${name} is deleted.`,
    confirmDelete: (name: string) => `Delete ${name}?`,
    confirmDeleteBody:
      'It is removed for good (the audit log keeps its fields). Unpublish instead to hide it from doctors and keep it.',
    reactivate: 'Reactivate',
    reactivated: (email: string) => `${email} is active again.`,
    staffDeactivated: (email: string) => `${email} is deactivated: signed out everywhere, and sign-in is refused.`,
    roleFor: (email: string) => `Role of ${email}`,
    roleChanged: (email: string, role: string) => `${email} is now ${role}.`,
    newLink: 'New set-up link',
    newLinkIntro: (email: string) =>
      `A new set-up link for ${email} (valid 72 hours; the previous one no longer works). Send it to its owner by a trusted channel:`,
    reopen: (status: string) => `Back to ${status}`,
    reopenLabel: (status: string, id: number) => `Back to ${status}: order ${id}`,
    reopenTitle: (status: string) => `Reopen this order as ${status}?`,
    reopenBody: 'Use this to undo a status set by mistake: the order goes one step back and the doctor is told.',
    reopenReason: 'Why is it reopened? (kept in the audit log)',
    reopened: (id: number, status: string) => `Order ${id} is ${status} again.`,
    /** A staff row's button name: the words it shows, then the account it acts on (WCAG 2.5.3). */
    staffAction: (verb: string, email: string) => `${verb}: ${email}`,
  },
} as const;
