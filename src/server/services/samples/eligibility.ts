/** Who may order samples (UCPMP 2024): only members whose medical registration compliance staff verified. */
import { eq } from 'drizzle-orm';
import type { CountryCode } from '../../../shared/constants.ts';
import { m } from '../language.ts';
import { members } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Tx } from '../../db/client.ts';

/** The ordering member's country and registration, read in the order's transaction (what the ledger records). */
export interface SampleHolder {
  countryCode: CountryCode;
  registrationNumber: string;
  registrationCouncil: string;
}

/** The 403 FORBIDDEN of a member who is not Verified, naming the registration and what to do. */
function notVerified(row: typeof members.$inferSelect): AppError {
  const { registrationNumber: number, registrationCouncil: council } = row;
  const message =
    number === ''
      ? m.samplesNeedRegistration
      : row.verificationStatus === 'Rejected'
        ? m.samplesRegistrationRejected(number, council, row.verificationReason)
        : m.samplesRegistrationUnverified(number, council);
  return new AppError(403, 'FORBIDDEN', message);
}

/** Reads the member for a sample order; 403 unless Verified when `requireVerified` (the pilot setting). */
export async function sampleHolder(tx: Tx, memberId: number, requireVerified: boolean): Promise<SampleHolder> {
  const [row] = await tx.select().from(members).where(eq(members.id, memberId)).limit(1);
  if (!row) throw new Error(`member ${memberId} not found`);
  if (requireVerified && row.verificationStatus !== 'Verified') throw notVerified(row);
  return {
    countryCode: row.countryCode === '977' ? '977' : '91',
    registrationNumber: row.registrationNumber,
    registrationCouncil: row.registrationCouncil,
  };
}
