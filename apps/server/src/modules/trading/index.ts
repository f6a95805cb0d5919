/**
 * What other modules and app.ts may use of trading (they import this file, never the module's
 * inner files). Funding's member-centre figures value open positions at the trading settings;
 * fund records name a position by its order number; the demo seed opens the demo's position;
 * copy trading reads a leader's history and positions (history.ts).
 */
export { registerTradingRoutes } from './routes';
export { tradingService, type TradingService } from './customer-service';
export { tradingOperatorService, type TradingOperatorService } from './operator-service';
export { createTradingEngine, type TradingEngine } from './engine';
export {
  OPEN_POSITION_FIGURES_SQL,
  REALIZED_NET_SQL,
  openPositionFiguresFrom,
  valueFigures,
  valueOpenPositions,
  type OpenPositionFigures,
  type Valuation,
} from './valuation';
export { readTradingSettings } from './settings';
export { sessionClock } from './sessions';
export { positionOrderNo } from './repo';
export {
  positionStatus,
  positionsOpenedSince,
  tradingHistories,
  type OpenedPosition,
  type TradingHistory,
} from './history';
export { openAllotmentPosition, type Allotment } from './allotments';
export { demoPositionOpenedAt, seedDemoPosition, type DemoMarket } from './demo-seed';
