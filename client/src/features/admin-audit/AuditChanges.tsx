import { Anchor, Collapse, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import { diffValues, fieldLabel, showValue, type Change } from './diff.ts';
import classes from './AuditChanges.module.css';

const SHOWN = 2;
const LONGEST = 120;

const clip = (text: string) => (text.length > LONGEST ? `${text.slice(0, LONGEST)}…` : text);

function ChangeLine({ change }: { change: Change }) {
  const before = showValue(change.before);
  const after = showValue(change.after);
  return (
    <Text size="xs" className={classes.line}>
      <span className={classes.field} title={change.field}>
        {fieldLabel(change.field)}
      </span>{' '}
      {change.before !== undefined && (
        <>
          <del className={classes.before} title={before}>
            {clip(before)}
          </del>{' '}
          <span aria-hidden>→</span>
          <span className={classes.srOnly}>changed to</span>{' '}
        </>
      )}
      <ins className={classes.after} title={after}>
        {clip(after)}
      </ins>
    </Text>
  );
}

/** The before/after of an audit row as a compact diff: two lines, the rest on expand. */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const [expanded, toggle] = useDisclosure(false);
  const id = useId();
  const changes = diffValues(before, after);
  if (changes.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        No field changes
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
            {expanded ? 'Show less' : `Show all ${changes.length} changes`}
          </Anchor>
        </>
      )}
    </Stack>
  );
}
