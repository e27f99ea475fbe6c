import type { PaymentOrder } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { ApiError, callApi } from '../../../lib/api-client';
import * as paymentsRoutes from '../../../lib/api-routes/payments';
import { userMessage } from '../../../lib/user-message';
import { secondaryButton } from '../../../ui/buttons';
import type {
  CardCollector,
  CardField,
  CardFieldOptions,
  CollectorError,
  CollectorResult,
  ConfirmedIntent,
  WalletRequest,
  WalletTokenEvent,
} from '../card-collector';
import { expiryOf, type CardInput } from './card-rules';
import { ownRoot } from './own-root';
import { SandboxCardField } from './sandbox-card-field';
import { ThreeDSecureDialog } from './three-d-secure-dialog';
import { WalletSheet } from './wallet-sheet';

/** The card the sandbox wallet pays with (Stripe's test token for a Visa that succeeds). */
const WALLET_TEST_TOKEN = 'tok_visa';

/** A sandbox endpoint's refusal as Stripe.js gives it: a card error (402) with its code, or ours for anything else. */
const failed = (err: unknown): { error: CollectorError } =>
  err instanceof ApiError && err.status === 402
    ? { error: { type: 'card_error', code: err.code, message: err.message } }
    : { error: { message: userMessage(err) } };

/** A card field mounted by the sandbox: what is typed stays here until a payment method is made of it. */
class SandboxCard implements CardField {
  private typed: CardInput = { number: '', expiry: '', cvc: '' };
  private readonly root: ReturnType<typeof ownRoot>;
  private disabled = false;

  constructor(
    container: HTMLElement,
    private readonly options: CardFieldOptions,
  ) {
    this.root = ownRoot(container);
    this.render();
  }

  private render() {
    this.root.render(<SandboxCardField options={this.options} disabled={this.disabled} onInput={this.onInput} />);
  }

  private readonly onInput = (card: CardInput) => {
    this.typed = card;
  };

  /** The card as the sandbox's endpoints take it (Stripe.js sends the same from its frame). */
  body(name: string) {
    const expiry = expiryOf(this.typed.expiry);
    return {
      card: {
        number: this.typed.number.replace(/\D/g, ''),
        exp_month: expiry?.month ?? 0,
        exp_year: expiry?.year ?? 0,
        cvc: this.typed.cvc,
      },
      billing_details: { name },
    };
  }

  focus() {
    this.root.element.querySelector('input')?.focus();
  }

  setDisabled(disabled: boolean) {
    this.disabled = disabled;
    this.render();
  }

  destroy() {
    this.root.destroy();
  }
}

const sandboxCardOf = (card: CardField): SandboxCard => {
  if (!(card instanceof SandboxCard)) throw new Error('Not a card field of the sandbox');
  return card;
};

/** The sandbox's 3-D Secure dialog; its answer goes to the sandbox, and the intent comes back as it now is. */
async function authenticate(clientSecret: string) {
  const result = await new Promise<'complete' | 'fail'>((resolve) => {
    const root = ownRoot();
    root.render(
      <ThreeDSecureDialog
        onAnswer={(answer) => {
          root.destroy();
          resolve(answer);
        }}
      />,
    );
  });
  // A client secret is the intent's id and a secret part (`pi_123_secret_abc`).
  const id = clientSecret.split('_secret_')[0];
  return callApi(paymentsRoutes.sandboxAuthenticate, { params: { id }, body: { result } });
}

/** Stripe.js's answer to a confirm: the intent once it went through, else the bank's words for why not. */
async function confirmIntent(clientSecret: string): Promise<CollectorResult<{ intent: ConfirmedIntent }>> {
  try {
    const intent = await authenticate(clientSecret);
    if (intent.status === 'succeeded' || intent.status === 'processing') {
      return { intent: { id: intent.id, status: intent.status } };
    }
    const problem = intent.last_payment_error ?? intent.last_setup_error;
    const message = problem?.message ?? messages.somethingWentWrong.generic;
    const { type, code, decline_code } = problem ?? {};
    return { error: { message, type, code, decline_code: decline_code ?? undefined } };
  } catch (err) {
    return failed(err);
  }
}

/** The sandbox wallet: always there (the sandbox's own), a button that opens its sheet, paying with a test card. */
function sandboxWallet(request: PaymentOrder['paymentRequest']): WalletRequest {
  const handlers = new Set<(event: WalletTokenEvent) => void>();
  const openSheet = () => {
    const sheet = ownRoot();
    const complete = () => sheet.destroy();
    sheet.render(
      <WalletSheet
        request={request}
        onCancel={complete}
        onPay={() => handlers.forEach((handler) => handler({ token: { id: WALLET_TEST_TOKEN }, complete }))}
      />,
    );
  };
  return {
    canMakePayment: () => Promise.resolve(true),
    onToken(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    mountButton(container) {
      const root = ownRoot(container);
      root.render(
        <button type="button" className={`${secondaryButton} w-full`} onClick={openSheet}>
          {messages.paymentPages.wallet.button}
        </button>,
      );
      return root;
    },
  };
}

/** The sandbox's card collector: the browser side of the offline provider (docs/payments.md). */
export function createSandboxCollector(): CardCollector {
  return {
    mountCardField: (container, options) => new SandboxCard(container, options),
    async createPaymentMethod(card, name) {
      try {
        const method = await callApi(paymentsRoutes.sandboxPaymentMethod, { body: sandboxCardOf(card).body(name) });
        return { paymentMethod: { id: method.id } };
      } catch (err) {
        return failed(err);
      }
    },
    async createToken(card, name) {
      try {
        const token = await callApi(paymentsRoutes.sandboxToken, { body: sandboxCardOf(card).body(name) });
        return { token: { id: token.id } };
      } catch (err) {
        return failed(err);
      }
    },
    async confirmCardPayment(clientSecret) {
      const confirmed = await confirmIntent(clientSecret);
      return confirmed.error ? confirmed : { paymentIntent: confirmed.intent };
    },
    async confirmCardSetup(clientSecret) {
      const confirmed = await confirmIntent(clientSecret);
      return confirmed.error ? confirmed : { setupIntent: confirmed.intent };
    },
    paymentRequest: sandboxWallet,
  } satisfies CardCollector;
}
