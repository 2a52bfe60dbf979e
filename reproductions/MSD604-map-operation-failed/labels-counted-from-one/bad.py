"""Soil-texture classification from spectra. The label ids are numbered from 1 in a bookkeeping
module, and the pipeline one-hot encodes them for `len(TEXTURES)` classes: the sample of the last
class carries id 4, and `OneHot(4)` rejects it when the iterator pulls that row. MindSpore names
the transform; the line to change is where the ids were numbered."""
import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.transforms as T

from soil_labels import TEXTURES, texture_ids


def load_samples(rng, count=12, bands=8):
    ids = texture_ids(TEXTURES)
    names = [TEXTURES[k % len(TEXTURES)] for k in range(count)]
    spectra = rng.random((count, bands)).astype(np.float32)
    labels = np.array([ids[name] for name in names], dtype=np.int32)
    return spectra, labels


if __name__ == "__main__":
    spectra, labels = load_samples(np.random.default_rng(0))
    data = ds.NumpySlicesDataset({"spectrum": spectra, "texture": labels}, shuffle=False)
    data = data.map([T.OneHot(len(TEXTURES))], input_columns="texture").batch(4)
    for spectrum, texture in data.create_tuple_iterator(output_numpy=True):
        print(spectrum.shape, texture.sum(axis=0))
