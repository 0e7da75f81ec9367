/** The profile's samples part (UCPMP 2024), loaded after the profile shows: the registration, then My samples. */
import { t } from '../../shared/messages/index.ts';
import MySamples from './MySamples.tsx';
import RegistrationSection from './RegistrationSection.tsx';

/** The registration section and My samples (#my-samples, linked from Order History on /services). */
export default function ProfileSamples() {
  return (
    <>
      <RegistrationSection />
      <section className="sheet" id="my-samples" aria-labelledby="my-samples-title">
        <h2 id="my-samples-title">{t.samples.mineTitle}</h2>
        <MySamples />
      </section>
    </>
  );
}
