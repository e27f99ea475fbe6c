import type { InvoicesSent } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { countrySupport, currencySymbolFor, formatMoney, totalToPayOf, ukMobileToE164 } from '@clubroom/domain/rules';
import type { Outbox } from '../../platform/jobs/outbox.js';
import { AppError, notFound } from '../../platform/errors.js';
import { plainTextEmail } from '../../platform/mail/plain-text-email.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { InvoiceRow, InvoicesRepository } from './invoices.repository.js';

const texts = messages.invoices;

export interface InvoicesDeps {
  repo: InvoicesRepository;
  /** Emails (and SMS) queued in one transaction: all of them sent once it commits, or none. */
  send: (work: (outbox: Outbox) => Promise<void>) => Promise<void>;
  /** Whether an SMS sender is configured (the dev outbox, or a provider). */
  smsAvailable: boolean;
}

type Club = Pick<ResolvedClub, 'id' | 'name' | 'currency'>;

const payUrlOf = (order: InvoiceRow, origin: string) => new URL(`/order/${order.uuid}/pay`, origin).toString();
const moneyOf = (club: Club) => (minor: number) => formatMoney(minor, currencySymbolFor(club.currency));

/** The invoice's SMS (SMS Invoices on): the amount and the link to pay, to the parent's UK mobile; null for none. */
function invoiceSms(club: Club, order: InvoiceRow, origin: string) {
  const to = order.mobile ? ukMobileToE164(order.mobile) : null;
  if (!to) return null;
  return { to, body: texts.sms(club.name, moneyOf(club)(totalToPayOf(order)), payUrlOf(order, origin)) };
}

function invoiceEmail(club: Club, order: InvoiceRow, origin: string, what: string) {
  const email = texts.email;
  const payUrl = payUrlOf(order, origin);
  const money = moneyOf(club);
  // What the card will be charged: the credit spent and the fee passed on as lines of their own (the order page's).
  const credit = order.creditApplied > 0 ? [`${messages.credit.line}: ${money(-order.creditApplied)}`] : [];
  const fee = order.passingOnFee > 0 ? [`${messages.paymentOutcomes.platformFee}: ${money(order.passingOnFee)}`] : [];
  const breakdown = credit.length + fee.length > 0 ? [email.order(money(order.total)), ...credit, ...fee, ''] : [];
  return plainTextEmail(
    order.email,
    email.subject(club.name),
    [
      email.intro(order.firstName),
      '',
      ...(order.customLines
        ? [
            email.due(club.name, money(totalToPayOf(order)), what),
            '',
            ...order.customLines.map((line) => email.dueLine(line.description, money(line.amount))),
          ]
        : [email.body(club.name, money(totalToPayOf(order)), what)]),
      '',
      ...breakdown,
      `${email.button}: ${payUrl}`,
    ].join('\n'),
    messages.bookingEmails.signOff(club.name),
  );
}

/** Each invoice emailed, and with the Health Check's SMS Invoices on (where the region has SMS) also texted. */
async function sendAll(deps: InvoicesDeps, club: Club, origin: string, rows: InvoiceRow[], what: string) {
  const smsInvoices = await deps.repo.smsInvoices(club.id);
  const bySms = smsInvoices.on && deps.smsAvailable && countrySupport(smsInvoices.country).supportsSms;
  await deps.send(async (outbox) => {
    for (const row of rows) {
      // Also in the parent's inbox at the club.
      await outbox.email({
        ...invoiceEmail(club, row, origin, what),
        inbox: { clubId: club.id, userId: row.parentUserId },
      });
      const sms = bySms ? invoiceSms(club, row, origin) : null;
      if (sms) await outbox.sms(sms);
    }
  });
  return { sent: rows.length, orderIds: rows.map((r) => r.orderId) };
}

/** One order waiting for payment, emailed to its parent as an invoice (409 for any other order). */
export async function sendOrderInvoice(
  deps: InvoicesDeps,
  club: Club,
  origin: string,
  orderId: number,
): Promise<InvoicesSent> {
  const order = await deps.repo.order(club.id, orderId);
  if (!order) throw notFound('Order');
  if (order.status !== 'pending' || order.total <= 0) throw new AppError('CONFLICT', texts.notPending);
  return sendAll(deps, club, origin, [order], `order ${order.orderId}`);
}

/** Invoice by term: every order of the term still waiting for payment, each emailed to its parent. */
export async function sendTermInvoices(
  deps: InvoicesDeps,
  club: Club,
  origin: string,
  termId: number,
): Promise<InvoicesSent> {
  if (!(await deps.repo.termExists(club.id, termId))) throw notFound('Term');
  const due = (await deps.repo.pendingOfTerm(club.id, termId)).filter((order) => order.total > 0);
  return sendAll(deps, club, origin, due, 'your bookings this term');
}
