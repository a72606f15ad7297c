// The tasks area's public face (contract/calls/tasks.ts, docs/tasks.md): its calls, and the `task` red
// dot refreshData sends. It keeps no tables: progress is read from other areas' read models and what
// was claimed is the rewards engine's grants.
export { taskHandlers } from './handlers.ts';
export { taskRedDot } from './info.ts';
