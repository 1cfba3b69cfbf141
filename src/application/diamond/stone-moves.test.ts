import { map } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { EVERY_MOVE } from '../../domain/discovery/diamond-edit';
import { InMemoryRecommendationGateway } from '../../../test/doubles/in-memory-recommendation.gateway';
import { RecordingLogger } from '../../../test/doubles/recording.logger';
import type { TuneRequest } from '../kernel/recommendation.gateway.port';
import { aPage, open, PageDouble, stones } from './product-details.test-support';
import { StoneMoves } from './stone-moves';
import { TuneDiamond } from './tune-diamond.use-case';

describe('the product details page: the tuning session', () => {
  describe('the moves a stone offers', () => {
    it('asks the service, for a stone opened by its address, which moves find a stone, and disables the others before they are pressed', () => {
      const { page, gateway, settle } = aPage({ diamonds: stones.filter((d) => d.id !== 'P') });
      page.open(open('B'));
      settle();
      expect(gateway.tuned.map((request) => [request.diamondId, request.edit])).toEqual([['B', { kind: 'command', command: 'stay' }]]);
      const quality = page.state.panels.find((panel) => panel.type === 'quality')!;
      // B (1.01 ct G VS2 Excellent, $5,600): no cheaper stone, and no stone of every grade as good and one better.
      expect(page.state.panels.map((panel) => [panel.type, panel.buttons.dec.possible, panel.buttons.inc.possible])).toEqual([
        ['price', false, true],
        ['size', false, true],
        ['quality', false, false],
      ]);
      expect(quality.buttons.inc).toEqual({
        possible: false,
        label: 'No higher quality for this search',
        why: "No diamond of this shape in your search has every grade (cut, color, clarity) at least this one's and one higher.",
      });
      page.adjust('quality', 'inc');
      page.adjust('price', 'dec');
      settle();
      expect(gateway.tuned).toHaveLength(1);
      expect(page.state.notice).toBeNull();
    });

    it('takes the moves of a stone reached by a move from the answer, without asking again', () => {
      const { page, gateway, settle } = aPage();
      page.open(open('A'));
      settle();
      page.adjust('price', 'dec');
      settle();
      page.open(open('B'));
      settle();
      expect(page.state.diamond?.id).toBe('B');
      expect(gateway.tuned.map((request) => request.edit.kind === 'command' ? `${request.diamondId} stay` : `${request.diamondId} ${request.edit.kind}`)).toEqual(['A stay', 'A adjust']);
      expect(page.state.panels[0]?.buttons.dec.possible).toBe(false);
    });

    it('offers every move when the service does not say which it offers, and stops asking', () => {
      const { page, gateway, settle } = aPage();
      const tune = gateway.tune.bind(gateway);
      gateway.tune = (request) => tune(request).pipe(map((answer) => ({ ...answer, moves: null })));
      page.open(open('B'));
      settle();
      expect(page.state.panels.every((panel) => panel.buttons.dec.possible && panel.buttons.inc.possible)).toBe(true);
      page.open(open('A'));
      settle();
      expect(gateway.tuned.filter((request) => request.edit.kind === 'command')).toHaveLength(1);
    });
  });
});

describe('StoneMoves', () => {
  const someMoves = (gateway: InMemoryRecommendationGateway) => {
    const page = new PageDouble({ diamond: stones[1]! });
    const asked: TuneRequest[] = [];
    const tune = gateway.tune.bind(gateway);
    gateway.tune = (request) => {
      asked.push(request);
      return tune(request);
    };
    return { page, asked, moves: new StoneMoves(page, new TuneDiamond(gateway, new RecordingLogger())) };
  };
  const tuning = { history: [], future: [], query: null };

  it('offers every move until the service said, then asks once per stone and disables what it refuses', () => {
    const { page, asked, moves } = someMoves(new InMemoryRecommendationGateway(stones.filter((d) => d.id !== 'P')));
    expect(moves.of('B')).toEqual(EVERY_MOVE);
    moves.load(stones[1]!, null);
    expect(asked).toEqual([]);
    moves.load(stones[1]!, tuning);
    moves.load(stones[1]!, tuning);
    expect(asked.map((request) => request.edit)).toEqual([{ kind: 'command', command: 'stay' }]);
    expect([moves.refuses('B', 'price', 'dec'), moves.refuses('B', 'price', 'inc')]).toEqual([true, false]);
    expect(page.state.panels[0]?.buttons.dec.possible).toBe(false);
  });

  it('stops asking once the service answers without the moves', () => {
    const { asked, moves } = someMoves(new InMemoryRecommendationGateway(stones));
    moves.note({ diamond: stones[0]!, state: tuning, moved: false, moves: null });
    moves.load(stones[1]!, tuning);
    expect([asked, moves.refuses('B', 'price', 'dec')]).toEqual([[], false]);
  });
});
