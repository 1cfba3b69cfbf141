import '../styles/overlay-styles';
import '@mantine/core/styles/Modal.css';
import { ActionIcon, Button, Group, Modal, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import type { Diamond } from '../../domain/diamond/diamond';
import { illustrationAlt } from '../../domain/diamond/illustration-words';
import { canShowNext, canShowPrevious, diamondIllustrationUrl, mediaItems } from '../../domain/diamond/media';
import classes from './product-details.module.css';

/** The illustration's frame (320 × 240, the media service's drawing), which every item is shown in. */
const FRAME = { width: 320, height: 240 } as const;

/** The stone's 360° video, its illustration and its photo, each called what it is. The parent keys it by diamond,
 * so another stone starts at the first item again. */
export function MediaSlider({ diamond }: { diamond: Diamond }) {
  const items = mediaItems(diamond);
  const [index, setIndex] = useState(0);
  const [videoOpen, setVideoOpen] = useState(false);
  const video = items.find((item) => item.type === 'video');
  const current = items[index] ?? items[0];

  return (
    <div className={classes.media} role="group" aria-roledescription="carousel" aria-label="Pictures of this diamond">
      <div className={classes.mediaStage}>
        {current?.type === 'video' ? (
          // The video item: the stone's illustration under a play button; no video byte is fetched until the shopper opens it.
          <div className={classes.videoItem}>
            <img src={diamondIllustrationUrl(diamond)} alt={illustrationAlt(diamond)} width={FRAME.width} height={FRAME.height} className={classes.mediaItem} fetchPriority="high" />
            <UnstyledButton onClick={() => setVideoOpen(true)} className={classes.playBadge} aria-label={`Play the ${current.label}`}>
              <IconPlayerPlayFilled size={16} aria-hidden /> 360°
            </UnstyledButton>
          </div>
        ) : (
          <img src={current?.src} alt={current?.alt ?? ''} width={FRAME.width} height={FRAME.height} className={classes.mediaItem} fetchPriority="high" />
        )}
      </div>
      <Group justify="space-between" mt="xs" wrap="nowrap">
        <ActionIcon variant="default" onClick={() => setIndex((i) => i - 1)} disabled={!canShowPrevious(index)} aria-label="Previous picture">
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Text size="sm" c="dimmed" ta="center" aria-live="polite" data-testid="media-caption">
          {current?.label} ({index + 1} of {items.length})
        </Text>
        <ActionIcon variant="default" onClick={() => setIndex((i) => i + 1)} disabled={!canShowNext(index, items.length)} aria-label="Next picture">
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {video && (
        <Button variant="light" size="xs" mt="xs" onClick={() => setVideoOpen(true)}>
          Play the 360° video
        </Button>
      )}
      <Modal opened={videoOpen} onClose={() => setVideoOpen(false)} title={video?.label ?? '360° video'} size="lg" centered closeButtonProps={{ 'aria-label': 'Close the 360° video' }}>
        {video && <video src={video.src} autoPlay muted loop playsInline controls preload="auto" width={320} height={320} className={classes.modalVideo} aria-label={video.label} data-testid="video-360" />}
      </Modal>
    </div>
  );
}
