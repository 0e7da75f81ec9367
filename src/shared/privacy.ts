/** The privacy notice and consent of issue 27 (DPDP Act 2023): shared by the site and the API. */

/**
 * The version of the privacy notice (texts in shared/messages/<language>/privacy-notice.ts). Raise it when the
 * notice changes: every member is asked again at their next page.
 */
export const PRIVACY_NOTICE_VERSION = 1;

/** The optional purposes a member consents to; running the account and orders is necessary and asks no consent. */
export const CONSENT_PURPOSES = ['notifications', 'analytics'] as const;

/** One optional purpose. */
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** Where a consent answer was given: the notice dialog or Settings. */
export const CONSENT_CHANNELS = ['notice', 'settings'] as const;

/** One channel. */
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** The current answer per optional purpose (false until given). */
export type ConsentChoices = Record<ConsentPurpose, boolean>;

/** A member's erasure request as they see it. */
interface ErasureStatus {
  status: 'Requested' | 'Erased';
  requested_at: string;
}

/** The member's privacy state: the notice they last answered, their choices, the officer, a pending erasure. */
export interface ConsentState {
  notice_version: number;
  /** The notice version of their newest answer (0: never answered). */
  answered_version: number;
  /** True when the notice must be shown (never answered, or an older version). */
  due: boolean;
  choices: ConsentChoices;
  officer: { name: string; email: string };
  erasure: ErasureStatus | null;
}
