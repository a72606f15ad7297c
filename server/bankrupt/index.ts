// The bankruptcy gift's public face (contract/calls/bankrupt.ts, docs/bankrupt.md): its two calls.
export { bankruptHandlers } from './handlers.ts';
