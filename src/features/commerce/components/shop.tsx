import { Link } from 'react-router-dom';
import { formatMoney } from '@/lib/money';
import type { Product, Subscription } from '@/domain/commerce/schema';
import { useProducts } from '../api/products';
import { themeTitle } from '../lib/themes';
import { BuyButton } from './buy-button';
import '../commerce.css';
import { ErrorMessage, retry } from '@/components/error-message';

interface ShopProps {
  theme: string | null;
  uid: string | null | undefined;
  /** Itineraries the viewer already owns. */
  owned: ReadonlySet<string>;
  subscription: Subscription | null;
}

/** A plan's button says how it is paid for: "Subscribe monthly", "Subscribe yearly". */
function subscribeLabel(plan: Product): string {
  return plan.interval === 'month' ? 'Subscribe monthly' : plan.interval === 'year' ? 'Subscribe yearly' : `Subscribe to ${plan.title}`;
}

function ProductCard({
  product,
  uid,
  owned,
  subscribed,
  titles,
}: {
  product: Product;
  uid: string | null | undefined;
  owned: ReadonlySet<string>;
  subscribed: boolean;
  /** Itinerary titles by id, from the catalogue. */
  titles: ReadonlyMap<string, string>;
}) {
  const titleId = `product-${product.id}`;
  const ownsAll = product.itineraryIds.length > 0 && product.itineraryIds.every((id) => owned.has(id));
  const only = product.kind === 'itinerary' ? product.itineraryIds[0] : undefined;
  return (
    <li className="product card" aria-labelledby={titleId}>
      <p className="product__kind">{product.kind === 'bundle' ? `Bundle of ${product.itineraryIds.length}` : 'Itinerary'}</p>
      <h3 id={titleId} className="product__title">
        {only ? <Link to={`/trip/${only}`}>{product.title}</Link> : product.title}
      </h3>
      <p className="product__description">{product.description}</p>
      {product.kind === 'bundle' ? (
        <ul className="product__contents" aria-label={`In ${product.title}`}>
          {product.itineraryIds.map((id) => (
            <li key={id}>
              <Link to={`/trip/${id}`}>{titles.get(id) ?? id.replace(/[-_]+/g, ' ')}</Link>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="product__price">{formatMoney(product.price.amount, product.price.currency)}</p>
      <div className="product__actions">
        {ownsAll ? (
          <p className="product__owned">{product.kind === 'bundle' ? 'You have all of these.' : 'Yours.'}</p>
        ) : subscribed ? (
          <p className="product__owned">Open to you with Wayfare Plus.</p>
        ) : (
          <BuyButton
            uid={uid}
            request={only ? { kind: 'itinerary', itineraryId: only } : { kind: 'product', productId: product.id }}
            label={`Buy ${product.title}`}
            ariaLabel={`Buy ${product.title} for ${formatMoney(product.price.amount, product.price.currency)}`}
          />
        )}
      </div>
    </li>
  );
}

/** /shop and /shop/{theme}: Wayfare Plus, then paid itineraries and bundles, by theme. */
export function Shop({ theme, uid, owned, subscription }: ShopProps) {
  const products = useProducts();
  if (products.isPending) {
    return (
      <div className="shop" role="status" aria-busy="true" aria-label="Loading the shop">
        <div className="shop-grid">
          {[0, 1, 2].map((i) => (
            <div key={i} className="card trip-skeleton shop-skeleton" />
          ))}
        </div>
      </div>
    );
  }
  if (products.isError) {
    return (
      <ErrorMessage action={retry(products)}>
        The shop could not be loaded. {products.error.message}
      </ErrorMessage>
    );
  }
  const all = products.data;
  const plans = all.filter((p) => p.kind === 'plan');
  const forSale = all.filter((p) => p.kind === 'itinerary' || p.kind === 'bundle');
  const themes = [...new Set(forSale.flatMap((p) => (p.theme ? [p.theme] : [])))].sort();
  const shown = theme ? forSale.filter((p) => p.theme === theme) : forSale;
  const titles = new Map(all.flatMap((p) => (p.kind === 'itinerary' && p.itineraryIds[0] ? [[p.itineraryIds[0], p.title] as const] : [])));
  const subscribed = subscription !== null && subscription.status === 'active' && subscription.currentPeriodEnd > new Date();

  return (
    <div className="shop">
      {!theme ? (
        <section className="shop-plus" aria-labelledby="plus-title">
          <h2 id="plus-title">Wayfare Plus</h2>
          <p>Every paid itinerary in the shop, in full, for as long as you subscribe. Cancel any time from your account.</p>
          {subscribed ? (
            <p className="product__owned">
              You have Wayfare Plus. <Link to="/account">Manage it</Link>
            </p>
          ) : (
            <ul className="shop-grid">
              {plans.map((plan) => (
                <li key={plan.id} className="product card" aria-labelledby={`product-${plan.id}`}>
                  <h3 id={`product-${plan.id}`} className="product__title">
                    {plan.title}
                  </h3>
                  <p className="product__description">{plan.description}</p>
                  <p className="product__price">{`${formatMoney(plan.price.amount, plan.price.currency)}${plan.interval ? ` a ${plan.interval}` : ''}`}</p>
                  <BuyButton
                    uid={uid}
                    request={{ kind: 'product', productId: plan.id }}
                    label={subscribeLabel(plan)}
                    ariaLabel={plan.interval ? `${subscribeLabel(plan)} to Wayfare Plus` : undefined}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      <section aria-labelledby="for-sale-title">
        <h2 id="for-sale-title">{theme ? `${themeTitle(theme)} itineraries` : 'Itineraries and bundles'}</h2>
        <nav aria-label="Themes" className="shop-themes">
          <Link to="/shop" aria-current={theme === null ? 'page' : undefined}>
            All
          </Link>
          {themes.map((t) => (
            <Link key={t} to={`/shop/${t}`} aria-current={t === theme ? 'page' : undefined}>
              {themeTitle(t)}
            </Link>
          ))}
        </nav>
        {shown.length === 0 ? (
          <p className="shop-empty">
            Nothing here yet{theme ? ` for ${themeTitle(theme).toLowerCase()}` : ''}. <Link to="/shop">See every theme</Link> or{' '}
            <Link to="/explore">explore free trips</Link>.
          </p>
        ) : (
          <ul className="shop-grid">
            {shown.map((product) => (
              <ProductCard key={product.id} product={product} uid={uid} owned={owned} subscribed={subscribed} titles={titles} />
            ))}
          </ul>
        )}
      </section>
      <p className="shop-gift">
        Travelling friends? <Link to="/gift">Give a trip or Wayfare Plus</Link>, or <Link to="/redeem">redeem a gift</Link>.
      </p>
    </div>
  );
}
