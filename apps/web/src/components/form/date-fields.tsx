import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/fr';
import 'dayjs/locale/en-gb';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useTranslation } from '@/i18n/use-translation.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar's language: French, or British English (weeks start on Monday in both). */
const calendarLocale = (language: string) => (language === 'en' ? 'en-gb' : 'fr');

const validDay = (year: number, month: number, day: number) => {
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
};

/**
 * A date typed as staff write it: `25/12/2026` (also `25.12.2026`, `25-12-2026`, a two-digit year
 * as 20xx), or the ISO `2026-12-25`; with `withTime`, an optional ` 14:30` after it. Answers the
 * picker's value (`YYYY-MM-DD`, or `YYYY-MM-DD HH:mm:ss`), null when it is not a real day.
 */
export const parseTypedDate = (text: string, withTime = false): string | null => {
  const trimmed = text.trim();
  const french = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:[ T]+(\d{1,2})[:h](\d{2}))?$/.exec(trimmed);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[ T]+(\d{1,2}):(\d{2})(?::\d{2})?)?$/.exec(trimmed);
  let year: number;
  let month: number;
  let day: number;
  let time: [string | undefined, string | undefined];
  if (french) {
    day = Number(french[1]);
    month = Number(french[2]);
    year = french[3]?.length === 2 ? 2000 + Number(french[3]) : Number(french[3]);
    time = [french[4], french[5]];
  } else if (iso) {
    year = Number(iso[1]);
    month = Number(iso[2]);
    day = Number(iso[3]);
    time = [iso[4], iso[5]];
  } else return null;
  if (!validDay(year, month, day)) return null;
  const date = `${year}-${pad(month)}-${pad(day)}`;
  if (!withTime) return date;
  const hours = Number(time[0] ?? 0);
  const minutes = Number(time[1] ?? 0);
  if (hours > 23 || minutes > 59) return null;
  return `${date} ${pad(hours)}:${pad(minutes)}:00`;
};

/*
 * The visible input carries the field's name as `data-field` (React strips a `name` the picker does
 * not pass to it; its hidden ISO copy is left unnamed): the save bar, the comparison of a 409 and
 * the focus on an error find the field and its label by it (`fieldSelector`).
 */
type FieldProps = Omit<
  DateInputProps,
  'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser'
> & {
  /** `YYYY-MM-DD` (a date field) or `YYYY-MM-DDTHH:mm` (a date-time field, local time); empty for none. */
  value?: string | null | undefined;
  /** The same shape as `value`, empty when cleared. */
  onChange?: (value: string) => void;
};

/**
 * A day, shown and typed DD/MM/YYYY in both languages (SPEC §1), with the UI kit's calendar in the
 * console's language — never the browser's own date input, which follows the browser's language
 * (mm/dd/yyyy in an English browser). Its value is the ISO day (`2026-12-25`), empty for none.
 */
export const DateField = ({ value, onChange, name, ...props }: FieldProps) => {
  const { t, i18n } = useTranslation();
  return (
    <DateInput
      locale={calendarLocale(i18n.language)}
      firstDayOfWeek={1}
      valueFormat="DD/MM/YYYY"
      placeholder={t('common.datePlaceholder')}
      dateParser={(text) => parseTypedDate(text)}
      clearable={!props.required}
      {...props}
      data-field={name}
      value={value || null}
      onChange={(day) => onChange?.(day ?? '')}
    />
  );
};

/**
 * A day and a time, DD/MM/YYYY HH:mm in both languages, with the UI kit's calendar. Its value keeps
 * the `datetime-local` shape the forms already hold (`2026-12-25T14:30`, local time), empty for none.
 */
export const DateTimeField = ({ value, onChange, name, ...props }: FieldProps) => {
  const { t, i18n } = useTranslation();
  return (
    <DateInput
      locale={calendarLocale(i18n.language)}
      firstDayOfWeek={1}
      withTime
      valueFormat="DD/MM/YYYY HH:mm"
      placeholder={t('common.dateTimePlaceholder')}
      dateParser={(text) => parseTypedDate(text, true)}
      clearable={!props.required}
      {...props}
      data-field={name}
      value={value ? `${value.replace('T', ' ').slice(0, 16)}:00` : null}
      onChange={(moment) => onChange?.(moment ? moment.replace(' ', 'T').slice(0, 16) : '')}
    />
  );
};
