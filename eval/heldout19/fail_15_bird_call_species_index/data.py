import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.transforms as T

from labels import SPECIES, species_index


def spectrogram_clips(rng, n, bins=32, frames=20):
    names = rng.choice(SPECIES, size=n)
    index = species_index(SPECIES)
    specs = rng.random((n, 1, bins, frames), dtype=np.float32)
    for k, name in enumerate(names):
        specs[k, 0, 4 * (index[name] % 8)] += 2.0
    return specs, np.array([index[name] for name in names], dtype=np.int32)


def build_dataset(seed=6, n=30, batch_size=6):
    specs, labels = spectrogram_clips(np.random.default_rng(seed), n)
    dset = ds.NumpySlicesDataset({"spec": specs, "label": labels}, shuffle=False)
    dset = dset.map([T.OneHot(len(SPECIES)), T.TypeCast(ms.float32)], input_columns="label")
    return dset.batch(batch_size)
