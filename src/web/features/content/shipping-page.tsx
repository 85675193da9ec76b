import { Truck } from 'lucide-react';
import { Link } from 'react-router';
import { BANNER_FREE_SHIPPING_RUPEES } from '../../../domain/constants';
import { formatINR } from '../../../domain/format';
import { FREE_SHIPPING_ABOVE, SAMPLE_PRICE, SHIPPING_FEE, TAX_NOTE } from '../../../domain/pricing';
import { SAMPLE_COPY } from '../../../domain/sample';
import { Callout, PolicyPage } from './components/content-page';
import { SupportLinks } from './components/support-details';

const INSTALLATION_CITIES = [
  'Mumbai',
  'Delhi NCR',
  'Bengaluru',
  'Hyderabad',
  'Chennai',
  'Pune',
  'Kolkata',
  'Ahmedabad',
  'Jaipur',
  'Kochi',
];

export function ShippingPage() {
  return (
    <PolicyPage
      page="shipping"
      intro={<p>We deliver across India, carefully packed, and install in major cities with our own team.</p>}
      sections={[
        {
          id: 'shipping-charges',
          title: 'Shipping charges',
          body: (
            <>
              <Callout icon={<Truck />}>
                <p>
                  <strong>Free shipping on orders above Rs. {BANNER_FREE_SHIPPING_RUPEES}.</strong>
                </p>
              </Callout>
              <p>
                In practice almost every order ships free: a flat {formatINR(SHIPPING_FEE)} applies only to
                orders under {formatINR(FREE_SHIPPING_ABOVE)}, and an order of samples alone always ships
                free. The checkout summary always shows the shipping charge before you pay. Prices on the site
                are before tax: {TAX_NOTE}
              </p>
            </>
          ),
        },
        {
          id: 'samples',
          title: 'Samples',
          body: (
            <>
              <p>
                Every design can be ordered as a sample from its product page: an A4 swatch in the material
                you choose, {formatINR(SAMPLE_PRICE)} each (plus GST). {SAMPLE_COPY.limit}{' '}
                {SAMPLE_COPY.shipping} Samples usually reach you in 3–5 days.
              </p>
              <p>
                {SAMPLE_COPY.credit} The code works once, for the design it names, until the date in the
                e-mail. {SAMPLE_COPY.returns}
              </p>
              <p>
                To see a design in your room before ordering anything, press{' '}
                <strong>See it on your wall</strong> on its product page: mark your wall on one of our room
                photos or a photo of your own, and the design is shown on it at its true scale.
              </p>
            </>
          ),
        },
        {
          id: 'delivery-times',
          title: 'Delivery times',
          body: (
            <>
              <p>
                Every custom wallpaper is printed to your wall size after you order, then dispatched. Most
                orders reach you in <strong>3–7 days</strong> from the order date:
              </p>
              <ul>
                <li>
                  <strong>Metro cities:</strong> usually 3–5 days.
                </li>
                <li>
                  <strong>Rest of India:</strong> usually 5–7 days.
                </li>
                <li>
                  Remote areas and custom designs with hand finishes may take a little longer; we tell you up
                  front.
                </li>
              </ul>
              <p>
                The product page shows an expected delivery date for your PIN code. Bespoke designs from our{' '}
                <Link to="/custom-design">custom design studio</Link> follow the timeline agreed with your
                designer.
              </p>
            </>
          ),
        },
        {
          id: 'installation',
          title: 'Installation',
          body: (
            <>
              <p>
                Professional installation is offered in major cities, including{' '}
                {INSTALLATION_CITIES.slice(0, -1).join(', ')} and {INSTALLATION_CITIES.at(-1)}. Choose it on
                the product page (it is selected by default); our installers prepare the wall, hang the
                wallpaper with matched seams and leave the room clean.
              </p>
              <p>
                Once your order is delivered, we call you to book a time. Outside these cities, we are happy
                to guide your local installer by phone or video.
              </p>
            </>
          ),
        },
        {
          id: 'tracking',
          title: 'Tracking your order',
          body: (
            <p>
              When your order is dispatched, we send the courier’s tracking link by e-mail (and on WhatsApp if
              you have opted in). You can also see each order’s status at any time in your{' '}
              <Link to="/orders">order history</Link>.
            </p>
          ),
        },
        {
          id: 'on-delivery',
          title: 'When your order arrives',
          body: (
            <p>
              Please check the package when it arrives. If the box is visibly damaged, note it with the
              courier and send us photos within 7 days, as described in our{' '}
              <Link to="/returns">Return &amp; Exchange Policy</Link>.
            </p>
          ),
        },
        {
          id: 'contact',
          title: 'Questions',
          body: (
            <>
              <p>For anything about a delivery or an installation booking:</p>
              <SupportLinks />
            </>
          ),
        },
      ]}
    />
  );
}
