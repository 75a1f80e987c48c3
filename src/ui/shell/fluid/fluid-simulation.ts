/**
 * A small "stable fluids" solver (Jos Stam, GDC 2003) for the decorative animation of SPEC §1: dye
 * carried by a velocity field on an n × n grid, semi-Lagrangian advection, Gauss–Seidel diffusion and
 * pressure projection. No DOM here (fluid-canvas.tsx draws it), so it is testable on its own.
 */
export interface FluidOptions {
  readonly viscosity?: number;
  readonly diffusion?: number;
  /** Gauss–Seidel sweeps per solve: fewer is cheaper and less exact (it is decoration). */
  readonly iterations?: number;
  /** How much dye is left after a second (fades old swirls out). */
  readonly fadePerSecond?: number;
}

type Boundary = 0 | 1 | 2;

export class FluidSimulation {
  private readonly cells: number;
  private u: Float32Array;
  private v: Float32Array;
  private uPrev: Float32Array;
  private vPrev: Float32Array;
  private dye: Float32Array;
  private dyePrev: Float32Array;
  private readonly viscosity: number;
  private readonly diffusion: number;
  private readonly iterations: number;
  private readonly fadePerSecond: number;

  constructor(
    readonly n: number,
    options: FluidOptions = {},
  ) {
    this.cells = (n + 2) * (n + 2);
    this.u = new Float32Array(this.cells);
    this.v = new Float32Array(this.cells);
    this.uPrev = new Float32Array(this.cells);
    this.vPrev = new Float32Array(this.cells);
    this.dye = new Float32Array(this.cells);
    this.dyePrev = new Float32Array(this.cells);
    this.viscosity = options.viscosity ?? 0.00001;
    this.diffusion = options.diffusion ?? 0.00001;
    this.iterations = options.iterations ?? 10;
    this.fadePerSecond = options.fadePerSecond ?? 0.6;
  }

  private index(i: number, j: number): number {
    return i + (this.n + 2) * j;
  }

  /** The cell under a point given in 0..1 on both axes (clamped to the grid). */
  private cellAt(x: number, y: number): number {
    const clamp = (value: number) => Math.min(this.n, Math.max(1, Math.round(value * this.n)));
    return this.index(clamp(x), clamp(y));
  }

  addDye(x: number, y: number, amount: number): void {
    const cell = this.cellAt(x, y);
    this.dyePrev[cell] = (this.dyePrev[cell] ?? 0) + amount;
  }

  addVelocity(x: number, y: number, vx: number, vy: number): void {
    const cell = this.cellAt(x, y);
    this.uPrev[cell] = (this.uPrev[cell] ?? 0) + vx;
    this.vPrev[cell] = (this.vPrev[cell] ?? 0) + vy;
  }

  /** Dye at cell (i, j), 1 ≤ i, j ≤ n: 0 and up. */
  dyeAt(i: number, j: number): number {
    return this.dye[this.index(i, j)] ?? 0;
  }

  /** Total dye on the grid (for tests: advection moves it, fading removes it). */
  totalDye(): number {
    let total = 0;
    for (let j = 1; j <= this.n; j++) for (let i = 1; i <= this.n; i++) total += this.dyeAt(i, j);
    return total;
  }

  step(dt: number): void {
    // Velocity: add forces, diffuse, project, advect, project.
    this.addSources(this.u, this.uPrev, dt);
    this.addSources(this.v, this.vPrev, dt);
    [this.u, this.uPrev] = [this.uPrev, this.u];
    this.diffuse(1, this.u, this.uPrev, this.viscosity, dt);
    [this.v, this.vPrev] = [this.vPrev, this.v];
    this.diffuse(2, this.v, this.vPrev, this.viscosity, dt);
    this.project(this.u, this.v, this.uPrev, this.vPrev);
    [this.u, this.uPrev] = [this.uPrev, this.u];
    [this.v, this.vPrev] = [this.vPrev, this.v];
    this.advect(1, this.u, this.uPrev, this.uPrev, this.vPrev, dt);
    this.advect(2, this.v, this.vPrev, this.uPrev, this.vPrev, dt);
    this.project(this.u, this.v, this.uPrev, this.vPrev);
    // Dye: add, diffuse, advect along the velocity, fade.
    this.addSources(this.dye, this.dyePrev, dt);
    [this.dye, this.dyePrev] = [this.dyePrev, this.dye];
    this.diffuse(0, this.dye, this.dyePrev, this.diffusion, dt);
    [this.dye, this.dyePrev] = [this.dyePrev, this.dye];
    this.advect(0, this.dye, this.dyePrev, this.u, this.v, dt);
    const fade = Math.pow(this.fadePerSecond, dt);
    for (let k = 0; k < this.cells; k++) this.dye[k] = (this.dye[k] ?? 0) * fade;
    this.uPrev.fill(0);
    this.vPrev.fill(0);
    this.dyePrev.fill(0);
  }

