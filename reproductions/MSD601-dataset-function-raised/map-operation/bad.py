"""Grey-scale digit images go through a `map` operation copied from a colour pipeline: it moves the
channel axis first with transpose(2, 0, 1), but the images have no channel axis. NumPy's ValueError
is raised inside the pipeline and reported at the loop; the line to change is in the map function."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


def to_chw(image):
    return image.transpose(2, 0, 1).astype(np.float32) / 255.0  # expect: MSD601


def digits(n):
    rng = np.random.default_rng(1)
    for _ in range(n):
        yield (rng.integers(0, 256, size=(8, 8)).astype(np.uint8),)


if __name__ == "__main__":
    net = nn.SequentialCell(nn.Conv2d(1, 4, 3), nn.Flatten(), nn.Dense(4 * 8 * 8, 10))
    data = ds.GeneratorDataset(lambda: digits(4), column_names=["image"], shuffle=False)
    data = data.map(operations=to_chw, input_columns=["image"]).batch(2)
    for (image,) in data.create_tuple_iterator():
        print(net(image).shape)
