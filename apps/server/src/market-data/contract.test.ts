import { fileURLToPath } from 'node:url';
import { ManualClock } from '../platform/clock';
import { bundledInstruments } from './instruments';
import { describeMarketDataProviderContract } from './provider-contract';
import { createReplayMarket, loadReplayDirectory } from './replay';
import { createSimulatedMarket } from './simulator';

/** A dozen names across sectors and both tick tables keep the suite fast. */
const SUBSET = bundledInstruments().filter((_, i) => i % 10 === 0 || i === 120);

describeMarketDataProviderContract('simulated exchange', () => {
  // Friday 20 November 2026, 10:17:23 in Tokyo: the morning session is under way.
  const clock = new ManualClock(new Date('2026-11-20T10:17:23+09:00'));
  return { clock, provider: createSimulatedMarket({ clock, seed: 7, instruments: SUBSET }) };
});

const fixtureDirectory = fileURLToPath(new URL('./fixtures/replay', import.meta.url));

describeMarketDataProviderContract('CSV replay', () => {
  const clock = new ManualClock(new Date('2026-03-06T10:00:30+09:00'));
  const provider = createReplayMarket({
    clock,
    series: loadReplayDirectory(fixtureDirectory),
    label: 'Replay of the synthetic test fixture',
    simulated: true,
  });
  return { clock, provider };
});
