import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { SAMPLE_CREDIT_DAYS } from '../../../domain/constants';
import { formatINR } from '../../../domain/format';
import { SAMPLE_PRICE } from '../../../domain/pricing';
import { SAMPLE_COPY } from '../../../domain/sample';
import { Callout, PolicyPage } from './components/content-page';
import { SupportLinks } from './components/support-details';

export function ReturnsPage() {
  return (
    <PolicyPage
      page="returns"
      intro={
        <p>
          Every custom-printed wallpaper is made for your wall alone. If something arrives damaged or is not
          right, we will make it right.
        </p>
      }
      sections={[
        {
          id: 'made-to-order',
          title: 'Made to order',
          body: (
            <>
              <p>
                Custom-printed wallpapers, murals and panels are printed to your exact wall size and chosen
                material after you order. Because they cannot be resold, we cannot accept returns for a change
                of mind, a different colour preference or incorrect measurements supplied by you.
              </p>
              <p>
                Not sure about a colour or finish? Order a sample from the product page: an A4 swatch in the
                material you choose, {formatINR(SAMPLE_PRICE)}, and its price comes off a full order of that
                design within {SAMPLE_CREDIT_DAYS} days. Or press <strong>See it on your wall</strong> to see
                the design on a photo of your room. We are also happy to arrange a design consultation.
              </p>
            </>
          ),
        },
        {
          id: 'damaged-or-defective',
          title: 'Damaged or defective items',
          body: (
            <>
              <p>
                If your order arrives damaged in transit, has a printing defect, or is not what you ordered,
                we will replace it or refund it at no cost to you.
              </p>
              <Callout icon={<CalendarClock />}>
                <p>
                  <strong>Report it within 7 days of delivery</strong>, with photos, and before the wallpaper
                  is installed.
                </p>
              </Callout>
            </>
          ),
        },
        {
          id: 'how-to-report',
          title: 'How to report a problem',
          body: (
            <ol>
              <li>
                Keep the wallpaper and its packaging as delivered; please do not install a roll you believe is
                faulty.
              </li>
              <li>
                Take clear photos of the damage or defect, the roll labels and the outer packaging. A short
                video helps with colour issues.
              </li>
              <li>
                Send them to us with your order number (the last 6 characters shown in your order history).
              </li>
              <li>
                We reply within 24 hours (Mon-Fri) and, once confirmed, arrange a free pickup where needed and
                a replacement or refund.
              </li>
            </ol>
          ),
        },
        {
          id: 'exchanges',
          title: 'Exchanges',
          body: (
            <>
              <p>
                For a confirmed defect you can choose a reprint of the same design, or an exchange for a
                different design or material of the same area. If the new choice costs more, you pay only the
                difference; if it costs less, we refund the difference.
              </p>
              <p>
                Wallpaper rolls that are unopened and in their original packaging can be exchanged for another
                roll design within 7 days of delivery. Return shipping for a change of mind on rolls is paid
                by you.
              </p>
            </>
          ),
        },
        {
          id: 'refunds',
          title: 'How refunds work',
          body: (
            <ul>
              <li>Refunds go back to the original payment method: card, UPI or net banking.</li>
              <li>
                We start the refund within 2 working days of approving it or receiving the returned item.
              </li>
              <li>Your bank usually credits it within 5–7 working days; UPI refunds are often faster.</li>
              <li>
                Shipping and installation charges are refunded in full when the item was damaged or defective.
              </li>
              <li>The 8% GST charged at checkout on what is refunded is refunded with it.</li>
            </ul>
          ),
        },
        {
          id: 'not-covered',
          title: 'What is not covered',
          body: (
            <>
              <ul>
                <li>
                  Wallpaper that has been installed, cut or trimmed (except for defects that only show once
                  installed).
                </li>
                <li>
                  Damage from an uneven, damp or freshly painted wall, or from installation by a third party.
                </li>
                <li>
                  Small colour variations between screens and print, and between separate print batches.
                </li>
                <li>
                  Samples ({formatINR(SAMPLE_PRICE)} each): {SAMPLE_COPY.returns} A sample that arrives
                  damaged is replaced.
                </li>
              </ul>
              <p>
                If our own team installed your wallpaper and a problem appears from the installation, tell us:
                our installation work is covered separately, as described in our{' '}
                <Link to="/terms">Terms</Link>.
              </p>
            </>
          ),
        },
        {
          id: 'contact',
          title: 'Contact us',
          body: (
            <>
              <p>To report a problem or ask about an exchange:</p>
              <SupportLinks />
            </>
          ),
        },
      ]}
    />
  );
}
