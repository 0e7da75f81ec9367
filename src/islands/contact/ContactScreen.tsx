/** Island: Contact Us (SPEC §2): the priority message form and the list of the member's managers. */
import { t } from '../../shared/messages/index.ts';
import ContactForm from './ContactForm.tsx';
import ManagerList from './ManagerList.tsx';

/** The form first (the page's first interaction), then the managers. */
export default function ContactScreen() {
  return (
    <div className="contact">
      <ContactForm />
      <section aria-labelledby="managers-title">
        <h2 id="managers-title" className="sub-title">
          {t.contact.managers}
        </h2>
        <ManagerList />
      </section>
    </div>
  );
}
