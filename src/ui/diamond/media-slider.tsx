import '@mantine/core/styles/Modal.css';
import { ActionIcon, Button, Group, Modal, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { Diamond } from '../../domain/diamond/diamond';
import { mediaItems } from '../../domain/diamond/media';
import classes from './product-details.module.css';
import { useMediaSlider } from './use-media-slider';

/** Video, stock image and photo of the stone. The parent keys it by diamond, so another stone starts at the first
 * item again. */
export function MediaSlider({ diamond }: { diamond: Diamond }) {
  const { model, state } = useMediaSlider(diamond);
  // Until the model shows this stone (its first effect), the stone's own items.
  const items = state.items.length > 0 ? state.items : mediaItems(diamond);
  const { index, video, videoOpen } = state;
  const current = items[index] ?? items[0];

  return (
    <div className={classes.media} role="group" aria-roledescription="carousel" aria-label="Pictures of this diamond">
      <div className={classes.mediaStage}>
        {current?.type === 'video' ? (
          <video src={current.src} autoPlay muted loop playsInline className={classes.mediaItem} aria-label={current.label} />
        ) : (
          <img src={current?.src} alt={current?.label ?? ''} width={220} height={220} className={classes.mediaItem} />
        )}
      </div>
      <Group justify="space-between" mt="xs">
        <ActionIcon variant="default" onClick={() => model.previous()} disabled={!state.canShowPrevious} aria-label="Previous picture">
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Text size="sm" c="dimmed" aria-live="polite">
          {current?.label} ({index + 1} of {items.length})
        </Text>
        <ActionIcon variant="default" onClick={() => model.next()} disabled={!state.canShowNext} aria-label="Next picture">
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {video && (
        <Button variant="light" size="xs" mt="xs" onClick={() => model.openVideo()}>
          360° view
        </Button>
      )}
      <Modal opened={videoOpen} onClose={() => model.closeVideo()} title="360° view" size="lg" centered closeButtonProps={{ 'aria-label': 'Close the 360° view' }}>
        {video && <video src={video.src} autoPlay muted loop playsInline controls style={{ width: '100%' }} />}
      </Modal>
    </div>
  );
}
