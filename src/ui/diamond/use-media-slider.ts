import { useEffect } from 'react';
import { MediaSliderModel } from '../../application/diamond/media-slider.model';
import type { Diamond } from '../../domain/diamond/diamond';
import { useModel, useModelState } from '../rx/use-model';

/** The media slider's model, showing the stone of the page. */
export function useMediaSlider(diamond: Diamond) {
  const model = useModel(MediaSliderModel);
  const state = useModelState(model);
  useEffect(() => model.show(diamond), [model, diamond]);
  return { model, state };
}
