import { IconCertificate, IconLock, IconRefresh, IconTruckDelivery } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './trust-signals.module.css';

/** What the shop promises every order, each point a line of the trust block. */
export type TrustPoint = 'secure' | 'cards' | 'gia' | 'shipping' | 'returns';

export const ALL_TRUST_POINTS: readonly TrustPoint[] = ['secure', 'cards', 'gia', 'shipping', 'returns'];
/** Beside a stone: what comes with it. */
export const STONE_TRUST_POINTS: readonly TrustPoint[] = ['gia', 'shipping', 'returns'];

/** The cards the card provider takes, as their logos read. */
export const ACCEPTED_CARDS = ['Visa', 'Mastercard', 'American Express', 'Discover'] as const;

const ICON = { size: 22, stroke: 1.5, 'aria-hidden': true } as const;

const POINTS: Readonly<Record<Exclude<TrustPoint, 'cards'>, { icon: ReactNode; title: string; text: string }>> = {
  secure: { icon: <IconLock {...ICON} />, title: 'Secure payment', text: 'Encrypted checkout; your card details go to our payment provider only.' },
  gia: { icon: <IconCertificate {...ICON} />, title: 'GIA certified', text: 'Every diamond comes with its GIA grading report.' },
  shipping: { icon: <IconTruckDelivery {...ICON} />, title: 'Free insured shipping', text: 'Fully insured, signed for on delivery.' },
  returns: { icon: <IconRefresh {...ICON} />, title: 'Free 14-day returns', text: 'Not the one? Send it back within 14 days for a full refund.' },
};

/** The four card marks, drawn small in their brands' colors (no picture to fetch). */
function CardLogo({ card }: { card: (typeof ACCEPTED_CARDS)[number] }) {
  const frame = <rect x="0.5" y="0.5" width="39" height="25" rx="4" fill="#fff" stroke="#c9d2dc" />;
  switch (card) {
    case 'Visa':
      return (
        <svg viewBox="0 0 40 26" width="40" height="26" role="img" aria-label="Visa">
          {frame}
          <text x="20" y="17.5" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="11" fontWeight="700" fontStyle="italic" fill="#1a1f71">
            VISA
          </text>
        </svg>
      );
    case 'Mastercard':
      return (
        <svg viewBox="0 0 40 26" width="40" height="26" role="img" aria-label="Mastercard">
          {frame}
          <circle cx="16" cy="13" r="7" fill="#eb001b" />
          <circle cx="24" cy="13" r="7" fill="#f79e1b" fillOpacity="0.9" />
        </svg>
      );
    case 'American Express':
      return (
        <svg viewBox="0 0 40 26" width="40" height="26" role="img" aria-label="American Express">
          <rect x="0.5" y="0.5" width="39" height="25" rx="4" fill="#1f72cd" />
          <text x="20" y="16.5" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="8.5" fontWeight="700" fill="#fff">
            AMEX
          </text>
        </svg>
      );
    case 'Discover':
      return (
        <svg viewBox="0 0 40 26" width="40" height="26" role="img" aria-label="Discover">
          {frame}
          <text x="17" y="16" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="6.6" fontWeight="700" fill="#231f20">
            DISC
          </text>
          <circle cx="29" cy="13" r="3.6" fill="#f48120" />
        </svg>
      );
  }
}

/**
 * What the shop promises, in one block used wherever a shopper decides: beside a stone (GIA, shipping, returns), on
 * the bag and on the checkout's steps (all five: secure payment and the cards taken too). `compact` leaves out each
 * point's sentence.
 */
export function TrustSignals({ points = ALL_TRUST_POINTS, compact = false, className }: { points?: readonly TrustPoint[]; compact?: boolean; className?: string }) {
  return (
    <ul className={`${classes.list}${className ? ` ${className}` : ''}`} aria-label="Our promise" data-testid="trust-signals">
      {points.map((point) =>
        point === 'cards' ? (
          <li key={point} className={`${classes.point} ${classes.cardsPoint}`}>
            <span className={classes.title}>Cards we take</span>
            <span className={classes.cards} role="list" aria-label="Cards we take">
              {ACCEPTED_CARDS.map((card) => (
                <span key={card} role="listitem">
                  <CardLogo card={card} />
                </span>
              ))}
            </span>
          </li>
        ) : (
          <li key={point} className={classes.point}>
            <span className={classes.icon}>{POINTS[point].icon}</span>
            <span>
              <span className={classes.title}>{POINTS[point].title}</span>
              {!compact && <span className={classes.text}>{POINTS[point].text}</span>}
            </span>
          </li>
        ),
      )}
    </ul>
  );
}
