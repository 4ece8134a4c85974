import './print-preview.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { IconPhoto, IconQrcode, IconRotate } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState } from 'react';
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

function Contact({ content, qrUrl, qr }: { content: PreviewContent; qrUrl?: string | null; qr?: boolean }) {
  const { t, i18n } = useLingui();
  const lines = [content.phone, content.email, content.link].filter(Boolean);
  // A print with a link keeps the QR code's place while the link is empty or still being checked.
  const qrPlace = qr && !qrUrl && content.fields.includes('link');
  if (lines.length === 0 && !qrUrl && !qrPlace) {
    // Nothing typed yet: the print shows where the phone or e-mail goes.
    const wanted = (['phone', 'email'] as const).filter((field) => content.fields.includes(field));
    if (wanted.length === 0) return null;
    return (
      <div className="pz-contact">
        <div className="pz-contact-lines">
          {wanted.map((field) => (
            <span key={field} className="pz-line pz-placeholder">
              {i18n._(FIELD_LABELS[field])}
            </span>
          ))}
        </div>
      </div>
    );
  }
  return (
    <div className="pz-contact">
      <div className="pz-contact-lines">
        {lines.map((line) => (
          <span key={line} className="pz-line">
            {line}
          </span>
        ))}
      </div>
      {qr && qrUrl && <img className="pz-qr" src={qrUrl} alt={t`QR code of the website address`} />}
      {qrPlace && (
        <span className="pz-qr pz-qr-empty">
          <IconQrcode aria-hidden />
        </span>
      )}
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
  const { i18n } = useLingui();
  const person = [content.name, content.surname].filter(Boolean).join(' ');
  const printsPerson = content.fields.includes('name') || content.fields.includes('surname');
  const printsCompany = content.fields.includes('companyName');
  return (
    <>
      {person ? (
        <span className="pz-person">{person}</span>
      ) : (
        printsPerson && (
          <span className="pz-person pz-placeholder">
            {[
              content.fields.includes('name') && i18n._(FIELD_LABELS.name),
              content.fields.includes('surname') && i18n._(FIELD_LABELS.surname),
            ]
              .filter(Boolean)
              .join(' ')}
          </span>
        )
      )}
      {content.companyName ? (
        <span className="pz-company">{content.companyName}</span>
      ) : (
        printsCompany && <span className="pz-company pz-placeholder">{i18n._(FIELD_LABELS.companyName)}</span>
      )}
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

/** The smallest share of its set size a print's text may shrink to, to fit what is typed on the piece. */
const SMALLEST_FIT = 0.4;

/**
 * One printed face, drawn at the product's proportions. Its type is set in container units (the face scales with
 * the screen as a whole, like a picture of the print), and shrinks as a whole when what is typed would not fit the
 * piece: a long company name makes the print's type smaller, never the page wider.
 */
function Face({
  children,
  subtype,
  side,
  fitKey,
}: {
  children: React.ReactNode;
  subtype: string;
  side?: string;
  fitKey: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fitKey stands for what the face draws.
  useLayoutEffect(() => {
    const face = ref.current;
    if (!face || face.clientWidth === 0) return;
    const fits = (fit: number) => {
      face.style.setProperty('--pz-fit', String(fit));
      return face.scrollHeight <= face.clientHeight + 1 && face.scrollWidth <= face.clientWidth + 1;
    };
    // While measuring, names keep their words whole: a long one makes the type smaller rather than being split
    // mid-word; only if it is still too long at the smallest size does it break.
    face.dataset.measuring = '';
    if (!fits(1)) {
      let low = SMALLEST_FIT;
      let high = 1;
      for (let i = 0; i < 7; i++) {
        const middle = (low + high) / 2;
        if (fits(middle)) low = middle;
        else high = middle;
      }
      fits(low);
    }
    delete face.dataset.measuring;
  }, [fitKey]);
  return (
    <div ref={ref} className={`pz-face pz-${subtype}${side ? ` pz-side-${side}` : ''}`} data-side={side}>
      {children}
    </div>
  );
}

/** What a face draws, as one string: the face fits its type again when it changes. */
function fitKeyOf({ content, files, qrUrl }: PrintPreviewProps): string {
  return JSON.stringify([content, Object.keys(files), Boolean(qrUrl)]);
}

function FlyerFront({ content, files, qrUrl }: PrintPreviewProps) {
  return (
    <Face subtype="flyer" side="front" fitKey={fitKeyOf({ content, files, qrUrl })}>
      {content.fields.includes('coverImage') && (
        <FileBox field="coverImage" file={files.coverImage} className="pz-cover" />
      )}
      <div className="pz-head">
        <FileBox field="logo" file={files.logo} className="pz-logo" />
        <Person content={content} />
      </div>
      {content.shortDescription && <p className="pz-short">{content.shortDescription}</p>}
      <Contact content={content} qrUrl={qrUrl} qr />
    </Face>
  );
}

function FlyerBack({ content, files }: PrintPreviewProps) {
  return (
    <Face subtype="flyer" side="back" fitKey={fitKeyOf({ content, files })}>
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
        <Face subtype={content.subtype} fitKey={fitKeyOf({ content, files, qrUrl })}>
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
        <Face subtype={content.subtype} fitKey={fitKeyOf({ content, files, qrUrl })}>
          {shows('logo') && <FileBox field="logo" file={files.logo} className="pz-logo" />}
          <Person content={content} />
          <Contact content={content} />
          <Services content={content} columns={1} />
        </Face>
      );
    case 'billboard':
      return (
        <Face subtype={content.subtype} fitKey={fitKeyOf({ content, files, qrUrl })}>
          {shows('image') && <FileBox field="image" file={files.image} className="pz-cover pz-billboard-image" />}
          <div className="pz-wide-text">
            <FileBox field="logo" file={files.logo} className="pz-logo" />
            <div className="pz-card-text">
              <Person content={content} />
              <Contact content={content} qrUrl={qrUrl} qr />
              <Address content={content} />
            </div>
          </div>
        </Face>
      );
    default:
      // Banner and sticker: logo beside the company, contact and address or services.
      return (
        <Face subtype={content.subtype} fitKey={fitKeyOf({ content, files, qrUrl })}>
          <div className="pz-wide-text">
            {shows('logo') && <FileBox field="logo" file={files.logo} className="pz-logo" />}
            <div className="pz-card-text">
              <Person content={content} />
              <Contact content={content} qrUrl={qrUrl} qr />
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
        data-subtype={props.content.subtype}
        style={{
          aspectRatio: `${size.width} / ${size.height}`,
          // A screen may cap the print's height (--pz-max-height): a tall flyer leaves room for the form.
          width: `min(${PORTRAIT_WIDTH[props.content.subtype] ?? '100%'}, calc(var(--pz-max-height, 100vh) * ${size.width / size.height}))`,
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
