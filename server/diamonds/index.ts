// The diamond mall's public face (contract/calls/diamonds.ts, docs/diamonds.md): its calls, the red dot,
// the console's services (goods, orders), the goods pictures' route and the seed.
export { diamondHandlers } from './handlers.ts';
export { addupWaiting } from './addup.ts';
export { DIAMOND_EXCHANGE_KIND, DIAMOND_REFUND_KIND } from './exchange.ts';
export { NEXT_STATES, orderById, ordersByStatus, setOrderStatus } from './orders.ts';
export { consoleItems, saveItem, type ItemInput } from './manage.ts';
export { registerGoodsImageRoute, storeGoodsImage } from './images.ts';
export { seedDiamondShop, type SeedDiamondShop } from './seed.ts';
