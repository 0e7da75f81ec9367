/**
 * Island: /videos/{linkName}/{therapeuticFocus}/{subCatTitle}: video cards and the 'Video' modal (SPEC §2 Videos list),
 * named with the video's title.
 * The first videos are drawn before React (src/islands/first-screen/); the island hydrates after them
 * (`client:painted`), and makes a Watch Full Video tapped on a drawn card again on its own.
 */
import { useStore } from '@nanostores/react';
import { FIRST_SCREEN_VIDEOS } from '../../shared/constants.ts';
import { t } from '../../shared/messages/index.ts';
import { frameSrc } from '../../lib/content-links.ts';
import { $playingVideo, $videos, closeVideo, loadVideos, retryVideos } from '../../stores/media.ts';
import Modal from '../../ui/Modal.tsx';
import { useFirstScreen } from '../first-screen/use-first-screen.ts';
import ListView from './ListView.tsx';
import { usePageParams } from './usePageParams.ts';
import VideoCard, { VIDEO_SANDBOX } from './VideoCard.tsx';
import { useDeferredStore } from '../../ui/useDeferredStore.ts';

/** Reads link name, focus and title from the address, lists the videos and plays a full video in the modal. */
export default function VideoList() {
  const list = useDeferredStore($videos);
  const playing = useStore($playingVideo);
  const params = usePageParams(
    'videos',
    (p) => void loadVideos(p.linkName ?? '', p.therapeuticFocus ?? ''),
    (p) => p.subCatTitle ?? '',
  );
  const full = playing ? frameSrc(playing.link) : undefined;
  // Its page has no layout script: this island binds the shell and takes the place of the videos drawn before React.
  useFirstScreen(list.status === 'ready' || list.status === 'error');

  return (
    <>
      <ListView
        state={list}
        onRetry={() => void retryVideos()}
        label={params?.subCatTitle || t.content.videos}
        className="media-grid"
        itemKey={(video) => video.video_id}
        emptyText={t.content.noVideos}
        skeletonHeight="14rem"
        renderItem={(video, index) => <VideoCard video={video} eager={index < FIRST_SCREEN_VIDEOS} />}
      />
      <Modal
        open={playing !== undefined}
        title={t.content.videoModal}
        label={playing && t.content.videoModalName(playing.title)}
        onClose={closeVideo}
      >
        {playing && full ? (
          <iframe
            className="video__media"
            src={full}
            title={t.content.fullVideo(playing.title)}
            sandbox={VIDEO_SANDBOX}
            allowFullScreen
          />
        ) : null}
      </Modal>
    </>
  );
}
