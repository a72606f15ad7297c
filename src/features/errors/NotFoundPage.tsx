import { NotFound } from './NotFound.tsx';

/** Unmatched paths (spec §8): the route table's `*` and /error/404. */
export default function NotFoundPage() {
  return <NotFound />;
}
