import { Link } from 'react-router';
import { useStoreInfo } from '../../lib/store-info';
import { PolicyPage } from './components/content-page';
import { SupportLinks } from './components/support-details';

export function PrivacyPage() {
  const { storeName } = useStoreInfo();
  return (
    <PolicyPage
      page="privacy"
      intro={
        <p>
          We collect only what we need to design, deliver and install your walls, and we never sell your
          personal information.
        </p>
      }
      meta={
        <>
          Effective date: <time dateTime="2025-07-19">19 July 2025</time>
        </>
      }
      sections={[
        {
          id: 'information-we-collect',
          title: 'Information we collect',
          body: (
            <>
              <p>When you browse, order, request a custom design or contact us, we may collect:</p>
              <ul>
                <li>
                  <strong>Name</strong>, so we know who we are designing for and who to deliver to;
                </li>
                <li>
                  <strong>Phone number</strong>, to arrange measurements, delivery and installation;
                </li>
                <li>
                  <strong>Email address</strong>, for order confirmations, receipts and replies to your
                  requests;
                </li>
                <li>
                  <strong>WhatsApp number</strong>, if you choose to talk to us or receive updates on
                  WhatsApp;
                </li>
                <li>
                  <strong>City</strong> (and your delivery address when you order), to plan delivery and
                  installation.
                </li>
              </ul>
              <p>
                We also keep the details of your orders, custom design requests and any images you upload.
                Card and UPI details are entered with our payment provider and never reach our servers.
              </p>
            </>
          ),
        },
        {
          id: 'how-we-use-it',
          title: 'How we use your information',
          body: (
            <>
              <p>We use your information to:</p>
              <ul>
                <li>process, deliver and install your orders, and keep you informed about them;</li>
                <li>respond to custom design requests and enquiries, usually within 24 hours;</li>
                <li>provide after-sales support, returns and exchanges;</li>
                <li>keep your account, cart and wishlist working across devices;</li>
                <li>improve our designs, website and service, using aggregated information where we can;</li>
                <li>meet our legal, tax and accounting obligations.</li>
              </ul>
            </>
          ),
        },
        {
          id: 'whatsapp',
          title: 'WhatsApp messages and consent',
          body: (
            <>
              <p>
                If you give us your WhatsApp number, you consent to receive messages from {storeName} on
                WhatsApp about your orders, deliveries, installation appointments and design consultations. We
                may occasionally share new collections or offers, never more than a few times a month.
              </p>
              <p>
                You can opt out at any time: reply <strong>STOP</strong> to any of our WhatsApp messages and
                we will stop sending them. Opting out does not affect messages you need for an order that is
                already in progress, which we will then send by e-mail or SMS instead.
              </p>
            </>
          ),
        },
        {
          id: 'data-protection',
          title: 'How we protect your data',
          body: (
            <>
              <p>
                Your data is stored on secured servers and sent over encrypted (HTTPS) connections. Passwords
                are stored only as salted hashes, access within our team is limited to the people who need it
                for your order, and we keep personal data only for as long as we need it for the purposes
                above or as the law requires.
              </p>
              <p>
                We handle personal data in line with India’s Information Technology Act, 2000 and the Digital
                Personal Data Protection Act, 2023.
              </p>
            </>
          ),
        },
        {
          id: 'your-rights',
          title: 'Your rights',
          body: (
            <>
              <p>You have the right to:</p>
              <ul>
                <li>
                  <strong>Access</strong> the personal information we hold about you;
                </li>
                <li>
                  <strong>Correct</strong> information that is inaccurate or incomplete;
                </li>
                <li>
                  <strong>Delete</strong> your information, unless we must keep it by law (for example,
                  invoices).
                </li>
              </ul>
              <p>
                To make a request, contact us using the details below. We will confirm your identity and
                respond within 30 days.
              </p>
            </>
          ),
        },
        {
          id: 'third-parties',
          title: 'Third parties',
          body: (
            <>
              <p>
                We do not sell or rent your personal information. We share it only with partners who help us
                serve you, and only what they need:
              </p>
              <ul>
                <li>our payment provider, to process card and UPI payments securely;</li>
                <li>courier and logistics partners, to deliver your order;</li>
                <li>WhatsApp (Meta), when you choose to talk to us there;</li>
                <li>e-mail and hosting providers that run our website and messages.</li>
              </ul>
              <p>
                We may also disclose information when required by law or to protect our customers and
                business.
              </p>
            </>
          ),
        },
        {
          id: 'changes',
          title: 'Changes to this policy',
          body: (
            <p>
              We may update this policy from time to time. The effective date above shows when it last
              changed; for significant changes we will also let you know by e-mail or on this website.
            </p>
          ),
        },
        {
          id: 'contact',
          title: 'Contact us',
          body: (
            <>
              <p>For questions about this policy or your personal data, contact us:</p>
              <SupportLinks />
              <p>
                You can also write to us through our <Link to="/contact">contact page</Link>.
              </p>
            </>
          ),
        },
      ]}
    />
  );
}
