"""An image classifier's pipeline rescales and normalises the images but never moves their
channels first, so the convolution gets (batch, height, width, 3). The layer is right; the line to
change is the list of transforms."""
import mindspore.dataset.vision as vision
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def images():
    rng = np.random.default_rng(0)
    for i in range(8):
        yield rng.integers(0, 255, (16, 16, 3)).astype(np.uint8), np.int32(i % 2)


def loader(batch):
    data = ds.GeneratorDataset(images, ["image", "label"], shuffle=False)
    transforms = [vision.Rescale(1 / 255.0, 0.0), vision.Normalize([0.5] * 3, [0.5] * 3)]  # expect: MSD402
    data = data.map(transforms, input_columns="image")
    return data.batch(batch)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 8, 3)
        self.head = nn.Dense(8, 2)

    def construct(self, x):
        return self.head(self.conv(x).mean((2, 3)))


if __name__ == "__main__":
    net = Net()
    for image, label in loader(4).create_tuple_iterator():
        print(net(image).shape)
