import './i18n.ts';
import '../../shared/rewards/i18n.ts';
import { useParams } from 'react-router';
import { ScratchCardPage } from './ScratchCardPage.tsx';
import { ScratchListPage } from './ScratchListPage.tsx';

/** /scratch-cards (the player's cards, the cards on sale with their odds, the prizes) and /scratch-cards/<id> (one card), one chunk. */
export default function ScratchRoutes() {
  const rest = useParams()['*'] ?? '';
  return rest === '' ? <ScratchListPage /> : <ScratchCardPage key={rest} cardId={Number(rest)} />;
}
