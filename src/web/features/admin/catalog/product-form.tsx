import { zodResolver } from '@hookform/resolvers/zod';
import { clsx } from 'clsx';
import { Controller, useForm, useWatch, type DefaultValues } from 'react-hook-form';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { CreateProductSchema, type AdminProduct, type CreateProduct } from '../../../../domain/product-admin';
import {
  CATEGORIES,
  COLORS,
  HOME_CAROUSEL_SIZE,
  PATTERN_MATCHES,
  THEMES,
} from '../../../../domain/constants';
import { MATERIALS } from '../../../../domain/pricing';
import { LOW_STOCK_ROLLS } from '../../../../domain/stock';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useRefusal } from '../../../lib/use-refusal';
import { useSaveProduct } from './api/save-product';
import { Alert } from '../../../components/ui/alert';
import {
  CheckboxField,
  FieldError,
  SelectField,
  TextAreaField,
  TextField,
  fieldsOf,
} from '../../../components/ui/form-field';
import { CheckboxGroup } from './checkbox-group';
import { Options } from '../shell/options';
import { FormSection, Group } from './form-section';
import { ImageField } from './image-field';
import { CENTIMETRES, GRAMS, ROLLS, RUPEES_PER_SQFT } from './number-fields';
import { FORM_ROOM_TYPES, toNumber, toOptionalNumber, type ProductFormValues } from './product-form-values';
import { TagField } from './tag-field';

export const PRODUCTS_TAB = '/admin/dashboard?tab=products';

/**
 * An edit leaves the roll count out, so the server keeps it as sales have left it since the form was opened;
 * staff change it by an adjustment with a reason (decision 026).
 */
const withoutStock = (values: CreateProduct): CreateProduct => ({
  ...values,
  stock: undefined,
  batch: undefined,
});

type ListName = 'images' | 'tags' | 'colors' | 'materials' | 'roomTypes';

const SWATCH: Record<(typeof COLORS)[number], string> = {
  Green: '#4f7a55',
  Blue: '#3f6ea5',
  Coral: '#ee7b66',
  Pink: '#e7a1b5',
  Gold: '#c9a46a',
  Black: '#222',
  White: '#fff',
  Cream: '#f3e7cf',
  Burgundy: '#7a2631',
  Turquoise: '#3fb5b0',
};

export interface ProductFormProps {
  /** the product being edited; absent on the add form */
  product?: AdminProduct;
  defaultValues: DefaultValues<ProductFormValues>;
  /** viewers see the form but cannot change it */
  readOnly?: boolean;
}

/**
 * The add and edit form (docs/store-rules.md#screens): validated with the same CreateProductSchema the server
 * uses, so both show the same messages, then POSTed or PUT for real.
 */
