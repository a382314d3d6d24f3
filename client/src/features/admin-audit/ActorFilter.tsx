import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { useSettingsText } from '../../i18n/en/settings.ts';

export type Actor = { id: number; label: string };

/** Picks who acted, searched on the server by name or e-mail (thousands of users: no full list). */
export function ActorFilter({ value, onChange }: { value: Actor | null; onChange: (actor: Actor | null) => void }) {
  const { t } = useSettingsText();
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  // While an actor is chosen the box shows its label: no point searching for that text.
  const term = value && search === value.label ? '' : debounced;
  // Staff act most: their matches come first, then customers' (the users list keeps them apart).
  const staff = useQuery(trpc.users.list.queryOptions({ page: 1, pageSize: 10, search: term, kind: 'staff' }, { placeholderData: keepPreviousData }));
  const customers = useQuery(trpc.users.list.queryOptions({ page: 1, pageSize: 10, search: term }, { placeholderData: keepPreviousData }));
  const searching = staff.isFetching || customers.isFetching;

  const options: { value: string; label: string }[] = [...(staff.data?.items ?? []), ...(customers.data?.items ?? [])].map((user) => ({
    value: String(user.id),
    label: t('audit.actorOption', { name: user.name, role: t(`audit.roleWords.${user.role}`) }),
  }));
  if (value && !options.some((option) => option.value === String(value.id))) options.unshift({ value: String(value.id), label: value.label });

  return (
    <Select
      aria-label={t('audit.byActor')}
      placeholder={t('audit.anyActor')}
      searchable
      clearable
      filter={({ options: all }) => all}
      data={options}
      value={value ? String(value.id) : null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id, option) => onChange(id && option ? { id: Number(id), label: option.label } : null)}
      nothingFoundMessage={searching ? t('audit.searching') : t('audit.noUser')}
      w={{ base: '100%', xs: 220 }}
    />
  );
}
