import { useTranslation } from 'react-i18next';
import type { DiamondArtAlias, DiamondImage } from '../../../contract/calls/diamonds.ts';
import styles from './diamonds.module.css';

/** The mall's shipped art, drawn as SVG (no image files to load): one outline per alias on a 48-point grid. */
const paths: Record<DiamondArtAlias, string> = {
  'coin-pouch': 'M18 12h12l-3 6h-6zm3 6c-8 4-11 10-11 15a7 7 0 0 0 7 7h14a7 7 0 0 0 7-7c0-5-3-11-11-15z',
  'coin-chest': 'M8 20a8 8 0 0 1 8-8h16a8 8 0 0 1 8 8v4H8zm0 6h32v14H8zm13 0h6v6h-6z',
  tshirt: 'M17 8 6 14l4 8 5-2v20h18V20l5 2 4-8-11-6a7 7 0 0 1-14 0z',
  cap: 'M8 30a16 16 0 0 1 32 0zm-4 2h40v4H4z',
  umbrella: 'M24 6a18 18 0 0 1 18 18H6A18 18 0 0 1 24 6zm-1 18h2v14a4 4 0 0 1-8 0h2a2 2 0 0 0 4 0z',
  mug: 'M10 12h22v22a6 6 0 0 1-6 6H16a6 6 0 0 1-6-6zm22 4h4a6 6 0 0 1 0 12h-4v-4h4a2 2 0 0 0 0-4h-4z',
  earbuds: 'M14 10a6 6 0 0 1 6 6v20h-4V22a6 6 0 0 1-2-12zm20 0a6 6 0 0 1 2 12v14h-4V16a6 6 0 0 1 2-6z',
  powerbank: 'M14 6h20a4 4 0 0 1 4 4v28a4 4 0 0 1-4 4H14a4 4 0 0 1-4-4V10a4 4 0 0 1 4-4zm12 8-6 11h5l-3 9 8-12h-5z',
};

/** An item's picture: the operator's upload (a content-addressed JPEG), or the shipped art it names. */
export function GoodsArt({ image, size = 64 }: { image: DiamondImage; size?: number }) {
  const { t } = useTranslation('diamonds');
  if ('url' in image) return <img className={styles.art} src={image.url} width={size} height={size} alt="" loading="lazy" />;
  return (
    <svg className={styles.art} width={size} height={size} viewBox="0 0 48 48" role="img" aria-label={t(`art.${image.art}`)}>
      <path d={paths[image.art]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
