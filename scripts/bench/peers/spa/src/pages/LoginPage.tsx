/** / in the peer: the product's login card (src/pages/index.astro) with its LoginForm and LanguageSwitch islands. */
import LoginForm from '../../../../../../src/islands/auth/LoginForm.tsx';
import LanguageSwitch from '../../../../../../src/islands/layout/LanguageSwitch.tsx';
import { t } from '../../../../../../src/shared/messages/index.ts';
import { useTitle } from '../shell/useTitle.ts';

/** The login screen. */
export default function LoginPage() {
  useTitle(t.pages.loginTitle);
  return (
    <section className="auth" aria-labelledby="login-title">
      <div className="auth__card">
        <h1 id="login-title">{t.pages.loginTitle}</h1>
        <p className="muted">{t.pages.loginIntro}</p>
        <LoginForm />
        <LanguageSwitch />
      </div>
    </section>
  );
}
