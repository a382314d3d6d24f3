import { Anchor, Collapse, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { AuditRefs } from '@nimbus/shared/audit';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { readableChanges, type ReadableChange, type Shown } from './diff.ts';
import classes from './AuditChanges.module.css';
import { useSettingsText } from '../../i18n/en/settings.ts';

const SHOWN = 2;
const LONGEST = 120;

const clip = (text: string) => (text.length > LONGEST ? `${text.slice(0, LONGEST)}…` : text);

/** A value; a person is a link to their row in the users table, their e-mail on hover. */
function Value({ shown }: { shown: Shown }) {
  const { person } = shown;
  if (!person) return clip(shown.text);
  return (
    <Anchor
      renderRoot={(props) => <Link {...props} to="/admin/users" search={{ kind: person.role === 'USER' ? 'customers' : 'staff', q: person.email }} />}
      inherit
      title={person.email}
    >
      {clip(shown.text)}
    </Anchor>
  );
}

function ChangeLine({ change }: { change: ReadableChange }) {
  const { t } = useSettingsText();
  return (
    <Text size="xs" className={classes.line}>
      <span className={classes.field} title={change.field}>
        {change.label}:
      </span>{' '}
      {change.before !== undefined && (
        <>
          <del className={classes.before} title={change.before.text}>
            <Value shown={change.before} />
          </del>{' '}
          <span aria-hidden>→</span>
          <span className={classes.srOnly}>{t('audit.changedTo')}</span>{' '}
        </>
      )}
      {change.context ? (
        <span title={change.after.text}>
          <Value shown={change.after} />
        </span>
      ) : (
        <ins className={classes.after} title={change.after.text}>
          <Value shown={change.after} />
        </ins>
      )}
    </Text>
  );
}

/** The before/after of an audit row as a compact diff: two lines, the rest on expand. */
export function AuditChanges({ before, after, refs }: { before: unknown; after: unknown; refs: AuditRefs }) {
  const { t } = useSettingsText();
  const [expanded, toggle] = useDisclosure(false);
  const id = useId();
  const changes = readableChanges(before, after, refs);
  if (changes.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        {t('audit.noChanges')}
      </Text>
    );
  }
  const rest = changes.slice(SHOWN);
  return (
    <Stack gap={2} maw={380}>
      {changes.slice(0, SHOWN).map((change) => (
        <ChangeLine key={change.field} change={change} />
      ))}
      {rest.length > 0 && (
        <>
          <Collapse expanded={expanded} id={id}>
            <Stack gap={2}>
              {rest.map((change) => (
                <ChangeLine key={change.field} change={change} />
              ))}
            </Stack>
          </Collapse>
          <Anchor component="button" type="button" size="xs" onClick={toggle.toggle} aria-expanded={expanded} aria-controls={id} ta="left">
            {expanded ? t('audit.showLess') : t('audit.showAll', { number: changes.length })}
          </Anchor>
        </>
      )}
    </Stack>
  );
}
