"""The camera gateway already delivers decoded HWC arrays, but the source settings still say
`decode: True`, so the pipeline helper adds `vision.Decode()` and it rejects the 3-D crops. The
line to change is the setting, not the helper that reads it."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as vision

ms.set_context(mode=ms.GRAPH_MODE)

SOURCE = {
    "decode": False,
    "size": 16,
}


def frame_ops(source_cfg):
    ops = []
    if source_cfg["decode"]:
        ops.append(vision.Decode())
    ops += [vision.Resize((source_cfg["size"], source_cfg["size"])), vision.HWC2CHW()]
    return ops


if __name__ == "__main__":
    crops = np.random.RandomState(0).randint(0, 255, (4, 24, 24, 3)).astype(np.uint8)
    data = ds.NumpySlicesDataset({"space": crops}, shuffle=False).map(frame_ops(SOURCE), input_columns="space")
    for row in data.create_tuple_iterator(output_numpy=True):
        print(row[0].shape)
