/** The longest window the grid reads at once (api.md `admin.reservations.grid`: ≤ 62 nights). */
export const GRID_MAX_NIGHTS = 62;
