import { Link } from 'react-router';
import { useStoreInfo } from '../../lib/store-info';
import { PolicyPage } from './components/content-page';
import { SupportLinks } from './components/support-details';
import { INSTALLATION_RATE } from '../../../domain/pricing';

export function TermsPage() {
  const { storeName, info } = useStoreInfo();
  return (
    <PolicyPage
      page="terms"
      intro={
        <p>The terms that apply when you browse our website, place an order or commission a custom design.</p>
      }
      meta="Last updated: 19 July 2025"
      sections={[
        {
          id: 'about-these-terms',
          title: 'About these terms',
          body: (
            <p>
              This website is operated by {storeName}, a brand of Craftline Interiors Private Limited, India.
              By using the website or placing an order, you agree to these terms, our{' '}
              <Link to="/privacy">Privacy Policy</Link> and our{' '}
              <Link to="/returns">Return &amp; Exchange Policy</Link>.
            </p>
          ),
        },
        {
          id: 'orders',
          title: 'Orders',
          body: (
            <ul>
              <li>An order is confirmed once your payment succeeds and we send an order confirmation.</li>
              <li>
                Please check wall measurements, material and design before paying: custom-printed items go
                into production soon after confirmation.
              </li>
              <li>
                We may cancel an order with a full refund if an item is unavailable, a price was shown in
                error, or we cannot deliver or install at your address.
              </li>
              <li>
                You can cancel free of charge until your order enters production; contact us as soon as
                possible.
              </li>
            </ul>
          ),
        },
        {
          id: 'pricing-and-payment',
          title: 'Pricing and payment',
          body: (
            <ul>
              <li>
                All prices are in Indian rupees (INR) and are shown before tax: GST at 8% of the subtotal is
                added at checkout. It is CGST 4% and SGST 4% on delivery within{' '}
                {info?.storeState ?? 'our own state'}, and IGST 8% on delivery to any other state or union
                territory.
              </li>
              <li>
                Customised wallpapers are priced per square foot of your wall in the chosen material; rolls
                are priced per roll, with the price per square foot shown beside it. Installation, when you
                choose it, is ₹{INSTALLATION_RATE} per square foot of wall and always shown as its own figure.
                The checkout summary itemises shipping and GST, and its total is exactly what you pay.
              </li>
              <li>
                Payments are processed securely by our payment provider by card or UPI; we never see your card
                details.
              </li>
              <li>Prices and offers may change, but never for an order you have already paid for.</li>
            </ul>
          ),
        },
        {
          id: 'custom-orders',
          title: 'Custom and made-to-order items',
          body: (
            <p>
              Custom designs, murals and hand-finished pieces (embroidery, gold foiling, embossing and live
              painting) are quoted individually. Work starts once you approve the final design and quote, and
              pay the agreed advance. Colours on screen and in print can differ slightly, and hand-made
              finishes vary naturally from piece to piece; these are not defects. Design revisions before
              approval are included; changes after approval may be charged.
            </p>
          ),
        },
        {
          id: 'installation',
          title: 'Installation',
          body: (
            <p>
              Installation is available in major cities (see <Link to="/shipping">Shipping</Link>). Walls must
              be dry, smooth and free of damp; our installers may postpone if the wall is not ready, and extra
              wall preparation is quoted separately. We guarantee our installation work for 12 months against
              lifting seams and edges caused by the installation itself.
            </p>
          ),
        },
        {
          id: 'returns',
          title: 'Returns, exchanges and delivery',
          body: (
            <p>
              Returns and exchanges follow our <Link to="/returns">Return &amp; Exchange Policy</Link>, and
              delivery follows our <Link to="/shipping">Shipping</Link> page.
            </p>
          ),
        },
        {
          id: 'intellectual-property',
          title: 'Intellectual property',
          body: (
            <p>
              All designs, artwork, photographs and text on this website belong to {storeName} or its
              licensors. Buying a wallpaper gives you the right to install and enjoy it in your space, not to
              copy, reproduce or resell the design. For a custom design made from your own images, you confirm
              that you have the right to use them, and we will not reuse your personal photos without your
              permission.
            </p>
          ),
        },
        {
          id: 'liability',
          title: 'Limitation of liability',
          body: (
            <p>
              To the extent the law allows, our liability for any order is limited to the amount you paid for
              it. Nothing in these terms limits your rights as a consumer under Indian law.
            </p>
          ),
        },
        {
          id: 'governing-law',
          title: 'Governing law',
          body: (
            <p>
              These terms are governed by the laws of India. Any dispute is subject to the exclusive
              jurisdiction of the courts at Mumbai, Maharashtra, without affecting your right to approach a
              consumer forum where you live.
            </p>
          ),
        },
        {
          id: 'contact',
          title: 'Contact us',
          body: (
            <>
              <p>Questions about these terms:</p>
              <SupportLinks />
            </>
          ),
        },
      ]}
    />
  );
}
