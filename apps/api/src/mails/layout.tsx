import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';

// The frame every Amparo mail shares: Spanish, the brand magenta, one column
// that reads on a phone. Inline styles only: mail clients ignore stylesheets.
const BRAND = '#D6007E';

const styles = {
  body: {
    backgroundColor: '#F5F5F5',
    fontFamily: 'Arial, Helvetica, sans-serif',
    margin: 0,
    padding: '24px 0',
  },
  container: { backgroundColor: '#FFFFFF', borderRadius: '8px', maxWidth: '560px', padding: '32px 24px' },
  brand: { color: BRAND, fontSize: '22px', fontWeight: 700, margin: '0 0 24px' },
  heading: { color: '#1A1A1A', fontSize: '20px', lineHeight: '28px', margin: '0 0 16px' },
  text: { color: '#1A1A1A', fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  muted: { color: '#5C5C5C', fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' },
  button: {
    backgroundColor: BRAND,
    borderRadius: '6px',
    color: '#FFFFFF',
    display: 'inline-block',
    fontSize: '16px',
    fontWeight: 700,
    padding: '12px 20px',
    textDecoration: 'none',
  },
  code: { color: '#1A1A1A', fontSize: '32px', fontWeight: 700, letterSpacing: '6px', margin: '8px 0 24px' },
};

export function MailLayout(props: { preview: string; heading: string; children: ReactNode }) {
  return (
    <Html lang="es">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>Amparo</Text>
          <Heading as="h1" style={styles.heading}>
            {props.heading}
          </Heading>
          {props.children}
          <Hr />
          <Text style={styles.muted}>Amparo Seguros · Este correo se ha enviado de forma automática.</Text>
        </Container>
      </Body>
    </Html>
  );
}

export const Paragraph = (props: { children: ReactNode }) => (
  <Text style={styles.text}>{props.children}</Text>
);

export const Note = (props: { children: ReactNode }) => <Text style={styles.muted}>{props.children}</Text>;

/** A call to action: the address is also written out, for clients that do not show buttons. */
export function Action(props: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Link href={props.href} style={styles.button}>
        {props.children}
      </Link>
      {/* The plain-text part already shows the address next to the link. */}
      <Text style={{ ...styles.muted, marginTop: '8px' }} data-skip-in-text="true">
        Si el botón no funciona, copia esta dirección en tu navegador: {props.href}
      </Text>
    </Section>
  );
}

/** A code shown large in the HTML; the plain-text part has it in the sentence before. */
export const Code = (props: { children: ReactNode }) => (
  <Text style={styles.code} data-skip-in-text="true">
    {props.children}
  </Text>
);
