import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productDetailsPath } from '../../domain/diamond/diamond-id-codec';
import { aDiamond } from '../../infrastructure/in-memory/diamond-fixtures';
import { renderShop } from '../test/render-shop';

describe('media slider', () => {
  it("steps through the stock image and the photo, and logs once that the stone has no 360 video", async () => {
    const user = userEvent.setup();
    const { logger } = renderShop(productDetailsPath('A'), { diamonds: [aDiamond({ diamond_id: 'A' })] });
    const slider = within(await screen.findByRole('group', { name: 'Pictures of this diamond' }));
    expect(slider.getByText('Round diamond (1 of 2)')).toBeInTheDocument();
    expect(slider.getByRole('button', { name: 'Previous picture' })).toBeDisabled();
    await user.click(slider.getByRole('button', { name: 'Next picture' }));
    expect(slider.getByText('Photo of this diamond (2 of 2)')).toBeInTheDocument();
    expect(slider.getByRole('button', { name: 'Next picture' })).toBeDisabled();
    expect(slider.queryByRole('button', { name: '360° view' })).not.toBeInTheDocument();
    await waitFor(() => expect(logger.entries.filter((entry) => entry.message === '360 video not available')).toEqual([{ message: '360 video not available', detail: 'A' }]));
  });

  it('opens the 360° view of a stone with a video', async () => {
    const user = userEvent.setup();
    const { logger } = renderShop(productDetailsPath('V'), { diamonds: [aDiamond({ diamond_id: 'V', has_video_file: true, video_url: '/media/v.mp4' })] });
    const slider = within(await screen.findByRole('group', { name: 'Pictures of this diamond' }));
    expect(slider.getByText('360° video (1 of 3)')).toBeInTheDocument();
    await user.click(slider.getByRole('button', { name: '360° view' }));
    expect(await screen.findByRole('dialog', { name: '360° view' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close the 360° view' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '360° view' })).not.toBeInTheDocument());
    expect(logger.entries.filter((entry) => entry.message === '360 video not available')).toEqual([]);
  });

  it('shows the video item without loading it, and plays it in the 360° view', async () => {
    const user = userEvent.setup();
    renderShop(productDetailsPath('V'), { diamonds: [aDiamond({ diamond_id: 'V', shape: 'Oval', image_file_url: '/media/diamonds/oval.svg', has_video_file: true, video_url: '/media/videos/diamonds/oval.webm' })] });
    const slider = within(await screen.findByRole('group', { name: 'Pictures of this diamond' }));
    // The first load fetches no video: the shape's picture stands in until the shopper opens it.
    expect(slider.getByRole('img', { name: 'Oval diamond' })).toHaveAttribute('src', '/media/diamonds/oval.svg');
    expect(document.querySelector('video')).toBeNull();
    await user.click(slider.getByRole('button', { name: 'Play the 360° view' }));
    const dialog = within(await screen.findByRole('dialog', { name: '360° view' }));
    const video = dialog.getByLabelText('360° view of this Oval diamond');
    expect(video).toHaveAttribute('src', '/media/videos/diamonds/oval.webm');
    expect(video).toHaveProperty('autoplay', true);
    expect(video).toHaveProperty('loop', true);
  });
});
