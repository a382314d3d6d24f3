import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useAuthText } from '../../i18n/en/auth.ts';
import { CardPage } from '../../components/CardPage.tsx';

type Props = { step: 1 | 2 | 3; title: string; description: ReactNode; icon: ReactNode; children: ReactNode };

/** The frame of the three password-reset screens: which step, what to do, the form. */
export function ResetLayout({ step, title, description, icon, children }: Props) {
  const { t } = useAuthText();
  return (
    <CardPage size={480} icon={icon} eyebrow={t('reset.step', { step })} title={title} description={description}>
      {children}
      <Group justify="center">
        <Anchor component={Link} to="/login" size="sm" fw={600}>
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('reset.backToLogin')}
          </Group>
        </Anchor>
      </Group>
    </CardPage>
  );
}
