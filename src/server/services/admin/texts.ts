/** The English texts of staff answers: staff are company employees, not doctors (docs/API.md, staff calls). */
export const staffText = {
  sessionInvalid: 'Your console session has ended. Please sign in again.',
  forbidden: 'Your role may not do this.',
  loginFailed: 'E-mail, password or code is wrong.',
  loginLocked: 'Too many failed sign-ins. Try again later.',
  enrolLinkInvalid: 'This enrolment link is invalid, used or expired. Ask an admin for a new one.',
  codeWrong: 'The code is wrong. Check the time on your phone and try again.',
  enrolled: 'Enrolment complete. You can sign in now.',
  loggedOut: 'Signed out.',
  emailTaken: 'A staff account with this e-mail exists already.',
  staffNotFound: 'No such staff account.',
  notYourself: 'You cannot deactivate your own account.',
  alreadyActive: 'This account is active already.',
  lastAdmin: 'This is the last active admin account: make another account admin first.',
  staffInactive: 'This account is deactivated: reactivate it first.',
  alreadyEnrolled: 'This account has enrolled already: it signs in with its password and code.',
  doctorNotFound: 'No such doctor.',
  doctorErased:
    "This doctor's data was erased at their request (DPDP Act 2023): the record can no longer be edited, reactivated or verified.",
  nothingToVerify:
    'This doctor has given no registration number and council: there is nothing to verify. The doctor adds them under Profile; or reject with a reason.',
  registrationChanged: (now: { registrationNumber: string; registrationCouncil: string; registrationYear: string }) =>
    `The doctor changed this registration after you opened the list: it is now ${[now.registrationNumber, now.registrationCouncil, now.registrationYear].map((v) => v || '—').join(', ')}. Nothing was saved; the list shows the new one: check it before you verify or reject.`,
  checkedMissing: (id: number) =>
    `Doctor ${id} is ticked but the registration you checked is not named: reload the list and tick again.`,
  importMobileTaken: (name: string, id: number) =>
    `Duplicate: ${name || 'a doctor'} (doctor ${id}) has this mobile number already; take the line out, or edit that doctor instead.`,
  mobileTaken: (name: string, id: number) =>
    `${name || 'Another doctor'} (doctor ${id}) has this mobile number already; each doctor needs their own. Search the number on the Doctors screen to open that record.`,
  mobileInvalid: (country: string) => `Not a mobile number of ${country}.`,
  emailInvalid:
    'Not an e-mail address such as doctor@example.com (one @, a dot in the domain, no spaces); leave it empty for none.',
  focusUnknown: (focus: string) => `Unknown therapeutic focus "${focus}".`,
  managerUnknown: (code: string) => `Unknown manager "${code}".`,
  roleUnknown: (role: string, known: readonly string[]) => `Unknown member role "${role}": one of ${known.join(', ')}.`,
  managerWrongLevel: (code: string, level: string, slot: string) =>
    `Manager "${code}" is ${level.toUpperCase()}: this slot takes a ${slot.toUpperCase()}.`,
  managerInactive: (code: string) => `Manager "${code}" is deactivated: choose an active one.`,
  managerOtherCountry: (code: string, theirs: string, doctors: string) =>
    `Manager "${code}" works in ${theirs}: this doctor is in ${doctors}, choose a manager of ${doctors}.`,
  managerNotFound: (code: string) => `Manager "${code}" does not exist.`,
  managerTaken: (code: string) => `A manager with the code "${code}" exists already.`,
  unlocked: (phone: string) => `The login lock of ${phone} is cleared.`,
  orderNotFound: (id: number) => `Order ${id} does not exist.`,
  statusNotAllowed: (id: number, from: string, to: string) => `Order ${id} is ${from}: it cannot become ${to}.`,
  statusMovedOn: (id: number, seen: string, now: string) =>
    `Order ${id} was moved from ${seen} to ${now} by someone else since your list was loaded: nothing was changed. Check the order and try again.`,
  reasonRequired: 'Give a reason for the rejection.',
  reopenReasonRequired: 'Give a reason for reopening the order.',
  cannotReopen: (id: number, from: string, to: string) =>
    `Order ${id} is ${from}: it can only go one step back along the status flow, not to ${to}.`,
  reopenOnlyTo: (id: number, previous: string) =>
    `Order ${id} was ${previous} before: it can only go back to ${previous}.`,
  reopenOverCap: (id: number, qty: number, product: string, counted: number, cap: number) =>
    `Order ${id} cannot be reopened: the doctor has ${counted} packs of ${product} counted in its sample year, and its ${qty} more would pass the yearly cap of ${cap} (UCPMP 2024).`,
  samplesNeedVerified: (id: number, registration: string, to: string) =>
    `Order ${id} is a sample order and the doctor's registration is ${registration}: it cannot become ${to}, as samples go only to doctors with a verified registration (UCPMP 2024). Verify the registration first, or reject the order.`,
  noPrint: 'This order has no print file.',
  courierTooLong: (max: number) => `A courier name has at most ${max} characters.`,
  trackingTooLong: (max: number) => `A tracking number has at most ${max} characters.`,
  trackingFormat: 'A tracking number has only letters, digits and dashes.',
  dispatchDetailsOnlyDispatched: 'A courier and tracking number go only with Dispatched.',
  notAParcel: (id: number) => `Order ${id} is a visit or webinar, not a parcel: it has no courier or tracking number.`,
  noDispatchYet: (id: number, status: string) =>
    `Order ${id} is ${status}: a courier and tracking number are set once it is Dispatched.`,
  questionNotFound: 'No such medical question.',
  assigneeNotSafety: 'Choose an active staff member who works the safety queues (admin or compliance).',
  noteRequired: 'Write the note first.',
  answerRequired: 'Write the answer the doctor will read before marking the question answered.',
  reportNotFound: 'No such side-effect report.',
  reportUnchanged: (number: string, status: string) =>
    `${number} is ${status} already (someone may have changed it after you opened the list): nothing was saved. The list shows it as it is now.`,
  questionUnchanged: (number: string, status: string) =>
    `${number} is ${status} already, with this answer: nothing was saved. The list shows it as it is now; change the answer or the status to save.`,
} as const;
