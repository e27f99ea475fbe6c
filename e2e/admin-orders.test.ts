import { messages } from '@clubroom/domain/messages';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { demoParentPage } from './support/parent-session.js';
import { waitForMail } from './support/mailbox.js';
import { paidOrder, pendingOrder } from './support/payment-orders.js';
import { withAppServerAndBrowser } from './support/suite.js';

const t = messages.adminOrders;
const app = withAppServerAndBrowser();

describe('the orders admin (/cms/orders) on a phone', () => {
  it('an organiser finds a paid order and refunds part of it, cancelling its booking', async () => {
    // The demo parent books and pays by card (the sandbox's 4242).
    const parent = await demoParentPage(app.browser, app.server);
    const uuid = await paidOrder(parent, 'Rufus');
    await parent.close();

    const page = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await page.goto(app.server.url('demo', '/cms'));
    await page
      .getByRole('navigation', { name: messages.cms.nav.label })
      .getByRole('link', { name: messages.cms.nav.orders })
      .click();
    await page.getByRole('heading', { name: t.listTitle, level: 1 }).waitFor();
    await page.getByLabel(t.searchLabel, { exact: true }).fill(uuid.slice(0, 8));
    await page.getByRole('search').getByRole('button', { name: t.searchLabel }).click();
    const row = page.getByRole('row').filter({ hasText: 'Rufus' });
    await row.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await row.getByRole('link').click();

    await page.getByRole('heading', { name: /^Order \d+$/ }).waitFor();
    // The card payment in staff's words, not the provider's status name.
    await page.getByRole('cell', { name: t.paymentStatus('succeeded'), exact: true }).waitFor();
    expect(t.paymentStatus('succeeded')).toBe('Paid');
    await page.getByRole('button', { name: t.refund }).click();
    const dialog = page.getByRole('dialog', { name: t.refundTitle });
    await dialog.getByRole('checkbox').check();
    // Too much: the field says so, and nothing is sent.
    await dialog.getByLabel(t.refundAmount).fill('9999');
    await dialog.getByLabel(t.refundReason).fill('Moved to another class');
    await dialog.getByRole('button', { name: t.refund }).click();
    await dialog.getByText(/^Enter no more than £/).waitFor();
    await dialog.getByLabel(t.refundAmount).fill('5.00');
    await dialog.getByRole('button', { name: t.refund }).click();
    await dialog.getByText(t.refundConfirm('£5.00', 1)).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: t.refundSubmit }).click();

    await page.getByText(t.refunded('£5.00')).waitFor();
    await page.getByText('Moved to another class').waitFor();
    await page.getByText(`(${t.cancelledBooking})`).waitFor();
    await page.close();
  });
});

describe('invoices from the orders admin', () => {
  it("emails a pending order to its parent as an invoice linking to the order's payment page", async () => {
    const parent = await demoParentPage(app.browser, app.server);
    const uuid = await pendingOrder(parent, 'Rufus');
    await parent.close();

    const page = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    const list = await page.evaluate(
      async () =>
        (await (await fetch('/api/v4/orders?status=pending')).json()) as {
          orders: { orderId: number; uuid: string }[];
        },
    );
    const pending = list.orders.find((o) => o.uuid === uuid)!;
    await page.goto(app.server.url('demo', `/cms/orders/${pending.orderId}`));
    await page.getByRole('button', { name: messages.invoices.sendOne }).click();
    await page.getByRole('status').getByText(messages.invoices.sent(1)).waitFor();
    const mail = await waitForMail(app.server.port, 'parent@example.com', /^Your invoice from /);
    expect(mail.text).toContain(`/order/${uuid}/pay`);
    await page.close();
  });
});

describe('an order of the club’s own lines', () => {
  it("an organiser makes one from a contact's page, sees its total as typed, and lands on the order", async () => {
    const page = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    const { data } = await page.evaluate(
      async () =>
        (await (await fetch('/api/contacts/all-contacts?search=parent%40example.com')).json()) as {
          data: { parentId: number; email: string }[];
        },
    );
    const parentId = data.find((c) => c.email === 'parent@example.com')!.parentId;
    await page.goto(app.server.url('demo', `/cms/contacts/${parentId}`));
    await page.getByRole('link', { name: t.newOrderTitle }).click();
    await page.getByRole('heading', { name: t.newOrderTitle, level: 1 }).waitFor();

    await page.getByLabel(t.lineDescription(1)).fill('Club hoodie');
    await page.getByLabel(t.lineAmount(1)).fill('25');
    await page.getByRole('button', { name: t.addLine }).click();
    await page.getByLabel(t.lineDescription(2)).fill('Gala entry');
    await page.getByLabel(t.lineAmount(2)).fill('nothing');
    await page.getByRole('button', { name: t.createOrder }).click();
    await page.getByText(t.amountInvalid).waitFor();
    await page.getByLabel(t.lineAmount(2)).fill('8.50');
    await page.getByText(t.newOrderTotal('£33.50')).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: t.createOrder }).click();

    await page.getByRole('heading', { name: /^Order \d+$/ }).waitFor();
    await page.getByText(t.orderCreated).waitFor();
    await page.getByRole('cell', { name: 'Gala entry' }).waitFor();
    await page.getByRole('button', { name: messages.invoices.sendOne }).waitFor();
    await page.close();
  });
});
