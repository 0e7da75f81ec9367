/** When a push subscription is renewed (src/lib/push-schedule.ts): the 7-day token refresh and a focus change. */
import { describe, expect, it } from 'vitest';
import { pushRenewal, tokenExpired, type PushState } from '../../src/lib/push-schedule.ts';
import { TIMINGS } from '../../src/shared/constants.ts';

const DAY_MS = 86_400_000;
const NOW = Date.UTC(2025, 5, 1, 12);
const subscribed = (daysAgo: number, focus = 'Cardiology'): PushState => ({
  token: 't',
  focus,
  at: NOW - daysAgo * DAY_MS,
});

describe('push subscription renewal', () => {
  it('refreshes the token after exactly TIMINGS.pushTokenRefreshDays (7) days, not a moment before', () => {
    expect(TIMINGS.pushTokenRefreshDays).toBe(7);
    expect(tokenExpired(NOW - 7 * DAY_MS + 1, NOW)).toBe(false);
    expect(tokenExpired(NOW - 7 * DAY_MS, NOW)).toBe(true);
    expect(pushRenewal(subscribed(6), 'Cardiology', NOW)).toBe('keep');
    expect(pushRenewal(subscribed(6.99), 'Cardiology', NOW)).toBe('keep');
    expect(pushRenewal(subscribed(7), 'Cardiology', NOW)).toBe('refresh');
    expect(pushRenewal(subscribed(30), 'Diabetology', NOW)).toBe('refresh');
  });

  it('subscribes again, with the same token, when the focus changed or nothing is stored', () => {
    expect(pushRenewal(subscribed(1), 'Diabetology', NOW)).toBe('subscribe');
    expect(pushRenewal(undefined, 'Cardiology', NOW)).toBe('subscribe');
  });
});
