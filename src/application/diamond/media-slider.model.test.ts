import { describe, expect, it } from 'vitest';
import { aDiamond } from '../../infrastructure/in-memory/diamond-fixtures';
import { RecordingLogger } from '../../infrastructure/in-memory/recording.logger';
import { MediaSliderModel } from './media-slider.model';

describe('the media slider model', () => {
  it('shows the video, the stock image and the photo one at a time, from the first', () => {
    const model = new MediaSliderModel(new RecordingLogger());
    model.show(aDiamond({ diamond_id: 'D1', has_video_file: true, video_url: '/v.mp4', has_image_file: true }));
    expect(model.state.items.map((item) => item.type)).toEqual(['video', 'image', 'image']);
    expect(model.state).toMatchObject({ index: 0, canShowPrevious: false, canShowNext: true });
    model.previous();
    expect(model.state.index).toBe(0);
    model.next();
    model.next();
    model.next();
    expect(model.state).toMatchObject({ index: 2, canShowPrevious: true, canShowNext: false });
    model.openVideo();
    expect(model.state.videoOpen).toBe(true);
    model.closeVideo();
    expect(model.state.videoOpen).toBe(false);
  });

  it("logs '360 video not available' once for a stone without a video, and opens no 360° view", () => {
    const logger = new RecordingLogger();
    const model = new MediaSliderModel(logger);
    const stone = aDiamond({ diamond_id: 'D2', has_video_file: false, video_url: '' });
    model.show(stone);
    model.show(stone);
    model.openVideo();
    expect(logger.entries).toEqual([expect.objectContaining({ message: '360 video not available', detail: 'D2' })]);
    expect(model.state.videoOpen).toBe(false);
  });

  it('logs nothing for a stone with a video', () => {
    const logger = new RecordingLogger();
    new MediaSliderModel(logger).show(aDiamond({ has_video_file: true, video_url: '/v.mp4' }));
    expect(logger.entries).toEqual([]);
  });
});
