/** The privacy notice's sections (what, why, how long, rights, the grievance officer), shared by the dialog and Settings. */
import { t } from '../../shared/messages/index.ts';

/** Props: the grievance officer's name and e-mail (from the server's configuration). */
export interface NoticeTextProps {
  officer: { name: string; email: string };
}

/** The notice's text. */
export default function NoticeText({ officer }: NoticeTextProps) {
  const n = t.privacyNotice;
  return (
    <div className="privacy-notice">
      <h3>{n.collectedTitle}</h3>
      <p>{n.collected}</p>
      <h3>{n.howLongTitle}</h3>
      <p>{n.howLong}</p>
      <h3>{n.rightsTitle}</h3>
      <p>{n.rights}</p>
      <h3>{n.officerTitle}</h3>
      <p>
        {officer.name}, <a href={`mailto:${officer.email}`}>{officer.email}</a>
      </p>
    </div>
  );
}
