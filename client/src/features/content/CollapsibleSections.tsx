import { Accordion, Button, Group, ThemeIcon, Typography, type AccordionHeadingOrder } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { useContentText } from '../../i18n/en/content.ts';
import { scrollToId } from '../../lib/scroll.ts';
import classes from './CollapsibleSections.module.css';

export type ContentSection = {
  /** Also the element id, so /page#id opens and scrolls to the section. */
  id: string;
  title: string;
  icon?: Icon;
  /** Shown after the title inside its heading, e.g. a channel count. */
  meta?: ReactNode;
  content: ReactNode;
};

type Props = {
  sections: readonly ContentSection[];
  /** The level of each section's heading, so headings stay in order on every page. */
  order?: AccordionHeadingOrder;
};

/** The collapsible sections of the channel list, guide, privacy and terms pages. */
export function CollapsibleSections({ sections, order = 2 }: Props) {
  const { t } = useContentText();
  const hash = useRouterState({ select: (state) => state.location.hash });
  const linked = sections.some((section) => section.id === hash) ? hash : undefined;
  const [opened, setOpened] = useState<string[]>(() => [linked ?? sections[0]?.id].filter((id) => id !== undefined));

  // A link to /page#section opens that section and brings it into view.
  useEffect(() => {
    if (!linked) return;
    setOpened((current) => (current.includes(linked) ? current : [...current, linked]));
    scrollToId(linked);
  }, [linked]);

  const allOpen = opened.length === sections.length;
  return (
    <div>
      <Group justify="flex-end" gap="xs" mb="sm">
        <Button variant="subtle" size="compact-sm" onClick={() => setOpened(allOpen ? [] : sections.map((section) => section.id))}>
          {allOpen ? t('sections.collapseAll') : t('sections.expandAll')}
        </Button>
      </Group>
      <Accordion
        multiple
        value={opened}
        onChange={setOpened}
        variant="separated"
        radius="md"
        order={order}
        classNames={{ item: classes.item, control: classes.control }}
      >
        {sections.map((section) => (
          <Accordion.Item key={section.id} value={section.id} id={section.id}>
            <Accordion.Control
              icon={
                section.icon && (
                  <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
                    <section.icon size={20} stroke={1.7} />
                  </ThemeIcon>
                )
              }
            >
              <span className={classes.label}>
                <span>{section.title}</span>
                {section.meta}
              </span>
            </Accordion.Control>
            <Accordion.Panel>
              <Typography className={classes.body}>{section.content}</Typography>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </div>
  );
}
