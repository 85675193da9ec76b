import { z } from 'zod';
import { MessageSchema, NameSchema, UserSchema } from './auth';
import { EmailSchema } from './text';
import { STAFF_ROLES, USER_ROLES, type UserRole } from './constants';
import type { OrderStatus } from './order-status';

// Who may do what in the staff dashboard, the dashboard's messages, and the staff accounts themselves.

/** 'installer' names the installer's own pages: only an installer account opens them (decision 065). */
export type StaffAccess = 'viewer' | 'editor' | 'admin' | 'installer';
/** An installer ranks with customers: it sees none of the dashboard, only its own jobs. */
const RANK: Record<UserRole, number> = { customer: 0, installer: 0, viewer: 1, editor: 2, admin: 3 };

/** viewer < editor < admin; the admin web hides what the server would refuse with this same rule. */
export const canAccess = (role: UserRole, needed: StaffAccess): boolean =>
  needed === 'installer' ? role === 'installer' : RANK[role] >= RANK[needed];

export const ADMIN_MESSAGES = {
  /** 409 to an invitation of a shopper's e-mail, until the admin confirms (decision 048) */
  shopperExists: (email: string) =>
    `${email} already shops here with a customer account. Inviting them turns it into a staff account: their shop password stops working and they must set a staff password from the invitation. They stay listed in Customers with their orders.`,
  /** refunds, approved returns and cancelling a paid order move money: admins only (decision 048) */
  refundsAdminOnly: 'Only an admin can refund money. Ask an admin to make this refund.',
  lastAdmin: 'The store must keep at least one admin.',
  /** the store's settings, such as who may review (decision 051) */
  settingsAdminOnly: 'Only an admin can change the store settings.',
  orderNotFound: 'Order not found.',
  badTransition: (from: OrderStatus, to: OrderStatus) => `Cannot change status from ${from} to ${to}`,
  productNotFound: 'Product not found',
  skuTaken: 'A product with this SKU already exists',
  customerNotFound: 'Customer not found',
  userNotFound: 'User not found.',
  cartNotFound: 'Cart not found.',
  cartEmpty: 'This cart is empty.',
  recoverySent: 'Recovery email sent.',
  orderChanged: 'This order was just changed by someone else. Reload it and try again.',
  inviteSent: 'Invitation sent.',
  collectionNotFound: 'Collection not found.',
  collectionTaken: 'A collection with this name already exists',
  unknownProducts: 'Some of these products no longer exist.',
  mediaNotFound: 'Media item not found.',
  mediaType: 'Upload a JPEG, PNG, WebP or GIF image, or an MP4 or WebM video',
  noFile: 'Choose a file to upload',
  imageTooLarge: 'Images must be at most 10 MB',
  fileTooLarge: 'Files must be at most 10 MB for images and 50 MB for videos',
  videoTooLarge: 'Videos must be at most 50 MB',
  requestNotFound: 'Request not found.',
  messageNotFound: 'Message not found.',
  removeSelf: 'You cannot remove yourself. Ask another admin.',
  staffRemoved: (name: string) => `${name} no longer has access to the dashboard.`,
  inviteResent: (email: string) => `A new invitation was sent to ${email}.`,
  alreadyActive: 'This person has already chosen a password. They can use Forgot password to change it.',
  mediaInUse: (names: readonly string[]) => {
    const shown = names.length > 5 ? [...names.slice(0, 5), `${names.length - 5} more`] : names;
    const one = names.length === 1;
    return `This image is used by ${one ? 'the product' : `${names.length} products`}: ${shown.join(', ')}. Remove it from ${one ? 'that product' : 'them'} first.`;
  },
  importRefused: (rows: number) =>
    `Nothing was imported: ${rows} ${rows === 1 ? 'row was' : 'rows were'} refused. Fix ${rows === 1 ? 'it' : 'them'} and upload the file again.`,
  importDone: (created: number, updated: number) =>
    `Imported ${created + updated} products: ${created} new, ${updated} updated.`,
  importEmpty: 'The file has no product rows.',
  importTooManyRows: (max: number) =>
    `A file may hold at most ${max} products. Split it and import each part.`,
  importColumns: (missing: readonly string[], unknown: readonly string[]) =>
    [
      missing.length ? `Missing columns: ${missing.join(', ')}.` : '',
      unknown.length ? `Unknown columns: ${unknown.join(', ')}.` : '',
      'Start from an exported file.',
    ]
      .filter(Boolean)
      .join(' '),
  importUnreadable: (detail: string) => `The file could not be read as CSV: ${detail}`,
} as const;

export const StaffUserSchema = UserSchema.extend({
  /** invited but has not chosen a password yet */
  invitePending: z.boolean(),
});
export type StaffUser = z.infer<typeof StaffUserSchema>;

const RoleSchema = z.enum(USER_ROLES, { error: `role must be one of ${USER_ROLES.join(', ')}` });
export const UpdateUserBodySchema = z
  .object({
    /** 'customer' takes a member of staff's access away */
    role: RoleSchema.optional(),
    featured: z.boolean({ error: 'featured must be true or false' }).optional(),
  })
  .refine((body) => body.role !== undefined || body.featured !== undefined, 'Nothing to change');
export type UpdateUserBody = z.infer<typeof UpdateUserBodySchema>;
export type UpdateUserBodyInput = z.input<typeof UpdateUserBodySchema>;
export const InviteBodySchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  role: z.enum(STAFF_ROLES, { error: `role must be one of ${STAFF_ROLES.join(', ')}` }),
  /** true once the admin has confirmed turning an existing shop account into staff (decision 048) */
  convertShopper: z.boolean().optional(),
});
export type InviteInput = z.infer<typeof InviteBodySchema>;
export const InviteResultSchema = MessageSchema.extend({ user: StaffUserSchema });
export type InviteResult = z.infer<typeof InviteResultSchema>;
export const MessageResultSchema = MessageSchema;
