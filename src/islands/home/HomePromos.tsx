/** The member's own banners of /home (SPEC §2 Home, §5): feedback banner, campaign poster and brand panel. */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { t } from '../../shared/messages/index.ts';
import { imageUrl, inPageLanguage } from '../../lib/config.ts';
import { $homeExtras } from '../../stores/home.ts';
import { useFirstScreenImage } from '../../ui/useFirstScreenImage.ts';

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** An image under the grid: it loads once the first screen has painted and it comes near (useFirstScreenImage). */
function PromoImage({
  src,
  alt,
  ...rest
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  onError?: () => void;
}) {
  const loading = useFirstScreenImage(src, 'below-fold');
  return <img alt={alt} {...rest} decoding="async" {...loading} />;
}

/** Renders the parts whose links come from the member's data; each is left out when it has nothing to show. */
export default function HomePromos() {
  const extras = useStore($homeExtras);
  // The brand panel's file is named after the focus (docs/CONTENT.md): a focus added without one shows no panel, and
  // one without its Hindi or Nepali file shows the English one.
  const [missingBrandImages, setMissingBrandImages] = useState<string[]>([]);
  const brandImage = extras.brandImages.find((src) => !missingBrandImages.includes(src));
  return (
    <div className="promos">
      {extras.feedbackHref ? (
        <a className="banner" href={extras.feedbackHref} {...NEW_TAB}>
          <PromoImage
            src={imageUrl('banners', inPageLanguage('feedback.svg'))}
            width={640}
            height={160}
            alt={`${t.homeExtras.feedback} ${t.common.newTab}`}
          />
        </a>
      ) : null}
      {extras.campaignHref ? (
        <a className="banner" href={extras.campaignHref} {...NEW_TAB}>
          <PromoImage
            src={imageUrl('banners', inPageLanguage('campaign.svg'))}
            width={640}
            height={240}
            alt={`${t.homeExtras.campaign} ${t.common.newTab}`}
          />
        </a>
      ) : null}
      {brandImage ? (
        <PromoImage
          key={brandImage}
          className="brand-panel"
          src={brandImage}
          width={480}
          height={320}
          alt={t.homeExtras.brandPanel(extras.focus)}
          onError={() => setMissingBrandImages((missing) => [...missing, brandImage])}
        />
      ) : null}
    </div>
  );
}
