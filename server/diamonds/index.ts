// The diamond mall's public face (contract/calls/diamonds.ts, docs/diamonds.md): its calls, the red dot,
// the console's services (goods, orders), the goods pictures' route and the seed.
export { diamondHandlers } from './handlers.ts';
export { addupWaiting } from './addup.ts';
export { DIAMOND_EXCHANGE_KIND, DIAMOND_REFUND_KIND } from './exchange.ts';
// The purchase other areas sell through (scratch cards: their card issued by the hook, in its transaction).
export { purchase, type ExchangeItemRow, type ExchangeRow, type IssueHook, type Purchase } from './exchange.ts';
export { itemsOfKind } from './items.ts';
export { addressKey, deliveryAddressKeys } from './addresses.ts';
export { NEXT_STATES, orderById, ordersByStatus, setOrderStatus } from './orders.ts';
export { consoleAddups, consoleItems, saveAddup, saveItem, type AddupInput, type ItemInput } from './manage.ts';
export { registerGoodsImageRoute, storeGoodsImage } from './images.ts';
export { seedDiamondShop, type SeedDiamondShop } from './seed.ts';
