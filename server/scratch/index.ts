// Issue 29: the scratch area's public face (filled by its author).
export const scratchHandlers = {};
