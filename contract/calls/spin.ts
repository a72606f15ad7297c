import { defineCall } from '../define.ts';

// Issue 29: filled by its author (calls of the spin area).
void defineCall;
export const spinCalls = {};
