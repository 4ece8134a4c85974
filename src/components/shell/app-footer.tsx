import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { publicConfigQuery } from '#src/lib/config/public-config-query.ts';

/** A country in the reader's language from its ISO code (the region's slug); the server's English name otherwise. */
export function countryName(slug: string, fallback: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(slug.toUpperCase()) ?? fallback;
  } catch {
    return fallback;
  }
}

/** The footer of the user's region: its terms, privacy and marketing-consent documents and the club's address. */
export function AppFooter({ regionId, decor }: { regionId: number; decor: boolean }) {
  const { t, i18n } = useLingui();
  const { data: config } = useQuery(publicConfigQuery());
  const settings = config?.regional_settings[String(regionId)];
  const country = config?.countries.find((c) => c.id === regionId);
  return (
    <footer className="app-footer">
      <Container size="lg" py="lg">
        {settings && (
          <Stack gap="sm">
            <Group component="ul" className="footer-links" gap="xs" aria-label={t`Club documents`}>
              <li>
                <Anchor href={settings.links.terms} target="_blank" rel="noopener">
                  {t`Terms and conditions`}
                </Anchor>
              </li>
              {decor && settings.links.decor_terms && (
                <li>
                  <Anchor href={settings.links.decor_terms} target="_blank" rel="noopener">
                    {t`Decor terms and conditions`}
                  </Anchor>
                </li>
              )}
              {settings.links.commercial_rules && (
                <li>
                  <Anchor href={settings.links.commercial_rules} target="_blank" rel="noopener">
                    {t`Commercial rules`}
                  </Anchor>
                </li>
              )}
              <li>
                <Anchor href={settings.links.privacy} target="_blank" rel="noopener">
                  {t`Privacy`}
                </Anchor>
              </li>
              <li>
                <Anchor href={settings.links.marketing_consent} target="_blank" rel="noopener">
                  {t`Marketing consent`}
                </Anchor>
              </li>
            </Group>
            <Text component="address" size="sm" className="footer-address">
              {settings.company_address}
              {country && ` · ${countryName(country.slug, country.name, i18n.locale)}`}
            </Text>
          </Stack>
        )}
        <Text size="sm" c="dimmed" mt="sm">
          <Trans>Installer Club</Trans>
        </Text>
      </Container>
    </footer>
  );
}
