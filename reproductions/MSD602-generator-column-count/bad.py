"""A segmentation source returns an image, its class map and a mask of labelled pixels; the
dataset is built with names for two columns only. The pipeline checks the row when the training
loop pulls it. The line to change is the dataset's column names."""
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

from segmentation_data import LabelledTiles

ms.set_context(mode=ms.GRAPH_MODE)


class TinySegmenter(nn.Cell):
    def __init__(self, classes=3):
        super().__init__()
        self.body = nn.SequentialCell(nn.Conv2d(3, 8, 3), nn.ReLU(), nn.Conv2d(8, classes, 1))

    def construct(self, image):
        return self.body(image)


def make_loader(n, batch):
    tiles = LabelledTiles(n)
    loader = ds.GeneratorDataset(tiles, column_names=["image", "target"], shuffle=True)  # expect: MSD602
    return loader.batch(batch)


if __name__ == "__main__":
    net = TinySegmenter()
    train, held_out = make_loader(8, 4), make_loader(4, 4)
    for image, target, valid in train.create_tuple_iterator():
        logits = net(image)
        print(ops.mean(logits).asnumpy(), valid.shape)
