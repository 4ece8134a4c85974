import './print-preview.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { IconPhoto, IconRotate } from '@tabler/icons-react';
import { useState } from 'react';
import { FIELD_LABELS } from './field-labels.ts';
import type { PreviewContent, PreviewFile } from './preview-content.ts';
import { type FileField, PRINT_SIZES } from './print-fields.ts';
import { serviceIcon } from './service-icons.ts';

/** Portrait prints are drawn narrower, so that they fit a phone's screen with room to spare. */
const PORTRAIT_WIDTH: Partial<Record<string, string>> = { flyer: '80%', business_card_vertical: '60%' };

export interface PrintPreviewProps {
  content: PreviewContent;
  files: Partial<Record<FileField, PreviewFile>>;
  /** The link's QR code, when the server has drawn it. */
  qrUrl?: string | null;
}

function FileBox({ field, file, className }: { field: FileField; file: PreviewFile | undefined; className: string }) {
  const { i18n } = useLingui();
  const label = i18n._(FIELD_LABELS[field]);
  if (file?.url) return <img className={className} src={file.url} alt={label} />;
  return (
    <div className={`${className} pz-file-empty`} data-empty={file ? undefined : ''}>
      <IconPhoto aria-hidden className="pz-file-icon" />
      <span className="pz-file-name">{file ? file.name : label}</span>
    </div>
  );
}

function Contact({ content, qrUrl }: { content: PreviewContent; qrUrl?: string | null }) {
  const { t } = useLingui();
  const lines = [content.phone, content.email, content.link].filter(Boolean);
  if (lines.length === 0 && !qrUrl) return null;
  return (
    <div className="pz-contact">
      <div className="pz-contact-lines">
        {lines.map((line) => (
          <span key={line} className="pz-line">
            {line}
          </span>
        ))}
      </div>
      {qrUrl && <img className="pz-qr" src={qrUrl} alt={t`QR code of the website address`} />}
    </div>
  );
}

function Services({ content, columns }: { content: PreviewContent; columns: number }) {
  if (content.services.length === 0) return null;
  return (
    <ul className="pz-services" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
      {content.services.map((service) => {
        const Icon = serviceIcon(service.icon);
        return (
          <li key={service.text}>
            <Icon aria-hidden className="pz-service-icon" />
            <span>{service.text}</span>
          </li>
        );
      })}
    </ul>
  );
}

function Person({ content }: { content: PreviewContent }) {
  const person = [content.name, content.surname].filter(Boolean).join(' ');
  return (
    <>
      {person && <span className="pz-person">{person}</span>}
      {content.companyName && <span className="pz-company">{content.companyName}</span>}
    </>
  );
}

