import mindspore.dataset as ds
import mindspore.dataset.vision as vision

import config


def frame_ops(source_cfg):
    ops = []
    if source_cfg["decode"]:
        ops.append(vision.Decode())
    ops += [vision.Resize((config.INPUT, config.INPUT)), vision.Rescale(1.0 / 255.0, 0.0), vision.HWC2CHW()]
    return ops


def build_dataset(crops, labels):
    dataset = ds.NumpySlicesDataset({"space": crops, "occupied": labels}, shuffle=False)
    dataset = dataset.map(frame_ops(config.SOURCE), input_columns="space")
    return dataset.batch(config.BATCH)
