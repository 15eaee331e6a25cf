import {
  actionTypes,
  type TActionType,
  TARGET_MAX_CONDITIONS,
  TARGET_MAX_GROUPS,
  type TCombinator,
  type TFieldConfiguration,
  type TTargetCondition,
  type TTargetField,
  type TTargetRules,
} from '@colophon/contract';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  TagsInput,
  Text,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { DateField } from '@/components/form/date-fields.tsx';
import type { DetailForm } from '@/components/form/use-detail-form.ts';
import { useFieldRange, useFieldSearch } from '@/features/analytics/api/targets.ts';
import { message } from '@/i18n/message.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatDate, formatNumber } from '@/lib/format.ts';

export interface TargetFormValues extends Record<string, unknown> {
  name: string;
  description: string;
  rules: TTargetRules;
}

export const emptyCondition = (field: TTargetField, config?: TFieldConfiguration): TTargetCondition => ({
  field,
  not: false,
  values: config?.kind === 'boolean' ? ['true'] : [],
  min: null,
  max: null,
  from: null,
  to: null,
  lastDays: null,
  actionType: config?.kind === 'action' ? 'ProductViewed' : null,
});

type Form = DetailForm<TargetFormValues>;

/** AND / OR, in words. */
const CombinatorChoice = ({
  value,
  onChange,
  label,
  testId,
}: {
  value: TCombinator;
  onChange: (value: TCombinator) => void;
  label: string;
  testId: string;
}) => {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Text size="sm" id={`${testId}-label`}>
        {label}
      </Text>
      <SegmentedControl
        size="xs"
        value={value}
        onChange={(next) => onChange(next as TCombinator)}
        aria-labelledby={`${testId}-label`}
        data-testid={testId}
        data={[
          { value: 'And', label: t('analytics.rules.and') },
          { value: 'Or', label: t('analytics.rules.or') },
        ]}
      />
    </Group>
  );
};

/** The target's rules: groups of conditions, each condition's values picked by its field's kind. */
export const RulesEditor = ({ detail, fields }: { detail: Form; fields: TFieldConfiguration[] }) => {
  const { t } = useTranslation();
  const { form } = detail;
  const rules = form.getValues().rules;
  const firstField = fields[0];
  const addGroup = () =>
    firstField &&
    form.insertListItem('rules.groups', {
      combinator: 'And',
      conditions: [emptyCondition(firstField.field, firstField)],
    });
  return (
    <Stack gap="sm" data-testid="target-rules">
      {rules.groups.length > 1 && (
        <CombinatorChoice
          value={rules.combinator}
          onChange={(value) => form.setFieldValue('rules.combinator', value)}
          label={t('analytics.rules.groupsCombine')}
          testId="rules-combinator"
        />
      )}
      {rules.groups.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('analytics.rules.everyone')}
        </Text>
      )}
      {rules.groups.map((group, groupIndex) => (
        <Paper
          // biome-ignore lint/suspicious/noArrayIndexKey: groups have no id; their place is who they are.
          key={groupIndex}
          withBorder
          p="sm"
          component="fieldset"
          data-testid="rule-group"
          style={{ borderStyle: 'dashed' }}
        >
          <Group justify="space-between" mb="xs">
            <Text component="legend" fw={600} size="sm">
              {t('analytics.rules.group', { number: groupIndex + 1 })}
            </Text>
            <Group gap="xs">
              {group.conditions.length > 1 && (
                <CombinatorChoice
                  value={group.combinator}
                  onChange={(value) => form.setFieldValue(`rules.groups.${groupIndex}.combinator`, value)}
                  label={t('analytics.rules.conditionsCombine')}
                  testId={`group-combinator-${groupIndex}`}
                />
              )}
              <Button
                size="xs"
                variant="default"
                onClick={() => form.removeListItem('rules.groups', groupIndex)}
                data-testid="remove-group"
              >
                {t('analytics.rules.removeGroup')}
              </Button>
            </Group>
          </Group>
          <Stack gap="xs">
            {group.conditions.map((condition, conditionIndex) => (
              <ConditionRow
                // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no id either.
                key={`${conditionIndex}-${condition.field}`}
                detail={detail}
                fields={fields}
                path={`rules.groups.${groupIndex}.conditions.${conditionIndex}`}
                condition={condition}
                onRemove={() => {
                  if (group.conditions.length === 1) form.removeListItem('rules.groups', groupIndex);
                  else form.removeListItem(`rules.groups.${groupIndex}.conditions`, conditionIndex);
                }}
              />
            ))}
          </Stack>
          {firstField && group.conditions.length < TARGET_MAX_CONDITIONS && (
            <Button
              size="xs"
              variant="light"
              mt="xs"
              onClick={() =>
                form.insertListItem(
                  `rules.groups.${groupIndex}.conditions`,
                  emptyCondition(firstField.field, firstField),
                )
              }
              data-testid="add-condition"
            >
              {t('analytics.rules.addCondition')}
            </Button>
          )}
        </Paper>
      ))}
      {rules.groups.length < TARGET_MAX_GROUPS && (
        <Group>
          <Button variant="default" size="xs" onClick={addGroup} data-testid="add-group">
            {t('analytics.rules.addGroup')}
          </Button>
        </Group>
      )}
    </Stack>
  );
};

