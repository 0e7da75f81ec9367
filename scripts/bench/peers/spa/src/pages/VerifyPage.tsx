/** /verify in the peer: the product's code entry card (src/pages/verify.astro) with its VerifyForm island. */
import VerifyForm from '../../../../../../src/islands/auth/VerifyForm.tsx';
import { t } from '../../../../../../src/shared/messages/index.ts';
import { useTitle } from '../shell/useTitle.ts';

/** The one-time code screen. */
export default function VerifyPage() {
  useTitle(t.pages.verifyTitle);
  return (
    <section className="auth" aria-labelledby="verify-title">
      <div className="auth__card">
        <h1 id="verify-title">{t.pages.verifyTitle}</h1>
        <VerifyForm />
      </div>
    </section>
  );
}
