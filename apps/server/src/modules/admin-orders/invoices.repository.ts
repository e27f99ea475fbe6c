import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clubs, orderLines, orders, runs, terms, users } from '../../db/schema/index.js';

/** An order waiting for payment, with what its invoice says and who it goes to. */
export interface InvoiceRow {
  orderId: number;
  uuid: string;
  status: string;
  total: number;
  creditApplied: number;
  passingOnFee: number;
  /** The parent: the invoice also goes to their inbox at the club. */
  parentUserId: number;
  email: string;
  firstName: string;
  /** The parent's mobile as stored (`07…`), or null. */
  mobile: string | null;
  /** Its lines when they are all the club's own (a custom order, which holds no places); else null. */
  customLines: { description: string; amount: number }[] | null;
}

const invoiceColumns = {
  orderId: orders.id,
  uuid: orders.uuid,
  status: orders.status,
  total: orders.total,
  creditApplied: orders.creditApplied,
  passingOnFee: orders.passingOnFee,
  parentUserId: orders.parentUserId,
  email: users.email,
  firstName: users.firstName,
  mobile: users.mobile,
  customLines: sql<InvoiceRow['customLines']>`(select case when bool_and(l.type = 'custom')
    then json_agg(json_build_object('description', l.details->>'description', 'amount', l.amount) order by l.position)
    end from order_lines l where l.order_id = ${orders.id})`,
};

export function invoicesRepository(db: Db) {
  const withParent = () => db.select(invoiceColumns).from(orders).innerJoin(users, eq(users.id, orders.parentUserId));
  return {
    async order(clubId: number, orderId: number): Promise<InvoiceRow | null> {
      const [row] = await withParent().where(and(eq(orders.clubId, clubId), eq(orders.id, orderId)));
      return row ?? null;
    },

    /** The Health Check's SMS Invoices switch, and the club's country (whether its region has SMS). */
    async smsInvoices(clubId: number): Promise<{ on: boolean; country: string }> {
      const [row] = await db
        .select({ on: clubs.smsInvoices, country: clubs.country })
        .from(clubs)
        .where(eq(clubs.id, clubId));
      return row ?? { on: false, country: '' };
    },

    async termExists(clubId: number, termId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: terms.id })
        .from(terms)
        .where(and(eq(terms.clubId, clubId), eq(terms.id, termId)));
      return row !== undefined;
    },

    /** The term's orders waiting for payment (an order with a line for one of its runs), oldest first. */
    pendingOfTerm(clubId: number, termId: number): Promise<InvoiceRow[]> {
      const termRuns = db.select({ id: runs.id }).from(runs).where(eq(runs.termId, termId));
      return withParent()
        .where(
          and(
            eq(orders.clubId, clubId),
            eq(orders.status, 'pending'),
            exists(
              db
                .select({ id: orderLines.id })
                .from(orderLines)
                .where(and(eq(orderLines.orderId, orders.id), inArray(orderLines.runId, termRuns))),
            ),
          ),
        )
        .orderBy(asc(orders.createdAt), asc(orders.id));
    },
  };
}

export type InvoicesRepository = ReturnType<typeof invoicesRepository>;
