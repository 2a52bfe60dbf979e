import numpy as np

import config


def export_results_csv(seed):
    """Split times (minutes) as exported by the timing provider; a failed chip read leaves an empty cell."""
    rng = np.random.RandomState(seed)
    lines = ["bib," + ",".join(config.SPLITS) + ",finish"]
    for bib in range(config.N_RUNNERS):
        pace = rng.uniform(4.0, 7.5)
        fade = rng.uniform(1.0, 1.15)
        km = np.array([5, 10, 15, 20, 21.1])
        splits = pace * km * (1 + (fade - 1) * km / 42.2) + rng.normal(0, 0.5, 5)
        finish = pace * 42.2 * fade + rng.normal(0, 3)
        cells = ["" if rng.rand() < config.MISSING_RATE else f"{s:.2f}" for s in splits]
        lines.append(f"{bib}," + ",".join(cells) + f",{finish:.2f}")
    return "\n".join(lines)


def parse_cell(cell):
    return float(cell) if cell.strip() else None  # ROOT


def parse_results(text):
    rows = [line.split(",") for line in text.strip().splitlines()[1:]]
    splits = [[parse_cell(c) for c in r[1:-1]] for r in rows]
    finish = [float(r[-1]) for r in rows]
    return splits, finish