const ConditionRow = ({
  detail,
  fields,
  path,
  condition,
  onRemove,
}: {
  detail: Form;
  fields: TFieldConfiguration[];
  path: string;
  condition: TTargetCondition;
  onRemove: () => void;
}) => {
  const { t } = useTranslation();
  const config = fields.find((field) => field.field === condition.field);
  const groups = (['customer', 'behaviour'] as const).map((group) => ({
    group: t(`analytics.rules.fieldGroups.${group}`),
    items: fields
      .filter((field) => field.group === group)
      .map((field) => ({ value: field.field, label: field.label })),
  }));
  return (
    <Paper withBorder p="xs" data-testid="rule-condition" bg="gray.0">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <Select
          label={t('analytics.rules.field')}
          data={groups}
          value={condition.field}
          allowDeselect={false}
          w={240}
          onChange={(value) => {
            const next = fields.find((field) => field.field === value);
            if (next) detail.form.setFieldValue(path, emptyCondition(next.field, next));
          }}
          data-testid="rule-field"
        />
        {config && <ConditionValues detail={detail} path={path} condition={condition} config={config} />}
        <Checkbox
          mt={30}
          label={t('analytics.rules.not')}
          {...detail.field(`${path}.not`, { type: 'checkbox' })}
        />
        <ActionIcon
          mt={26}
          variant="subtle"
          color="red.9"
          onClick={onRemove}
          aria-label={t('analytics.rules.removeCondition')}
          data-testid="remove-condition"
        >
          ✕
        </ActionIcon>
      </Group>
    </Paper>
  );
};

const numberProps = (detail: Form, path: string) => {
  const props = detail.field(path);
  return {
    ...props,
    value: (props.value as number | null) ?? '',
    onChange: (value: string | number) => props.onChange(value === '' ? null : Number(value)),
  };
};

const dayProps = (detail: Form, path: string) => {
  const props = detail.field(path);
  return {
    ...props,
    value: (props.value as string | null) ?? '',
    onChange: (value: string) => props.onChange(value === '' ? null : value),
  };
};

