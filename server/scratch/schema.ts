// Issue 29: the scratch area's tables (filled by its author).
export {};
