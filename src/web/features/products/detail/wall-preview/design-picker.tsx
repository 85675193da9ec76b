import { useId } from 'react';
import { isMaterial } from '../../../../../domain/pricing';
import { errorMessage } from '../../../../lib/api-client';
import { PanelSelect } from './panel-select';
import type { useWallPreview } from './use-wall-preview';

/** The design on the wall (this product or a related one), its colourway and its material. */
export function DesignPicker({ choice }: { choice: ReturnType<typeof useWallPreview>['design'] }) {
  const ids = useId();
  const { design, material, materials } = choice;
  return (
    <>
      <div>
        <PanelSelect id={`${ids}-design`} label="Design" value={design.id} onChange={choice.choose}>
          {choice.designs.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </PanelSelect>
        {choice.tileError && (
          <p role="alert" className="mt-1.5 text-[13px] text-danger">
            {errorMessage(choice.tileError, 'This design could not be loaded.')}
          </p>
        )}
      </div>

      <div className="grid grid-cols-2 gap-3">
        {design.colors.length > 0 && (
          <div>
            <PanelSelect
              id={`${ids}-color`}
              label="Colourway"
              value={choice.color ?? ''}
              onChange={choice.setColor}
            >
              {design.colors.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </PanelSelect>
          </div>
        )}
        {design.kind !== 'rolls' && materials.length > 0 && (
          <div>
            <PanelSelect
              id={`${ids}-material`}
              label="Material"
              value={material ?? ''}
              onChange={(chosen) => isMaterial(chosen) && choice.setMaterial(chosen)}
            >
              {materials.map((m) => (
                <option key={m}>{m}</option>
              ))}
            </PanelSelect>
          </div>
        )}
      </div>
    </>
  );
}
