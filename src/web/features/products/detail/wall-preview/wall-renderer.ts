import {
  createBufferInfoFromArrays,
  createProgramInfo,
  createTexture,
  drawBufferInfo,
  setBuffersAndAttributes,
  setUniforms,
  type BufferInfo,
  type ProgramInfo,
} from 'twgl.js';
import type { Point, WallCorners } from '../../../../../domain/wall-preview';
import { apply, invert, squareToQuad, type Mat3 } from './homography';

const VERTEX = `#version 300 es
in vec2 position;
void main() { gl_Position = vec4(position, 0.0, 1.0); }`;

// Per pixel: find where on the wall (0..1 each way) this photo pixel lies through the inverse homography,
// sample the repeat there (the GPU's REPEAT wrap and mipmaps tile it without seams or shimmer), and multiply
// by the photo's luminance relative to the wall's median so its light and shade stay on the paper.
const FRAGMENT = `#version 300 es
precision highp float;
uniform sampler2D u_photo;
uniform sampler2D u_front;
uniform sampler2D u_tile;
uniform mat3 u_toWall;
uniform vec2 u_size;
uniform vec2 u_repeats;
uniform vec2 u_offset;
uniform float u_lumRef;
uniform float u_hasFront;
out vec4 outColor;
void main() {
  vec2 px = vec2(gl_FragCoord.x, u_size.y - gl_FragCoord.y);
  vec2 st = px / u_size;
  vec3 photo = texture(u_photo, st).rgb;
  vec3 q = u_toWall * vec3(px, 1.0);
  vec2 uv = q.xy / q.z;
  vec2 fw = max(fwidth(uv), vec2(1e-6));
  vec2 edge = clamp(uv / fw + 0.5, 0.0, 1.0) * clamp((1.0 - uv) / fw + 0.5, 0.0, 1.0);
  float cover = edge.x * edge.y * step(0.0, q.z);
  vec3 paper = texture(u_tile, u_offset + uv * u_repeats).rgb;
  float lum = dot(photo, vec3(0.2126, 0.7152, 0.0722));
  vec3 lit = paper * clamp(lum / u_lumRef, 0.0, 1.3);
  vec3 color = mix(photo, lit, cover);
  vec4 front = texture(u_front, st);
  outColor = vec4(mix(color, front.rgb, front.a * u_hasFront), 1.0);
}`;

export interface WallScene {
  corners: WallCorners;
  /** repeats across and down the marked wall */
  repeats: { x: number; y: number };
  /**
   * where the wall's top-left corner samples the image, in image widths and heights: a mural's crop (decision
   * 067) shows one part of its picture, a repeat starts at 0
   */
  offset?: { x: number; y: number };
}

/** Whether this browser can draw the preview at all (WebGL 2: non-power-of-two repeating textures). */
export const supportsWallPreview = (): boolean =>
  typeof document !== 'undefined' && Boolean(document.createElement('canvas').getContext('webgl2'));

/**
 * Draws a photo with a design tiled across one wall in perspective, through twgl.js on WebGL 2. Changes
 * only mark the scene dirty; one requestAnimationFrame draw follows, so a drag costs one draw per frame.
 */
export class WallRenderer {
  private readonly gl: WebGL2RenderingContext;
  private readonly program: ProgramInfo;
  private readonly quad: BufferInfo;
  private photo: WebGLTexture | null = null;
  private front: WebGLTexture | null = null;
  private tile: WebGLTexture | null = null;
  private lumRef = 0.8;
  private luminance: { data: Uint8ClampedArray; width: number; height: number } | null = null;
  private scene: WallScene | null = null;
  private frame = 0;
  private lumKey = '';
  /** where the last draw put the wall's corners, read back from the matrix it used */
  drawnCorners: WallCorners | null = null;
  onDraw: (() => void) | null = null;

  constructor(readonly canvas: HTMLCanvasElement) {
    // Kept so Save image can read the pixels after the frame is shown.
    const gl = canvas.getContext('webgl2', { preserveDrawingBuffer: true, antialias: false });
    if (!gl) throw new Error('WebGL 2 is not available');
    this.gl = gl;
    this.program = createProgramInfo(gl, [VERTEX, FRAGMENT]);
    this.quad = createBufferInfoFromArrays(gl, {
      position: { numComponents: 2, data: [-1, -1, 1, -1, -1, 1, -1, 1, 1, -1, 1, 1] },
    });
  }

  setPhoto(source: ImageBitmap, front: ImageBitmap | null) {
    const { gl } = this;
    this.canvas.width = source.width;
    this.canvas.height = source.height;
    for (const t of [this.photo, this.front]) if (t) gl.deleteTexture(t);
    this.photo = createTexture(gl, { src: source, min: gl.LINEAR, wrap: gl.CLAMP_TO_EDGE });
    this.front = front ? createTexture(gl, { src: front, min: gl.LINEAR, wrap: gl.CLAMP_TO_EDGE }) : null;
    this.luminance = sampleLuminance(source);
    this.lumKey = '';
    this.invalidate();
  }

