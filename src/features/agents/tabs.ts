/** The dashboard's tabs, chosen by `?tabActive=` (spec §2); anything else is the overview. */
export const agentTabs = ['overview', 'team', 'log', 'rewards'] as const;
export type AgentTab = (typeof agentTabs)[number];

export function parseTab(value: string | null): AgentTab {
  return agentTabs.find((tab) => tab === value) ?? 'overview';
}

/** The query after choosing `tab`: other parameters kept, the overview written out too (a shared link says what it shows). */
export function withTab(search: string, tab: AgentTab): string {
  const query = new URLSearchParams(search);
  query.set('tabActive', tab);
  return `?${query.toString()}`;
}