function Address({ content }: { content: PreviewContent }) {
  if (content.address.length === 0) return null;
  return (
    <div className="pz-address">
      {content.address.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </div>
  );
}

/** One printed face, drawn at the product's proportions. */
function Face({ children, subtype, side }: { children: React.ReactNode; subtype: string; side?: string }) {
  return (
    <div className={`pz-face pz-${subtype}${side ? ` pz-side-${side}` : ''}`} data-side={side}>
      {children}
    </div>
  );
}

function FlyerFront({ content, files, qrUrl }: PrintPreviewProps) {
  return (
    <Face subtype="flyer" side="front">
      {content.fields.includes('coverImage') && (
        <FileBox field="coverImage" file={files.coverImage} className="pz-cover" />
      )}
      <div className="pz-head">
        <FileBox field="logo" file={files.logo} className="pz-logo" />
        <Person content={content} />
      </div>
      {content.shortDescription && <p className="pz-short">{content.shortDescription}</p>}
      <Contact content={content} qrUrl={qrUrl} />
    </Face>
  );
}

function FlyerBack({ content, files }: PrintPreviewProps) {
  return (
    <Face subtype="flyer" side="back">
      <div className="pz-head">
        <FileBox field="logo" file={files.logo} className="pz-logo pz-logo-small" />
        {content.companyName && <span className="pz-company">{content.companyName}</span>}
      </div>
      <Services content={content} columns={2} />
      {content.longDescription && <p className="pz-long">{content.longDescription}</p>}
      <Contact content={content} />
    </Face>
  );
}

function Layout({ content, files, qrUrl }: PrintPreviewProps) {
  const shows = (field: string) => content.fields.includes(field);
  switch (content.subtype) {
    case 'business_card_horizontal':
      return (
        <Face subtype={content.subtype}>
          <div className="pz-card-main">
            {shows('logo') && <FileBox field="logo" file={files.logo} className="pz-logo" />}
            <div className="pz-card-text">
              <Person content={content} />
              <Contact content={content} />
            </div>
          </div>
          <Services content={content} columns={4} />
        </Face>
      );
    case 'business_card_vertical':
      return (
        <Face subtype={content.subtype}>
          {shows('logo') && <FileBox field="logo" file={files.logo} className="pz-logo" />}
          <Person content={content} />
          <Contact content={content} />
          <Services content={content} columns={1} />
        </Face>
      );
    case 'billboard':
      return (
        <Face subtype={content.subtype}>
          {shows('image') && <FileBox field="image" file={files.image} className="pz-cover pz-billboard-image" />}
          <div className="pz-wide-text">
            <FileBox field="logo" file={files.logo} className="pz-logo" />
            <div className="pz-card-text">
              <Person content={content} />
              <Contact content={content} qrUrl={qrUrl} />
              <Address content={content} />
            </div>
          </div>
        </Face>
      );
    default:
      // Banner and sticker: logo beside the company, contact and address or services.
      return (
        <Face subtype={content.subtype}>
          <div className="pz-wide-text">
            {shows('logo') && <FileBox field="logo" file={files.logo} className="pz-logo" />}
            <div className="pz-card-text">
              <Person content={content} />
              <Contact content={content} qrUrl={qrUrl} />
              <Address content={content} />
            </div>
          </div>
          <Services content={content} columns={3} />
        </Face>
      );
  }
}

/**
 * The live preview: the print drawn at its real proportions from what is typed (docs/decisions/0175); the
 * flyer turns between its front and back. Print is paper: always light, whatever the app's scheme.
 */
export function PrintPreview(props: PrintPreviewProps) {
  const { t, i18n } = useLingui();
  const [side, setSide] = useState<'front' | 'back'>('front');
  const size = PRINT_SIZES[props.content.subtype];
  const flyer = props.content.subtype === 'flyer';
  const width = i18n.number(size.width);
  const height = i18n.number(size.height);
  const caption = flyer ? (side === 'front' ? t`Preview of the front` : t`Preview of the back`) : t`Preview`;
  return (
    <figure className="pz-preview" aria-label={caption} data-subtype={props.content.subtype}>
      <div
        className="pz-frame"
        style={{
          aspectRatio: `${size.width} / ${size.height}`,
          maxWidth: PORTRAIT_WIDTH[props.content.subtype] ?? '100%',
        }}
      >
        <div className={`pz-flip${flyer && side === 'back' ? ' pz-flipped' : ''}`}>
          {flyer ? (
            <>
              <div className="pz-flip-face" aria-hidden={side !== 'front'} inert={side !== 'front'}>
                <FlyerFront {...props} />
              </div>
              <div className="pz-flip-face pz-flip-back" aria-hidden={side !== 'back'} inert={side !== 'back'}>
                <FlyerBack {...props} />
              </div>
            </>
          ) : (
            <Layout {...props} />
          )}
        </div>
      </div>
      <figcaption>
        <Group justify="space-between" gap="xs" mt={6} wrap="wrap">
          <Text size="sm" c="dimmed">
            {caption} ·{' '}
            <Trans>
              {width} × {height} mm
            </Trans>
          </Text>
          {flyer && (
            <Button
              variant="default"
              h={44}
              leftSection={<IconRotate size={18} aria-hidden />}
              onClick={() => setSide(side === 'front' ? 'back' : 'front')}
            >
              {side === 'front' ? t`Show the back` : t`Show the front`}
            </Button>
          )}
        </Group>
      </figcaption>
    </figure>
  );
}
