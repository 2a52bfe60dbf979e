import numpy as np
import mindspore.dataset as ds

BATCH = 8


def river_levels(rng, stations=30, hours=12):
    levels = rng.normal(size=(stations, hours, 2)).astype(np.float32)
    flood = (levels[:, -1, 0] > 0.5).astype(np.float32)[:, None]
    data = ds.NumpySlicesDataset((levels, flood), ["levels", "flood"], shuffle=False)
    return data.batch(BATCH)  # expect: MSD606
