import { Drawer, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { SetTableSearch } from '../../lib/table-search.ts';
import type { TicketsSearch } from '../../lib/staff-table-urls.ts';
import { TicketDetails } from './TicketDetails.tsx';
import { TicketsTable } from './TicketsTable.tsx';
import { useDeskText } from '../../i18n/en/desk.ts';

/** The support desk, the same for admins (/admin/support) and agents (/agent/tickets). */
export function SupportDesk({ title, search, setSearch }: { title: string; search: TicketsSearch; setSearch: SetTableSearch<TicketsSearch> }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const phone = useMediaQuery('(max-width: 48em)');
  const { t } = useDeskText();

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      <TicketsTable search={search} setSearch={setSearch} onOpen={setOpenId} />
      <Drawer
        opened={openId !== null}
        onClose={() => setOpenId(null)}
        position="right"
        size={phone ? '100%' : 'xl'}
        title={openId === null ? '' : t('drawerTitle', { id: openId })}
        styles={{ title: { fontWeight: 700 } }}
        closeButtonProps={{ 'aria-label': t('closeTicket') }}
      >
        {openId !== null && <TicketDetails id={openId} />}
      </Drawer>
    </Stack>
  );
}
