/** One video: its title, then the trailer in a frame (https only) or its thumbnail, and 'Watch Full Video'. */
import { useId } from 'react';
import type { Video } from '../../shared/contract/entities.ts';
import { t } from '../../shared/messages/index.ts';
import { imageUrl } from '../../lib/config.ts';
import { frameSrc } from '../../lib/content-links.ts';
import { textLang } from '../../lib/text-lang.ts';
import { watchFullVideo } from '../../stores/media.ts';
import Button from '../../ui/Button.tsx';

/** What an embedded video frame may do: run the player, reach its own origin, go full screen. */
export const VIDEO_SANDBOX = 'allow-scripts allow-same-origin allow-presentation';

/** Props of VideoCard. */
export interface VideoCardProps {
  video: Video;
  /** A card of the first screenful: its thumbnail loads at once, at high priority; the others lazily. */
  eager?: boolean | undefined;
}

/** Renders a video card; a trailer that is empty, '#' or not https shows the thumbnail instead. */
export default function VideoCard({ video, eager = false }: VideoCardProps) {
  const titleId = useId();
  const trailer = frameSrc(video.trailer_link);
  const thumbnail = imageUrl('videos', video.thumbnail);
  const full = frameSrc(video.link);
  // A tap on the thumbnail (it shows a play sign) also opens the full video; keyboard users have the button.
  const play = full ? () => watchFullVideo(video) : undefined;
  return (
    <article className="video">
      <h2 id={titleId} className="video__title" lang={textLang(video.title)}>
        {video.title}
      </h2>
      {trailer ? (
        <iframe
          className="video__media"
          src={trailer}
          title={t.content.trailer(video.title)}
          loading="lazy"
          sandbox={VIDEO_SANDBOX}
          allowFullScreen
        />
      ) : thumbnail ? (
        // biome-ignore lint/a11y: a pointer shortcut; the 'Watch full video' button beside it is the keyboard path.
        <img
          className={play ? 'video__media video__media--play' : 'video__media'}
          src={thumbnail}
          alt=""
          width={320}
          height={180}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          onClick={play}
        />
      ) : (
        <div className="video__media" />
      )}
      {play ? (
        <Button variant="secondary" aria-describedby={titleId} onClick={play}>
          {t.content.watchFullVideo}
        </Button>
      ) : null}
    </article>
  );
}
