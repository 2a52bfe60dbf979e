"""Loads the turbine sensor table: features first, the target last."""
import io

import numpy as np

TABLE = "0.2 1.5 3.1 0.7\n0.4 1.1 2.9 0.9\n0.3 1.7 3.3 0.8\n0.5 1.2 3.0 1.0\n"


def load_table():
    rows = np.loadtxt(io.StringIO(TABLE), dtype=np.float32)
    return rows[:, :3], rows[:, 3:].astype(np.float32)
