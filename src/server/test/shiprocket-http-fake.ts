/**
 * Shiprocket's external API as a `fetch`, for tests: requests are recorded and answered from memory with the
 * shapes its API documentation gives (apiv2.shiprocket.in/v1/external), so the provider's own request building,
 * token handling and error handling run while nothing leaves the machine.
 */

export interface RecordedShiprocketRequest {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function createShiprocketHttpFake(credentials = { email: 'api@wallcraft.test', password: 'secret' }) {
  const requests: RecordedShiprocketRequest[] = [];
  let tokens = 0;
  let current: string | null = null;
  let nextShipment = 100_000;
  /** PINs no courier serves, and PINs served without cash on delivery */
  const unserved = new Set<string>();
  const prepaidOnly = new Set<string>();
  const tracks = new Map<string, { date: string; 'sr-status-label': string; activity: string }[]>();
  let down = false;

  const fake = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const path = url.pathname.replace(/^\/v1\/external/, '') + url.search;
    const headers = new Headers(init?.headers);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    requests.push({ method: init?.method ?? 'GET', path, authorization: headers.get('authorization'), body });
    if (down) throw new TypeError('fetch failed');

    if (url.pathname.endsWith('/auth/login')) {
      const given = body as { email?: string; password?: string };
      if (given.email !== credentials.email || given.password !== credentials.password)
        return json(400, { message: 'Invalid email and password combination', status_code: 400 });
      current = `token-${++tokens}`;
      return json(200, { id: 1, first_name: 'API', email: given.email, company_id: 7, token: current });
    }
    if (headers.get('authorization') !== `Bearer ${current}`)
      return json(401, { message: 'Token has expired', status_code: 401 });

    if (url.pathname.endsWith('/courier/serviceability/')) {
      const pin = url.searchParams.get('delivery_postcode') ?? '';
      if (unserved.has(pin)) return json(200, { status: 404, data: { available_courier_companies: [] } });
      const cod = prepaidOnly.has(pin) ? 0 : 1;
      return json(200, {
        status: 200,
        data: {
          available_courier_companies: [
            {
              courier_company_id: 24,
              courier_name: 'Xpressbees Surface',
              cod,
              estimated_delivery_days: '4',
              etd: 'Dec 01, 2026',
            },
            {
              courier_company_id: 1,
              courier_name: 'Blue Dart Air',
              cod: 0,
              estimated_delivery_days: '2',
              etd: 'Nov 29, 2026',
            },
          ],
        },
      });
    }
    if (url.pathname.endsWith('/orders/create/adhoc')) {
      const shipmentId = ++nextShipment;
      return json(200, {
        order_id: shipmentId + 5_000_000,
        shipment_id: shipmentId,
        status: 'NEW',
        status_code: 1,
      });
    }
    if (url.pathname.endsWith('/courier/assign/awb')) {
      const { shipment_id } = body as { shipment_id: number };
      return json(200, {
        awb_assign_status: 1,
        response: {
          data: {
            awb_code: `1417${shipment_id}`,
            courier_company_id: 24,
            courier_name: 'Xpressbees Surface',
            shipment_id,
          },
        },
      });
    }
    if (url.pathname.endsWith('/courier/generate/label')) {
      const { shipment_id } = body as { shipment_id: number[] };
      return json(200, {
        label_created: 1,
        label_url: `https://kr-shipmultichannel.s3.ap-southeast-1.amazonaws.com/label-${shipment_id[0]}.pdf`,
        response: 'Label has been created and uploaded successfully!',
      });
    }
    if (url.pathname.endsWith('/courier/generate/pickup'))
      return json(200, { pickup_status: 1, response: { pickup_scheduled_date: '2026-11-28 10:00:00' } });
    // Action NDR: 're-attempt' or 'return' (with 'fake-attempt', not used here), a required comment, and the
    // optional corrected phone and address1; answered 202.
    const ndr = /\/ndr\/([^/]+)\/action$/.exec(url.pathname);
    if (ndr) {
      const given = body as { action?: string; comments?: string };
      if (!['re-attempt', 'return', 'fake-attempt'].includes(given.action ?? '') || !given.comments)
        return json(422, { message: 'The action field is required.', status_code: 422 });
      return json(202, { status: 'Data Updated Sucessfully' });
    }
    const track = /\/courier\/track\/awb\/(.+)$/.exec(url.pathname);
    if (track) {
      const awb = decodeURIComponent(track[1] ?? '');
      return json(200, {
        tracking_data: {
          track_status: 1,
          shipment_status: 7,
          shipment_track_activities: [...(tracks.get(awb) ?? [])].reverse(),
        },
      });
    }
    return json(404, { message: 'Not found', status_code: 404 });
  };

  return {
    fetch: fake as typeof fetch,
    requests,
    unserved,
    prepaidOnly,
    /** scans the courier reports for a parcel, oldest first */
    tracks,
    /** the next calls fail as a network outage would */
    setDown: (value: boolean) => {
      down = value;
    },
    /** the token goes stale, as after ten days */
    expireToken: () => {
      current = `expired-${tokens}`;
    },
  };
}
