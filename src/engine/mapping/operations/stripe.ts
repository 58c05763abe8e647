// Stripe -> @activepieces/piece-stripe.
import type { OperationRow } from '../types.js';
import { bool, list, num, rowsFor } from './common.js';

const { action, trigger, custom } = rowsFor('stripe', '@activepieces/piece-stripe');

const customer = { from: ['customer', 'customer_id'] };
const address = {
  line1: { from: ['address.line1', 'line1', 'address_line1'] },
  postal_code: { from: ['address.postal_code', 'postal_code', 'zip'] },
  city: { from: ['address.city', 'city'] },
  state: { from: ['address.state', 'state'] },
  country: { from: ['address.country', 'country'] },
};
const person = { email: 'email', name: 'name', description: 'description', phone: 'phone', ...address };

export const STRIPE_ROWS: OperationRow[] = [
  trigger(['new_customer', 'new_customers'], 'new_customer'),
  trigger(['new_charge', 'new_charges'], 'new_charge'),
  trigger(['new_payment', 'new_successful_payment', 'payment_succeeded', 'new_payment_intent'], 'new_payment'),
  trigger(['payment_failed', 'new_failed_payment', 'failed_payment'], 'payment_failed'),
  trigger(['new_invoice', 'new_invoices'], 'new_invoice', { props: { status: 'status', customer: { from: ['customer', 'customer_id'] } } }),
  trigger(['invoice_payment_failed'], 'invoice_payment_failed'),
  trigger(['new_subscription', 'new_subscriptions'], 'new_subscription'),
  trigger(['updated_subscription', 'subscription_updated'], 'updated_subscription'),
  trigger(['canceled_subscription', 'subscription_canceled', 'cancelled_subscription'], 'canceled_subscription'),
  trigger(['new_refund'], 'new_refund'),
  trigger(['new_dispute'], 'new_dispute'),
  trigger(['checkout_session_completed', 'new_checkout_session'], 'checkout_session_completed'),

  action(['create_customer', 'create_customer_v2'], 'create_customer', { shape: 'fields', props: person }),
  action(['update_customer', 'update_customer_v2'], 'update_customer', { shape: 'fields', props: { customer: { from: ['customer_id', 'id', 'customer'] }, ...person } }),
  action(['get_customer', 'get_customer_by_id', 'retrieve_customer', 'get_customer_details'], 'retrieve_customer', { props: { id: { from: ['id', 'customer_id', 'customer'] } } }),
  action(['search_customers', 'search_customer', 'find_customer', 'search_customers_by_email'], 'search_customer', { props: { email: { from: ['email', 'query'] } } }),
  action(['create_invoice'], 'create_invoice', { props: { customer_id: customer, currency: { from: 'currency', as: 'lower' }, description: 'description' } }),
  action(['get_invoice', 'retrieve_invoice', 'get_invoice_by_id'], 'retrieve_invoice', { props: { invoice_id: { from: ['invoice_id', 'id', 'invoice'] } } }),
  action(['create_payment_intent'], 'create_payment_intent', {
    props: {
      amount: num('amount'), currency: { from: 'currency', as: 'lower' }, customer, payment_method: 'payment_method', confirm: bool('confirm'),
      return_url: 'return_url', description: 'description', receipt_email: 'receipt_email',
    },
  }),
  action(['get_payment_intent', 'retrieve_payment_intent'], 'retrieve_payment_intent', { props: { payment_intent_id: { from: ['payment_intent_id', 'id', 'payment_intent'] } } }),
  action(['create_product'], 'create_product', { props: { name: 'name', description: 'description', active: bool('active'), images: list('images'), url: 'url' } }),
  action(['create_price'], 'create_price', {
    shape: 'fields',
    props: {
      product: { from: ['product', 'product_id'] }, unit_amount: num('unit_amount'), currency: { from: 'currency', as: 'lower' },
      recurring_interval: { from: ['recurring.interval', 'recurring_interval', 'interval'] }, recurring_interval_count: num(['recurring.interval_count', 'interval_count']),
    },
  }),
  action(['create_subscription'], 'create_subscription', {
    props: {
      customer, items: { from: ['items', 'line_items'] }, collection_method: 'collection_method', days_until_due: num('days_until_due'),
      trial_period_days: num('trial_period_days'), default_payment_method: 'default_payment_method',
    },
  }),
  action(['cancel_subscription'], 'cancel_subscription', { props: { subscription: { from: ['subscription', 'subscription_id', 'id'] }, cancel_at_period_end: bool('cancel_at_period_end') } }),
  action(['search_subscriptions', 'list_subscriptions'], 'search_subscriptions', { props: { customer_id: customer, status: 'status', limit: num('limit') } }),
  action(['create_refund'], 'create_refund', { props: { payment_intent: { from: ['payment_intent', 'payment_intent_id'] }, amount: num('amount'), reason: 'reason' } }),
  custom(),
];
