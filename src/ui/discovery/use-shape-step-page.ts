import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ChooseShape } from '../../application/discovery/choose-shape.use-case';
import { ShopByStore } from '../../application/discovery/shop-by.store.port';
import { DEFAULT_SHAPE, SHAPES, SHAPE_DESCRIPTIONS, isHotShape, shapeImageUrl, trendScore, type Shape } from '../../domain/diamond/shapes';
import { useInjection } from '../di/use-injection';

export function useShapeStepPage() {
  const chooseShape = useInjection(ChooseShape);
  const store = useInjection(ShopByStore);
  const navigate = useNavigate();
  const [selected, setSelected] = useState<Shape>(() => store.readShapeFilter() ?? DEFAULT_SHAPE);
  const shapes = useMemo(
    () =>
      SHAPES.map((shape) => ({
        shape,
        description: SHAPE_DESCRIPTIONS[shape],
        trend: trendScore(shape),
        hot: isHotShape(shape),
        imageUrl: shapeImageUrl(shape),
      })),
    [],
  );
  const proceed = useCallback(() => {
    chooseShape.execute(selected).subscribe({ complete: () => navigate('/shop-by-size/step1') });
  }, [chooseShape, selected, navigate]);
  return { shapes, selected, select: setSelected, proceed };
}
