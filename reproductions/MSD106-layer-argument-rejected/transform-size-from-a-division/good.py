import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.vision as vision

import settings_good as settings


def thermal_frames(count=4):
    rng = np.random.default_rng(0)
    frames = (rng.random((count, settings.SENSOR_SIDE, settings.SENSOR_SIDE, 1)) * 255).astype(np.uint8)
    data = ds.NumpySlicesDataset({"frame": frames}, shuffle=False)
    crop = [settings.PATCH, settings.PATCH]
    return data.map([vision.CenterCrop(crop)], input_columns="frame")


if __name__ == "__main__":
    for row in thermal_frames().create_dict_iterator(output_numpy=True):
        print(row["frame"].shape)
