import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';

/**
 * A QR code of `text` drawn as an image (the qrcode package, loaded when first needed), with the
 * error correction a printed code on a booth wants (M: a quarter of it may be smudged or glared).
 */
export function QrCode({ text, label, size = 240 }: { text: string; label: string; size?: number }) {
  const [source, setSource] = useState<string>();
  useEffect(() => {
    let current = true;
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: size * 2 }).then((url) => {
        if (current) setSource(url);
      }),
    );
    return () => {
      current = false;
    };
  }, [text, size]);
  return (
    <Box
      component="img"
      src={source}
      alt={label}
      width={size}
      height={size}
      sx={{ display: 'block', width: size, height: size, bgcolor: 'common.white', imageRendering: 'pixelated' }}
    />
  );
}