const ConditionValues = ({
  detail,
  path,
  condition,
  config,
}: {
  detail: Form;
  path: string;
  condition: TTargetCondition;
  config: TFieldConfiguration;
}) => {
  const { t } = useTranslation();
  const kind = config.kind;
  const range = useFieldRange(condition.field, kind === 'number' || kind === 'date').data;
  if (kind === 'enum')
    return (
      <MultiSelect
        label={t('analytics.rules.values')}
        data={config.options.map((option) => ({ value: option.id, label: option.label }))}
        w={280}
        {...detail.field(`${path}.values`)}
        data-testid="rule-values"
      />
    );
  if (kind === 'boolean')
    return (
      <Select
        label={t('analytics.rules.value')}
        data={config.options.map((option) => ({ value: option.id, label: option.label }))}
        allowDeselect={false}
        w={140}
        value={condition.values[0] ?? 'true'}
        onChange={(value) => detail.form.setFieldValue(`${path}.values`, value ? [value] : [])}
        error={detail.field(`${path}.values`).error}
        data-testid="rule-boolean"
      />
    );
  if (kind === 'text')
    return (
      <TagsInput
        label={t('analytics.rules.prefixes')}
        description={t('analytics.rules.prefixesHint')}
        w={280}
        {...detail.field(`${path}.values`)}
        data-testid="rule-prefixes"
      />
    );
  if (kind === 'number') {
    const hint =
      typeof range?.min === 'number' && typeof range.max === 'number'
        ? t('analytics.rules.range', {
            min: formatNumber(range.min),
            max: formatNumber(range.max),
            unit: config.unit ?? '',
          })
        : undefined;
    return (
      <Group gap="xs" align="flex-start">
        <NumberInput
          label={t('analytics.rules.min')}
          min={0}
          w={130}
          suffix={config.unit ? ` ${config.unit}` : undefined}
          description={hint}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...numberProps(detail, `${path}.min`)}
          data-testid="rule-min"
        />
        <NumberInput
          label={t('analytics.rules.max')}
          min={0}
          w={130}
          suffix={config.unit ? ` ${config.unit}` : undefined}
          {...numberProps(detail, `${path}.max`)}
          data-testid="rule-max"
        />
      </Group>
    );
  }
  if (kind === 'date')
    return (
      <Group gap="xs" align="flex-start">
        <DateField
          label={t('analytics.rules.from')}
          w={150}
          description={
            typeof range?.min === 'string' && typeof range.max === 'string'
              ? t('analytics.rules.dateRange', { min: formatDate(range.min), max: formatDate(range.max) })
              : undefined
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...dayProps(detail, `${path}.from`)}
          name={`${path}.from`}
        />
        <DateField
          label={t('analytics.rules.to')}
          w={150}
          {...dayProps(detail, `${path}.to`)}
          name={`${path}.to`}
        />
        <NumberInput
          label={t('analytics.rules.lastDays')}
          min={1}
          max={3650}
          w={150}
          {...numberProps(detail, `${path}.lastDays`)}
        />
      </Group>
    );
  if (kind === 'reference')
    return (
      <Group gap="xs" align="flex-start">
        <ReferencePicker
          detail={detail}
          path={`${path}.values`}
          field={condition.field}
          values={condition.values}
        />
        {condition.field !== 'subscription' && <BoughtPeriod detail={detail} path={path} />}
      </Group>
    );
  return (
    <Group gap="xs" align="flex-start">
      <Select
        label={t('analytics.rules.actionType')}
        data={actionTypes.map((type) => ({ value: type, label: actionTypeLabel(type) }))}
        allowDeselect={false}
        w={200}
        {...detail.field(`${path}.actionType`)}
        data-testid="rule-action-type"
      />
      <NumberInput
        label={t('analytics.rules.atLeast')}
        min={1}
        w={110}
        {...numberProps(detail, `${path}.min`)}
      />
      <BoughtPeriod detail={detail} path={path} />
    </Group>
  );
};

export const actionTypeLabel = (type: TActionType) =>
  message(`actionType${type}` as Parameters<typeof message>[0]);

/** The rolling period of bought-book and action rules. */
const BoughtPeriod = ({ detail, path }: { detail: Form; path: string }) => {
  const { t } = useTranslation();
  return (
    <NumberInput
      label={t('analytics.rules.lastDays')}
      min={1}
      max={3650}
      w={150}
      {...numberProps(detail, `${path}.lastDays`)}
    />
  );
};

/** Catalogue values (an author, a category…) searched as one types, the picked ones named. */
const ReferencePicker = ({
  detail,
  path,
  field,
  values,
}: {
  detail: Form;
  path: string;
  field: TTargetField;
  values: string[];
}) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const found = useFieldSearch(field, debounced).data ?? [];
  const [known, setKnown] = useState<Record<string, string>>({});
  const picked = useFieldSearch(field, '', values).data ?? [];
  const labels: Record<string, string> = { ...known };
  for (const option of [...picked, ...found]) labels[option.id] = option.label;
  const data = [
    ...values.map((id) => ({ value: id, label: labels[id] ?? id })),
    ...found
      .filter((option) => !values.includes(option.id))
      .map((option) => ({ value: option.id, label: option.label })),
  ];
  const props = detail.field(path);
  return (
    <MultiSelect
      label={t('analytics.rules.values')}
      placeholder={t('analytics.rules.searchValues')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={debounced ? t('common.noRecords') : undefined}
      data={data}
      w={300}
      {...props}
      onChange={(next: string[]) => {
        setKnown(labels);
        props.onChange(next);
      }}
      data-testid="rule-reference"
    />
  );
};
