/** A doctor's status tags: active, deactivated or erased, and a locked OTP. */
import type { Doctor } from '../types.ts';
import { text } from '../text.ts';

/** The status tags of one doctor (the list's cell and the form's status bar). */
export function DoctorStatus({ doctor }: { doctor: Doctor }) {
  const [className, label] = doctor.erased
    ? ['tag tag-off', text.doctors.erased]
    : doctor.active
      ? ['tag tag-ok', text.doctors.active]
      : ['tag tag-off', text.doctors.inactive];
  return (
    <>
      <span className={className}>{label}</span>
      {doctor.otpLocked && <span className="tag tag-warn">{text.doctors.locked}</span>}
    </>
  );
}
