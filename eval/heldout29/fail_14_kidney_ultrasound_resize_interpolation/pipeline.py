import mindspore.dataset as ds
import mindspore.dataset.vision as vision

import config


def preprocessing():
    return [
        vision.Resize(config.INPUT_SIZE, interpolation=config.RESIZE_INTERPOLATION),
        vision.RandomRotation(config.MAX_ROTATION_DEG, resample=config.ROTATION_INTERPOLATION),
        vision.Rescale(1.0 / 255, 0.0),
        vision.HWC2CHW(),
    ]


def ultrasound_dataset(frames, grades):
    dset = ds.NumpySlicesDataset({"frame": frames, "grade": grades}, shuffle=True)
    return dset.map(preprocessing(), input_columns="frame").batch(config.BATCH_SIZE)
