import numpy as np

import config as cfg


def export_csv(rng):
    """Simulates the logger's daily CSV export (header + one row per hive-day)."""
    header = ",".join(("hive_id",) + cfg.BANDS + cfg.CLIMATE + ("status",))
    rows = [header]
    for i in range(cfg.NUM_HIVE_DAYS):
        queenless = int(rng.random() < 0.3)
        bands = rng.gamma(2.0, 1.0, len(cfg.BANDS))
        if queenless:
            bands[2:4] *= 2.5  # "roaring" in 300-500 Hz
        temp = rng.normal(34.5 - 1.5 * queenless, 0.5)
        hum = rng.normal(60, 5)
        rows.append(",".join([f"H{i % 6:02d}"] + [f"{v:.3f}" for v in bands] +
                             [f"{temp:.2f}", f"{hum:.1f}", cfg.STATUS[queenless]]))
    return "\n".join(rows)
