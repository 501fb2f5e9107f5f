import { useState } from 'react';
import { Badge, Button, CloseButton, Group, Select, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { filterOperators, type ColumnDefinition, type TableFilter } from './columns.ts';

interface FilterBarProps<Row> {
  columns: ColumnDefinition<Row>[];
  filters: TableFilter[];
  onChange(filters: TableFilter[]): void;
}

/** Adds a filter on a filterable column (its type's operators) and lists those applied, each removable. */
export function FilterBar<Row>({ columns, filters, onChange }: FilterBarProps<Row>) {
  const { t } = useLingui();
  const filterable = columns.filter((column) => column.allowFiltering && column.filterType);
  const [key, setKey] = useState<string | null>(filterable[0]?.key ?? null);
  const column = filterable.find((each) => each.key === key);
  const type = column?.filterType ?? 'text';
  const [operator, setOperator] = useState<string | null>(filterOperators[type][0] ?? null);
  const [value, setValue] = useState('');

  const add = () => {
    if (!column || !operator || value.trim() === '') return;
    const primaryValue = type === 'number' ? Number(value) : value.trim();
    onChange([
      ...filters,
      {
        type,
        key: column.key,
        operator,
        primaryValue,
        ...(column.isDateTimeOffset ? { isDateTimeOffset: true } : {}),
      },
    ]);
    setValue('');
  };

  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <Select
        label={t`Column`}
        data={filterable.map((each) => ({ value: each.key, label: each.title }))}
        value={key}
        onChange={(next) => {
          setKey(next);
          const nextType = filterable.find((each) => each.key === next)?.filterType ?? 'text';
          setOperator(filterOperators[nextType][0] ?? null);
        }}
        allowDeselect={false}
      />
      <Select
        label={t`Operator`}
        data={[...filterOperators[type]]}
        value={operator}
        onChange={setOperator}
        allowDeselect={false}
      />
      <TextInput
        label={t`Value`}
        type={type === 'number' ? 'number' : type === 'date' ? 'date' : 'text'}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') add();
        }}
      />
      <Button onClick={add} variant="default">
        <Trans>Add filter</Trans>
      </Button>
      {filters.map((filter, index) => (
        <Badge
          key={`${filter.key}-${index}`}
          variant="light"
          rightSection={
            <CloseButton
              size="xs"
              aria-label={t`Remove filter`}
              onClick={() => onChange(filters.filter((_, at) => at !== index))}
            />
          }
        >
          {`${columns.find((each) => each.key === filter.key)?.title ?? filter.key} ${filter.operator} ${filter.primaryValue}`}
        </Badge>
      ))}
    </Group>
  );
}
