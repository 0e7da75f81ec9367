/** Texts of privacy. */
export const privacy = { title: 'Privacy Policy', updated: (date: string) => `Last updated: ${date}` } as const;
