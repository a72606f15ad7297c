// Issue 29: the spin area's public face (filled by its author).
export const spinHandlers = {};
