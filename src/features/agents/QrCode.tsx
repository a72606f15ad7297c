import { encode } from 'uqr';
import { useMemo } from 'react';
import agents from './agents.module.css';
import { qrPath, qrViewBox } from './qr.ts';

/**
 * The invite link as a QR code: uqr builds the matrix (error correction M: a printed or photographed
 * code still reads with 15% damaged), qr.ts draws it as one path with its quiet zone. Its own chunk
 * (SharePage loads it lazily), so neither the lobby nor the dashboard carries the encoder.
 */
export default function QrCode({ text, label }: { text: string; label: string }) {
  const { path, size } = useMemo(() => {
    const qr = encode(text, { ecc: 'M', border: 0 });
    return { path: qrPath(qr.data), size: qr.size };
  }, [text]);
  return (
    <svg className={agents.qrImage} viewBox={qrViewBox(size)} role="img" aria-label={label} data-testid="invite-qr" data-modules={size}>
      <path d={path} fill="#000" />
    </svg>
  );
}
