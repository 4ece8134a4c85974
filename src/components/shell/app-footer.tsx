import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { publicConfigQuery } from '#src/lib/config/public-config-query.ts';

/** The footer of the user's region: its terms, privacy and marketing-consent documents and the club's address. */
export function AppFooter({ regionId, decor }: { regionId: number; decor: boolean }) {
  const { t } = useLingui();
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
              {country && ` · ${country.name}`}
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
