/** Texts of welcome. */
export const welcome = (firstName: string | undefined) => `Welcome Dr. ${firstName?.trim() || 'Guest'}`;
