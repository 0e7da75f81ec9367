/** Texts of offline. */
export const offline = 'You are offline. Showing what was last loaded.' as const;