  private addSources(target: Float32Array, source: Float32Array, dt: number): void {
    for (let k = 0; k < this.cells; k++) target[k] = (target[k] ?? 0) + dt * (source[k] ?? 0);
  }

  private setBoundary(b: Boundary, x: Float32Array): void {
    const n = this.n;
    const at = (i: number, j: number) => x[this.index(i, j)] ?? 0;
    for (let i = 1; i <= n; i++) {
      x[this.index(0, i)] = b === 1 ? -at(1, i) : at(1, i);
      x[this.index(n + 1, i)] = b === 1 ? -at(n, i) : at(n, i);
      x[this.index(i, 0)] = b === 2 ? -at(i, 1) : at(i, 1);
      x[this.index(i, n + 1)] = b === 2 ? -at(i, n) : at(i, n);
    }
    x[this.index(0, 0)] = 0.5 * (at(1, 0) + at(0, 1));
    x[this.index(0, n + 1)] = 0.5 * (at(1, n + 1) + at(0, n));
    x[this.index(n + 1, 0)] = 0.5 * (at(n, 0) + at(n + 1, 1));
    x[this.index(n + 1, n + 1)] = 0.5 * (at(n, n + 1) + at(n + 1, n));
  }

  private linearSolve(b: Boundary, x: Float32Array, x0: Float32Array, a: number, c: number): void {
    const n = this.n;
    const row = n + 2;
    for (let sweep = 0; sweep < this.iterations; sweep++) {
      for (let j = 1; j <= n; j++) {
        for (let i = 1; i <= n; i++) {
          const k = i + row * j;
          x[k] = ((x0[k] ?? 0) + a * ((x[k - 1] ?? 0) + (x[k + 1] ?? 0) + (x[k - row] ?? 0) + (x[k + row] ?? 0))) / c;
        }
      }
      this.setBoundary(b, x);
    }
  }

  private diffuse(b: Boundary, x: Float32Array, x0: Float32Array, rate: number, dt: number): void {
    const a = dt * rate * this.n * this.n;
    this.linearSolve(b, x, x0, a, 1 + 4 * a);
  }

  private advect(b: Boundary, d: Float32Array, d0: Float32Array, u: Float32Array, v: Float32Array, dt: number): void {
    const n = this.n;
    const dt0 = dt * n;
    for (let j = 1; j <= n; j++) {
      for (let i = 1; i <= n; i++) {
        const k = this.index(i, j);
        const x = Math.min(n + 0.5, Math.max(0.5, i - dt0 * (u[k] ?? 0)));
        const y = Math.min(n + 0.5, Math.max(0.5, j - dt0 * (v[k] ?? 0)));
        const i0 = Math.floor(x);
        const j0 = Math.floor(y);
        const s1 = x - i0;
        const t1 = y - j0;
        const at = (ii: number, jj: number) => d0[this.index(ii, jj)] ?? 0;
        d[k] = (1 - s1) * ((1 - t1) * at(i0, j0) + t1 * at(i0, j0 + 1)) + s1 * ((1 - t1) * at(i0 + 1, j0) + t1 * at(i0 + 1, j0 + 1));
      }
    }
    this.setBoundary(b, d);
  }

  private project(u: Float32Array, v: Float32Array, p: Float32Array, div: Float32Array): void {
    const n = this.n;
    const h = 1 / n;
    for (let j = 1; j <= n; j++) {
      for (let i = 1; i <= n; i++) {
        const k = this.index(i, j);
        const du = (u[this.index(i + 1, j)] ?? 0) - (u[this.index(i - 1, j)] ?? 0);
        const dv = (v[this.index(i, j + 1)] ?? 0) - (v[this.index(i, j - 1)] ?? 0);
        div[k] = -0.5 * h * (du + dv);
        p[k] = 0;
      }
    }
    this.setBoundary(0, div);
    this.setBoundary(0, p);
    this.linearSolve(0, p, div, 1, 4);
    for (let j = 1; j <= n; j++) {
      for (let i = 1; i <= n; i++) {
        const k = this.index(i, j);
        u[k] = (u[k] ?? 0) - (0.5 * ((p[this.index(i + 1, j)] ?? 0) - (p[this.index(i - 1, j)] ?? 0))) / h;
        v[k] = (v[k] ?? 0) - (0.5 * ((p[this.index(i, j + 1)] ?? 0) - (p[this.index(i, j - 1)] ?? 0))) / h;
      }
    }
    this.setBoundary(1, u);
    this.setBoundary(2, v);
  }
}
