import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CardPage } from '../../components/CardPage.tsx';

type Props = { step: 1 | 2 | 3; title: string; description: ReactNode; icon: ReactNode; children: ReactNode };

/** The frame of the three password-reset screens: which step, what to do, the form. */
export function ResetLayout({ step, title, description, icon, children }: Props) {
  return (
    <CardPage size={480} icon={icon} eyebrow={`Step ${step} of 3`} title={title} description={description}>
      {children}
      <Group justify="center">
        <Anchor component={Link} to="/login" size="sm" fw={600}>
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            Back to login
          </Group>
        </Anchor>
      </Group>
    </CardPage>
  );
}
