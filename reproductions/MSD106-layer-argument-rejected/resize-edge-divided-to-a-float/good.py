import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.vision as vision

from sizing_good import CROP, resize_edge

if __name__ == "__main__":
    leaves = (np.random.default_rng(0).random((3, 40, 40, 3)) * 255).astype(np.uint8)
    data = ds.NumpySlicesDataset({"leaf": leaves}, shuffle=False)
    data = data.map([vision.Resize(resize_edge()), vision.CenterCrop(CROP)], input_columns="leaf")
    print([row["leaf"].shape for row in data.create_dict_iterator(output_numpy=True)])
