import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ParseKeys } from 'i18next';
import type { ReactElement } from 'react';
import { Trans, type TransProps } from 'react-i18next';
import { useContentText } from '../../i18n/en/content.ts';

// What the content catalogue's texts mark up: bold words and the links between the legal pages.
const markup = {
  strong: <strong />,
  termsLink: <Anchor component={Link} to="/terms-of-services" inherit />,
  privacyLink: <Anchor component={Link} to="/privacy-policy" inherit />,
};

type Props<K extends ParseKeys<'content'>> = {
  i18nKey: K;
  values?: TransProps<K, 'content'>['values'];
  /** Elements of this text's own tags, e.g. `{ email: <Anchor href="mailto:..." /> }`. */
  components?: Record<string, ReactElement>;
};

/** A text of the content catalogue with its markup drawn. */
export function RichText<K extends ParseKeys<'content'>>({ i18nKey, values, components }: Props<K>) {
  const { t } = useContentText();
  return <Trans t={t} i18nKey={i18nKey} values={values} components={{ ...markup, ...components }} />;
}
