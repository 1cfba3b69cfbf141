import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productDetailsPath } from '../../domain/diamond/diamond-id-codec';
import { aDiamond } from '../../../test/doubles/diamond-fixtures';
import { renderShop } from '../test/render-shop';

describe('media slider', () => {
  it("shows a stone without photo or video as its own illustration, called one, and logs once that it has no 360 video", async () => {
    const { logger } = renderShop(productDetailsPath('A'), { diamonds: [aDiamond({ id: 'A', shape: 'Round', size: 1.01, color: 'G' })] });
    const slider = within(await screen.findByRole('group', { name: 'Pictures of this diamond' }));
    expect(slider.getByText('Illustration of a round diamond (1 of 1)')).toBeInTheDocument();
    const picture = slider.getByRole('img', { name: 'Illustration of a 1.01 ct round diamond, color G, drawn to its measurements beside a 1 ct round for scale' });
    expect(picture).toHaveAttribute('src', '/media/diamonds/illustrations/A.svg');
    expect(slider.getByRole('button', { name: 'Previous picture' })).toBeDisabled();
    expect(slider.getByRole('button', { name: 'Next picture' })).toBeDisabled();
    expect(slider.queryByRole('button', { name: /360°/ })).not.toBeInTheDocument();
    expect(slider.queryByText(/photo/i)).not.toBeInTheDocument();
    await waitFor(() => expect(logger.entries.filter((entry) => entry.message === '360 video not available')).toEqual([{ message: '360 video not available', detail: 'A' }]));
  });

  it("shows the supplier's photo after the illustration, called a photo, where the record says the stone has one", async () => {
    const user = userEvent.setup();
    renderShop(productDetailsPath('P'), { diamonds: [aDiamond({ id: 'P', shape: 'Oval', size: 1.2, hasImage: true, imageUrl: 'https://photos.supplier.example/P.jpg' })] });
    const slider = within(await screen.findByRole('group', { name: 'Pictures of this diamond' }));
    expect(slider.getByText('Illustration of an oval diamond (1 of 2)')).toBeInTheDocument();
    await user.click(slider.getByRole('button', { name: 'Next picture' }));
    expect(slider.getByText('Photo of this diamond (2 of 2)')).toBeInTheDocument();
    expect(slider.getByRole('img', { name: 'Photo of this 1.20 ct oval diamond' })).toHaveAttribute('src', 'https://photos.supplier.example/P.jpg');
    expect(slider.getByRole('button', { name: 'Next picture' })).toBeDisabled();
  });

  it("labels the shop's 360° drawing as an illustration of the stone's shape and color band, and plays it in its dialog", async () => {
    const user = userEvent.setup();
    const { logger } = renderShop(productDetailsPath('V'), {
      diamonds: [aDiamond({ id: 'V', shape: 'Oval', color: 'E', imageUrl: '/media/diamonds/oval.svg', hasVideo: true, videoUrl: '/media/videos/diamonds/illustrations/oval-d-f.webm' })],
    });
    const slider = within(await screen.findByRole('group', { name: 'Pictures of this diamond' }));
    const label = '360° video of an oval diamond, color band D–F (illustration)';
    expect(slider.getByText(`${label} (1 of 2)`)).toBeInTheDocument();
    // The first load fetches no video: the stone's illustration stands in until the shopper opens it.
    expect(slider.getByRole('img', { name: /^Illustration of a [\d.]+ ct oval diamond/ })).toHaveAttribute('src', '/media/diamonds/illustrations/V.svg');
    expect(document.querySelector('video')).toBeNull();
    await user.click(slider.getByRole('button', { name: `Play the ${label}` }));
    const dialog = within(await screen.findByRole('dialog', { name: label }));
    const video = dialog.getByLabelText(label);
    expect(video).toHaveAttribute('src', '/media/videos/diamonds/illustrations/oval-d-f.webm');
    expect(video).toHaveProperty('autoplay', true);
    expect(video).toHaveProperty('loop', true);
    await user.click(screen.getByRole('button', { name: 'Close the 360° video' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: label })).not.toBeInTheDocument());
    await user.click(slider.getByRole('button', { name: 'Next picture' }));
    expect(slider.getByText('Illustration of an oval diamond (2 of 2)')).toBeInTheDocument();
    expect(logger.entries.filter((entry) => entry.message === '360 video not available')).toEqual([]);
  });

  it("calls the supplier's film of the stone a video", async () => {
    const user = userEvent.setup();
    renderShop(productDetailsPath('F'), { diamonds: [aDiamond({ id: 'F', hasVideo: true, videoUrl: 'https://v360.supplier.example/F.mp4' })] });
    const slider = within(await screen.findByRole('group', { name: 'Pictures of this diamond' }));
    expect(slider.getByText('360° video of this diamond (1 of 2)')).toBeInTheDocument();
    await user.click(slider.getByRole('button', { name: 'Play the 360° video' }));
    expect(within(await screen.findByRole('dialog', { name: '360° video of this diamond' })).getByLabelText('360° video of this diamond')).toHaveAttribute('src', 'https://v360.supplier.example/F.mp4');
  });
});
