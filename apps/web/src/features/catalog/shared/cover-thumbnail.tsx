import { Box } from '@mantine/core';
import { useState } from 'react';
import { apiUrl } from '@/lib/api.ts';

/** A product's cover as the lists show it; a grey placeholder when it has none. */
export const CoverThumbnail = ({
  productId,
  title,
  width = 32,
}: {
  productId: number;
  /** Empty when the title shows beside it. */
  title?: string;
  width?: number;
}) => {
  const [missing, setMissing] = useState(false);
  const height = Math.round(width * 1.5);
  if (missing) return <Box w={width} h={height} bg="gray.2" style={{ borderRadius: 2 }} aria-hidden />;
  return (
    <img
      src={apiUrl(`/Common/Catalog/Cover?productId=${productId}&size=thumbnail`)}
      alt={title ?? ''}
      width={width}
      height={height}
      loading="lazy"
      style={{ objectFit: 'cover', borderRadius: 2, display: 'block' }}
      onError={() => setMissing(true)}
    />
  );
};
