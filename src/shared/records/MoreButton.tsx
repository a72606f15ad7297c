import { Button } from '../ui/Button.tsx';

/** "More" under a paged record (usePagedRecords, or shared/rewards' usePaged): shown while pages remain. */
export function MoreButton({ pager, label, block = false }: { pager: { hasMore: boolean; busy: boolean; more(): void }; label: string; block?: boolean }) {
  if (!pager.hasMore) return null;
  return (
    <Button variant="secondary" size={block ? 'md' : 'sm'} block={block} busy={pager.busy} onClick={pager.more}>
      {label}
    </Button>
  );
}
