import '../styles/overlay-styles';
import '@mantine/core/styles/Modal.css';
import { ActionIcon, Button, Group, Modal, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import type { Diamond } from '../../domain/diamond/diamond';
import { canShowNext, canShowPrevious, mediaItems } from '../../domain/diamond/media';
import classes from './product-details.module.css';

/** Video, stock image and photo of the stone. The parent keys it by diamond, so another stone starts at the first
 * item again. */
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
          // The video item: the shape's picture under a play button; no video byte is fetched until the shopper opens it.
          <div className={classes.videoItem}>
            <img src={diamond.image_file_url} alt={`${diamond.shape} diamond`} width={220} height={220} className={classes.mediaItem} fetchPriority="high" />
            <UnstyledButton onClick={() => setVideoOpen(true)} className={classes.playBadge} aria-label="Play the 360° view">
              <IconPlayerPlayFilled size={16} aria-hidden /> 360°
            </UnstyledButton>
          </div>
        ) : (
          <img src={current?.src} alt={current?.label ?? ''} width={220} height={220} className={classes.mediaItem} fetchPriority="high" />
        )}
      </div>
      <Group justify="space-between" mt="xs">
        <ActionIcon variant="default" onClick={() => setIndex((i) => i - 1)} disabled={!canShowPrevious(index)} aria-label="Previous picture">
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Text size="sm" c="dimmed" aria-live="polite">
          {current?.label} ({index + 1} of {items.length})
        </Text>
        <ActionIcon variant="default" onClick={() => setIndex((i) => i + 1)} disabled={!canShowNext(index, items.length)} aria-label="Next picture">
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {video && (
        <Button variant="light" size="xs" mt="xs" onClick={() => setVideoOpen(true)}>
          360° view
        </Button>
      )}
      <Modal opened={videoOpen} onClose={() => setVideoOpen(false)} title="360° view" size="lg" centered closeButtonProps={{ 'aria-label': 'Close the 360° view' }}>
        {video && <video src={video.src} autoPlay muted loop playsInline controls preload="auto" width={320} height={320} className={classes.modalVideo} aria-label={`360° view of this ${diamond.shape} diamond`} data-testid="video-360" />}
      </Modal>
    </div>
  );
}
