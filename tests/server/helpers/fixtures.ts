/** Small fixtures for server tests that need members without the whole demo dataset. */
import type { Db } from '../../../src/server/db/client.ts';
import { members } from '../../../src/server/db/schema.ts';

/** Inserts a member and returns its id. */
export async function insertMember(
  db: Db,
  values: {
    countryCode: string;
    phone: string;
    firstName?: string;
    focus?: string;
    isDemo?: boolean;
    /** Registration fields (number, council, year, status, reason); unregistered and Unverified when absent. */
    registration?: Partial<
      Pick<
        typeof members.$inferInsert,
        'registrationNumber' | 'registrationCouncil' | 'registrationYear' | 'verificationStatus' | 'verificationReason'
      >
    >;
  },
): Promise<number> {
  const [row] = await db
    .insert(members)
    .values({
      countryCode: values.countryCode,
      phone: values.phone,
      firstName: values.firstName ?? 'Test',
      lastName: 'Doctor',
      email: `${values.phone}@example.com`,
      therapeuticFocus: values.focus ?? 'Cardiology',
      isDemo: values.isDemo ?? false,
      ...values.registration,
    })
    .returning({ id: members.id });
  if (!row) throw new Error('member not inserted');
  return row.id;
}

/** A JSON POST to an API path. */
export function post(url: string, payload: object, key?: string) {
  return {
    method: 'POST' as const,
    url: `/api${url}`,
    payload,
    headers: key ? { authorization: `Bearer ${key}` } : {},
  };
}