export function ProductForm({ product, defaultValues, readOnly = false }: ProductFormProps) {
  const navigate = useNavigate();
  const save = useSaveProduct(product?.id ?? null);
  const { refusal, attempt } = useRefusal();
  const form = useForm<ProductFormValues, unknown, CreateProduct>({
    resolver: zodResolver(CreateProductSchema),
    defaultValues,
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const field = fieldsOf(form);

  const kind = useWatch({ control, name: 'kind' });

  const onSubmit = handleSubmit(async (values) => {
    await attempt('The product could not be saved. Please try again.', async () => {
      const saved = await save.mutateAsync(product ? withoutStock(values) : values);
      toast.success(product ? `Updated ${saved.name}` : `Added ${saved.name}`);
      navigate(PRODUCTS_TAB);
    });
  });

  /** A length in centimetres; `whole` is the message about the size it is part of, shown when it has none of its own. */
  const centimetres = (
    name:
      | 'dimensions.width'
      | 'dimensions.height'
      | 'roll.widthCm'
      | 'roll.lengthCm'
      | 'roll.patternRepeatCm'
      | 'parcel.lengthCm'
      | 'parcel.breadthCm'
      | 'parcel.heightCm',
    whole?: string,
  ) => {
    const props = field(name, { setValueAs: toNumber });
    return { ...CENTIMETRES, ...props, error: props.error ?? whole };
  };

  /**
   * A list the form holds (images, tags, colours…) handed to the control that edits it, with the list's own
   * message (too many, a bad entry), which a refinement puts on the list's root.
   */
  const listOf = <N extends ListName>(
    name: N,
    render: (
      props: {
        value: NonNullable<ProductFormValues[N]>;
        onChange: (next: NonNullable<ProductFormValues[N]>) => void;
        disabled: boolean;
      },
      message?: string,
    ) => ReactNode,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <>
          {render(
            { value: field.value ?? [], onChange: field.onChange, disabled: readOnly },
            fieldState.error?.message ?? fieldState.error?.root?.message,
          )}
        </>
      )}
    />
  );

  const busy = isSubmitting || save.isPending;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={product ? 'Edit product' : 'Add product'}>
      <fieldset disabled={readOnly} className="min-w-0">
        <FormSection title="Basic Information" description="What shoppers read first, and where it is filed.">
          <TextField label="Product Name" {...field('name')} />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label="Category"
              {...field('category', { setValueAs: (v: string) => (v === '' ? undefined : v) })}
            >
              <option value="">Select a category</option>
              <Options values={CATEGORIES} labelOf={String} />
            </SelectField>
            <SelectField
              label="Theme"
              {...field('theme', { setValueAs: (v: string) => (v === '' ? null : v) })}
            >
              <option value="">No theme</option>
              <Options values={THEMES} labelOf={String} />
            </SelectField>
          </div>
          <Group legend="Kind">
            <div className="grid gap-2 sm:grid-cols-2">
              {(
                [
                  ['customised', 'Customised', 'Cut to the wall, priced per square foot'],
                  ['rolls', 'Wallpaper rolls', 'Sold per roll; set the roll’s size and pattern below'],
                ] as const
              ).map(([value, label, hint]) => (
                <label
                  key={value}
                  className={clsx(
                    'flex cursor-pointer items-start gap-3 rounded-lg border border-sand-300 px-3.5 py-3 transition-colors',
                    'has-[:checked]:border-gold-dark has-[:checked]:bg-gold-dark/[0.05] hover:border-ink/40',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold',
                  )}
                >
                  <input type="radio" value={value} className="mt-1 accent-gold-dark" {...register('kind')} />
                  <span>
                    <span className="block text-sm font-medium text-ink">{label}</span>
                    <span className="block text-xs text-ink-muted">{hint}</span>
                  </span>
                </label>
              ))}
            </div>
            {errors.kind?.message && <FieldError>{errors.kind?.message}</FieldError>}
          </Group>
          <TextAreaField label="Description" rows={5} {...field('description')} />
          <TextField
            label="SKU"
            optional
            hint={
              readOnly
                ? undefined
                : product
                  ? 'Leave blank to keep the current SKU.'
                  : 'Leave blank and one is generated.'
            }
            className="sm:max-w-xs"
            {...field('skuId')}
          />
        </FormSection>

        <FormSection
          title="Pricing"
          description="Rupees per square foot in the product’s first material; each other material costs the material table’s difference more or less. Rolls are charged this rate times the roll’s area."
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="Price" {...RUPEES_PER_SQFT} {...field('price', { setValueAs: toNumber })} />
            <TextField
              label="Original Price"
              optional
              hint="Shown struck out beside the price."
              {...RUPEES_PER_SQFT}
              {...field('originalPrice', { setValueAs: toOptionalNumber })}
            />
          </div>
        </FormSection>

        <FormSection
          title="Product Images"
          description="The first image is the cover on cards and in search."
        >
          {listOf('images', (props, message) => (
            <ImageField {...props} error={message} />
          ))}
        </FormSection>

        <FormSection title="Specifications" description="Sizes in centimetres, and the filters shoppers use.">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="Width" {...centimetres('dimensions.width', errors.dimensions?.message)} />
            <TextField label="Height" {...centimetres('dimensions.height')} />
          </div>
          {kind === 'rolls' && (
            <Group legend="Roll">
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField label="Roll width" {...centimetres('roll.widthCm', errors.roll?.message)} />
                <TextField label="Roll length" {...centimetres('roll.lengthCm')} />
                <TextField
                  label="Pattern repeat"
                  hint="0 for a free match."
                  {...centimetres('roll.patternRepeatCm')}
                />
                <SelectField label="Pattern match" {...field('roll.patternMatch')}>
                  <Options
                    values={PATTERN_MATCHES}
                    labelOf={(match) => (match === 'straight' ? 'Straight' : 'Half-drop')}
                  />
                </SelectField>
              </div>
            </Group>
          )}
          <Group legend="Shipping box (one unit, packed)">
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label="Shipping weight"
                hint="Booking adds up the units of an order in one box."
                {...GRAMS}
                {...field('parcel.weightG', { setValueAs: toNumber })}
                error={errors.parcel?.weightG?.message ?? errors.parcel?.message}
              />
              <TextField label="Box length" {...centimetres('parcel.lengthCm')} />
              <TextField label="Box breadth" {...centimetres('parcel.breadthCm')} />
              <TextField label="Box height" {...centimetres('parcel.heightCm')} />
            </div>
          </Group>
          {/* Once the product exists its count moves by adjustments with a reason (the Stock panel above). */}
          {kind === 'rolls' && !product && (
            <Group legend="Stock">
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField
                  label="Rolls in stock"
                  optional
                  min="0"
                  {...ROLLS}
                  hint={`Blank when printed to order. At ${LOW_STOCK_ROLLS} or fewer, staff are warned and shoppers see how many are left.`}
                  {...field('stock', { setValueAs: toOptionalNumber })}
                />
                <TextField
                  label="Print batch"
                  optional
                  hint="The batch these rolls come from: one order never mixes batches."
                  {...field('batch', { setValueAs: (v: string | null) => (v ? v : null) })}
                />
              </div>
            </Group>
          )}
          <Group legend="Available Colors">
            {listOf('colors', (props) => (
              <CheckboxGroup
                options={COLORS}
                {...props}
                decorate={(color) => (
                  <span
                    aria-hidden
                    className="size-3 rounded-full ring-1 ring-ink/15"
                    style={{ background: SWATCH[color] }}
                  />
                )}
              />
            ))}
          </Group>
          <Group legend="Materials">
            <p className="-mt-1 mb-2 text-xs text-ink-muted">
              In the order ticked: the first is the default, the one Price is for.
            </p>
            {listOf('materials', (props) => (
              <CheckboxGroup options={MATERIALS} {...props} keepChosenOrder />
            ))}
          </Group>
          <Group legend="Suitable Room Types">
            {listOf('roomTypes', (props) => (
              <CheckboxGroup options={FORM_ROOM_TYPES} {...props} />
            ))}
          </Group>
        </FormSection>

        <FormSection
          title="Tags & Settings"
          description="Tags feed search; the switches decide where it shows."
        >
          {listOf('tags', (props, message) => (
            <TagField {...props} error={message} />
          ))}
          <SelectField
            label="Status"
            hint="A draft is saved and listed here, but shoppers cannot find, open or buy it."
            {...field('status')}
          >
            <option value="active">Active: shown in the store</option>
            <option value="draft">Draft: hidden from shoppers</option>
          </SelectField>
          <div className="grid gap-3 border-t border-sand-100 pt-5 sm:grid-cols-2">
            <CheckboxField
              label="Mark as Bestseller"
              description={`Listed on /bestsellers. The home carousel shows the first ${HOME_CAROUSEL_SIZE} products marked Bestseller, in the order set in Arrange.`}
              {...register('bestseller')}
            />
            <CheckboxField
              label="In Stock"
              description="Out-of-stock products cannot be ordered. A roll with a count is in stock while rolls are left."
              {...register('inStock')}
            />
          </div>
        </FormSection>
      </fieldset>

      {!readOnly && (
        <div className="sticky bottom-0 z-10 -mx-4 mt-2 border-t border-sand-200 bg-ivory/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-10 lg:px-10">
          {refusal && <Alert className="mb-3">{refusal}</Alert>}
          <div className="flex items-center justify-end gap-2">
            <ButtonLink to={PRODUCTS_TAB} variant="secondary" size="sm">
              Cancel
            </ButtonLink>
            <Button type="submit" size="sm" loading={busy}>
              {product ? 'Update Product' : 'Add Product'}
            </Button>
          </div>
        </div>
      )}
    </form>
  );
}
