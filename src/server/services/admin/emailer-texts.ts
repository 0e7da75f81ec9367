/** The English texts of the console's emailer answers (staff read them, not doctors). */
export const emailerText = {
  notFound: 'No such emailer.',
  journalUnknown: 'No such journal.',
  cardUnknown: (title: string) => `No emailer card is called "${title}": add the card (service type emailer) first.`,
  pdfMissing: 'Choose a PDF to upload (the form field "pdf").',
  pdfTooLarge: 'The PDF is larger than 10 MB.',
  /** The refusals of the PDF check (services/uploads/pdf.ts). */
  pdf: {
    notPdf: 'The file is not a PDF: choose a PDF document.',
    incomplete: 'The PDF is broken or incomplete: save it again and upload it once more.',
    encrypted: 'The PDF is protected by a password: upload a copy without one.',
    activeContent: 'The PDF holds scripts, forms or embedded files: print it to a plain PDF and upload that.',
    tooComplex: 'The PDF is too complex to check (too many objects or too much packed data).',
    busy: 'Many PDFs are being checked right now: try again in a minute.',
    ownerBusy: 'Your earlier PDFs are still being checked: try again in a few seconds.',
  },
} as const;
