// Issue 29: the spin area's tables (filled by its author).
export {};