  setTile(source: ImageBitmap) {
    const { gl } = this;
    if (this.tile) gl.deleteTexture(this.tile);
    this.tile = createTexture(gl, {
      src: source,
      wrap: gl.REPEAT,
      min: gl.LINEAR_MIPMAP_LINEAR,
      mag: gl.LINEAR,
    });
    this.invalidate();
  }

  setScene(scene: WallScene) {
    this.scene = scene;
    this.invalidate();
  }

  invalidate() {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.draw();
    });
  }

  dispose() {
    cancelAnimationFrame(this.frame);
    const { gl } = this;
    for (const t of [this.photo, this.front, this.tile]) if (t) gl.deleteTexture(t);
    gl.getExtension('WEBGL_lose_context')?.loseContext();
  }

  private draw() {
    const { gl, scene } = this;
    if (!this.photo || !this.tile || !scene) return;
    const toWall = invert(squareToQuad(scene.corners));
    if (!toWall) return;
    const key = JSON.stringify(scene.corners);
    if (key !== this.lumKey) {
      this.lumKey = key;
      this.lumRef = this.luminance ? medianWallLuminance(this.luminance, toWall, this.canvas) : 0.8;
    }
    gl.viewport(0, 0, this.canvas.width, this.canvas.height);
    gl.useProgram(this.program.program);
    setBuffersAndAttributes(gl, this.program, this.quad);
    setUniforms(this.program, {
      u_photo: this.photo,
      u_front: this.front ?? this.photo,
      u_tile: this.tile,
      u_hasFront: this.front ? 1 : 0,
      // GLSL matrices are column-major.
      u_toWall: [
        toWall[0],
        toWall[3],
        toWall[6],
        toWall[1],
        toWall[4],
        toWall[7],
        toWall[2],
        toWall[5],
        toWall[8],
      ],
      u_size: [this.canvas.width, this.canvas.height],
      u_repeats: [scene.repeats.x, scene.repeats.y],
      u_offset: [scene.offset?.x ?? 0, scene.offset?.y ?? 0],
      u_lumRef: this.lumRef,
    });
    drawBufferInfo(gl, this.quad);
    this.drawnCorners = this.readBackCorners();
    this.onDraw?.();
  }

  /** The corners as the shader sees them: the unit square through the inverse of the uniform it holds. */
  private readBackCorners(): WallCorners | null {
    const { gl } = this;
    const location = gl.getUniformLocation(this.program.program, 'u_toWall');
    const m = location ? (gl.getUniform(this.program.program, location) as Float32Array | null) : null;
    if (!m) return null;
    const toWall: Mat3 = [m[0]!, m[3]!, m[6]!, m[1]!, m[4]!, m[7]!, m[2]!, m[5]!, m[8]!];
    const toPhoto = invert(toWall);
    if (!toPhoto) return null;
    const unit: Point[] = [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 1, y: 1 },
      { x: 0, y: 1 },
    ];
    const [a, b, c, d] = unit.map((p) => apply(toPhoto, p));
    return a && b && c && d ? [a, b, c, d] : null;
  }
}

const LUMINANCE_SAMPLE_WIDTH = 96;

function sampleLuminance(source: ImageBitmap) {
  const width = LUMINANCE_SAMPLE_WIDTH;
  const height = Math.max(1, Math.round((source.height / source.width) * width));
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(source, 0, 0, width, height);
  return { data: ctx.getImageData(0, 0, width, height).data, width, height };
}

/**
 * The wall's typical brightness: the median, so a sofa or a lamp inside the marked area does not darken
 * or brighten the whole paper. Read from a small copy of the photo whenever the corners move.
 */
function medianWallLuminance(
  sample: { data: Uint8ClampedArray; width: number; height: number },
  toWall: Mat3,
  canvas: HTMLCanvasElement,
): number {
  const sx = canvas.width / sample.width;
  const sy = canvas.height / sample.height;
  const values: number[] = [];
  for (let y = 0; y < sample.height; y++) {
    for (let x = 0; x < sample.width; x++) {
      const uv = apply(toWall, { x: (x + 0.5) * sx, y: (y + 0.5) * sy });
      if (uv.x < 0 || uv.x > 1 || uv.y < 0 || uv.y > 1) continue;
      const i = (y * sample.width + x) * 4;
      values.push(
        (0.2126 * sample.data[i]! + 0.7152 * sample.data[i + 1]! + 0.0722 * sample.data[i + 2]!) / 255,
      );
    }
  }
  if (values.length === 0) return 0.8;
  values.sort((a, b) => a - b);
  return Math.max(0.05, values[Math.floor(values.length / 2)] ?? 0.8);
}
