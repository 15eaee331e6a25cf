import { Box } from '@mantine/core';
import { useState } from 'react';
import { apiUrl } from '@/lib/api.ts';

/** A product's cover as the lists show it; a grey placeholder when it has none. */
export const CoverThumbnail = ({
  url,
  title,
  width = 32,
}: {
  /** The cover's address as the API answers it (signed, so that a hidden product's cover loads too). */
  url: string;
  /** Empty when the title shows beside it. */
  title?: string;
  width?: number;
}) => {
  const [missing, setMissing] = useState(false);
  const height = Math.round(width * 1.5);
  if (missing) return <Box w={width} h={height} bg="gray.2" style={{ borderRadius: 2 }} aria-hidden />;
  return (
    <img
      src={apiUrl(url)}
      alt={title ?? ''}
      width={width}
      height={height}
      loading="lazy"
      style={{ objectFit: 'cover', borderRadius: 2, display: 'block' }}
      onError={() => setMissing(true)}
    />
  );
};
