import { DateField } from '@/components/form/date-fields.tsx';

// Its own module: the calendar (@mantine/dates, dayjs) loads only with the lists that filter by day.
/**
 * A filter of days, from one to another (either open), as `yyyy-mm-dd`, shown DD/MM/YYYY with the UI
 * kit's calendar; each bounds the other.
 */
export const DayRangeFilter = ({
  from,
  to,
  labels,
  onChange,
  testIds,
}: {
  from: string | undefined;
  to: string | undefined;
  labels: { from: string; to: string };
  /** The new range; a day emptied is undefined. */
  onChange: (range: { from: string | undefined; to: string | undefined }) => void;
  testIds?: { from: string; to: string };
}) => (
  <>
    <DateField
      aria-label={labels.from}
      title={labels.from}
      value={from}
      maxDate={to}
      onChange={(value) => onChange({ from: value || undefined, to })}
      w={150}
      data-testid={testIds?.from}
    />
    <DateField
      aria-label={labels.to}
      title={labels.to}
      value={to}
      minDate={from}
      onChange={(value) => onChange({ from, to: value || undefined })}
      w={150}
      data-testid={testIds?.to}
    />
  </>
);
